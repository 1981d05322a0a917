import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { DataFileRevision, DataFileWith, FileList } from './helpers/bodies.js';
import { DATA_FILES, addRevision, createDataFile } from './helpers/data-files.js';
import { fileCountOf, newFileSet, search, upload } from './helpers/files.js';

/**
 * Writes that race each other. On SQLite one transaction runs at a time; on PostgreSQL they run side
 * by side, and these outcomes hold only because the transactions lock what they depend on.
 */
describe('concurrent writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('deleting a directory while uploads below it run leaves no entry outside a directory, and an exact fileCount', async () => {
    const own = await newFileSet(t);
    for (let round = 0; round < 4; round++) {
      const first = await upload(t, own, { dir: 'd/sub', content: 'seed', filename: 'seed.txt' });
      expect(first.statusCode, first.body).toBe(201);
      const uploads = Array.from({ length: 10 }, (_, i) =>
        upload(t, own, { dir: 'd/sub', content: `c${i}`, filename: `f${round}-${i}.txt` }),
      );
      const deletion = t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${own}/path?path=d` });
      const statuses = (await Promise.all([...uploads, deletion])).map((r) => r.statusCode);
      // Every upload lands: before the delete (and goes with it) or after it (recreating the directories).
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(204);

      const res = await search(t, own, {}, 'limit=1000');
      expect(res.statusCode, res.body).toBe(200);
      const entries = res.json<FileList>().files as { path: string; fileType: string }[];
      const directories = new Set(entries.filter((e) => e.fileType === 'DIRECTORY').map((e) => e.path));
      for (const entry of entries) {
        const parent = entry.path.includes('/') ? entry.path.slice(0, entry.path.lastIndexOf('/')) : '';
        expect(parent === '' || directories.has(parent), `${entry.path} has no directory ${parent}`).toBe(true);
      }
      expect(await fileCountOf(t, own)).toBe(entries.filter((e) => e.fileType !== 'DIRECTORY').length);
    }
  });

  it('deleting a file set while uploads into it run: each upload is stored first or answers 404', async () => {
    for (let round = 0; round < 3; round++) {
      const own = await newFileSet(t);
      const uploads = Array.from({ length: 8 }, (_, i) => upload(t, own, { dir: `r${i % 3}`, content: `c${i}`, filename: `f${i}.txt` }));
      const deletion = t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${own}` });
      const answers = await Promise.all([...uploads, deletion]);
      for (const answer of answers.slice(0, 8)) expect([201, 404], answer.body).toContain(answer.statusCode);
      expect(answers[8]!.statusCode, answers[8]!.body).toBe(204);
      expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${own}` })).statusCode).toBe(404);
    }
  });

  it('deleting a data file while revisions are added purges every revision it ends up with', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await createDataFile(t, 'first');
      const adds = Array.from({ length: 6 }, (_, i) =>
        t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, payload: `revision ${i}`, headers: { 'content-type': 'text/csv' } }),
      );
      const deletion = t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}` });
      const answers = await Promise.all([...adds, deletion]);
      // A revision added before the delete is purged with the rest; one that comes after is refused.
      for (const answer of answers.slice(0, 6)) expect([201, 410], answer.body).toContain(answer.statusCode);
      expect(answers[6]!.statusCode, answers[6]!.body).toBe(204);

      const revisions = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` })).json<DataFileRevision[]>();
      expect(revisions).toHaveLength(1 + answers.slice(0, 6).filter((a) => a.statusCode === 201).length);
      for (const { dataFileRevisionId } of revisions) {
        const download = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${dataFileRevisionId}` });
        expect(download.statusCode, `revision ${dataFileRevisionId}: ${download.body}`).toBe(410);
      }
    }
  });

  it('revisions added at the same time all land, and the newest becomes current', async () => {
    const id = await createDataFile(t, 'first');
    const added = await Promise.all(Array.from({ length: 6 }, (_, i) => addRevision(t, id, `revision ${i}`)));
    const details = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision,metadata` })).json<
      DataFileWith<'currentRevision' | 'metadata'>
    >();
    expect(details.metadata.revisionCount).toBe(7);
    // Revisions that commit one after the other (each one locks the data file) make the last one current.
    expect(details.currentRevision.dataFileRevisionId).toBe(Math.max(...added));
  });
});
