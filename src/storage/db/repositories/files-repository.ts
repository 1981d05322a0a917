import { type Kysely, type Selectable, sql } from 'kysely';
import type { Condition } from '../../../domain/search/filters.js';
import { belowRange } from '../../../domain/files/paths.js';
import { foldForLike } from '../../../domain/search/like-text.js';
import { type RowLock, isPostgres, lockRows } from '../dialect.js';
import type { Database, FileLikeText, FilesTable } from '../schema.js';
import { listUnpublishedBlob, unlistStagedBlob } from './blob-list.js';
import { entriesBeforeMoves } from './moved-paths.js';
import type { MoveRow } from './moves-repository.js';

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
} satisfies Record<keyof FilesTable, 1>) as Array<keyof FilesTable>;
// One raw piece rather than a reference per column: Kysely compiles every node of a query on every call.
const FILE_COLUMNS_SQL = sql.raw(FILE_COLUMNS.join(', '));

/** An entry's row as stored: with the lower-cased copies that search's LIKE reads. */
export function fileRecord(row: FileRow): FileRow & FileLikeText {
  return { ...row, path_lower: foldForLike(row.path), name_lower: foldForLike(row.name) };
}

/** Which entries a search covers: the whole file set, everything below a directory, or its children. */
export type Scope = { kind: 'all' } | { kind: 'below'; dir: string } | { kind: 'children'; dir: string };

export interface FileSearch {
  filesetId: string;
  scope: Scope;
  where: Condition | null;
  after: Condition | null;
  /**
   * Where a cursor resumes when `path` is the first sort key. With a directory scope the page then
   * has one lower and one upper bound on path: given two lower bounds (the directory's and the
   * cursor's) SQLite seeks on the directory's and walks every entry before the cursor.
   */
  resume?: { path: string; desc: boolean } | null;
  orderBy: Condition;
  /** The rows that follow when the first query runs out (a nullable first sort key's nulls; see keyset-plan.ts). */
  then?: { after: Condition; orderBy: Condition } | null;
  limit: number;
  /**
   * Moves made since the walk began: the page is read as of before them (moved-paths.ts), and its
   * rows carry their current path, parent and name in `current`.
   */
  moves?: readonly MoveRow[];
}

/** A search row read as of before some moves: `current` holds what those columns are now. */
export type SearchRow = FileRow & { current?: Pick<FileRow, 'path' | 'parent_path' | 'name'> };

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

  private conditions(q: Pick<FileSearch, 'filesetId' | 'scope' | 'where'>, resume: FileSearch['resume'] = null): Condition {
    const parts: Condition[] = [sql`fileset_id = ${q.filesetId}`];
    if (q.scope.kind === 'children') parts.push(sql`parent_path = ${q.scope.dir}`);
    if (q.scope.kind === 'below') {
      const { from, to } = belowRange(q.scope.dir);
      // The cursor's path lies inside the range (it came from this scope), so it narrows one side.
      if (resume && !resume.desc && resume.path >= from) parts.push(sql`path >= ${resume.path} AND path < ${to}`);
      else if (resume && resume.desc && resume.path < to) parts.push(sql`path >= ${from} AND path <= ${resume.path}`);
      else parts.push(sql`path >= ${from} AND path < ${to}`);
    }
    if (q.where) parts.push(q.where);
    return sql.join(parts, sql` AND `);
  }

  /** The condition on `files` columns that selects a search's entries (content queries join it to chunks). */
  scopeCondition(q: Pick<FileSearch, 'filesetId' | 'scope' | 'where'>): Condition {
    return this.conditions(q);
  }

  /** The SQL of a search page (its first query), shared by the query and the query-plan tests. */
  searchQuery(q: FileSearch): Condition {
    const scoped = this.conditions(q, q.resume);
    const conditions = q.after ? sql`${scoped} AND ${q.after}` : scoped;
    if (q.moves && q.moves.length > 0) {
      const source = entriesBeforeMoves(q.filesetId, FILE_COLUMNS, q.moves);
      return sql`SELECT ${FILE_COLUMNS_SQL}, cur_path, cur_parent_path, cur_name FROM ${source} WHERE ${conditions} ORDER BY ${q.orderBy} LIMIT ${q.limit}`;
    }
    return sql`SELECT ${FILE_COLUMNS_SQL} FROM ${this.scopeSource(q.scope)} WHERE ${conditions} ORDER BY ${q.orderBy} LIMIT ${q.limit}`;
  }

  /**
   * A directory's search reads its scope's index, sorting the scope when the order is not by path:
   * its cost then grows with the directory, never with the file set. SQLite plans without
   * statistics and would otherwise walk a sort index over the whole file set to find the
   * directory's entries; PostgreSQL chooses by its statistics.
   */
  private scopeSource(scope: Scope): Condition {
    if (scope.kind === 'all' || isPostgres(this.db)) return sql`files`;
    return sql`files INDEXED BY ${sql.raw(scope.kind === 'children' ? 'files_children' : 'files_path')}`;
  }

  async search(q: FileSearch): Promise<SearchRow[]> {
    const { rows } = await sql<FileRow>`${this.searchQuery(q)}`.execute(this.db);
    if (q.then && rows.length < q.limit) {
      const rest = { ...q, after: q.then.after, orderBy: q.then.orderBy, then: null, resume: null, limit: q.limit - rows.length };
      rows.push(...(await sql<FileRow>`${this.searchQuery(rest)}`.execute(this.db)).rows);
    }
    if (!q.moves || q.moves.length === 0) return rows;
    return rows.map((row) => {
      const { cur_path, cur_parent_path, cur_name, ...rest } = row as FileRow & {
        cur_path: string;
        cur_parent_path: string;
        cur_name: string;
      };
      return { ...rest, current: { path: cur_path, parent_path: cur_parent_path, name: cur_name } };
    });
  }

  async count(q: Pick<FileSearch, 'filesetId' | 'scope' | 'where'>): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM files WHERE ${this.conditions(q)}`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
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
  async listTree(filesetId: string, path: string): Promise<Array<Pick<FileRow, 'id' | 'file_type' | 'blob_key'>>> {
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
