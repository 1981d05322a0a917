import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { newFileSet, put, searchPaths } from '../helpers/files.js';

/**
 * Operation 2's page skips Kysely's executor on SQLite when no transaction is open on the
 * connection (readRows in src/storage/db/database.ts). A search that arrives while another
 * request's transaction is open and waiting must still see only committed rows: it waits for that
 * transaction on SQLite (one connection) and reads from its own snapshot on PostgreSQL.
 */
describe('a search during another request’s open transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('never answers the rows that transaction wrote and then rolled back', async () => {
    const filesetId = await newFileSet(t);
    await put(t, filesetId, { name: 'kept.txt', content: 'x' });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wroteRow = new Promise<void>((resolve) => (written = resolve));
    const transaction = t.services.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('files')
          .set({ path: 'uncommitted.txt', name: 'uncommitted.txt' })
          .where('fileset_id', '=', filesetId)
          .execute();
        written();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => error);

    await wroteRow;
    const during = searchPaths(t, filesetId);
    // Give the search every chance to run while the transaction is still open.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    release();

    expect(await transaction).toEqual(new Error('rolled back on purpose'));
    expect(await during).toEqual(['kept.txt']);
    expect(await searchPaths(t, filesetId)).toEqual(['kept.txt']);
  });
});
