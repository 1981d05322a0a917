import { sql } from 'kysely';
import type { FileField } from '../../../search-query/fields.js';
import type { Filter, SearchQuery } from '../../../search-query/query.js';
import { type Db, readRows } from '../database.js';
import { isPostgres } from '../dialect.js';
import { belowRange } from '../path-ranges.js';
import { FILE_COLUMNS, type FileRow } from '../repositories/files-repository.js';
import { entriesBeforeMoves } from '../repositories/moved-paths.js';
import type { MoveRow } from '../repositories/moves-repository.js';
import { FILE_TABLE } from './columns.js';
import type { Condition } from './condition.js';
import { filterSql } from './filter-sql.js';
import { type KeysetPosition, keysetPlan } from './keyset-plan.js';
import { type SqlKey, sqlKeys } from './order.js';
import { pageLimit } from './page-limit.js';

// One raw piece rather than a reference per column: Kysely compiles every node of a query on every call.
const FILE_COLUMNS_SQL = sql.raw(FILE_COLUMNS.join(', '));

/** Which entries a search covers: the whole file set, everything below a directory, or its children. */
export type Scope = { kind: 'all' } | { kind: 'below'; dir: string } | { kind: 'children'; dir: string };

/** Operation 2's page as its rule (FileSearchService, docs/architecture.md) asks for it. */
export interface FilePageRequest {
  filesetId: string;
  scope: Scope;
  query: SearchQuery<FileField>;
  position: KeysetPosition | null;
  /** Entries asked for; one more is read to tell whether a next page exists. */
  limit: number;
  /**
   * Moves made since the walk began: the page is read as of before them (moved-paths.ts), and its
   * rows carry their current path, parent and name in `current`.
   */
  moves?: readonly MoveRow[];
  /**
   * The reader whose access the page's own statement checks (no rows without it), so that access,
   * page and the file set's last move are read in one statement; null when the caller checked it.
   */
  reader?: { userId: number; isAdmin: boolean } | null;
}

/** A search row read as of before some moves: `current` holds what those columns are now. */
export type SearchRow = FileRow & { current?: Pick<FileRow, 'path' | 'parent_path' | 'name'> };

export interface FilePage {
  /** Up to `limit + 1` rows; a row beyond `limit` means another page follows. */
  rows: SearchRow[];
  /** The sort values of each row as the cursor keeps them, given the row. */
  cursorValues: (row: SearchRow) => (string | number | null)[];
  /**
   * The file set's last move as the page's statement saw it (null when no row was read, or when the
   * page took two statements that saw different ones).
   */
  lastMove: number | null;
}

/** The statement of one page: rows in order, and what the page needs around them. */
interface PageSql {
  filesetId: string;
  scope: Scope;
  where: Condition | null;
  after: Condition | null;
  /**
   * Where a cursor resumes when `path` is the first sort key. With a directory scope the page then
   * has one lower and one upper bound on path: given two lower bounds (the directory's and the
   * cursor's) SQLite seeks on the directory's and walks every entry before the cursor.
   */
  resume: { path: string; desc: boolean } | null;
  orderBy: Condition;
  limit: number;
  moves: readonly MoveRow[];
  reader: FilePageRequest['reader'];
}

/** Operation 2's SQL: the page, its count, and the scope condition that content queries reuse. */
export class FileSearchSql {
  constructor(private readonly db: Db) {}

  /** The parts of a page's statement; `searchQuery` gives its first statement's SQL (query-plan tests). */
  private plan(q: FilePageRequest) {
    const keys = sqlKeys(FILE_TABLE, q.query.sort);
    const page = keysetPlan(keys, q.position);
    const first = keys[0];
    const resumeAt = q.position?.values[0];
    const base: PageSql = {
      filesetId: q.filesetId,
      scope: q.scope,
      where: filterSql(FILE_TABLE, q.query.filter),
      after: page.after,
      resume: q.position && first?.spec.column === 'path' && typeof resumeAt === 'string' ? { path: resumeAt, desc: first.desc } : null,
      orderBy: page.orderBy,
      limit: q.limit + 1,
      moves: q.moves ?? [],
      reader: q.reader ?? null,
    };
    return { keys, base, then: page.then };
  }

  /**
   * The SQL of a page's first statement (query-plan and page-cost tests), `extra` ANDed where the
   * request's own filters go.
   */
  searchQuery(q: FilePageRequest, extra: Condition | null = null): Condition {
    const { base } = this.plan(q);
    return this.statement(extra ? { ...base, where: base.where ? sql`${base.where} AND ${extra}` : extra } : base);
  }

  /** The SQL of the rows that follow when the first statement runs out (a nullable first key's nulls), if any. */
  thenQuery(q: FilePageRequest): Condition | null {
    const { base, then } = this.plan(q);
    return then ? this.statement({ ...base, after: then.after, orderBy: then.orderBy, resume: null }) : null;
  }

