import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
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
  /**
   * Writes `rows` (canonical CSV lines) numbered from `firstRowNo`. Nothing may hold `rows` once
   * the call has returned its promise: a chunk's strings held while its write runs outlive V8's
   * young generation, and a commit's memory then grows with its data (docs/performance.md).
   */
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
  async page(executionId: number, afterRowNo: number, limit: number): Promise<{ row_no: number; data: string }[]> {
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
    return row?.n ?? 0;
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
        .where('row_no', '>', top.row_no - PURGE_STEP)
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

/** Lines of COPY input sent to the connection as one piece. */
const COPY_PIECE_ROWS = 500;
/** The first size of a buffer of COPY input: a chunk of typical rows fits. */
const COPY_BUFFER_BYTES = 1024 * 1024;
const TAB = 9;
const LINE_FEED = 10;
/** The most bytes of a row number in decimal (a safe integer has at most 16 digits). */
const ROW_NO_BYTES = 16;

/** A value in COPY's text format: backslash, tab, line feed and carriage return escaped. */
function copyField(data: string): string {
  return COPY_SPECIAL.test(data) ? data.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]!) : data;
}

/** Writes `n` (a non-negative safe integer) in decimal at `at` of `buffer`; returns where it ends. */
function writeDecimal(buffer: Buffer, at: number, n: number): number {
  let end = at + 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) end++;
  let p = end;
  for (let rest = n; p > at; rest = Math.floor(rest / 10)) buffer[--p] = 48 + (rest % 10);
  return end;
}

/** A write's COPY input: `buffer` up to the last of `ends`, sent in pieces that end at each of them. */
interface CopyInput {
  buffer: Buffer;
  ends: number[];
}

/**
 * PostgreSQL: each call is one transaction that COPYs its rows in, PostgreSQL's bulk path. Stored
 * alone, rows went in at 305,000-352,000 rows/s this way against 196,000 with the best INSERT tried
 * (rows passed as arrays to `unnest`), which held a commit below 200,000 rows/s (docs/performance.md).
 *
 * A commit's memory must not grow with its rows (docs/performance.md). So the rows are written as
 * COPY input at once, into a buffer reused from write to write, and let go before the COPY starts
 * (kept, with their COPY lines made as the connection took them, they outlived the young
 * generation and were promoted while the COPY ran); and row numbers are written as digits, not
 * made into strings, which V8 keeps in its number-to-string cache until they are promoted too.
 */
class PostgresRowWriter implements RowWriter {
  /** `<execution id>\t`, the start of every line. */
  private readonly prefix: Buffer;
  /** Buffers of COPY input that no write is using (a commit has at most one write in flight). */
  private readonly spare: Buffer[] = [];

  constructor(
    private readonly pool: pg.Pool,
    executionId: number,
  ) {
    this.prefix = Buffer.from(`${executionId}\t`);
  }

  write(rows: readonly string[], firstRowNo: number): Promise<void> {
    // Not async: nothing of this call may hold `rows` while the COPY runs.
    return this.copy(this.encode(rows, firstRowNo));
  }

  /** The rows as COPY's text format: execution id, row number and value, tab-separated, one per line. */
  private encode(rows: readonly string[], firstRowNo: number): CopyInput {
    const prefix = this.prefix;
    let buffer = this.spare.pop() ?? Buffer.allocUnsafeSlow(COPY_BUFFER_BYTES);
    let used = 0;
    const ends: number[] = [];
    for (let i = 0; i < rows.length; i++) {
      const field = copyField(rows[i]!);
      // A UTF-16 code unit takes at most 3 bytes of UTF-8, so the line always fits.
      const most = prefix.length + ROW_NO_BYTES + 2 + field.length * 3;
      if (buffer.length - used < most) {
        const larger = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, used + most));
        buffer.copy(larger, 0, 0, used);
        buffer = larger;
      }
      for (const byte of prefix) buffer[used++] = byte;
      used = writeDecimal(buffer, used, firstRowNo + i);
      buffer[used++] = TAB;
      used += buffer.write(field, used);
      buffer[used++] = LINE_FEED;
      if ((i + 1) % COPY_PIECE_ROWS === 0 || i === rows.length - 1) ends.push(used);
    }
    return { buffer, ends };
  }

  private async copy(input: CopyInput): Promise<void> {
    function* pieces() {
      let start = 0;
      for (const end of input.ends) {
        yield input.buffer.subarray(start, end);
        start = end;
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
      // A connection that failed mid-COPY may be in any state: it leaves the pool. Its buffer is
      // reused only after a COPY that ended, when the connection has sent all of it.
      client.release(failure);
      if (!failure) this.spare.push(input.buffer);
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
