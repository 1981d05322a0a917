import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import { type Db, relaxedPostgresHandle, sqliteHandle, sqliteStatements } from './database.js';
import type { Database } from './schema.js';

/**
 * Runs `work` as writes whose commit does not wait for the disk: each statement commits on its own
 * (no transaction spans them), atomic and visible at once, and survives a crash of this process,
 * but an operating-system crash or a power cut right after may lose the last of them. For records
 * that are useful but not worth a disk sync each (an AI exchange's log line: a sync costs
 * milliseconds, the rest of the call well under one; see docs/decisions.md). SQLite: `synchronous =
 * NORMAL` while they run (in WAL mode they then reach the disk at the next sync of another commit or
 * checkpoint); PostgreSQL: `synchronous_commit = off`, its own setting for exactly this, on
 * connections kept for it (one round trip per write).
 */
export async function withRelaxedSync<T>(db: Db, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const relaxed = relaxedPostgresHandle(db);
  if (relaxed) return work(relaxed);
  const sqlite = sqliteHandle(db);
  // A handle opened elsewhere (none in the app) keeps its synced commits: slower, never less safe.
  if (!sqlite) return work(db);
  // Holding the connection keeps every other query off it meanwhile, so no other transaction
  // commits under the relaxed setting.
  return db.connection().execute(async (connection) => {
    const restore = relaxSqliteSync(sqlite);
    try {
      return await work(connection);
    } finally {
      restore();
    }
  });
}

/**
 * One statement committed as withRelaxedSync commits it, run at once when it can be: on SQLite with
 * no transaction open on the connection, straight on better-sqlite3. That runs synchronously, so
 * nothing else can interleave with it (as holding the connection ensures in withRelaxedSync), and
 * outside a transaction it commits on its own. Kysely's connection hold and driver were most of the
 * time an AI call's record took on SQLite, on the path to the answer (docs/performance.md).
 * Otherwise (PostgreSQL, or a transaction open that the statement must wait for) it goes through
 * withRelaxedSync.
 */
export async function runRelaxed(db: Db, text: string, parameters: readonly unknown[]): Promise<void> {
  const direct = sqliteStatements(db);
  if (direct && !direct.sqlite.inTransaction) {
    const restore = relaxSqliteSync(direct.sqlite);
    try {
      direct.statements.prepare(text).run(parameters);
    } finally {
      restore();
    }
    return;
  }
  const query = CompiledQuery.raw(text, [...parameters]);
  await withRelaxedSync(db, (handle) => handle.executeQuery(query));
}

/**
 * Sets SQLite's `synchronous = NORMAL` and returns what sets it back; only while holding the
 * connection. Each statement is prepared anew: SQLite applies (and reads) this pragma when the
 * statement is prepared, so a statement prepared once and run again does nothing, and a reading one
 * keeps returning the value it was prepared under. The two settings go through `exec()`, which
 * prepares, runs and finalizes in one native call: `pragma()` also makes a Statement object and an
 * array of rows, and the three pragmas cost two thirds of an AI exchange's insert (--cpu-prof, docs/performance.md).
 */
export function relaxSqliteSync(sqlite: SQLite.Database): () => void {
  const previous = Math.trunc(sqlite.pragma('synchronous', { simple: true }) as number);
  sqlite.exec('PRAGMA synchronous = NORMAL');
  return () => sqlite.exec(`PRAGMA synchronous = ${previous}`);
}

/**
 * A transaction whose commit on SQLite does not wait for the disk, for rows that need not be durable
 * on their own because a later synced commit (which flushes the whole write-ahead log) is what makes
 * them count: an indexed file's chunks, made visible by its COMPLETED status. better-sqlite3 syncs
 * on the event loop, so the sync skipped is time no request waits for. On PostgreSQL an ordinary
 * transaction: its commits wait on the network, not on the event loop.
 */
export async function relaxedTransaction<T>(db: Db, work: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!sqliteHandle(db)) return db.transaction().execute(work);
  return withRelaxedSync(db, (connection) => connection.transaction().execute(work));
}
