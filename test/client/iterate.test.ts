import { type FileSetSearchBody, unwrap } from '@stowage/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { clientOf, listen } from '../helpers/client.js';
import { type SeedEntry, seedEntries } from '../helpers/seed-files.js';

// The client's iterators against a real server: operation 2's `next` cursors over 10,000 entries
// (seeded through the repository: 10,000 uploads would take minutes), and offset pages (operation 1).

describe('client iterators', () => {
  let t: TestApp;
  let base: string;
  const requests: string[] = [];
  const counting = () => {
    const client = clientOf(base, t.admin);
    client.api.use({
      onRequest: ({ schemaPath }) => {
        requests.push(schemaPath);
        return undefined;
      },
    });
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('walks 10,000 entries by next cursors, each once, in path order', async () => {
    const client = counting();
    const { id } = await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name: 'ten thousand' } }));
    const entries: SeedEntry[] = [];
    for (let d = 0; d < 100; d++) {
      const dir = `d${String(d).padStart(2, '0')}`;
      entries.push({ path: dir, size: null });
      for (let f = 0; f < 99; f++) entries.push({ path: `${dir}/f${String(f).padStart(2, '0')}.bin`, size: f });
    }
    await seedEntries(t.services, id, entries);
    requests.length = 0;

    const paths: string[] = [];
    for await (const entry of client.files.iterate(id)) paths.push(entry.path);
    expect(paths).toHaveLength(10_000);
    expect(paths).toEqual(entries.map((e) => e.path).sort());
    expect(requests).toEqual(Array(10).fill('/api/files/v1/filesets/{filesetId}/files/search'));

    // A filtered walk of one directory's direct children, in small pages; leaving early fetches no more.
    requests.length = 0;
    const some: string[] = [];
    for await (const entry of client.files.iterate(id, {
      directoryPath: 'd42',
      immediateChildren: true,
      pageSize: 7,
      body: { filters: [{ field: 'size', operator: 'GREATER_THAN_OR_EQUAL', value: [90] }], fieldSort: [{ field: 'size', order: 'DESC' }] },
    }))
      some.push(entry.name);
    expect(some).toEqual(['f98.bin', 'f97.bin', 'f96.bin', 'f95.bin', 'f94.bin', 'f93.bin', 'f92.bin', 'f91.bin', 'f90.bin']);
    expect(requests).toHaveLength(2);
    requests.length = 0;
    for await (const entry of client.files.iterate(id, { pageSize: 100 })) if (entry.path === 'd01') break;
    expect(requests).toHaveLength(2);
  });

  it('walks operation 1 by offset pages to its total', async () => {
    const client = counting();
    const names = ['pages a', 'pages b', 'pages c', 'pages d', 'pages e'];
    for (const name of names) await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name } }));
    requests.length = 0;
    const seen: string[] = [];
    const body: FileSetSearchBody = {
      filters: [{ field: 'name', operator: 'LIKE', value: ['pages '] }],
      fieldSort: [{ field: 'name', order: 'DESC' }],
    };
    for await (const set of client.fileSets.iterate(body, { pageSize: 2 })) seen.push(set.name);
    expect(seen).toEqual([...names].reverse());
    // 2 + 2 + 1: the short last page ends the walk.
    expect(requests).toHaveLength(3);
    await expect(client.fileSets.iterate(body, { pageSize: 1001 }).next()).rejects.toThrow(RangeError);
  });
});
