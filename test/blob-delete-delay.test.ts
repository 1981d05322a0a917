import { finished } from 'node:stream/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../src/storage/blobs/blob-store.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import { newFileSet, put } from './helpers/files.js';

/**
 * STOWAGE_BLOB_DELETE_DELAY (docs/deploy.md, "Backups"): the content of a deleted file stays stored
 * that long, so a blob copy taken after a database snapshot has everything the snapshot refers to;
 * then a background sweep removes it. The file itself is gone at once.
 */
describe('deleted content kept for STOWAGE_BLOB_DELETE_DELAY', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function stored(blobs: BlobStore, key: string): Promise<boolean> {
    try {
      // Read to the end: a blob that is gone fails on the way.
      await finished((await blobs.get(key)).resume());
      return true;
    } catch {
      return false;
    }
  }

  async function keyOf(fileId: string): Promise<string> {
    const row = await t.services.db.selectFrom('files').select('blob_key').where('id', '=', fileId).executeTakeFirstOrThrow();
    return row.blob_key!;
  }

  it('keeps the blob of a deleted file for the delay, then removes it', async () => {
    t = await startTestApp({ STOWAGE_BLOB_DELETE_DELAY: '3', STOWAGE_LEASE_SECONDS: '2' });
    const fileSet = await newFileSet(t);
    const file = await put(t, fileSet, { dir: 'a', content: 'kept a while', filename: 'x.txt' });
    const key = await keyOf(file.id);

    const deleted = await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fileSet}/files/${file.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fileSet}/files/${file.id}` })).statusCode).toBe(404);
    expect(await stored(t.services.blobs, key)).toBe(true);

    await expect.poll(() => stored(t.services.blobs, key), { timeout: 20_000, interval: 250 }).toBe(false);
  });

  it('without a delay (the default) the blob goes with the file', async () => {
    t = await startTestApp();
    const fileSet = await newFileSet(t);
    const file = await put(t, fileSet, { dir: 'a', content: 'gone at once', filename: 'x.txt' });
    const key = await keyOf(file.id);
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fileSet}/files/${file.id}` })).statusCode).toBe(204);
    expect(await stored(t.services.blobs, key)).toBe(false);
  });

  it('refuses a delay that is not a duration in whole seconds', async () => {
    for (const delay of ['1.5', '1500ms', 'an hour', '31d']) {
      await expect(startTestApp({ STOWAGE_BLOB_DELETE_DELAY: delay }), delay).rejects.toThrow(
        /STOWAGE_BLOB_DELETE_DELAY=.*must be a duration from 0 to 30d/,
      );
    }
  });
});