  async page(q: FilePageRequest): Promise<FilePage> {
    const { keys, base, then } = this.plan(q);
    const rows = await this.read(base);
    let lastMove = rows.lastMove;
    if (then && rows.length < base.limit) {
      const rest = await this.read({ ...base, after: then.after, orderBy: then.orderBy, resume: null, limit: base.limit - rows.length });
      if (rest.length > 0) lastMove = rows.length === 0 || rest.lastMove === lastMove ? rest.lastMove : null;
      rows.push(...rest);
    }
    return { rows, cursorValues: (row) => cursorValues(keys, row), lastMove };
  }

  async count(filesetId: string, scope: Scope, filter: Filter<FileField> | null): Promise<number> {
    const where = this.scoped({ filesetId, scope, where: filterSql(FILE_TABLE, filter), resume: null });
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM files WHERE ${where}`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** The condition on `files` columns that selects a search's entries (content queries join it to chunks). */
  scopeCondition(filesetId: string, scope: Scope, filter: Filter<FileField> | null, extra: Condition | null = null): Condition {
    const where = filterSql(FILE_TABLE, filter);
    const both = where && extra ? sql`${where} AND ${extra}` : (where ?? extra);
    return this.scoped({ filesetId, scope, where: both, resume: null });
  }

  private scoped(q: Pick<PageSql, 'filesetId' | 'scope' | 'where' | 'resume'>): Condition {
    const parts: Condition[] = [sql`fileset_id = ${q.filesetId}`];
    const { scope, resume } = q;
    if (scope.kind === 'children') parts.push(sql`parent_path = ${scope.dir}`);
    if (scope.kind === 'below') {
      const { from, to } = belowRange(scope.dir);
      // The cursor's path lies inside the range (it came from this scope), so it narrows one side.
      if (resume && !resume.desc && resume.path >= from) parts.push(sql`path >= ${resume.path} AND path < ${to}`);
      else if (resume && resume.desc && resume.path < to) parts.push(sql`path >= ${from} AND path <= ${resume.path}`);
      else parts.push(sql`path >= ${from} AND path < ${to}`);
    }
    if (q.where) parts.push(q.where);
    return sql.join(parts, sql` AND `);
  }

  /**
   * One statement: the page's rows, each with the file set's last move beside it, and, given a
   * reader, only when the reader may read the file set. Both subqueries are uncorrelated, so each
   * database reads them once, in the statement's own snapshot: the page and the move it was read
   * at agree without a second look.
   */
  private statement(q: PageSql): Condition {
    const scoped = this.scoped(q);
    const access = q.reader && !q.reader.isAdmin ? sql` AND EXISTS (${readable(q.filesetId, q.reader.userId)})` : sql``;
    const conditions = q.after ? sql`${scoped} AND ${q.after}${access}` : sql`${scoped}${access}`;
    const lastMove = sql`(SELECT COALESCE(MAX(seq), 0) FROM file_moves WHERE fileset_id = ${q.filesetId}) AS stw_last_move`;
    if (q.moves.length > 0) {
      const source = entriesBeforeMoves(q.filesetId, FILE_COLUMNS, q.moves);
      return sql`SELECT ${FILE_COLUMNS_SQL}, cur_path, cur_parent_path, cur_name, ${lastMove} FROM ${source} WHERE ${conditions} ORDER BY ${q.orderBy} ${pageLimit(this.db, q.limit)}`;
    }
    return sql`SELECT ${FILE_COLUMNS_SQL}, ${lastMove} FROM ${this.scopeSource(q.scope)} WHERE ${conditions} ORDER BY ${q.orderBy} ${pageLimit(this.db, q.limit)}`;
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

  private async read(q: PageSql): Promise<SearchRow[] & { lastMove: number | null }> {
    type Raw = FileRow & { stw_last_move: number; cur_path?: string; cur_parent_path?: string; cur_name?: string };
    const rows = await readRows(this.db, sql<Raw>`${this.statement(q)}`);
    const lastMove = rows.length > 0 ? rows[0]!.stw_last_move : null;
    // Rows keep their extra column (stw_last_move), which no presenter reads: copying each row of
    // every page without it cost more than the statement's other work (docs/performance.md).
    if (q.moves.length === 0) return Object.assign(rows as SearchRow[], { lastMove });
    const page = rows.map((raw): SearchRow => {
      const { stw_last_move: _, cur_path, cur_parent_path, cur_name, ...row } = raw;
      return { ...row, current: { path: cur_path!, parent_path: cur_parent_path!, name: cur_name! } };
    });
    return Object.assign(page, { lastMove });
  }
}

/** The reader's grant on the file set: any grant reads it (API.md §2). */
function readable(filesetId: string, userId: number): Condition {
  return sql`SELECT 1 FROM fileset_access WHERE fileset_id = ${filesetId} AND user_id = ${userId}`;
}

function cursorValues(keys: SqlKey[], row: SearchRow): (string | number | null)[] {
  const values = row as unknown as Record<string, string | number | null>;
  return keys.map(({ spec }) => values[spec.column] ?? null);
}
