import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, tempDir } from './helpers/app.js';
import type { FileSet } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { REMEMBER_MS } from '../src/domain/tokens/token-service.js';
import { eventually } from './helpers/server-process.js';
import { onPostgres, testDatabaseEnv, testDatabaseUrl } from './helpers/test-database.js';

/** Runs the built CLI (dist/ comes from test/global-setup.ts) over `dataDir` (and its database). */
function cli(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const database = testDatabaseUrl(dataDir);
  const result = spawnSync(process.execPath, ['dist/cli/main.js', ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      STOWAGE_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(database ? { DATABASE_URL: database } : {}),
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const SEARCH = '/api/files/v1/filesets/search';

// Each run starts a Node process: a second or more apiece on a busy machine.
describe('stowage CLI', { timeout: 180_000 }, () => {
  const dataDir = tempDir('stowage-cli-');
  let t: TestApp;

  beforeAll(async () => {
    // On PostgreSQL: the folder's database, created empty, for the CLI to migrate.
    await testDatabaseEnv(dataDir);
    const migrated = cli(dataDir, ['migrate']);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toMatch(/^applied: 0001_initial/);
    // An app over the same data folder, as a running server would be.
    t = await startTestApp({}, dataDir);
  });
  afterAll(async () => t?.close());

  it('migrate says when there is nothing left to apply', () => {
    const again = cli(dataDir, ['migrate']);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe('database is up to date');
  });

  it('token create prints the token once on stdout, and it authenticates as its user', async () => {
    const created = cli(dataDir, ['token', 'create', '--user', '5', '--name', 'x', '--expires', '30d']);
    expect(created.code, created.stderr).toBe(0);
    const lines = created.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const token = lines[0]!;
    expect(token).toMatch(/^stw_[A-Za-z0-9_-]{43,}$/);
    expect(created.stderr).not.toContain(token);
    expect(created.stderr).toMatch(/user 5/);

    const made = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'from cli token' }, token });
    expect(made.statusCode).toBe(201);
    expect(made.json<FileSet>().owner).toBe('5');
    expectError(await t.call({ method: 'GET', url: '/api/data/v1/accesstokens', token }), 403, 'FORBIDDEN');

    // The 30 days show in the list, which never shows the secret.
    const listed = cli(dataDir, ['token', 'list']);
    expect(listed.code).toBe(0);
    const line = listed.stdout.split('\n').find((l) => l.includes('user=5') && l.includes('name=x'));
    expect(line).toMatch(/\tuser=5\tadmin=no\t/);
    const expires = Date.parse(/expires=(\S+)/.exec(line!)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(120_000);
    expect(listed.stdout).not.toContain(token);
    expect(listed.stdout).not.toContain(token.slice(4));

    // Revoking it makes it a 401: at once on SQLite; on PostgreSQL once the change's notification
    // reaches the server, a moment later (docs/decisions.md, "Token checks are remembered").
    const id = line!.split('\t')[0]!;
    const revoked = cli(dataDir, ['token', 'revoke', id]);
    expect(revoked.code, revoked.stderr).toBe(0);
    if (onPostgres) {
      expect(await eventually(async () => (await t.call({ method: 'POST', url: SEARCH, token })).statusCode === 401, REMEMBER_MS / 4)).toBe(
        true,
      );
    }
    expectError(await t.call({ method: 'POST', url: SEARCH, token }), 401, 'UNAUTHORIZED');
    expect(cli(dataDir, ['token', 'list']).stdout).not.toMatch(new RegExp(`^${id}\\t`, 'm'));
  });

  it('token create --admin makes an administrator; without --expires the token never expires', async () => {
    const created = cli(dataDir, ['token', 'create', '--user', '6', '--admin', '--name', 'ops']);
    expect(created.code, created.stderr).toBe(0);
    const token = created.stdout.trim();
    expect((await t.call({ method: 'GET', url: '/api/data/v1/accesstokens', token })).statusCode).toBe(200);
    const listed = cli(dataDir, ['token', 'list']).stdout;
    expect(listed).toMatch(/^\d+\tuser=6\tadmin=yes\tname=ops\texpires=never$/m);
    // The bootstrap token's user is an administrator too; a user made without --admin is not.
    expect(listed).toMatch(/^\d+\tuser=1\tadmin=yes\tname=bootstrap\texpires=never$/m);
    expect(cli(dataDir, ['token', 'create', '--user', '8', '--name', 'plain']).code).toBe(0);
    expect(cli(dataDir, ['token', 'list']).stdout).toMatch(/^\d+\tuser=8\tadmin=no\tname=plain\texpires=never$/m);
  });

  it('token create --expires takes an ISO date-time too', () => {
    const created = cli(dataDir, ['token', 'create', '--user', '9', '--name', 'dated', '--expires', '2099-01-01T00:00:00Z']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).toContain('expires 2099-01-01T00:00:00.000Z');
    expect(cli(dataDir, ['token', 'list']).stdout).toMatch(/user=9\tadmin=no\tname=dated\texpires=2099-01-01T00:00:00.000Z/);
  });

  it('--version prints the version of package.json', () => {
    const res = cli(dataDir, ['--version']);
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version);
  });

  it('token commands and migrate take --data-dir, which wins over STOWAGE_DATA_DIR', () => {
    const elsewhere = tempDir('stowage-cli-elsewhere-');
    // On PostgreSQL the database is DATABASE_URL's wherever the folder is.
    const database = testDatabaseUrl(dataDir);
    const env: Record<string, string> = database ? { DATABASE_URL: database } : {};
    const listed = cli(elsewhere, ['token', 'list', '--data-dir', dataDir], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/user=1\tadmin=yes\tname=bootstrap/);
    const migrated = cli(elsewhere, ['migrate', '--data-dir', dataDir], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout.trim()).toBe('database is up to date');
    if (!onPostgres) expect(fs.existsSync(path.join(elsewhere, 'stowage.db'))).toBe(false);
  });

  it('token commands need only the database settings: a broken AI registry or S3 setting does not stop them', () => {
    const broken = { STOWAGE_MODELS_FILE: '/nonexistent/models.yaml', STOWAGE_BLOB_STORE: 's3', AWS_ACCESS_KEY_ID: 'only-half', PORT: 'x' };
    const created = cli(dataDir, ['token', 'create', '--user', '10', '--name', 'despite'], broken);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^stw_/);
    expect(created.stderr).not.toMatch(/models|S3|AWS|PORT|warning/i);
    expect(cli(dataDir, ['token', 'list'], broken).stdout).toMatch(/user=10\tadmin=no\tname=despite/);
    // The server needs them all, and says what is wrong with each.
    const served = cli(dataDir, ['serve'], broken);
    expect(served.code).toBe(1);
    for (const name of ['STOWAGE_MODELS_FILE', 'S3_BUCKET', 'AWS_SECRET_ACCESS_KEY', 'PORT']) expect(served.stderr).toContain(name);
  });

  it('warns about a misspelled STOWAGE_* variable on stderr, and goes on', () => {
    const res = cli(dataDir, ['token', 'list'], { STOWAGE_DATADIR: '/somewhere/else' });
    expect(res.code).toBe(0);
    expect(res.stderr.trim()).toBe(
      'warning: STOWAGE_DATADIR is not a Stowage setting and is ignored; did you mean STOWAGE_DATA_DIR? (every setting: docs/configuration.md)',
    );
  });

  it('refuses a bad --expires or --user with a message and a non-zero exit, creating nothing', () => {
    const before = cli(dataDir, ['token', 'list']).stdout;
    for (const expires of ['30x', '0d', '999999999999w', '2001-01-01T00:00:00Z']) {
      const res = cli(dataDir, ['token', 'create', '--user', '7', '--expires', expires]);
      expect(res.code, expires).not.toBe(0);
      expect(res.stderr, expires).toContain('--expires');
      expect(res.stderr).not.toMatch(/\n\s+at /);
      expect(res.stdout).toBe('');
    }
    for (const user of ['0', 'abc']) {
      const res = cli(dataDir, ['token', 'create', '--user', user]);
      expect(res.code, user).not.toBe(0);
      expect(res.stderr).toContain('--user');
    }
    const noUser = cli(dataDir, ['token', 'create']);
    expect(noUser.code).not.toBe(0);
    expect(noUser.stderr).toContain('--user');
    expect(cli(dataDir, ['token', 'list']).stdout).toBe(before);
  });

  it('token revoke refuses an unknown or malformed id', () => {
    const unknown = cli(dataDir, ['token', 'revoke', '99999']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('99999');
    for (const id of ['abc', '042', '0x2b', '4.0', '+4']) {
      const malformed = cli(dataDir, ['token', 'revoke', id]);
      expect(malformed.code, id).toBe(1);
      expect(malformed.stderr, id).toMatch(/positive integer/);
    }
  });

  it('serve with an invalid PORT and LOG_LEVEL exits non-zero listing both problems', () => {
    const res = cli(dataDir, ['serve'], { PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('PORT');
    expect(res.stderr).toContain('eighty');
    expect(res.stderr).toContain('LOG_LEVEL');
    expect(res.stderr).toContain('chatty');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it('serve flags are checked too, and win over the environment', () => {
    const res = cli(dataDir, ['serve', '--port', '99999', '--log-level', 'loud'], { PORT: '8080' });
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('PORT="99999"');
    expect(res.stderr).toContain('LOG_LEVEL="loud"');
  });

  it('an unknown command is a usage error', () => {
    const res = cli(dataDir, ['frobnicate']);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/unknown command/i);
  });
});
