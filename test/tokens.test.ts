import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP, type TestApp, startTestApp } from './helpers/app.js';
import type { FileSet, NewToken, TokenList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { onPostgres } from './helpers/test-database.js';

const TOKENS = '/api/data/v1/accesstokens';
const SEARCH = '/api/files/v1/filesets/search';

/**
 * Everything the database holds. SQLite: its files, bytes as on disk. PostgreSQL: every row of every
 * table of the app's own database, as text.
 */
async function storedBytes(t: TestApp): Promise<Buffer> {
  if (onPostgres) {
    const tables = await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(t.services.db);
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['tokens', 'settings', 'users']));
    const rows: string[] = [];
    for (const { name } of tables.rows) {
      const dump = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(t.services.db);
      rows.push(...dump.rows.map((r) => r.row));
    }
    return Buffer.from(rows.join('\n'));
  }
  // Make sure what SQLite holds in its WAL reaches the files we read.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.services.db);
  const files = fs.readdirSync(t.dataDir).filter((f) => f.startsWith('stowage.db'));
  expect(files).toContain('stowage.db');
  return Buffer.concat(files.map((f) => fs.readFileSync(path.join(t.dataDir, f))));
}

describe('tokens and users (API.md §7)', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.tokenFor(2);
  });
  afterAll(async () => t.close());

  const create = (payload: unknown, token?: string) => t.call({ method: 'POST', url: TOKENS, payload: payload as object, token });

  it('makes the bootstrap token an admin acting as user 1', async () => {
    const made = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'by bootstrap' } });
    expect(made.json()).toMatchObject({ owner: '1', createdBy: 1 });
    expect((await t.call({ method: 'GET', url: TOKENS })).statusCode).toBe(200);
  });

  it('creates a token: 201 {id, name, ownerId, expires, token} with a stw_ secret of 32+ random bytes', async () => {
    const res = await create({ name: 'ci', ownerId: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<NewToken>();
    expect(Object.keys(body).sort()).toEqual(['expires', 'id', 'name', 'ownerId', 'token']);
    expect(body).toMatchObject({ name: 'ci', ownerId: 5, expires: null });
    expect(Number.isInteger(body.id)).toBe(true);
    expect(body.token).toMatch(/^stw_[A-Za-z0-9_-]+$/);
    expect(Buffer.from(body.token.slice(4), 'base64url').length).toBeGreaterThanOrEqual(32);
    const other = (await create({ name: 'ci', ownerId: 5 })).json<NewToken>().token;
    expect(other).not.toBe(body.token);

    // It authenticates as its user, who is not an admin.
    const made = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'by 5' }, token: body.token });
    expect(made.json<FileSet>().owner).toBe('5');
    expectError(await t.call({ method: 'GET', url: TOKENS, token: body.token }), 403, 'FORBIDDEN');
  });

  it('takes expires as epoch ms or an ISO date-time and reports epoch ms', async () => {
    const at = Date.now() + 86_400_000;
    const byMs = await create({ name: 'ms', ownerId: 5, expires: at });
    expect(byMs.statusCode).toBe(201);
    expect(byMs.json<NewToken>().expires).toBe(at);
    const iso = new Date(at).toISOString();
    const byIso = await create({ name: 'iso', ownerId: 5, expires: iso });
    expect(byIso.statusCode, byIso.body).toBe(201);
    expect(byIso.json<NewToken>().expires).toBe(at);
    expect((await create({ name: 'never', ownerId: 5, expires: null })).json<NewToken>().expires).toBeNull();
    expect((await t.call({ method: 'POST', url: SEARCH, token: byMs.json<NewToken>().token })).statusCode).toBe(200);
  });

  it('takes expires as a duration from now, as the CLI does: "30d" is 201 with expires 30 days ahead', async () => {
    for (const [expires, ms] of [
      ['30d', 30 * 86_400_000],
      ['12h', 12 * 3_600_000],
      ['2w', 14 * 86_400_000],
      ['90s', 90_000],
    ] as const) {
      const before = Date.now();
      const res = await create({ name: `in ${expires}`, ownerId: 5, expires });
      expect(res.statusCode, res.body).toBe(201);
      const at = res.json<NewToken>().expires;
      expect(at, expires).toBeGreaterThanOrEqual(before + ms);
      expect(at, expires).toBeLessThanOrEqual(Date.now() + ms);
      // What the list says too.
      const listed = (await t.call({ method: 'GET', url: TOKENS }))
        .json<TokenList>()
        .tokens.find((x: { id: number }) => x.id === res.json<NewToken>().id);
      expect(listed?.expires).toBe(at);
    }
  });

  it('refuses an expires that is no duration, date-time or epoch ms with 400 naming the field and the syntax', async () => {
    for (const expires of ['30x', '30 days', '0d', '-5d', '1.5d', 'd', '', '999999999999w']) {
      const body = expectError(await create({ name: 'x', ownerId: 5, expires }), 400, 'VALIDATION_FAILED');
      expect(body.message, expires).toMatch(/^expires: /);
      expect(body.message, expires).toContain(expires === '0d' ? 'not in the future' : 'such as 30d, 12h or 90m, an ISO 8601 date-time');
    }
  });

  it('lists tokens without their secrets', async () => {
    const created = (await create({ name: 'listed', ownerId: 6 })).json<NewToken>();
    const res = await t.call({ method: 'GET', url: TOKENS });
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json<TokenList>();
    const mine = tokens.find((x: { id: number }) => x.id === created.id);
    expect(mine).toEqual({ id: created.id, name: 'listed', ownerId: 6, expires: null });
    for (const entry of tokens) expect(Object.keys(entry).sort()).toEqual(['expires', 'id', 'name', 'ownerId']);
    expect(res.body).not.toContain(created.token);
    expect(res.body).not.toContain(created.token.slice(4));
    expect(res.body).not.toContain(BOOTSTRAP);
  });

  it('revokes a token: 204, then it answers 401 and leaves the list', async () => {
    const created = (await create({ name: 'short-lived', ownerId: 7 })).json<NewToken>();
    expect((await t.call({ method: 'POST', url: SEARCH, token: created.token })).statusCode).toBe(200);
    const res = await t.call({ method: 'DELETE', url: `${TOKENS}/${created.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await t.call({ method: 'POST', url: SEARCH, token: created.token }), 401, 'UNAUTHORIZED');
    const listed = (await t.call({ method: 'GET', url: TOKENS })).json<TokenList>().tokens.map((x: { id: number }) => x.id);
    expect(listed).not.toContain(created.id);
    expectError(await t.call({ method: 'DELETE', url: `${TOKENS}/${created.id}` }), 404, 'TOKEN_NOT_FOUND');
  });

  it('answers 401 for an expired token', async () => {
    const created = (await create({ name: 'soon', ownerId: 8, expires: Date.now() + 300 })).json<NewToken>();
    expect((await t.call({ method: 'POST', url: SEARCH, token: created.token })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expectError(await t.call({ method: 'POST', url: SEARCH, token: created.token }), 401, 'UNAUTHORIZED');
  });

  it('answers 404 TOKEN_NOT_FOUND for an unknown id and for anything that is not a plain decimal id', async () => {
    expectError(await t.call({ method: 'DELETE', url: `${TOKENS}/999999` }), 404, 'TOKEN_NOT_FOUND');
    const victim = await t.services.tokens.create({ userId: 9, name: 'victim', expiresAt: null });
    // Every spelling Number() would read as the victim's id (or as no number at all) names nothing.
    const id = victim.id;
    const loose = [
      `+${id}`,
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
      `${id}%20`,
      `%20${id}`,
      'Infinity',
      '1e309',
      'abc',
      '0',
      '-3',
      '1.5',
      '100000000000000000000',
    ];
    for (const raw of loose) {
      const body = expectError(await t.call({ method: 'DELETE', url: `${TOKENS}/${raw}` }), 404, 'TOKEN_NOT_FOUND');
      expect(body.message, raw).toContain('does not exist');
    }
    expect((await t.call({ method: 'POST', url: '/api/files/v1/filesets/search', token: victim.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `${TOKENS}/${id}` })).statusCode).toBe(204);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ownerId: 5 }, 'name'],
      [{ name: '', ownerId: 5 }, 'name'],
      [{ name: 'n'.repeat(256), ownerId: 5 }, 'name'],
      [{ name: 5, ownerId: 5 }, 'name'],
      [{ name: 'x' }, 'ownerId'],
      [{ name: 'x', ownerId: 0 }, 'ownerId'],
      [{ name: 'x', ownerId: -1 }, 'ownerId'],
      [{ name: 'x', ownerId: 1.5 }, 'ownerId'],
      [{ name: 'x', ownerId: '5' }, 'ownerId'],
      [{ name: 'x', ownerId: 2 ** 53 + 2 }, 'ownerId'],
      [{ name: 'x', ownerId: 1e20 }, 'ownerId'],
      [{ name: 'x', ownerId: 5, expires: 8.64e15 + 1 }, 'expires'],
      [{ name: 'x', ownerId: 5, expires: 'tomorrow' }, 'expires'],
      [{ name: 'x', ownerId: 5, expires: Date.now() - 1000 }, 'expires'],
      [{ name: 'x', ownerId: 5, expires: '2001-01-01T00:00:00Z' }, 'expires'],
      [{ name: 'x', ownerId: 5, expires: true }, 'expires'],
    ];
    for (const [payload, field] of cases) {
      const body = expectError(await create(payload), 400, 'VALIDATION_FAILED');
      expect(body.message, JSON.stringify(payload)).toContain(field);
    }
    expectError(
      await t.call({ method: 'POST', url: TOKENS, headers: { 'content-type': 'application/json' }, payload: '{' }),
      400,
      'INVALID_JSON',
    );
  });

  it('answers 403 to non-admins on every token route, and 401 without a token', async () => {
    expectError(await create({ name: 'x', ownerId: 2 }, user), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'GET', url: TOKENS, token: user }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'DELETE', url: `${TOKENS}/1`, token: user }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'GET', url: TOKENS, token: null }), 401, 'UNAUTHORIZED');
    // The bootstrap token still works: the refused revoke did nothing.
    expect((await t.call({ method: 'GET', url: TOKENS })).statusCode).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const created = (await create({ name: 'hashed', ownerId: 9 })).json<NewToken>();
    const userToken = await t.tokenFor(10);
    const bytes = await storedBytes(t);
    // What was read does hold the tokens: their names are there in clear.
    expect(bytes.includes(Buffer.from('hashed'))).toBe(true);
    for (const secret of [created.token, userToken, BOOTSTRAP]) {
      expect(bytes.includes(Buffer.from(secret)), secret.slice(0, 8)).toBe(false);
      expect(bytes.includes(Buffer.from(secret.slice(4))), secret.slice(0, 8)).toBe(false);
    }
  });
});

describe('the bootstrap token', () => {
  it('is re-ensured at start, even after being revoked, and stays an admin for user 1', async () => {
    const first = await startTestApp();
    const dataDir = first.dataDir;
    const list = (await first.call({ method: 'GET', url: TOKENS })).json<TokenList>().tokens;
    const bootstrapId = list.find((x) => x.ownerId === 1)!.id;
    expect((await first.call({ method: 'DELETE', url: `${TOKENS}/${bootstrapId}` })).statusCode).toBe(204);
    expectError(await first.call({ method: 'GET', url: TOKENS }), 401, 'UNAUTHORIZED');
    await first.close();

    const second = await startTestApp({}, dataDir);
    try {
      expect((await second.call({ method: 'GET', url: TOKENS })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is retired when STOWAGE_BOOTSTRAP_TOKEN changes to another value', async () => {
    const first = await startTestApp();
    const dataDir = first.dataDir;
    await first.close();
    const rotated = 'rotated-bootstrap-token-0002';
    const second = await startTestApp({ STOWAGE_BOOTSTRAP_TOKEN: rotated }, dataDir);
    try {
      expect((await second.call({ method: 'GET', url: TOKENS, token: rotated })).statusCode).toBe(200);
      expectError(await second.call({ method: 'GET', url: TOKENS, token: BOOTSTRAP }), 401, 'UNAUTHORIZED');
      const listed = (await second.call({ method: 'GET', url: TOKENS, token: rotated })).json<TokenList>().tokens;
      expect(listed.filter((x: { name: string }) => x.name === 'bootstrap')).toHaveLength(1);
    } finally {
      await second.close();
    }
    // Starting without the setting leaves the current bootstrap token as it is.
    const third = await startTestApp({ STOWAGE_BOOTSTRAP_TOKEN: '' }, dataDir);
    try {
      expect((await third.call({ method: 'GET', url: TOKENS, token: rotated })).statusCode).toBe(200);
    } finally {
      await third.close();
    }
  });
});
