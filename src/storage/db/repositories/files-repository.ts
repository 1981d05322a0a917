import type { Kysely, Selectable } from 'kysely';
import { foldForLike } from '../../../search-query/like-text.js';
import { type RowLock, lockRows } from '../dialect.js';
import { belowRange } from '../path-ranges.js';
import type { Database, FileLikeText, FilesTable } from '../schema.js';
import { listUnpublishedBlob, unlistStagedBlob } from './blob-list.js';

export type FileRow = Selectable<FilesTable>;

/** The columns of FileRow, and only those: a query selects them rather than `*`, which would read the LIKE copies too. */
export const FILE_COLUMNS = Object.keys({
  id: 1,
  fileset_id: 1,
  path: 1,
  parent_path: 1,
  name: 1,
  file_type: 1,
  content_type: 1,
  size: 1,
  created_at: 1,
  created_by: 1,
  hash: 1,
  hash_algorithm: 1,
  blob_key: 1,
  connector_key: 1,
  index_status: 1,
  index_reason: 1,
} satisfies Record<keyof FilesTable, 1>) as (keyof FilesTable)[];
/** An entry's row as stored: with the lower-cased copies that search's LIKE reads. */
export function fileRecord(row: FileRow): FileRow & FileLikeText {
  return { ...row, path_lower: foldForLike(row.path), name_lower: foldForLike(row.name) };
}

/** Entries of file sets. Takes a Kysely or a transaction, so callers can group writes. */
export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(filesetId: string, id: string, lock: RowLock = null): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .select(FILE_COLUMNS)
      .where('fileset_id', '=', filesetId)
      .where('id', '=', id)
      .$call(lockRows(this.db, lock))
      .executeTakeFirst();
  }

  async findByPath(filesetId: string, path: string, lock: RowLock = null): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .select(FILE_COLUMNS)
      .where('fileset_id', '=', filesetId)
      .where('path', '=', path)
      .$call(lockRows(this.db, lock))
      .executeTakeFirst();
  }

  /**
   * Inside a transaction that adds entries: false when the file set is gone; on PostgreSQL its row is
   * locked (FOR KEY SHARE) until the end, so a concurrent delete of the file set waits for the new
   * entries and removes them with their blobs, rather than cascading over entries it never listed.
   */
  async lockFileSet(filesetId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('filesets')
      .select('id')
      .where('id', '=', filesetId)
      .$call(lockRows(this.db, 'keyShare'))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: FileRow): Promise<void> {
    await this.db.insertInto('files').values(fileRecord(row)).execute();
  }

  async replaceContent(
    id: string,
    content: Pick<
      FileRow,
      'content_type' | 'file_type' | 'size' | 'hash' | 'hash_algorithm' | 'blob_key' | 'index_status' | 'index_reason'
    >,
  ): Promise<void> {
    // A claim on the old content is void: the indexer working on it finds so and drops its work.
    await this.db
      .updateTable('files')
      .set({ ...content, index_claimed_by: null, index_claim_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** The entry at `path` and everything below it. */
  async listTree(filesetId: string, path: string): Promise<Pick<FileRow, 'id' | 'file_type' | 'blob_key'>[]> {
    const { from, to } = belowRange(path);
    return this.db
      .selectFrom('files')
      .select(['id', 'file_type', 'blob_key'])
      .where('fileset_id', '=', filesetId)
      .where((eb) => eb.or([eb('path', '=', path), eb.and([eb('path', '>=', from), eb('path', '<', to)])]))
      .execute();
  }

  async deleteTree(filesetId: string, path: string): Promise<void> {
    const { from, to } = belowRange(path);
    await this.db
      .deleteFrom('files')
      .where('fileset_id', '=', filesetId)
      .where((eb) => eb.or([eb('path', '=', path), eb.and([eb('path', '>=', from), eb('path', '<', to)])]))
      .execute();
  }

  async adjustFileCount(filesetId: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.db
      .updateTable('filesets')
      .set((eb) => ({ file_count: eb('file_count', '+', delta) }))
      .where('id', '=', filesetId)
      .execute();
  }

  async listBlob(key: string, now: number): Promise<void> {
    await listUnpublishedBlob(this.db, key, now);
  }

  /** Publication of staged content; throws when another instance is collecting it (see blob-list.ts). */
  async unlistBlob(key: string): Promise<void> {
    await unlistStagedBlob(this.db, key);
  }
}
