import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { POSTGRES_BIN } from './services.js';
import { freePort } from './ports.js';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, in a temp folder, from the machine's server binaries: a
 * test may stop and start it at will, where the machine's shared server must never be touched.
 * initdb and the server refuse to run as root, so when the tests run as root they run as the
 * `postgres` user (runuser), in a folder owned by it.
 */
export interface PgCluster {
  port: number;
  /** The connection string of the cluster's `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: open sessions are ended, as when an operator or a crash takes the server down. */
  stop(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function createPgCluster(): Promise<PgCluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stowage-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', root]);
  const data = path.join(root, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) => run(...asPostgres(path.join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, ...args]), { timeout: 60_000 });
  await run(
    ...asPostgres(path.join(POSTGRES_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]),
    {
      timeout: 120_000,
    },
  );
  let running = false;
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      // The socket goes in the cluster's own folder, so nothing of the machine's server is shared.
      await pgCtl(
        '-l',
        path.join(root, 'server.log'),
        '-w',
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      );
      running = true;
    },
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    destroy: async () => {
      if (running) await cluster.stop().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}
