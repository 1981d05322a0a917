import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { ChunksTable } from '../schema-index.js';

export type NewChunk = Omit<ChunksTable, 'id'>;

/** The chunks of indexed files and the integer keys the semantic index uses. Takes a Kysely or a transaction. */
export class ChunksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts in order; returns the new chunk ids in the same order. */
  async insert(chunks: NewChunk[]): Promise<number[]> {
    if (chunks.length === 0) return [];
    const rows = await this.db.insertInto('chunks').values(chunks).returning('id').execute();
    return rows.map((r) => r.id);
  }

  async deleteOfFiles(fileIds: string[]): Promise<void> {
    for (let i = 0; i < fileIds.length; i += 500) {
      await this.db
        .deleteFrom('chunks')
        .where('file_id', 'in', fileIds.slice(i, i + 500))
        .execute();
    }
  }

  async deleteOfFileSet(filesetId: string): Promise<void> {
    await this.db.deleteFrom('chunks').where('fileset_id', '=', filesetId).execute();
  }

  async countOfFileSet(filesetId: string): Promise<number> {
    const row = await this.db
      .selectFrom('chunks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('fileset_id', '=', filesetId)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  /** The semantic index's key for a file set, made on first use. */
  async fileSetKey(filesetId: string): Promise<number> {
    await this.db
      .insertInto('index_fileset_keys')
      .values({ fileset_id: filesetId })
      .onConflict((oc) => oc.column('fileset_id').doNothing())
      .execute();
    const row = await this.db.selectFrom('index_fileset_keys').select('id').where('fileset_id', '=', filesetId).executeTakeFirstOrThrow();
    return row.id;
  }

  async fileKey(fileId: string): Promise<number> {
    await this.db
      .insertInto('index_file_keys')
      .values({ file_id: fileId })
      .onConflict((oc) => oc.column('file_id').doNothing())
      .execute();
    const row = await this.db.selectFrom('index_file_keys').select('id').where('file_id', '=', fileId).executeTakeFirstOrThrow();
    return row.id;
  }

  /** Existing keys only (a file never indexed has none, and no vectors). */
  async existingFileKeys(fileIds: string[]): Promise<number[]> {
    const keys: number[] = [];
    for (let i = 0; i < fileIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('index_file_keys')
        .select('id')
        .where('file_id', 'in', fileIds.slice(i, i + 500))
        .execute();
      keys.push(...rows.map((r) => r.id));
    }
    return keys;
  }

  async existingFileSetKey(filesetId: string): Promise<number | null> {
    const row = await this.db.selectFrom('index_fileset_keys').select('id').where('fileset_id', '=', filesetId).executeTakeFirst();
    return row ? row.id : null;
  }
}
