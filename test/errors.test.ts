import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { ErrorBody } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { routesOf } from './helpers/routes.js';

const SEARCH = '/api/files/v1/filesets/search';

describe('errors and auth (API.md §0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('renders a 404 with the full body, statusReason and a toe equal to x-request-id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/files/v1/filesets/00000000-0000-4000-8000-000000000000' });
    const body = expectError(res, 404, 'FILESET_NOT_FOUND');
    expect(res.json<ErrorBody>().statusReason).toBe('Not Found');
    expect(body.message).toContain('00000000-0000-4000-8000-000000000000');
  });

  it('gives each request its own id', async () => {
    const a = await t.call({ method: 'POST', url: SEARCH });
    const b = await t.call({ method: 'POST', url: SEARCH });
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers 401 UNAUTHORIZED without a token, naming the header', async () => {
    const res = await t.call({ method: 'POST', url: SEARCH, token: null });
    const body = expectError(res, 401, 'UNAUTHORIZED');
    expect(body.message).toContain('X-SERVICE-Developer-Token');
  });

  it('answers 401 for an unknown token and for an empty header', async () => {
    expectError(await t.call({ method: 'POST', url: SEARCH, token: 'stw_not-a-real-token' }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'POST', url: SEARCH, token: '' }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for a revoked and for an expired token', async () => {
    const revoked = await t.services.tokens.create({ userId: 7, name: 'r', expiresAt: null });
    expect((await t.call({ method: 'POST', url: SEARCH, token: revoked.token })).statusCode).toBe(200);
    await t.services.tokens.revoke(revoked.id);
    expectError(await t.call({ method: 'POST', url: SEARCH, token: revoked.token }), 401, 'UNAUTHORIZED');

    const expired = await t.services.tokens.create({ userId: 7, name: 'e', expiresAt: Date.now() - 1 });
    expectError(await t.call({ method: 'POST', url: SEARCH, token: expired.token }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 on every /api route without a token, whatever the route (taken from the router)', async () => {
    const routes = routesOf(t.app).filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x'));
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const token of [null, 'stw_unknown']) {
        const res = await t.call({
          method,
          url,
          token,
          payload: method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url} with ${token}`).toBe(401);
        if (method !== 'HEAD') expectError(res, 401, 'UNAUTHORIZED');
      }
    }
  });

  it('reads the token header case-insensitively', async () => {
    for (const name of ['X-SERVICE-Developer-Token', 'x-service-developer-token', 'X-Service-DEVELOPER-token']) {
      const res = await t.call({ method: 'POST', url: SEARCH, token: null, headers: { [name]: t.admin } });
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('answers 404 ROUTE_NOT_FOUND for an unknown route, inside and outside /api', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/files/v1/nothing-here' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: '/nothing-here', token: null }), 404, 'ROUTE_NOT_FOUND');
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/data/v1/accesstokens' });
    const body = expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(body.message).toContain('GET, HEAD, POST');
    const byId = await t.call({ method: 'PATCH', url: '/api/files/v1/filesets/00000000-0000-4000-8000-000000000000' });
    expectError(byId, 405, 'METHOD_NOT_ALLOWED');
    expect(byId.headers.allow).toBe('DELETE, GET, HEAD, POST');
    // Outside /api too, and without a token.
    const ops = await t.call({ method: 'POST', url: '/healthz', token: null });
    expectError(ops, 405, 'METHOD_NOT_ALLOWED');
    expect(ops.headers.allow).toBe('GET, HEAD');
  });

  it('answers a path with a trailing slash as the router does, never with an Allow that lists the method used', async () => {
    for (const url of ['/api/files/v1/filesets/search/', '/api/data/v1/accesstokens/', '/healthz/']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.call({ method, url });
        if (res.statusCode === 405) expect(String(res.headers.allow).split(', '), `${method} ${url}`).not.toContain(method);
        else expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
    expectError(await t.call({ method: 'POST', url: '/api/files/v1/filesets/search/' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/files/v1/filesets',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expectError(res, 400, 'INVALID_JSON');
  });

  it('answers 413 for a JSON body over 1 MiB, and accepts one just under', async () => {
    const big = JSON.stringify({ name: 'x', description: 'd'.repeat(1024 * 1024) });
    const res = await t.call({
      method: 'POST',
      url: '/api/files/v1/filesets',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    const padded = JSON.stringify({ filters: [] }).replace('{', `{${' '.repeat(1024 * 1024 - 100)}`);
    expect(
      (await t.call({ method: 'POST', url: SEARCH, headers: { 'content-type': 'application/json' }, payload: padded })).statusCode,
    ).toBe(200);
  });

  it('answers 415 for text/plain sent to a JSON route', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/files/v1/filesets',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const search = await t.call({ method: 'POST', url: SEARCH, headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expectError(search, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await t.call({
      method: 'POST',
      url: SEARCH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('treats an empty search body as {} (no body, empty JSON body, whitespace)', async () => {
    expect((await t.call({ method: 'POST', url: SEARCH })).statusCode).toBe(200);
    const empty = await t.call({ method: 'POST', url: SEARCH, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode, empty.body).toBe(200);
    const blank = await t.call({ method: 'POST', url: SEARCH, headers: { 'content-type': 'application/json' }, payload: ' \n' });
    expect(blank.statusCode, blank.body).toBe(200);
  });

  it('answers 400 naming limit for 0, 1001 and "abc"', async () => {
    for (const limit of ['0', '1001', 'abc', '-1', '1.5']) {
      const body = expectError(await t.call({ method: 'POST', url: `${SEARCH}?limit=${limit}` }), 400, 'VALIDATION_FAILED');
      expect(body.message, limit).toContain('limit');
    }
    expect((await t.call({ method: 'POST', url: `${SEARCH}?limit=1000` })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${SEARCH}?limit=1` })).statusCode).toBe(200);
  });

  it('answers 400 naming offset for a negative or non-numeric offset', async () => {
    for (const offset of ['-1', 'x']) {
      const body = expectError(await t.call({ method: 'POST', url: `${SEARCH}?offset=${offset}` }), 400, 'VALIDATION_FAILED');
      expect(body.message).toContain('offset');
    }
  });

  it('answers 400 for a body that is JSON but not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.call({ method: 'POST', url: '/api/files/v1/filesets', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
    }
  });
});

