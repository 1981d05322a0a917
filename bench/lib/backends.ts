import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BackendKind = 'sqlite' | 'postgres';

/** One database the benchmark runs against: the server's environment for it, and its cleanup. */
export interface Backend {
  kind: BackendKind;
  /** Settings for `stowage serve` and the seeding connection (empty for SQLite under the data folder). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function parseBackends(list: string): BackendKind[] {
  const kinds = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const kind of kinds) {
    if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`--db: unknown backend "${kind}"; allowed: sqlite, postgres`);
  }
  return kinds as BackendKind[];
}

/**
 * SQLite needs nothing (the server makes its file under the data folder). PostgreSQL gets a fresh
 * database, created here through `adminUrl` and dropped afterwards, so a run never touches data it
 * did not make.
 */
export async function openBackend(kind: BackendKind, adminUrl: string): Promise<Backend> {
  if (kind === 'sqlite') return { kind, env: {}, drop: async () => undefined };
  const name = `stowage_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    // FORCE: a server that did not close its pool cleanly must not keep the database alive.
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
