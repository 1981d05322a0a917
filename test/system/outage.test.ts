import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody, File, FileList, FileSet } from '../helpers/bodies.js';
import { type PgCluster, createPgCluster } from '../helpers/pg-cluster.js';
import { S3RVER_CREDENTIALS, createBucket, startS3rver, testS3Client } from '../helpers/s3.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { needService, postgresBinariesPresent } from '../helpers/services.js';
import { multipartFrame, streamUpload } from '../helpers/streamed-upload.js';

/**
 * Issue 5: a database or a blob store that goes away under a running server. The test runs a
 * PostgreSQL cluster of its own (never the machine's shared one) and an s3rver of its own, points a
 * server process at one of them and stops it while requests are under way: every request gets an
 * answer, a clear 503 in the error body of API.md §0, /readyz fails, the process stays up; once the
 * service is back, everything works again without restarting the server.
 */

const FILE = 'test/system/outage.test.ts';
const binaries = needService('PostgreSQL server binaries (/usr/lib/postgresql/15/bin)', postgresBinariesPresent(), FILE);

/** Every request of this test gets an answer within this, or the test fails saying so (a hang). */
const ANSWER_WITHIN_MS = 20_000;

interface Answer {
  status: number;
  /** The JSON answered (the test names its shape where it reads a member), or the text of one that is not JSON. */
  body: unknown;
  headers: Headers;
}

async function request(server: ServerProcess, method: string, url: string, body?: { json?: unknown; form?: FormData }): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      'x-service-developer-token': server.admin,
      ...(body?.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body?.json !== undefined ? { body: JSON.stringify(body.json) } : body?.form ? { body: body.form } : {}),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a download): kept as text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

function uploadForm(directoryPath: string, name: string, content: Buffer): FormData {
  const form = new FormData();
  form.append('createFileRequest', JSON.stringify({ directoryPath }));
  form.append('file', new Blob([content]), name);
  return form;
}

/** A request kept in flight by the test: `started` is when it was under way, `answer` carries when it ended. */
interface HeldRequest {
  started: Promise<number>;
  finish(): void;
  answer: Promise<Answer & { at: number; sha256: string }>;
}

/**
 * A request over node:http (a reset fails the test) kept in flight until `finish()`: with a body,
 * its headers and the first half of the body are sent at once and the rest on `finish()`, so the
 * server cannot answer before; without one, the answer's first bytes are read and the rest only
 * after `finish()` (a download far larger than the socket's buffers, so the server is still sending).
 */
function heldRequest(server: ServerProcess, method: string, url: string, body?: { bytes: Buffer; contentType: string }): HeldRequest {
  const request = http.request(`${server.baseUrl}${url}`, {
    method,
    headers: {
      'x-service-developer-token': server.admin,
      ...(body ? { 'content-type': body.contentType, 'content-length': String(body.bytes.length) } : {}),
    },
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const half = body ? Math.floor(body.bytes.length / 2) : 0;
  let resume: (() => void) | undefined;
  let firstBytes: ((at: number) => void) | undefined;
  const started = body
    ? new Promise<number>((resolve, reject) =>
        request.write(body.bytes.subarray(0, half), (error) => (error ? reject(error) : resolve(Date.now()))),
      )
    : new Promise<number>((resolve) => (firstBytes = resolve));
  const answer = new Promise<Answer & { at: number; sha256: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const hash = createHash('sha256');
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        // Kept for the JSON of an answer, which comes in a chunk or two; a download is only hashed.
        if (parts.length < 4) parts.push(chunk);
        if (!body && parts.length === 1) {
          response.pause();
          resume = () => response.resume();
          firstBytes?.(Date.now());
        }
      });
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON (a download): only its hash is checked.
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, body: parsed, headers, at: Date.now(), sha256: hash.digest('hex') });
      });
    });
  });
  if (!body) request.end();
  return { started, finish: () => (body ? request.end(body.bytes.subarray(half)) : resume?.()), answer };
}

function multipartUpload(directoryPath: string, name: string, content: Buffer): { bytes: Buffer; contentType: string } {
  const frame = multipartFrame(name, { directoryPath }, content.length);
  return { bytes: Buffer.concat([frame.head, content, frame.tail]), contentType: frame.headers['content-type']! };
}

