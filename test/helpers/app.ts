import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Services, openServices } from '../../src/services.js';
import { testBlobStoreEnv } from './s3.js';
import { testDatabaseEnv } from './test-database.js';

export const BOOTSTRAP = 'test-bootstrap-token-0001';

/**
 * light-my-request's response, but `json()` is `unknown` until the test names the shape it expects
 * (`res.json<File>()`): its own default is `any`, which would let a typo in a test's field name pass.
 */
// T only in the return type is the point: it is the one cast of the body, made where the test reads it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export type TestResponse = Omit<LightMyRequestResponse, 'json'> & { json<T = unknown>(): T };

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  dataDir: string;
  /** The bootstrap admin's token (user 1). */
  admin: string;
  /** A fresh non-admin token for `userId`. */
  tokenFor(userId: number): Promise<string>;
  /** inject with the token header set (`token: null` sends none). */
  call(options: InjectOptions & { token?: string | null }): Promise<TestResponse>;
  close(): Promise<void>;
}

export function tempDir(prefix = 'stowage-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A real app over a real database (the SQLite file in a temp data folder, or the folder's own
 * PostgreSQL database: test-database.ts) and real blob storage.
 */
export async function startTestApp(env: Record<string, string> = {}, dataDir = tempDir()): Promise<TestApp> {
  const config = loadConfig({
    STOWAGE_DATA_DIR: dataDir,
    STOWAGE_BOOTSTRAP_TOKEN: BOOTSTRAP,
    LOG_LEVEL: 'silent',
    STOWAGE_AUTH_FAILURE_LIMIT: 'off',
    ...(await testDatabaseEnv(dataDir)),
    ...(await testBlobStoreEnv(dataDir)),
    ...env,
  });
  const services = await openServices(config);
  const app = await buildApp(services);
  return {
    app,
    services,
    dataDir,
    admin: BOOTSTRAP,
    tokenFor: async (userId) => (await services.tokens.create({ userId, name: `user ${userId}`, expiresAt: null })).token,
    call: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...(token === null ? {} : { 'x-service-developer-token': token ?? BOOTSTRAP }), ...headers },
      }),
    close: () => app.close(),
  };
}

/**
 * Several app instances per test, each closed after the test: `start` starts one (as startTestApp),
 * `onCleanup` adds what else to undo once they are closed (a proxy, a Redis key prefix). Call it
 * where afterEach may be called: at the top of a test file or in a describe block.
 */
export function appsClosedAfterEach() {
  const apps: TestApp[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return {
    // Arrow functions: callers take them out of the object (`const { start } = appsClosedAfterEach()`).
    start: async (env: Record<string, string> = {}, dataDir?: string): Promise<TestApp> => {
      const app = await startTestApp(env, dataDir);
      apps.push(app);
      return app;
    },
    onCleanup: (cleanup: () => Promise<void>): void => {
      cleanups.push(cleanup);
    },
  };
}

/** A multipart/form-data body built by hand, so tests control every byte and header. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; contentType?: string }[]) {
  const boundary = `----stowage${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
