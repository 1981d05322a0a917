import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.js';
import { POSTGRES_ADMIN_URL, postgresAnswers } from '../helpers/postgres.js';
import { type ExitedRun, runToExit, serverEnv } from '../helpers/server-process.js';
import { needService } from '../helpers/services.js';
import { freePort } from '../helpers/ports.js';

/**
 * Each way `stowage serve` cannot start (docs/operations.md, "Start-up failures") ends the real CLI
 * with one line on stderr saying what failed, which setting or path, and what to do, and a non-zero
 * exit code; a stack trace only at LOG_LEVEL=debug.
 */

const FILE = 'test/system/startup-failures.test.ts';
const postgresUp = needService(`PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`, await postgresAnswers(), FILE);

/** The one line a failed start wrote, after checking it is the only one and nothing shows a stack. */
function theLine(run: ExitedRun, code: number): string {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(code);
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, run.stderr).toHaveLength(1);
  expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/^\s+at /m);
  expect(lines[0]).toMatch(/^stowage: cannot start: /);
  return lines[0]!;
}

/** SQLite in a folder of its own, whatever the run's backend: for the failures of the folder itself. */
function sqliteEnv(dataDir: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'info' };
}

/** `stowage serve` run as the user nobody (runuser, so only when the tests run as root). */
function asNobody(env: NodeJS.ProcessEnv): ExitedRun {
  const run = spawnSync('runuser', ['-u', 'nobody', '--', process.execPath, path.resolve('dist/cli/main.js'), 'serve'], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('start-up failures are one clear line and a non-zero exit code', { timeout: 120_000 }, () => {
  it('a data folder that cannot be created names the path and the setting', async () => {
    const blocker = path.join(tempDir('stowage-fail-'), 'a-file');
    fs.writeFileSync(blocker, 'in the way');
    const dataDir = path.join(blocker, 'data');
    const line = theLine(await runToExit(sqliteEnv(dataDir)), 3);
    expect(line).toContain(`the data folder ${dataDir} (STOWAGE_DATA_DIR) cannot be created or written`);
    expect(line).toContain('a part of the path is a file, not a folder');
    expect(line).toContain('set STOWAGE_DATA_DIR (or --data-dir) to a writable folder');
  });

  it("a data folder the server's user may not write names the path, the user and the setting", async () => {
    const dataDir = tempDir('stowage-readonly-');
    fs.chmodSync(dataDir, 0o555);
    // root may write anywhere: the server then runs as nobody, as a service account would.
    const asRoot = process.getuid?.() === 0;
    const env = sqliteEnv(dataDir);
    const run = asRoot ? asNobody(env) : await runToExit(env);
    const line = theLine(run, 3);
    const user = asRoot ? 'nobody' : os.userInfo().username;
    expect(line).toContain(`the data folder ${dataDir} (STOWAGE_DATA_DIR) cannot be created or written by user ${user}: permission denied`);
  });

  it('a port in use names the port, the host and the settings', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { env } = await serverEnv({ env: { PORT: String(port) } });
      const line = theLine(await runToExit(env), 3);
      expect(line).toBe(
        `stowage: cannot start: port ${port} on 127.0.0.1 (PORT, HOST) is already in use by another program; stop it, or set PORT (or --port) to a free port`,
      );
    } finally {
      taken.close();
    }
  });

  it("a HOST that cannot be resolved, or is not this machine's, names HOST", async () => {
    const { env } = await serverEnv({ env: { HOST: 'no-such-host.invalid' } });
    expect(theLine(await runToExit(env), 3)).toMatch(
      /^stowage: cannot start: HOST no-such-host\.invalid cannot be resolved to an address; set HOST \(or --host\)/,
    );
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never a machine's own address.
    const { env: elsewhere } = await serverEnv({ env: { HOST: '192.0.2.1' } });
    expect(theLine(await runToExit(elsewhere), 3)).toMatch(
      /^stowage: cannot start: HOST 192\.0\.2\.1 is not an address of this machine; set HOST/,
    );
  });

  it('PostgreSQL that is not running names DATABASE_URL without its password', async () => {
    const port = await freePort();
    const env = { ...sqliteEnv(tempDir('stowage-fail-')), DATABASE_URL: `postgres://stowage:s3cret-pw@127.0.0.1:${port}/stowage` };
    const line = theLine(await runToExit(env), 3);
    expect(line).toContain(`PostgreSQL at 127.0.0.1:${port} (DATABASE_URL) refused the connection`);
    expect(line).toContain('start PostgreSQL, or correct the host and port in DATABASE_URL');
    expect(line).not.toContain('s3cret-pw');
  });

  it('the stack is shown at LOG_LEVEL=debug only, after the same line', async () => {
    const port = await freePort();
    const env = {
      ...sqliteEnv(tempDir('stowage-fail-')),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/stowage`,
      LOG_LEVEL: 'debug',
    };
    const run = await runToExit(env);
    expect(run.code).toBe(3);
    expect(run.stderr.split('\n')[0]).toContain('refused the connection');
    expect(run.stderr).toMatch(/^\s+at /m);
  });

  describe.skipIf(!postgresUp)('on a PostgreSQL server that runs', () => {
    it('a database that does not exist is named, with how to create it', async () => {
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = '/stowage_no_such_database';
      const env = { ...sqliteEnv(tempDir('stowage-fail-')), DATABASE_URL: url.toString() };
      const line = theLine(await runToExit(env), 3);
      expect(line).toContain(
        `PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL): the database "stowage_no_such_database" does not exist; create it (createdb stowage_no_such_database)`,
      );
    });
  });
});

describe('settings that are wrong still get the list of every problem', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir('stowage-fail-');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('exits 1 listing each bad setting, no stack', async () => {
    const run = await runToExit({ ...sqliteEnv(dataDir), PORT: 'eighty', STOWAGE_LEASE_SECONDS: '1x' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT="eighty"');
    expect(run.stderr).toContain('STOWAGE_LEASE_SECONDS="1x": must be a duration');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