describe('an unexpected fault', () => {
  it('answers 500 INTERNAL_ERROR whose message hides the internals', async () => {
    const t = await startTestApp();
    // Closing the database under the running app makes the next query fail inside the server.
    await t.services.db.destroy();
    const res = await t.call({ method: 'POST', url: SEARCH });
    const body = expectError(res, 500, 'INTERNAL_ERROR');
    expect(body.message).not.toMatch(/sqlite|kysely|driver|destroy|database|stack|at /i);
    expect(body.message).toContain('toe');
    await t.app.close();
  });
});

describe('token brand', () => {
  it('STOWAGE_TOKEN_BRAND=ACME makes X-ACME-Developer-Token work and the SERVICE header not', async () => {
    const t = await startTestApp({ STOWAGE_TOKEN_BRAND: 'ACME' });
    try {
      const acme = await t.call({ method: 'POST', url: SEARCH, token: null, headers: { 'X-ACME-Developer-Token': t.admin } });
      expect(acme.statusCode, acme.body).toBe(200);
      const service = await t.call({ method: 'POST', url: SEARCH, token: null, headers: { 'X-SERVICE-Developer-Token': t.admin } });
      const body = expectError(service, 401, 'UNAUTHORIZED');
      expect(body.message).toContain('X-ACME-Developer-Token');
    } finally {
      await t.close();
    }
  });
});

describe('throttling', () => {
  it('throttles failed authentication per client address with 429 and Retry-After', async () => {
    const t = await startTestApp({ STOWAGE_AUTH_FAILURE_LIMIT: '3/minute' });
    try {
      const from = (ip: string, token: string | null) => t.call({ method: 'POST', url: SEARCH, token, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expectError(await from('10.0.0.1', 'stw_wrong'), 401, 'UNAUTHORIZED');
      const blocked = await from('10.0.0.1', 'stw_wrong');
      expectError(blocked, 429, 'TOO_MANY_REQUESTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The throttle never refuses a valid token (API.md §0): behind a proxy one address is many
      // users, and a neighbour guessing tokens must not lock them out; guessing stays blocked.
      expect((await from('10.0.0.1', t.admin)).statusCode).toBe(200);
      expect((await from('10.0.0.1', `  ${t.admin}`)).statusCode).toBe(200);
      expectError(await from('10.0.0.1', 'stw_wrong-again'), 429, 'TOO_MANY_REQUESTS');
      expectError(await from('10.0.0.1', null), 429, 'TOO_MANY_REQUESTS');
      // Another address is not affected.
      expect((await from('10.0.0.2', t.admin)).statusCode).toBe(200);
      expectError(await from('10.0.0.2', null), 401, 'UNAUTHORIZED');
    } finally {
      await t.close();
    }
  });

  it('does not count successful requests as failures', async () => {
    const t = await startTestApp({ STOWAGE_AUTH_FAILURE_LIMIT: '3/minute' });
    try {
      for (let i = 0; i < 10; i++) expect((await t.call({ method: 'POST', url: SEARCH, remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('STOWAGE_RATE_LIMIT=5/minute answers 429 with Retry-After to the 6th request of a token', async () => {
    const t = await startTestApp({ STOWAGE_RATE_LIMIT: '5/minute' });
    try {
      const other = await t.tokenFor(2);
      for (let i = 0; i < 5; i++) expect((await t.call({ method: 'POST', url: SEARCH })).statusCode).toBe(200);
      const sixth = await t.call({ method: 'POST', url: SEARCH });
      expectError(sixth, 429, 'TOO_MANY_REQUESTS');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The limit is per token: another token still gets through.
      expect((await t.call({ method: 'POST', url: SEARCH, token: other })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('has no per-token limit by default', async () => {
    const t = await startTestApp();
    try {
      for (let i = 0; i < 30; i++) expect((await t.call({ method: 'POST', url: SEARCH })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
