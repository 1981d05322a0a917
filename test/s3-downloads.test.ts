import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataFileRevision } from '../src/entities/data-files.js';
import { type TestApp, startTestApp, tempDir } from './helpers/app.js';
import type { DataFileWith } from './helpers/bodies.js';
import { DATA_FILES, EICAR_TEXT, createDataFile, settledScanState } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';
import { type FakeClamd, startFakeClamd } from './helpers/fake-clamd.js';
import { filesUrl, newFileSet, put, sha256 } from './helpers/files.js';
import { type S3Peer, S3RVER_CREDENTIALS, bucketFor, createBucket, startS3rver, testS3Client } from './helpers/s3.js';

/**
 * STOWAGE_S3_DOWNLOADS=redirect: file and data-file downloads answer 302 to a presigned URL that
 * serves what the streamed download would (API.md §2, §3), after every check the server makes.
 */
describe('downloads redirected to presigned S3 URLs', () => {
  let peer: S3Peer;
  let t: TestApp;

  /** An app over its own bucket on this file's s3rver, with redirects on. */
  async function redirectingApp(env: Record<string, string> = {}): Promise<TestApp> {
    const dataDir = tempDir();
    const s3 = testS3Client(peer.endpoint);
    await createBucket(s3, bucketFor(dataDir));
    s3.destroy();
    return startTestApp(
      {
        STOWAGE_BLOB_STORE: 's3',
        S3_ENDPOINT: peer.endpoint,
        S3_BUCKET: bucketFor(dataDir),
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        STOWAGE_S3_DOWNLOADS: 'redirect',
        STOWAGE_S3_URL_TTL: '2m',
        ...env,
      },
      dataDir,
    );
  }

  beforeAll(async () => {
    peer = await startS3rver();
    t = await redirectingApp();
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('a file download is a 302 to a URL that serves the bytes with the download headers, and honours Range', async () => {
    const fs = await newFileSet(t);
    const content = '0123456789abcdefghij';
    const file = await put(t, fs, { dir: 'docs', content, filename: 'digits.txt', contentType: 'text/plain' });
    for (const url of [`${filesUrl(fs)}/${file.id}/download`, `/api/files/v1/filesets/${fs}/path/download?path=docs/digits.txt`]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      const location = String(res.headers.location);
      expect(location).toMatch(new RegExp(`^${peer.endpoint}/stowage-[0-9a-f]+/[0-9a-f-]{36}\\?.*X-Amz-Expires=120`));

      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toBe(content);
      expect(direct.headers.get('content-type')).toBe('text/plain');
      expect(direct.headers.get('content-disposition')).toBe(`attachment; filename="digits.txt"; filename*=UTF-8''digits.txt`);
      expect(direct.headers.get('cache-control')).toBe('private, no-cache');
      const ranged = await fetch(location, { headers: { range: 'bytes=10-14' } });
      expect(ranged.status).toBe(206);
      expect(await ranged.text()).toBe('abcde');
    }
  });

  it('answers with the bytes, not a redirect, when asked with redirect=false (as a browser client does)', async () => {
    const fs = await newFileSet(t);
    const file = await put(t, fs, { content: '0123456789', filename: 'kept.txt', contentType: 'text/plain' });
    for (const url of [
      `${filesUrl(fs)}/${file.id}/download?redirect=false`,
      `/api/files/v1/filesets/${fs}/path/download?path=kept.txt&redirect=false`,
    ]) {
      const res = await t.call({ method: 'GET', url, headers: { range: 'bytes=2-4' } });
      expect(res.statusCode, res.body).toBe(206);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toBe('234');
    }
    const dataFile = await createDataFile(t, 'a,b\n1,2\n', { name: 'kept.csv' });
    expect(await settledScanState(t, dataFile)).toBe('SAFE');
    const revisions: DataFileRevision[] = (await t.call({ method: 'GET', url: `${DATA_FILES}/${dataFile}/revisions/details` })).json();
    for (const url of [
      `${DATA_FILES}/${dataFile}?redirect=false`,
      `${DATA_FILES}/${dataFile}/revisions/${revisions[0]?.dataFileRevisionId}?redirect=false`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body).toBe('a,b\n1,2\n');
    }
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download?redirect=maybe` }), 400, 'VALIDATION_FAILED');
  });

  it('checks access, If-None-Match and Range itself before redirecting', async () => {
    const fs = await newFileSet(t);
    const content = 'twenty bytes of text';
    const file = await put(t, fs, { content, filename: 'c.txt', contentType: 'text/plain' });
    const url = `${filesUrl(fs)}/${file.id}/download`;
    const notModified = await t.call({ method: 'GET', url, headers: { 'if-none-match': `"${sha256(content)}"` } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.location).toBeUndefined();
    expectError(await t.call({ method: 'GET', url, headers: { range: 'bytes=20-' } }), 416, 'RANGE_NOT_SATISFIABLE');
    expectError(await t.call({ method: 'GET', url, token: await t.tokenFor(77) }), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url, token: null }), 401, 'UNAUTHORIZED');
  });

  it('a scanned data-file revision redirects; an INFECTED one is 409 and never redirected; a deleted one is 410', async () => {
    const clean = await createDataFile(t, 'a,b\n1,2\n', { name: 'clean.csv' });
    expect(await settledScanState(t, clean)).toBe('SAFE');
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${clean}` });
    expect(res.statusCode, res.body).toBe(302);
    const direct = await fetch(String(res.headers.location));
    expect(await direct.text()).toBe('a,b\n1,2\n');
    expect(direct.headers.get('content-type')).toBe('text/csv');
    expect(direct.headers.get('content-disposition')).toBe(`attachment; filename="clean.csv"; filename*=UTF-8''clean.csv`);

    const infected = await createDataFile(t, EICAR_TEXT, { name: 'eicar.txt' });
    expect(await settledScanState(t, infected)).toBe('INFECTED');
    const refused = await t.call({ method: 'GET', url: `${DATA_FILES}/${infected}` });
    expectError(refused, 409, 'CONTENT_INFECTED');
    expect(refused.headers.location).toBeUndefined();

    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${clean}` })).statusCode).toBe(204);
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${clean}` }), 410, 'DATA_FILE_DELETED');
    // The URL handed out before the delete no longer serves the purged content.
    expect((await fetch(String(res.headers.location))).status).toBe(404);
  });

  describe('while a revision is still being scanned', () => {
    let clamd: FakeClamd;
    let scanning: TestApp;
    beforeAll(async () => {
      clamd = await startFakeClamd({ marker: 'never' });
      // The daemon takes the stream and never answers: the revision stays PENDING.
      clamd.mode = 'silent';
      scanning = await redirectingApp({ STOWAGE_CLAMD_SOCKET: clamd.address });
    });
    afterAll(async () => {
      await scanning?.close();
      await clamd?.close();
    });

    it('streams it through the server (a URL handed out now would outlive an INFECTED verdict)', async () => {
      const id = await createDataFile(scanning, 'x,y\n', { name: 'pending.csv' });
      while (clamd.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const details = (await scanning.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
        DataFileWith<'currentRevision'>
      >();
      expect(details.currentRevision.scanState).toBe('PENDING');
      const res = await scanning.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('x,y\n');
      expect(res.headers.location).toBeUndefined();
    });
  });
});
