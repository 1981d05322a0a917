import { type Kysely, type Selectable, sql } from 'kysely';
import { belowRange, sqlLength } from '../path-ranges.js';
import { lockRows } from '../dialect.js';
import type { Database } from '../schema.js';
import type { FileMovesTable } from '../schema-hosted-files.js';

export type MoveRow = Pick<Selectable<FileMovesTable>, 'seq' | 'from_path' | 'to_path'>;

/**
 * Moves of entries and the journal of them that search cursors read (file-moves.ts). Takes a
 * Kysely or a transaction.
 */
export class MovesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inside a move's transaction: locks the file set's row (FOR UPDATE on PostgreSQL), so that moves
   * of one file set commit one at a time, in the order of their `seq`; false when it is gone.
   */
  async lockFileSet(filesetId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('filesets')
      .select('id')
      .where('id', '=', filesetId)
      .$call(lockRows(this.db, 'update'))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Gives the entry at `from` and everything below it the paths under `to`, with their LIKE copies
   * (`fold` of a path is the fold of its segments, so a copy's tail is kept as it is). Lengths are
   * in code points, as SQL's substr counts characters.
   */
  async moveTree(filesetId: string, from: string, to: string, fold: (text: string) => string): Promise<void> {
    const fromLength = sqlLength(from);
    const foldedLength = sqlLength(fold(from));
    const toName = to.slice(to.lastIndexOf('/') + 1);
    const toParent = to.includes('/') ? to.slice(0, to.lastIndexOf('/')) : '';
    await this.db
      .updateTable('files')
      .set({ path: to, parent_path: toParent, name: toName, path_lower: fold(to), name_lower: fold(toName) })
      .where('fileset_id', '=', filesetId)
      .where('path', '=', from)
      .execute();
    const { from: low, to: high } = belowRange(from);
    const tail = (column: string, length: number) => sql`substr(${sql.ref(column)}, CAST(${length + 1} AS integer))`;
    await sql`UPDATE files SET
        path = ${to} || ${tail('path', fromLength)},
        parent_path = ${to} || ${tail('parent_path', fromLength)},
        path_lower = ${fold(to)} || ${tail('path_lower', foldedLength)}
      WHERE fileset_id = ${filesetId} AND path >= ${low} AND path < ${high}`.execute(this.db);
  }

  /** Records a committed move; inside the move's transaction, after lockFileSet. */
  async record(filesetId: string, from: string, to: string, now: number): Promise<void> {
    const last = await this.lastSeq(filesetId);
    await this.db
      .insertInto('file_moves')
      .values({ fileset_id: filesetId, seq: last + 1, from_path: from, to_path: to, moved_at: now })
      .execute();
  }

  async lastSeq(filesetId: string): Promise<number> {
    const row = await this.db
      .selectFrom('file_moves')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('fileset_id', '=', filesetId)
      .executeTakeFirst();
    return row?.seq ?? 0;
  }

  /** The moves after `seq`, in the order they were made; at most `limit`. */
  async since(filesetId: string, seq: number, limit: number): Promise<MoveRow[]> {
    return this.db
      .selectFrom('file_moves')
      .select(['seq', 'from_path', 'to_path'])
      .where('fileset_id', '=', filesetId)
      .where('seq', '>', seq)
      .orderBy('seq')
      .limit(limit)
      .execute();
  }
}
