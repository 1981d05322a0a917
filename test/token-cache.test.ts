import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, REMEMBER_MS, TokenService } from '../src/domain/tokens/token-service.js';
import { type AuthChanges, watchAuthChanges } from '../src/storage/db/auth-changes.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect-error.js';
import { eventually } from './helpers/server-process.js';
import { onPostgres, otherConnection, testDatabaseUrl } from './helpers/test-database.js';

const SEARCH = '/api/files/v1/filesets/search';

/** An AuthChanges the test moves by hand; `moveOnEveryRead` makes each generation() a new one. */
class ManualChanges implements AuthChanges {
  current: number | null = 0;
  moveOnEveryRead = false;
  generation(): number | null {
    if (this.moveOnEveryRead && this.current !== null) this.current += 1;
    return this.current;
  }
  changed(): void {
    if (this.current !== null) this.current += 1;
  }
  async close(): Promise<void> {
    // Nothing to release: the counter lives in memory.
  }
}

/** Runs SQL on the app's database over a connection of its own, as another process would. */
async function fromOutside(t: TestApp, statement: string): Promise<void> {
  const other = await otherConnection(t.dataDir);
  try {
    await other.exec(statement);
  } finally {
    await other.close();
  }
}

describe('token checks are remembered until tokens or users change (docs/decisions.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a token revoked by another process (SQL by hand) is refused once the change is seen', async () => {
    const token = await t.tokenFor(2);
    expect((await t.call({ method: 'POST', url: SEARCH, token, payload: {} })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: SEARCH, token, payload: {} })).statusCode).toBe(200);
    await fromOutside(t, `UPDATE tokens SET revoked_at = 1 WHERE user_id = 2`);
    if (onPostgres) {
      // The change arrives as a notification, a moment after the commit: well before REMEMBER_MS,
      // past which the token would be asked of the database anyway.
      expect(
        await eventually(
          async () => (await t.call({ method: 'POST', url: SEARCH, token, payload: {} })).statusCode === 401,
          REMEMBER_MS / 4,
        ),
      ).toBe(true);
    } else {
      // SQLite: the very next request sees it.
      expectError(await t.call({ method: 'POST', url: SEARCH, token, payload: {} }), 401, 'UNAUTHORIZED');
    }
  });

  it('an admin made a plain user by hand loses admin rights once the change is seen', async () => {
    const token = (await t.services.tokens.create({ userId: 3, name: 'ops', expiresAt: null, admin: true })).token;
    expect((await t.call({ method: 'GET', url: '/api/data/v1/accesstokens', token })).statusCode).toBe(200);
    await fromOutside(t, `UPDATE users SET is_admin = 0 WHERE id = 3`);
    expect(
      await eventually(
        async () => (await t.call({ method: 'GET', url: '/api/data/v1/accesstokens', token })).statusCode === 403,
        REMEMBER_MS / 4,
      ),
    ).toBe(true);
  });

  it('a token revoked over HTTP is refused by the next request', async () => {
    const created = await t.services.tokens.create({ userId: 4, name: 'short-lived', expiresAt: null });
    expect((await t.call({ method: 'POST', url: SEARCH, token: created.token, payload: {} })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/data/v1/accesstokens/${created.id}` })).statusCode).toBe(204);
    expectError(await t.call({ method: 'POST', url: SEARCH, token: created.token, payload: {} }), 401, 'UNAUTHORIZED');
  });

  describe('TokenService with changes moved by hand', () => {
    const revokeBehindItsBack = (id: number) => sql`UPDATE tokens SET revoked_at = 1 WHERE id = ${id}`.execute(t.services.db);

    function serviceWith(changes: ManualChanges, now: () => number = Date.now): TokenService {
      const service = new TokenService(t.services.db, now);
      service.rememberWith(changes);
      return service;
    }

    it('answers from memory while nothing changed, and asks the database again after a change', async () => {
      const changes = new ManualChanges();
      const service = serviceWith(changes);
      const { token, id } = await service.create({ userId: 5, name: 'a', expiresAt: null });
      const caller = await service.authenticate(token);
      expect(caller).toEqual<Caller>({ userId: 5, isAdmin: false, tokenId: id });
      await revokeBehindItsBack(id);
      // Unseen by this service: it still answers from memory, which is what makes it fast.
      expect(await service.authenticate(token)).toEqual(caller);
      changes.changed();
      expect(await service.authenticate(token)).toBeNull();
    });

    it('does not remember a token read while a change was seen', async () => {
      const changes = new ManualChanges();
      const service = serviceWith(changes);
      const { token, id } = await service.create({ userId: 6, name: 'b', expiresAt: null });
      changes.moveOnEveryRead = true;
      expect(await service.authenticate(token)).not.toBeNull();
      changes.moveOnEveryRead = false;
      await revokeBehindItsBack(id);
      expect(await service.authenticate(token)).toBeNull();
    });

    it('remembers nothing while changes cannot be seen', async () => {
      const changes = new ManualChanges();
      changes.current = null;
      const service = serviceWith(changes);
      const { token, id } = await service.create({ userId: 7, name: 'c', expiresAt: null });
      expect(await service.authenticate(token)).not.toBeNull();
      await revokeBehindItsBack(id);
      expect(await service.authenticate(token)).toBeNull();
    });

    it('asks the database again once a token was remembered for REMEMBER_MS, change seen or not', async () => {
      let now = Date.now();
      const service = serviceWith(new ManualChanges(), () => now);
      const { token, id } = await service.create({ userId: 9, name: 'e', expiresAt: null });
      expect(await service.authenticate(token)).not.toBeNull();
      await revokeBehindItsBack(id);
      now += REMEMBER_MS - 1;
      expect(await service.authenticate(token)).not.toBeNull();
      now += 1;
      expect(await service.authenticate(token)).toBeNull();
    });

    it('refuses a remembered token once it expires', async () => {
      let now = Date.now();
      const service = serviceWith(new ManualChanges(), () => now);
      const { token } = await service.create({ userId: 8, name: 'd', expiresAt: now + 60_000 });
      expect(await service.authenticate(token)).not.toBeNull();
      now += 60_000;
      expect(await service.authenticate(token)).toBeNull();
    });
  });

  it('the watch sees commits of other connections (and on PostgreSQL, listens again after losing its connection)', async () => {
    const watch = watchAuthChanges(t.services.db, testDatabaseUrl(t.dataDir));
    try {
      if (onPostgres) expect(await eventually(() => watch.generation() !== null, 5000)).toBe(true);
      const before = watch.generation();
      expect(before).not.toBeNull();
      if (!onPostgres) {
        // Its own connection's commits leave data_version alone: they are reported by changed().
        await sql`UPDATE settings SET value = value WHERE key = 'cursor_secret'`.execute(t.services.db);
        expect(watch.generation()).toBe(before);
      }
      await fromOutside(t, `UPDATE tokens SET name = name || '+'`);
      expect(await eventually(() => watch.generation() !== before, 5000)).toBe(true);
      if (!onPostgres) return;

      // While the listening connection is lost a change would go unseen: nothing may be remembered.
      const database = new URL(testDatabaseUrl(t.dataDir)!).pathname.slice(1);
      await fromOutside(
        t,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'stowage-auth-changes' AND datname = '${database}'`,
      );
      expect(await eventually(() => watch.generation() === null, 5000)).toBe(true);
      expect(await eventually(() => watch.generation() !== null, 10_000)).toBe(true);
      const listening = watch.generation();
      await fromOutside(t, `UPDATE tokens SET name = name || '+'`);
      expect(await eventually(() => watch.generation() !== listening, 5000)).toBe(true);
    } finally {
      await watch.close();
    }
  });
});
