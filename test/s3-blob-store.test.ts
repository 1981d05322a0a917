import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CreateMultipartUploadCommand, HeadObjectCommand, type S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { BlobNotFound, type BlobStore } from '../src/storage/blobs/blob-store.js';
import { S3BlobStore } from '../src/storage/blobs/s3-blob-store.js';
import { type S3Peer, createBucket, startS3rver, testS3Client, unfinishedUploads } from './helpers/s3.js';

const MiB = 1024 * 1024;
const PART = 5 * MiB;

/** `size` bytes in 1 MiB chunks; with `failAfter`, the stream errors once that many bytes are out. */
function source(content: Buffer, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      const chunk = content.subarray(sent, sent + MiB);
      sent += chunk.length;
      this.push(chunk.length > 0 ? chunk : null);
    },
  });
}

async function keys(store: BlobStore): Promise<string[]> {
  const all: string[] = [];
  for await (const key of store.list()) all.push(key);
  return all.sort();
}

/** The S3 blob store against s3rver: what DiskBlobStore does, with S3's multipart uploads. */
describe('S3BlobStore', () => {
  let peer: S3Peer;
  let s3: S3Client;
  const bucket = 'blobs';
  let store: S3BlobStore;

  beforeAll(async () => {
    peer = await startS3rver();
    s3 = testS3Client(peer.endpoint);
    await createBucket(s3, bucket);
    store = new S3BlobStore({ client: s3, bucket, partSize: PART, queueSize: 2, directDownloads: null });
  });
  afterAll(async () => {
    s3?.destroy();
    await peer?.close();
  });

  it('stores a multipart upload and reads it back whole and by range', async () => {
    const content = randomBytes(12 * MiB + 123);
    const key = randomUUID();
    expect(await store.put(key, source(content))).toBe(content.length);
    expect(await keys(store)).toContain(key);
    const whole = await buffer(await store.get(key));
    expect(createHash('sha256').update(whole).digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
    // A range across the first part boundary, and the very first and last bytes.
    expect(await buffer(await store.get(key, { start: 0, end: 0 }))).toEqual(content.subarray(0, 1));
    expect(await buffer(await store.get(key, { start: PART - 10, end: PART + 9 }))).toEqual(content.subarray(PART - 10, PART + 10));
    const last = content.length - 1;
    expect(await buffer(await store.get(key, { start: last, end: last }))).toEqual(content.subarray(last));
  });

  it('stores small and empty blobs in one request', async () => {
    const small = randomUUID();
    const empty = randomUUID();
    expect(await store.put(small, source(Buffer.from('hello')))).toBe(5);
    expect(await store.put(empty, source(Buffer.alloc(0)))).toBe(0);
    expect((await buffer(await store.get(small))).toString()).toBe('hello');
    expect((await buffer(await store.get(empty))).length).toBe(0);
    expect(await unfinishedUploads(s3, bucket)).toEqual([]);
  });

  it('deletes a blob; deleting a missing one is fine', async () => {
    const key = randomUUID();
    await store.put(key, source(Buffer.from('bye')));
    await store.delete(key);
    expect(await keys(store)).not.toContain(key);
    // As the disk store: a missing blob is BlobNotFound, which downloads tell apart from a fault.
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFound);
    await store.delete(key);
    await store.delete(randomUUID());
  });

  it('a source that fails mid-upload fails the put with its error and leaves no object and no upload behind', async () => {
    const key = randomUUID();
    const before = await keys(store);
    // Two full parts go out before the failure, so the multipart upload exists when it comes.
    await expect(store.put(key, source(randomBytes(16 * MiB), 11 * MiB))).rejects.toThrow('the client went away');
    expect(await keys(store)).toEqual(before);
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({ name: 'NotFound' });
    expect(await unfinishedUploads(s3, bucket)).toEqual([]);
  });

  it('delete also ends a multipart upload that a crashed process left unfinished', async () => {
    const key = randomUUID();
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
    await s3.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1, Body: randomBytes(PART) }));
    expect(await unfinishedUploads(s3, bucket)).toEqual([key]);
    await store.delete(key);
    expect(await unfinishedUploads(s3, bucket)).toEqual([]);
  });

  it('ping passes for its bucket and fails for a bucket that does not exist', async () => {
    await store.ping();
    const missing = new S3BlobStore({ client: s3, bucket: 'no-such-bucket', partSize: PART, queueSize: 2, directDownloads: null });
    await expect(missing.ping()).rejects.toThrow();
  });

  it('streams downloads unless presigned URLs are asked for; a presigned URL answers with the given headers and honours Range', async () => {
    const key = randomUUID();
    await store.put(key, source(Buffer.from('0123456789')));
    const response = { contentType: 'text/csv', contentDisposition: 'attachment; filename="d.csv"', cacheControl: 'private, no-cache' };
    expect(await store.directUrl(key, response)).toBeNull();

    const direct = new S3BlobStore({ client: s3, bucket, partSize: PART, queueSize: 2, directDownloads: { expiresInSeconds: 60 } });
    const url = await direct.directUrl(key, response);
    expect(url).toMatch(new RegExp(`^${peer.endpoint}/${bucket}/${key}\\?.*X-Amz-Expires=60`));
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
    expect(whole.headers.get('content-type')).toBe('text/csv');
    expect(whole.headers.get('content-disposition')).toBe('attachment; filename="d.csv"');
    const part = await fetch(url!, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('234');
  });

  it('a store that cannot be reached is 503 SERVICE_UNAVAILABLE, not a fault', async () => {
    const away = testS3Client('http://127.0.0.1:9');
    const unreachable = new S3BlobStore({ client: away, bucket, partSize: PART, queueSize: 2, directDownloads: null });
    try {
      for (const attempt of [
        () => unreachable.get('x'),
        () => unreachable.put(randomUUID(), source(Buffer.from('x'))),
        () => unreachable.delete('x'),
      ]) {
        const error = await attempt().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      }
      await expect(unreachable.ping()).rejects.toThrow();
    } finally {
      away.destroy();
    }
  });
});
