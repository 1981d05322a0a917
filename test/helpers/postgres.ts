import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of a test's own on the machine's server (127.0.0.1:5432, or the server of
 * STOWAGE_TEST_DATABASE_URL), for tests that need several instances over one database whatever
 * backend the rest of the suite runs on. Names follow test-database.ts, so a run's teardown also
 * drops what a crashed file left.
 */
export const POSTGRES_ADMIN_URL = process.env.STOWAGE_TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server at `url` accepts a connection and a query. */
export async function postgresAnswers(url = POSTGRES_ADMIN_URL): Promise<boolean> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export interface PostgresDatabase {
  url: string;
  /** Runs SQL on the database (to arrange or inspect what a test needs). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** Creates an empty database on the server of `adminUrl`. */
export async function createPostgresDatabase(adminUrl = POSTGRES_ADMIN_URL): Promise<PostgresDatabase> {
  const name = `stowage_t_${process.env.STOWAGE_TEST_RUN_ID ?? 'x'}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      withClient(url.toString(), async (client) => (await client.query<R>(text, values)).rows),
    drop: () =>
      withClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
