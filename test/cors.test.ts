import { describe, expect, it } from 'vitest';
import { appsClosedAfterEach } from './helpers/app.js';

// API.md §0: CORS is off unless STOWAGE_CORS_ORIGINS lists origins.

const SEARCH = '/api/files/v1/filesets/search';
const APP = 'https://app.example.com';

describe('CORS', () => {
  const apps = appsClosedAfterEach();

  it('is off by default: no CORS headers, and a preflight is not answered as one', async () => {
    const t = await apps.start();
    const res = await t.call({ method: 'POST', url: SEARCH, headers: { origin: APP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: SEARCH,
      token: null,
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the listed origins call the API with the token headers and read the request id', async () => {
    const t = await apps.start({ STOWAGE_CORS_ORIGINS: `${APP}, http://localhost:5173` });
    const preflight = await t.call({
      method: 'OPTIONS',
      url: SEARCH,
      token: null,
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-service-developer-token, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-service-developer-token');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

    const res = await t.call({ method: 'POST', url: SEARCH, headers: { origin: APP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-request-id');

    // Errors carry the headers too, so a browser app can read the error body.
    const unauthorized = await t.call({ method: 'POST', url: SEARCH, token: null, headers: { origin: APP } });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe(APP);

    const other = await t.call({ method: 'POST', url: SEARCH, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
