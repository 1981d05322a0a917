import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The suite runs on SQLite (the default) or, when STOWAGE_TEST_DATABASE_URL names a PostgreSQL
 * server (`postgres://postgres@127.0.0.1:5432/postgres`, a database the tests may connect to in
 * order to create others), on PostgreSQL: every app or server process gets a fresh database of its
 * own, bound to its data folder, so a restart over the same folder finds its data again.
 */
export const TEST_DATABASE_ADMIN_URL = process.env.STOWAGE_TEST_DATABASE_URL?.trim() || null;

/** Which backend this run tests, for the few tests whose checks differ by backend. */
export const onPostgres = TEST_DATABASE_ADMIN_URL !== null;

/** Every database of one run starts with this, so global teardown can drop what a crash left behind. */
export const TEST_DATABASE_PREFIX = 'stowage_t_';

/** The test databases made in this process: data folder → connection string. */
const databases = new Map<string, { name: string; url: string }>();

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_ADMIN_URL! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The DATABASE_URL setting for an app over `dataDir`: nothing on SQLite (the database is the file
 * in the folder); on PostgreSQL a database created for the folder on first use and the same one
 * afterwards.
 */
export async function testDatabaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres) return {};
  const key = path.resolve(dataDir);
  let database = databases.get(key);
  if (!database) {
    const run = process.env.STOWAGE_TEST_RUN_ID ?? 'x';
    const name = `${TEST_DATABASE_PREFIX}${run}_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(TEST_DATABASE_ADMIN_URL!);
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };
    databases.set(key, database);
  }
  return { DATABASE_URL: database.url };
}

/** The PostgreSQL database of `dataDir`'s app (null on SQLite, or before the app was started). */
export function testDatabaseUrl(dataDir: string): string | null {
  return databases.get(path.resolve(dataDir))?.url ?? null;
}

/**
 * A connection of its own to the database of `dataDir`'s app, as another process would have one
 * (the CLI, an operator's SQL): a SQLite connection to the folder's file, or a PostgreSQL session.
 */
export async function otherConnection(dataDir: string): Promise<{ exec(statement: string): Promise<void>; close(): Promise<void> }> {
  const url = testDatabaseUrl(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      exec: async (statement) => {
        await client.query(statement);
      },
      close: () => client.end(),
    };
  }
  const db = new SQLite(path.join(dataDir, 'stowage.db'));
  return {
    exec: async (statement) => void db.exec(statement),
    close: async () => void db.close(),
  };
}

/** Drops the database of `dataDir` (ending its connections); a no-op on SQLite. */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const key = path.resolve(dataDir);
  const database = databases.get(key);
  if (!database) return;
  databases.delete(key);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`));
}

/** Drops every database this process made (after each test file: test/setup-database.ts). */
export async function dropTestDatabases(): Promise<void> {
  for (const dataDir of [...databases.keys()]) await dropTestDatabase(dataDir);
}

/** Drops the databases of a run whose files ended without dropping theirs (global teardown). */
export async function dropRunDatabases(run: string): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DATABASE_PREFIX}${run}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
