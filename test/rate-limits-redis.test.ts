import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TestApp, appsClosedAfterEach } from './helpers/app.js';
import type { ErrorBody } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { REDIS_TEST_URL, needService, redisAnswers } from './helpers/services.js';
import { startTcpProxy } from './helpers/tcp-proxy.js';

/**
 * API.md §0 limits with REDIS_URL: the per-token rate limit and the failed-authentication throttle
 * count in Redis, so they hold across instances, and Redis going away mid-run neither fails nor holds
 * up a request (docs/deploy.md). Without any Redis: test/rate-limits.test.ts.
 */

const FILE = 'test/rate-limits-redis.test.ts';
const redisUp = needService(`Redis at ${REDIS_TEST_URL}`, await redisAnswers(), FILE);

const SEARCH = { method: 'POST' as const, url: '/api/files/v1/filesets/search' };

/** Instances of the server, each with its own database; `uniquePrefix` keeps each test's Redis keys apart. */
const { start: instance, onCleanup } = appsClosedAfterEach();

const uniquePrefix = () => `stowage-test:${randomUUID()}:`;

async function readiness(t: TestApp) {
  const res = await t.call({ method: 'GET', url: '/readyz', token: null });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; warnings?: string[] }>();
}

describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  it('a per-token limit holds across two instances: hits split between them share one window', async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, STOWAGE_REDIS_KEY_PREFIX: uniquePrefix(), STOWAGE_RATE_LIMIT: '4/minute' };
    // Each instance has its own database here, and the bootstrap token is token 1 in both: the
    // same token as far as the limit is concerned (the two-instance system test shares a database).
    const [a, b] = [await instance(env), await instance(env)];
    const statuses: number[] = [];
    for (const t of [a, b, a, b]) statuses.push((await t.call(SEARCH)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);

    for (const t of [a, b]) {
      const res = await t.call(SEARCH);
      expectError(res, 429, 'TOO_MANY_REQUESTS');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another token has its own window.
    const other = await a.tokenFor(7);
    expect((await a.call({ ...SEARCH, token: other })).statusCode).toBe(200);
    expect((await readiness(a)).warnings).toBeUndefined();
  });

  it('failed authentications are throttled per address across instances', async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, STOWAGE_REDIS_KEY_PREFIX: uniquePrefix(), STOWAGE_AUTH_FAILURE_LIMIT: '3/minute' };
    const [a, b] = [await instance(env), await instance(env)];
    for (const t of [a, b, a]) expectError(await t.call({ ...SEARCH, token: 'stw_wrong' }), 401, 'UNAUTHORIZED');
    // Guessing from this address is throttled everywhere now; a valid token still gets through
    // (API.md §0: the throttle never refuses a request that carries a valid token).
    for (const t of [b, a]) {
      const res = await t.call({ ...SEARCH, token: 'stw_wrong-again' });
      expectError(res, 429, 'TOO_MANY_REQUESTS');
      expect(res.json<ErrorBody>().message).toMatch(/failed authentication/);
      expect((await t.call(SEARCH)).statusCode).toBe(200);
    }
  });

  it('a window ends: after Retry-After the token may send again', async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, STOWAGE_REDIS_KEY_PREFIX: uniquePrefix(), STOWAGE_RATE_LIMIT: '2/second' };
    const [a, b] = [await instance(env), await instance(env)];
    expect((await a.call(SEARCH)).statusCode).toBe(200);
    expect((await b.call(SEARCH)).statusCode).toBe(200);
    const limited = await a.call(SEARCH);
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    await new Promise((r) => setTimeout(r, Number(limited.headers['retry-after']) * 1000 + 100));
    expect((await b.call(SEARCH)).statusCode).toBe(200);
  });

  it('Redis going away mid-run: requests still answered, limits per instance, /readyz warns; shared again once it is back', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    onCleanup(() => proxy.close());
    const t = await instance({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      STOWAGE_REDIS_KEY_PREFIX: uniquePrefix(),
      STOWAGE_RATE_LIMIT: '3/minute',
    });
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expect((await t.call(SEARCH)).statusCode).toBe(200);

    await proxy.cut();
    // Counted in this instance's memory from now on (a fresh window): three more, then 429.
    const during: number[] = [];
    for (let i = 0; i < 4; i++) during.push((await t.call(SEARCH)).statusCode);
    expect(during).toEqual([200, 200, 200, 429]);
    const ready = await readiness(t);
    expect(ready.status).toBe('ready');
    expect(ready.warnings?.join(' ')).toMatch(/Redis cannot be reached/);

    await proxy.restore();
    await expect.poll(async () => (await readiness(t)).warnings, { timeout: 15_000, interval: 200 }).toBeUndefined();
    // Back on Redis, whose window still holds the two hits from before the outage.
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expectError(await t.call(SEARCH), 429, 'TOO_MANY_REQUESTS');
  });
});
