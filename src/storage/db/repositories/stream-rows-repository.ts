import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, postgresPool, sqliteHandle } from '../database.js';
import { relaxSqliteSync } from '../relaxed-commit.js';

/** Rows per INSERT statement: 3 parameters each stays far below every backend's parameter limit. */
const ROWS_PER_STATEMENT = 500;
/** Rows removed per DELETE when purging, so no statement holds the database for long. */
const PURGE_STEP = 10_000;

/** Appends rows under one execution id; each call is one transaction. */
export interface RowWriter {
  /** Writes `rows` (canonical CSV lines) numbered from `firstRowNo`. */
  write(rows: readonly string[], firstRowNo: number): Promise<void>;
}

/**
 * The rows of stream datasets. Bulk writes are the hot path of a commit: statements are built once
 * per commit and reused for every batch of rows.
 */
export class StreamRowsRepository {
  /** `portable: true` skips the SQLite and PostgreSQL fast paths (tests use it to cover the path other backends take). */
  constructor(
    private readonly db: Db,
    private readonly options: { portable?: boolean } = {},
  ) {}

  writer(executionId: number): RowWriter {
    if (this.options.portable) return new PortableRowWriter(this.db, executionId);
    const sqlite = sqliteHandle(this.db);
    if (sqlite) return new SqliteRowWriter(this.db, sqlite, executionId);
    const pool = postgresPool(this.db);
    return pool ? new PostgresRowWriter(pool, executionId) : new PortableRowWriter(this.db, executionId);
  }

  /**
   * Up to `limit` rows after `afterRowNo`, in order. An execution's rows are numbered 1..N without
   * gaps (a commit numbers them so), so the page is a closed range of row numbers: a query that stays
   * an index range scan of `limit` rows whatever the planner believes. (Bounded only by LIMIT,
   * PostgreSQL without fresh statistics on a just-written execution reads every row after the
   * cursor and sorts them, for every page.)
   */
  async page(executionId: number, afterRowNo: number, limit: number): Promise<Array<{ row_no: number; data: string }>> {
    return this.db
      .selectFrom('stream_rows')
      .select(['row_no', 'data'])
      .where('execution_id', '=', executionId)
      .where('row_no', '>', afterRowNo)
      .where('row_no', '<=', afterRowNo + limit)
      .orderBy('row_no')
      .limit(limit)
      .execute();
  }

  async count(executionId: number): Promise<number> {
    const row = await this.db
      .selectFrom('stream_rows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('execution_id', '=', executionId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Deletes every row of the execution, a step at a time from the end; false if `stop` cut it short. */
  async purge(executionId: number, stop: () => boolean = () => false): Promise<boolean> {
    for (;;) {
      if (stop()) return false;
      const top = await this.db
        .selectFrom('stream_rows')
        .select('row_no')
        .where('execution_id', '=', executionId)
        .orderBy('row_no', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!top) return true;
      await this.db
        .deleteFrom('stream_rows')
        .where('execution_id', '=', executionId)
        .where('row_no', '>', Number(top.row_no) - PURGE_STEP)
        .execute();
    }
  }
}

function rowParameters(executionId: number, rows: readonly string[], from: number, count: number, firstRowNo: number): unknown[] {
  const params = new Array<unknown>(count * 3);
  for (let i = 0; i < count; i++) {
    params[i * 3] = executionId;
    params[i * 3 + 1] = firstRowNo + from + i;
    params[i * 3 + 2] = rows[from + i];
  }
  return params;
}

/**
 * SQLite: statements prepared once on the native handle and run synchronously in one transaction
 * per call. Holding Kysely's connection (`db.connection()`) meanwhile keeps every other query and
 * transaction off the connection, so the rows never end up inside someone else's transaction.
 */
class SqliteRowWriter implements RowWriter {
  private readonly statements = new Map<number, SQLite.Statement>();

  constructor(
    private readonly db: Db,
    private readonly sqlite: SQLite.Database,
    private readonly executionId: number,
  ) {}

  private statement(rows: number): SQLite.Statement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const values = new Array<string>(rows).fill('(?, ?, ?)').join(', ');
      statement = this.sqlite.prepare(`INSERT INTO stream_rows (execution_id, row_no, data) VALUES ${values}`);
      this.statements.set(rows, statement);
    }
    return statement;
  }

