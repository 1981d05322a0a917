import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { BlobNotFound } from '../src/storage/blobs/blob-store.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import { DATA_FILES, createDataFile } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';
import { newFileSet, put } from './helpers/files.js';

/**
 * A download looks its content up, then reads it. A delete or an overwrite committed in between
 * (found by the fuzz test on PostgreSQL: a 500) answers as the same download sent after it would;
 * content that is still listed but missing is the server's fault, a 500 that says nothing about
 * the bytes it does not carry.
 */
describe('content that vanishes between the lookup and the read of a download', () => {
  let t: TestApp;
  const admin = { userId: 1, isAdmin: true, tokenId: 1 };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'read',
      (error: unknown) => (error instanceof AppError ? error.code : error instanceof BlobNotFound ? 'BlobNotFound' : String(error)),
    );

  it('a data file deleted meanwhile: 410 DATA_FILE_DELETED', async () => {
    const id = await createDataFile(t, 'a,b\n1,2\n');
    const opened = await t.services.dataFiles.open(admin, id, null);
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}` })).statusCode).toBe(204);
    // The purge hands the blob to the collector; gone from the store, whenever that runs.
    await t.services.blobs.delete(opened.revision.blob_key!);
    expect(await codeOf(opened.body(null))).toBe('DATA_FILE_DELETED');
  });

  it('a file deleted meanwhile: 404 FILE_NOT_FOUND; overwritten meanwhile: 409 CONTENT_CHANGED', async () => {
    const filesetId = await newFileSet(t);
    const file = await put(t, filesetId, { content: 'first', filename: 'a.txt' });
    let opened = await t.services.files.open(admin, filesetId, { id: file.id });
    await put(t, filesetId, { content: 'second', filename: 'a.txt' });
    await t.services.blobs.delete(opened.row.blob_key!);
    expect(await codeOf(opened.body(null))).toBe('CONTENT_CHANGED');

    opened = await t.services.files.open(admin, filesetId, { id: file.id });
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${filesetId}/files/${file.id}` })).statusCode).toBe(204);
    await t.services.blobs.delete(opened.row.blob_key!);
    expect(await codeOf(opened.body(null))).toBe('FILE_NOT_FOUND');
  });

  it('content still listed but missing: a 500 without the download headers', async () => {
    const id = await createDataFile(t, 'x,y\n');
    const opened = await t.services.dataFiles.open(admin, id, null);
    await t.services.blobs.delete(opened.revision.blob_key!);
    expect(await codeOf(opened.body(null))).toBe('BlobNotFound');
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
    expectError(res, 500, 'INTERNAL_ERROR');
    for (const header of ['etag', 'content-disposition', 'accept-ranges']) expect(res.headers[header], header).toBeUndefined();
  });
});
