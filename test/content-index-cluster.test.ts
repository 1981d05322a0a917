import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, appsClosedAfterEach, tempDir } from './helpers/app.js';
import type { FileSetStats } from './helpers/bodies.js';
import { matches, newIndexedFileSet, settled } from './helpers/content-index.js';
import { put } from './helpers/files.js';
import { type PostgresDatabase, POSTGRES_ADMIN_URL, createPostgresDatabase, postgresAnswers } from './helpers/postgres.js';
import { needService } from './helpers/services.js';

/**
 * Content indexing with two instances over one PostgreSQL database (as cluster-work.test.ts): each
 * file is indexed by one of them, once, whichever instance took the upload.
 */
const FILE = 'test/content-index-cluster.test.ts';
const postgresUp = needService(`PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`, await postgresAnswers(), FILE);

describe.skipIf(!postgresUp)('content indexing on several instances', () => {
  let database: PostgresDatabase;
  let blobDir: string;
  const apps = appsClosedAfterEach();

  beforeAll(async () => {
    database = await createPostgresDatabase();
    blobDir = tempDir('stowage-index-cluster-');
  });
  afterAll(async () => {
    await database?.drop();
  });

  const instance = (): Promise<TestApp> => apps.start({ DATABASE_URL: database.url, STOWAGE_LEASE_SECONDS: '2' }, blobDir);

  function completedBy(app: TestApp): Promise<number> {
    return app.app.inject({ method: 'GET', url: '/metrics' }).then((res) => {
      const line = res.body.split('\n').find((l) => l.startsWith('stowage_index_files_total{status="COMPLETED"} '));
      return line ? Number(line.split(' ')[1]) : 0;
    });
  }

  it('files uploaded to either instance are all indexed, none twice over (one chunk each); both instances answer queries', async () => {
    const a = await instance();
    const b = await instance();
    const fs = await newIndexedFileSet(a);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const via = i % 2 === 0 ? a : b;
      ids.push((await put(via, fs, { filename: `f${i}.txt`, content: `shared manatee note number ${i}`, contentType: 'text/plain' })).id);
    }
    // Turned off and on again on b: every file is queued anew, and a's queue may hold some too.
    expect((await b.call({ method: 'POST', url: `/api/files/v1/filesets/${fs}`, payload: { aiEnabled: false } })).statusCode).toBe(200);
    expect((await b.call({ method: 'POST', url: `/api/files/v1/filesets/${fs}`, payload: { aiEnabled: true } })).statusCode).toBe(200);
    for (const id of ids) expect((await settled(a, fs, id)).indexStatus).toBe('COMPLETED');
    const stats = (await b.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/stats` })).json<FileSetStats>();
    expect(stats.chunkCount, 'one chunk per file: no file indexed twice at the same time').toBe(12);
    expect((await matches(a, fs, { query: 'manatee', topK: 100 })).length).toBe(12);
    expect((await matches(b, fs, { query: 'manatee', topK: 100 })).length).toBe(12);
    const total = (await completedBy(a)) + (await completedBy(b));
    // 12 from the uploads (unless the switch overtook them) plus 12 after the switch back on.
    expect(total).toBeGreaterThanOrEqual(12);
    expect(total).toBeLessThanOrEqual(24);
  });
});