  async write(rows: readonly string[], firstRowNo: number): Promise<void> {
    await this.db.connection().execute(async () => {
      // These rows need not be durable on their own: nothing reads them until the commit's
      // publishing transaction, whose sync (synchronous = FULL) flushes the whole write-ahead log,
      // these rows included. So their transactions skip the sync, which is a third of their cost.
      // Set and restored synchronously while holding the connection, no other transaction runs so.
      const restore = relaxSqliteSync(this.sqlite);
      try {
        this.sqlite.transaction(() => {
          for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
            const count = Math.min(ROWS_PER_STATEMENT, rows.length - from);
            this.statement(count).run(rowParameters(this.executionId, rows, from, count, firstRowNo));
          }
        })();
      } finally {
        restore();
      }
    });
  }
}

/** What COPY's text format escapes in a value: backslash, tab, line feed, carriage return. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Lines of COPY input made and sent at a time. */
const COPY_PIECE_ROWS = 500;

/** One row of COPY's text format: tab-separated values, escaped, ending in a line feed. */
function copyLine(executionId: number, rowNo: number, data: string): string {
  const field = COPY_SPECIAL.test(data) ? data.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]!) : data;
  return `${executionId}\t${rowNo}\t${field}\n`;
}

/**
 * PostgreSQL: each call is one transaction that COPYs its rows in, PostgreSQL's bulk path. Stored
 * alone, rows went in at 305,000-352,000 rows/s this way against 196,000 with the best INSERT tried
 * (rows passed as arrays to `unnest`), which held a commit below 200,000 rows/s (docs/performance.md).
 */
class PostgresRowWriter implements RowWriter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly executionId: number,
  ) {}

  async write(rows: readonly string[], firstRowNo: number): Promise<void> {
    const executionId = this.executionId;
    // COPY's input in pieces of COPY_PIECE_ROWS lines, made as the connection takes them.
    function* pieces() {
      for (let from = 0; from < rows.length; from += COPY_PIECE_ROWS) {
        let text = '';
        for (let i = from; i < Math.min(rows.length, from + COPY_PIECE_ROWS); i++) text += copyLine(executionId, firstRowNo + i, rows[i]!);
        yield text;
      }
    }
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      // As on SQLite (above): nothing reads these rows before the commit's publishing transaction,
      // whose own synchronous commit flushes the write-ahead log up to it, these rows included.
      await client.query('SET LOCAL synchronous_commit = off');
      await pipeline(Readable.from(pieces()), client.query(copyFrom('COPY stream_rows (execution_id, row_no, data) FROM STDIN')));
      await client.query('COMMIT');
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // A connection that failed mid-COPY may be in any state: it leaves the pool.
      client.release(failure);
    }
  }
}

/**
 * Any backend: the INSERT is compiled by Kysely once per batch size (so it carries the backend's
 * own placeholders) and executed with fresh parameters for every batch.
 */
class PortableRowWriter implements RowWriter {
  private readonly statements = new Map<number, string>();

  constructor(
    private readonly db: Db,
    private readonly executionId: number,
  ) {}

  private statement(rows: number): string {
    let text = this.statements.get(rows);
    if (!text) {
      const shape = Array.from({ length: rows }, () => ({ execution_id: 0, row_no: 0, data: '' }));
      text = this.db.insertInto('stream_rows').values(shape).compile().sql;
      this.statements.set(rows, text);
    }
    return text;
  }

  async write(rows: readonly string[], firstRowNo: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
        const count = Math.min(ROWS_PER_STATEMENT, rows.length - from);
        await tx.executeQuery(CompiledQuery.raw(this.statement(count), rowParameters(this.executionId, rows, from, count, firstRowNo)));
      }
    });
  }
}
