import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001_initial.js';
import * as streams from './migrations/0003_streams.js';
import * as dataFiles from './migrations/0002_data_files.js';
import * as aiSessions from './migrations/0004_ai_sessions.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0003_streams': streams,
  '0002_data_files': dataFiles,
  '0004_ai_sessions': aiSessions,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Opens the embedded SQLite database under the data folder (WAL, foreign keys on). */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'stowage.db'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the server acknowledged survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; search's case-insensitive LIKE must fold all of Unicode.
  sqlite.function('stw_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

const sqliteHandles = new WeakMap<Db, SQLite.Database>();

/**
 * The better-sqlite3 handle behind `db` (undefined on other backends), for bulk writes that need a
 * statement prepared once and reused; use it only inside `db.connection()`, which keeps Kysely's
 * own queries and transactions off the connection meanwhile.
 */
export function sqliteHandle(db: Db): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
