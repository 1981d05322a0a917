import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { type Db, sqliteHandle } from './database.js';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

/**
 * Runs `work` as writes whose commit does not wait for the disk: they are atomic, visible at once
 * and survive a crash of this process, but an operating-system crash or a power cut right after
 * may lose the last of them. For records that are useful but not worth a disk sync each (an AI
 * exchange's log line: a sync costs milliseconds, the rest of the call well under one; see
 * docs/decisions.md). SQLite: `synchronous = NORMAL` for these transactions (in WAL mode they then
 * reach the disk at the next sync of another commit or checkpoint); PostgreSQL: `synchronous_commit
 * = off`, its own setting for exactly this.
 */
export async function withRelaxedSync<T>(db: Db, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (tx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(tx);
      return work(tx);
    });
  }
  const sqlite = sqliteHandle(db);
  if (!sqlite) return work(db);
  // Holding the connection keeps every other query off it meanwhile, so no other transaction
  // commits under the relaxed setting.
  const pragmas = pragmaStatements(sqlite);
  return db.connection().execute(async (connection) => {
    const previous = pragmas.read.get() as number;
    pragmas.relax.run();
    try {
      return await work(connection);
    } finally {
      (previous === FULL ? pragmas.full : pragmas.set(previous)).run();
    }
  });
}

const FULL = 2;

/** The pragma statements, prepared once per database (each pragma() call would prepare its statement anew). */
const prepared = new WeakMap<SQLite.Database, { read: SQLite.Statement; relax: SQLite.Statement; full: SQLite.Statement; set: (level: number) => SQLite.Statement }>();

function pragmaStatements(sqlite: SQLite.Database) {
  let statements = prepared.get(sqlite);
  if (!statements) {
    statements = {
      read: sqlite.prepare('PRAGMA synchronous').pluck(),
      relax: sqlite.prepare('PRAGMA synchronous = NORMAL'),
      full: sqlite.prepare(`PRAGMA synchronous = ${FULL}`),
      set: (level) => sqlite.prepare(`PRAGMA synchronous = ${Math.trunc(level)}`),
    };
    prepared.set(sqlite, statements);
  }
  return statements;
}
