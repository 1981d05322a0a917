import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openServices } from '../src/services.js';
import { BOOTSTRAP, type TestApp, startTestApp, tempDir } from './helpers/app.js';
import type { ErrorBody, FileSet, NewToken } from './helpers/bodies.js';
import { removeBlobStore } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { routesOf } from './helpers/routes.js';
import { bucketFor, onS3, testBlobStoreEnv } from './helpers/s3.js';
import { onPostgres, testDatabaseEnv } from './helpers/test-database.js';
import { freePort } from './helpers/ports.js';

/** The parts of the OpenAPI document these tests read. */
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses?: unknown; security?: unknown[] } | undefined> | undefined>;
  components: { securitySchemes: Record<string, unknown> };
}

const OPS = ['/healthz', '/readyz', '/metrics', '/openapi.json', '/docs'];

describe('operations routes (API.md §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('/healthz answers 200 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz', token: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database and the blob store are reachable', async () => {
    const res = await t.call({ method: 'GET', url: '/readyz', token: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/metrics is Prometheus text with request counters', async () => {
    await t.call({ method: 'POST', url: '/api/files/v1/filesets/search' });
    await t.call({ method: 'POST', url: '/api/files/v1/filesets/search', token: null });
    const res = await t.call({ method: 'GET', url: '/metrics', token: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE stowage_http_requests_total counter');
    expect(res.body).toMatch(/stowage_http_requests_total\{operation="searchFileSets",method="POST",status="200"\} [1-9]/);
    expect(res.body).toMatch(/stowage_http_requests_total\{operation="searchFileSets",method="POST",status="401"\} [1-9]/);
    expect(res.body).toContain('stowage_http_request_duration_seconds_bucket');
    expect(res.body).not.toContain(BOOTSTRAP);
  });

  it('/docs answers HTML', async () => {
    const res = await t.call({ method: 'GET', url: '/docs', token: null });
    const page = res.statusCode === 302 ? await t.call({ method: 'GET', url: String(res.headers.location), token: null }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html/i);
  });

  it('none of the routes needs a token, and none reveals data', async () => {
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'secret-set-name-42' } });
    expect(created.statusCode).toBe(201);
    for (const url of OPS) {
      const res = await t.call({ method: 'GET', url, token: null });
      expect([200, 302], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('secret-set-name-42');
      expect(res.body, url).not.toContain(created.json<FileSet>().id);
      expect(res.body, url).not.toContain(BOOTSTRAP);
    }
  });
});