/** The §0 error body of a 503 SERVICE_UNAVAILABLE. */
function expectUnavailable(answer: Answer, url: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toMatchObject({
    status: 503,
    statusReason: 'Service Unavailable',
    code: 'SERVICE_UNAVAILABLE',
    path: url.split('?')[0],
  });
  const error = answer.body as ErrorBody;
  expect(typeof error.message).toBe('string');
  expect(error.toe).toBe(answer.headers.get('x-request-id'));
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe.skipIf(!binaries)('PostgreSQL stops under a running server, then comes back', () => {
  let cluster: PgCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await createPgCluster();
    await cluster.start();
    // Short leases: the background work (sweeps, scan pick-up, repair) runs, and fails, during the outage.
    server = await startServerProcess({ env: { DATABASE_URL: cluster.url, STOWAGE_LEASE_SECONDS: '2' } });
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it('answers 503 at once while it is down, fails /readyz, and recovers without a restart', async () => {
    const created = await request(server, 'POST', '/api/files/v1/filesets', { json: { name: 'outage' } });
    expect(created.status).toBe(201);
    const fileSet = (created.body as FileSet).id;
    const files = `/api/files/v1/filesets/${fileSet}/files`;
    const before = randomBytes(64 * 1024);
    const kept = await request(server, 'POST', files, { form: uploadForm('kept', 'before.bin', before) });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);

    // Requests under way while the cluster stops, each sent (the download: answering) before the
    // stop and answered after it, whatever the timing. Uploads and searches need the database once
    // their bodies are complete: a clear 503. The download needs it no more: it completes.
    // 8 MiB: paused after its first bytes, the client's socket takes a few hundred KiB and the
    // server's at most 4 MiB (this machine's limits), so the server is still sending at the stop.
    const large = await streamUpload(server.baseUrl, server.admin, fileSet, {
      directoryPath: 'kept',
      filename: 'large.bin',
      size: 8 * 1024 * 1024,
    });
    expect(large.status, large.body).toBe(201);
    const search = `${files}/search?limit=10`;
    const held = [
      ...[0, 1, 2].map((i) => ({
        url: files,
        request: heldRequest(server, 'POST', files, multipartUpload('during', `f${i}.bin`, randomBytes(256 * 1024))),
      })),
      ...[0, 1, 2].map(() => ({
        url: search,
        request: heldRequest(server, 'POST', search, { bytes: Buffer.from('{}'), contentType: 'application/json' }),
      })),
    ];
    const slowDownload = heldRequest(server, 'GET', `${files}/${(JSON.parse(large.body) as { id: string }).id}/download`);
    const started = await Promise.all([...held.map((h) => h.request.started), slowDownload.started]);
    // Time for the server to take in what was sent (an upload checks its permission, then stages).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = Date.now();
    await cluster.stop();
    const stopped = Date.now();
    for (const at of started) expect(at).toBeLessThan(stopping);
    for (const h of [...held.map((x) => x.request), slowDownload]) h.finish();
    for (const { url, request: h } of held) {
      const answer = await h.answer;
      expect(answer.at).toBeGreaterThanOrEqual(stopped);
      expectUnavailable(answer, url);
    }
    const downloaded = await slowDownload.answer;
    expect(downloaded.at).toBeGreaterThanOrEqual(stopped);
    expect(downloaded.status).toBe(200);
    expect(downloaded.sha256).toBe(large.sha256);

    // Down: everything that needs the database is 503; /readyz says so; the process is alive.
    expectUnavailable(await request(server, 'POST', search, { json: {} }), search);
    expectUnavailable(await request(server, 'POST', files, { form: uploadForm('down', 'x.bin', randomBytes(1024)) }), files);
    const downloadUrl = `${files}/${(kept.body as File).id}/download`;
    expectUnavailable(await request(server, 'GET', downloadUrl), downloadUrl);
    const ready = await request(server, 'GET', '/readyz');
    expectUnavailable(ready, '/readyz');
    expect((ready.body as ErrorBody).message).toMatch(/database/);
    expect((await request(server, 'GET', '/healthz')).status).toBe(200);
    // Background rounds fail meanwhile (leases of 2 s); the server must stay up through them.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(server.child.exitCode).toBeNull();
    expectUnavailable(await request(server, 'POST', search, { json: {} }), search);

    // Back: the same process serves again, with everything stored before the outage.
    await cluster.start();
    await expect.poll(async () => (await request(server, 'GET', '/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    const found = await request(server, 'POST', search, { json: {} });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const paths = (found.body as FileList).files.map((f) => f.path);
    expect(paths).toContain('kept/before.bin');
    // The uploads answered 503 were not stored.
    expect(paths.filter((p: string) => p.startsWith('during/'))).toEqual([]);
    const download = await fetch(`${server.baseUrl}${downloadUrl}`, { headers: { 'x-service-developer-token': server.admin } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(before));
    const after = await request(server, 'POST', files, { form: uploadForm('after', 'after.bin', randomBytes(2048)) });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('the S3 store stops under a running server, then comes back', () => {
  let directory: string;
  let store: Awaited<ReturnType<typeof startS3rver>>;
  let server: ServerProcess;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stowage-outage-s3-'));
    store = await startS3rver({ directory });
    await createBucket(testS3Client(store.endpoint), 'outage');
    server = await startServerProcess({
      env: {
        STOWAGE_BLOB_STORE: 's3',
        S3_ENDPOINT: store.endpoint,
        S3_BUCKET: 'outage',
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await store?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('answers 503 for what needs the store while it is down, fails /readyz, and recovers without a restart', async () => {
    const created = await request(server, 'POST', '/api/files/v1/filesets', { json: { name: 'store outage' } });
    expect(created.status).toBe(201);
    const files = `/api/files/v1/filesets/${(created.body as FileSet).id}/files`;
    const before = randomBytes(96 * 1024);
    const kept = await request(server, 'POST', files, { form: uploadForm('kept', 'before.bin', before) });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const downloadUrl = `${files}/${(kept.body as File).id}/download`;

    await store.close();

    expectUnavailable(await request(server, 'GET', downloadUrl), downloadUrl);
    expectUnavailable(await request(server, 'POST', files, { form: uploadForm('down', 'x.bin', randomBytes(8192)) }), files);
    const ready = await request(server, 'GET', '/readyz');
    expectUnavailable(ready, '/readyz');
    expect((ready.body as ErrorBody).message).toMatch(/blob store/);
    // What needs only the database still works.
    const search = `${files}/search`;
    const listed = await request(server, 'POST', search, { json: {} });
    expect(listed.status).toBe(200);
    expect((listed.body as FileList).files.map((f) => f.path)).toEqual(['kept', 'kept/before.bin']);
    expect(server.child.exitCode).toBeNull();

    // Back on the same address with the same contents: the same process serves again.
    store = await startS3rver({ port: store.port, directory });
    await expect.poll(async () => (await request(server, 'GET', '/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    const download = await fetch(`${server.baseUrl}${downloadUrl}`, { headers: { 'x-service-developer-token': server.admin } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(before));
    const after = await request(server, 'POST', files, { form: uploadForm('after', 'after.bin', randomBytes(4096)) });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
  });
});
