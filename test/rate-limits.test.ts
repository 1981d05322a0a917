import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../src/config.js';
import { type TestApp, appsClosedAfterEach } from './helpers/app.js';
import { expectError } from './helpers/expect-error.js';

/**
 * REDIS_URL set but no Redis to answer: the server starts, each instance counts the limits of
 * API.md §0 on its own, and no request fails or waits because of Redis (docs/decisions.md, "Rate
 * limits with Redis"). With a Redis that answers: test/rate-limits-redis.test.ts.
 */

const SEARCH = { method: 'POST' as const, url: '/api/files/v1/filesets/search' };

const { start: instance, onCleanup } = appsClosedAfterEach();

async function readiness(t: TestApp) {
  const res = await t.call({ method: 'GET', url: '/readyz', token: null });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; warnings?: string[] }>();
}

describe('rate limits when Redis cannot be reached', () => {
  it('REDIS_URL must be a redis:// or rediss:// URL; a refused one is not repeated (it may hold a password)', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' }).redis).toEqual({
      url: 'rediss://:pw@cache.internal:6380/2',
      keyPrefix: 'stowage:',
    });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', STOWAGE_REDIS_KEY_PREFIX: 'acme:' }).redis?.keyPrefix).toBe('acme:');
    expect(loadConfig({}).redis).toBeNull();
    let problems: string[] = [];
    try {
      loadConfig({ REDIS_URL: 'http://user:secret@cache.internal' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('REDIS_URL');
    expect(problems[0]).not.toContain('secret');
  });

  it('nothing listening at REDIS_URL: the server starts and each instance limits on its own', async () => {
    const port = await closedPort();
    const t = await instance({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      STOWAGE_RATE_LIMIT: '2/minute',
      STOWAGE_AUTH_FAILURE_LIMIT: '2/minute',
    });
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expectError(await t.call(SEARCH), 429, 'TOO_MANY_REQUESTS');
    const ready = await readiness(t);
    expect(ready.warnings?.join(' ')).toMatch(/Redis cannot be reached/);
  });

  it('a Redis that accepts connections but never answers does not hold requests up', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined));
    const sockets = new Set<net.Socket>();
    silent.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onCleanup(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const port = (silent.address() as net.AddressInfo).port;
    const t = await instance({ REDIS_URL: `redis://127.0.0.1:${port}`, STOWAGE_RATE_LIMIT: '2/minute' });
    // Each answer comes (the file's timeout would catch a hang), and the limit still applies.
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expect((await t.call(SEARCH)).statusCode).toBe(200);
    expectError(await t.call(SEARCH), 429, 'TOO_MANY_REQUESTS');
  });
});

/** A port nothing listens on (bound once by the OS, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
