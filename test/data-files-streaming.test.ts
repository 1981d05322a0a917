import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP, type TestApp, startTestApp } from './helpers/app.js';
import type { DataFileWith, ErrorBody, NewDataFile } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { DATA_FILES, sha256 } from './helpers/data-files.js';

/** Data-file uploads over a real socket: chunked bodies, the size limit mid-stream, aborted uploads. */

async function blobCount(dataDir: string): Promise<number> {
  return (await blobKeys(dataDir)).length;
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('data files over a real socket', () => {
  let t: TestApp;
  let base: URL;
  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_MAX_UPLOAD_BYTES: '200000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => t.close());

  /** Sends `chunks` as a chunked body (no Content-Length); resolves with the answer. */
  function sendChunked(url: string, chunks: Buffer[]): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(new URL(url, base), {
        method: 'POST',
        headers: { 'x-service-developer-token': BOOTSTRAP, 'content-type': 'application/octet-stream' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      (async () => {
        for (const chunk of chunks) {
          if (req.destroyed) return;
          req.write(chunk);
          await new Promise((r) => setImmediate(r));
        }
        req.end();
      })().catch(reject);
    });
  }

  it('a chunked body without Content-Length is stored and hashed whole', async () => {
    const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(10_000, 65 + i));
    const res = await sendChunked(`${DATA_FILES}?name=chunked.bin`, chunks);
    expect(res.status, res.body).toBe(201);
    const id = (JSON.parse(res.body) as NewDataFile).dataFileId;
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >();
    expect(d.currentRevision).toMatchObject({ sizeBytes: 100_000, sha256HashValue: sha256(Buffer.concat(chunks)) });
  });

  it('a chunked body that grows past the limit is 413 and leaves nothing behind', async () => {
    const before = await blobCount(t.dataDir);
    const chunks = Array.from({ length: 30 }, () => Buffer.alloc(10_000, 1));
    const res = await sendChunked(`${DATA_FILES}?name=toolong.bin`, chunks);
    expect(res.status, res.body).toBe(413);
    expect((JSON.parse(res.body) as ErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
    await until(async () => (await blobCount(t.dataDir)) === before, 'the partial blob to be removed');
    const rows = await t.services.db.selectFrom('data_files').select('id').where('name', '=', 'toolong.bin').execute();
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['raw', 'application/octet-stream', Buffer.alloc(50_000, 7)],
    [
      'multipart',
      'multipart/form-data; boundary=cut',
      Buffer.concat([
        Buffer.from('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n'),
        Buffer.alloc(50_000, 7),
      ]),
    ],
  ])('a %s upload the client aborts leaves no data file and no content', async (_kind, contentType, head) => {
    const before = await blobCount(t.dataDir);
    await new Promise<void>((resolve) => {
      const req = http.request(new URL(`${DATA_FILES}?name=aborted.bin`, base), {
        method: 'POST',
        headers: { 'x-service-developer-token': BOOTSTRAP, 'content-type': contentType, 'content-length': '150000' },
      });
      req.on('error', () => resolve());
      req.write(head);
      // Abort once the server is midway: its blob is staged (listed for collection).
      until(async () => (await t.services.db.selectFrom('blob_gc').select('blob_key').execute()).length > 0, 'the upload to start').then(
        () => {
          req.destroy();
          resolve();
        },
        resolve,
      );
    });
    await until(
      async () => (await t.services.db.selectFrom('blob_gc').select('blob_key').execute()).length === 0,
      'the staged blob to be collected',
    );
    expect(await blobCount(t.dataDir)).toBe(before);
    const rows = await t.services.db.selectFrom('data_files').select('id').where('name', '=', 'aborted.bin').execute();
    expect(rows).toHaveLength(0);
  });
});