describe('/openapi.json', () => {
  let app: FastifyInstance;
  let t: TestApp;
  /** Every route the app registered, collected while it was built, so new routes are covered automatically. */
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    app = t.app;
    routes.push(...routesOf(app));
  });
  afterAll(async () => t.close());

  it('is OpenAPI 3.1 and lists every /api route with its operationId', async () => {
    const res = await t.call({ method: 'GET', url: '/openapi.json', token: null });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(apiRoutes).toContainEqual({ method: 'DELETE', url: '/api/files/v1/filesets/:filesetId/files/:fileId' });
    expect(apiRoutes.length).toBeGreaterThanOrEqual(17);
    const operationIds = new Set<string>();
    for (const route of apiRoutes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${openApiPath}`).toBeDefined();
      expect(typeof operation!.operationId, `${route.method} ${openApiPath}`).toBe('string');
      expect(operationIds.has(operation!.operationId), operation!.operationId).toBe(false);
      operationIds.add(operation!.operationId);
      expect(operation!.responses, operation!.operationId).toBeDefined();
    }
    expect(operationIds).toContain('searchFileSets');
    expect(operationIds).toContain('createAccessToken');
    expect(doc.components.securitySchemes.developerToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-SERVICE-Developer-Token',
    });
  });

  it('has every $ref resolve inside the document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json', token: null })).json<OpenApiDoc>();
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\//);
      let target: unknown = doc;
      for (const segment of ref.slice(2).split('/')) {
        target = (target as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      expect(target, ref).toBeDefined();
    }
  });

  it('does not require a token on the operations routes in the document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json', token: null })).json<OpenApiDoc>();
    expect(doc.paths['/healthz']?.get?.security).toEqual([]);
    expect(doc.paths['/readyz']?.get?.security).toEqual([]);
    // A share link is its own credential (docs/files.md, "Share links").
    expect(doc.paths['/share/{token}']?.get?.security).toEqual([]);
    for (const id of [
      'createResumableUpload',
      'uploadResumablePart',
      'finalizeResumableUpload',
      'abortResumableUpload',
      'moveFile',
      'createShareLink',
      'listShareLinks',
      'revokeShareLink',
      'transferFileSetOwnership',
    ]) {
      expect(JSON.stringify(doc.paths)).toContain(`"operationId":"${id}"`);
    }
  });
});

describe('/readyz when storage is not reachable names each failing component and why', () => {
  it('answers 503 SERVICE_UNAVAILABLE once the blob store is gone (its folder, or its bucket)', async () => {
    const t = await startTestApp();
    try {
      await removeBlobStore(t.dataDir);
      const res = await t.call({ method: 'GET', url: '/readyz', token: null });
      const body = expectError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(body.message).toBe(
        onS3
          ? `Not ready: blob store (S3 bucket "${bucketFor(t.dataDir)}"): the bucket does not exist.`
          : 'Not ready: blob store (disk): not a folder.',
      );
      expect(body.message).not.toContain(t.dataDir);
      expect((await t.call({ method: 'GET', url: '/healthz', token: null })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE once the database is closed', async () => {
    const t = await startTestApp();
    await t.services.db.destroy();
    const res = await t.call({ method: 'GET', url: '/readyz', token: null });
    const body = expectError(res, 503, 'SERVICE_UNAVAILABLE');
    expect(body.message).toBe(`Not ready: database (${onPostgres ? 'PostgreSQL' : 'SQLite'}): closed.`);
    expect(body.message).not.toMatch(/destroy|kysely/i);
    await t.app.close();
  });

  it("names an S3 store that refuses connections, and both components when both fail, without the store's address", async () => {
    const port = await freePort();
    const t = await startTestApp({
      STOWAGE_BLOB_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'nowhere',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const body = expectError(await t.call({ method: 'GET', url: '/readyz', token: null }), 503, 'SERVICE_UNAVAILABLE');
      expect(body.message).toBe('Not ready: blob store (S3 bucket "nowhere"): connection refused.');
      expect(body.message).not.toContain(String(port));
      // Everything that needs only the database still answers.
      expect((await t.call({ method: 'POST', url: '/api/files/v1/filesets/search' })).statusCode).toBe(200);
      await t.services.db.destroy();
      const both = expectError(await t.call({ method: 'GET', url: '/readyz', token: null }), 503, 'SERVICE_UNAVAILABLE');
      expect(both.message).toMatch(
        /^Not ready: database \((SQLite|PostgreSQL)\): closed; blob store \(S3 bucket "nowhere"\): connection refused\.$/,
      );
    } finally {
      await t.app.close();
    }
  });
});

/** An app over a fresh data folder whose log lines are collected as parsed JSON. */
async function appWithLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const dataDir = tempDir();
  const services = await openServices(
    loadConfig({
      STOWAGE_DATA_DIR: dataDir,
      STOWAGE_BOOTSTRAP_TOKEN: BOOTSTRAP,
      LOG_LEVEL: 'info',
      ...(await testDatabaseEnv(dataDir)),
      ...(await testBlobStoreEnv(dataDir)),
    }),
  );
  const app = await buildApp(services, { logStream: stream });
  return { app, services, lines, raw };
}

describe('request logs', () => {
  it('log a 500 with its details under the toe the client was given', async () => {
    const { app, services, lines } = await appWithLogs();
    await services.db.destroy();
    const res = await app.inject({
      method: 'POST',
      url: '/api/files/v1/filesets/search',
      headers: { 'x-service-developer-token': BOOTSTRAP },
    });
    expect(res.statusCode).toBe(500);
    const toe = res.json<ErrorBody>().toe;
    const error = lines.find((l) => l.reqId === toe && l.level === 50);
    expect(error).toBeDefined();
    expect(JSON.stringify(error!.err)).toMatch(/destroy|driver/i);
    expect(lines.filter((l) => l.reqId === toe && l.msg === 'request')).toEqual([
      expect.objectContaining({ status: 500, operation: 'searchFileSets' }),
    ]);
    await app.close();
  });

  it('write one line per request with id, operation, status and duration, and never a token', async () => {
    const { app, services, lines: parsed, raw: lines } = await appWithLogs();
    try {
      const other = (await services.tokens.create({ userId: 3, name: 'x', expiresAt: null })).token;
      const requests = [
        { token: BOOTSTRAP, url: '/api/files/v1/filesets/search', status: 200 },
        { token: other, url: '/api/files/v1/filesets/search', status: 200 },
        { token: 'stw_wrong-token-value-that-must-not-be-logged', url: '/api/files/v1/filesets/search', status: 401 },
      ];
      const ids: string[] = [];
      for (const r of requests) {
        const res = await app.inject({ method: 'POST', url: `${r.url}?limit=5`, headers: { 'x-service-developer-token': r.token } });
        expect(res.statusCode).toBe(r.status);
        ids.push(String(res.headers['x-request-id']));
      }
      const created = await app.inject({
        method: 'POST',
        url: '/api/data/v1/accesstokens',
        headers: { 'x-service-developer-token': BOOTSTRAP },
        payload: { name: 'logged?', ownerId: 4 },
      });
      expect(created.statusCode).toBe(201);
      ids.push(String(created.headers['x-request-id']));

      for (const [i, id] of ids.entries()) {
        const mine = parsed.filter((p) => p.reqId === id && p.msg === 'request');
        expect(mine, `request ${i}`).toHaveLength(1);
        expect(mine[0]).toMatchObject({ status: i === 2 ? 401 : i === 3 ? 201 : 200, method: 'POST' });
        expect(mine[0]!.operation).toBe(i === 3 ? 'createAccessToken' : 'searchFileSets');
        expect(typeof mine[0]!.durationMs).toBe('number');
      }
      // Each line names its request once: a repeated key is invalid for strict JSON log readers.
      for (const line of lines) expect(line.match(/"reqId"/g)?.length ?? 0, line).toBeLessThanOrEqual(1);
      const all = lines.join('\n');
      for (const secret of [BOOTSTRAP, other, 'stw_wrong-token-value-that-must-not-be-logged', created.json<NewToken>().token]) {
        expect(all).not.toContain(secret);
      }
      expect(all).not.toContain('logged?');
    } finally {
      await app.close();
    }
  });
});
