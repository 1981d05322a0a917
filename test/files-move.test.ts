import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { File, FileList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { fileCountOf, filesUrl, newFileSet, sha256, upload } from './helpers/files.js';
import { type SeedEntry, seedEntries } from './helpers/seed-files.js';

/** API.md §2: move and rename (`POST …/files/{fileId}` {path}), and operation 2's cursor across moves. */

const move = (t: TestApp, fs: string, fileId: string, path: unknown, token?: string) =>
  t.call({ method: 'POST', url: `${filesUrl(fs)}/${fileId}`, payload: { path }, ...(token ? { token } : {}) });

async function paths(t: TestApp, fs: string, query = ''): Promise<string[]> {
  const res = await t.call({ method: 'POST', url: `${filesUrl(fs)}/search?limit=1000${query}`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileList>().files.map((f: { path: string }) => f.path);
}

describe('move and rename', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
  });
  afterAll(async () => t.close());

  it('renames a file: same id, content and hash, new path and name; the old path is gone', async () => {
    const file = (await upload(t, fs, { dir: 'docs', content: 'hello', filename: 'a.txt' })).json<File>();
    const res = await move(t, fs, file.id, 'docs/b.txt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, path: 'docs/b.txt', name: 'b.txt', hash: sha256('hello'), created: file.created });
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=docs/a.txt` })).statusCode).toBe(404);
    const download = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=docs/b.txt` });
    expect(download.body).toBe('hello');
    expect(download.headers['content-disposition']).toContain('b.txt');
  });

  it('moves a directory with everything below it, creating missing parents; ids stay and searches see the new tree', async () => {
    const one = (await upload(t, fs, { dir: 'src/deep', content: '1', filename: 'one.txt' })).json<File>();
    const two = (await upload(t, fs, { dir: 'src', content: '2', filename: 'Two.TXT' })).json<File>();
    const dir = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=src` })).json<File>();
    const count = await fileCountOf(t, fs);
    const res = await move(t, fs, dir.id, 'archive/2026/src');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: dir.id, path: 'archive/2026/src', name: 'src', fileType: 'DIRECTORY' });
    expect(await paths(t, fs, '&directoryPath=archive')).toEqual([
      'archive/2026',
      'archive/2026/src',
      'archive/2026/src/Two.TXT',
      'archive/2026/src/deep',
      'archive/2026/src/deep/one.txt',
    ]);
    expect(await paths(t, fs, '&directoryPath=archive/2026/src&immediateChildren=true')).toEqual([
      'archive/2026/src/Two.TXT',
      'archive/2026/src/deep',
    ]);
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${one.id}` })).json<File>().path).toBe('archive/2026/src/deep/one.txt');
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${two.id}` })).json<File>().path).toBe('archive/2026/src/Two.TXT');
    expectError(await t.call({ method: 'POST', url: `${filesUrl(fs)}/search?directoryPath=src`, payload: {} }), 404, 'DIRECTORY_NOT_FOUND');
    // LIKE reads the lower-cased copy of the path, which moved too.
    const like = await t.call({
      method: 'POST',
      url: `${filesUrl(fs)}/search`,
      payload: { filters: [{ field: 'path', operator: 'LIKE', value: ['2026/SRC/two'] }] },
    });
    expect(like.json<FileList>().files.map((f: { id: string }) => f.id)).toEqual([two.id]);
    expect(await fileCountOf(t, fs)).toBe(count);
  });

  it('a move onto the same path changes nothing', async () => {
    const file = (await upload(t, fs, { content: 'same', filename: 'same.txt' })).json<File>();
    const res = await move(t, fs, file.id, '/same.txt/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<File>().path).toBe('same.txt');
  });

  it('an existing target is 409; so is a parent that is a file', async () => {
    const a = (await upload(t, fs, { dir: 'c', content: 'a', filename: 'a.txt' })).json<File>();
    await upload(t, fs, { dir: 'c', content: 'b', filename: 'b.txt' });
    expectError(await move(t, fs, a.id, 'c/b.txt'), 409, 'PATH_CONFLICT');
    expectError(await move(t, fs, a.id, 'c'), 409, 'PATH_CONFLICT');
    expectError(await move(t, fs, a.id, 'c/b.txt/inside.txt'), 409, 'PATH_CONFLICT');
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${a.id}` })).json<File>().path).toBe('c/a.txt');
  });

  it('bad input: into itself, the root, bad paths, unknown members, bad ids', async () => {
    const dir = (await upload(t, fs, { dir: 'self/inner', content: 'x', filename: 'x.txt' })).json<File>();
    const self = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=self` })).json<File>();
    expect(expectError(await move(t, fs, self.id, 'self/inner/self'), 400, 'VALIDATION_FAILED').message).toMatch(/into itself/);
    expectError(await move(t, fs, dir.id, ''), 400, 'VALIDATION_FAILED');
    expectError(await move(t, fs, dir.id, '/'), 400, 'VALIDATION_FAILED');
    expectError(await move(t, fs, dir.id, 'a/../b'), 400, 'INVALID_PATH');
    expectError(await move(t, fs, dir.id, 'a\u0001b'), 400, 'INVALID_PATH');
    expectError(await move(t, fs, dir.id, 7), 400, 'VALIDATION_FAILED');
    expectError(
      await t.call({ method: 'POST', url: `${filesUrl(fs)}/${dir.id}`, payload: { path: 'y', name: 'z' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await t.call({ method: 'POST', url: `${filesUrl(fs)}/${dir.id}`, payload: {} }), 400, 'VALIDATION_FAILED');
    expectError(await move(t, fs, 'not-a-uuid', 'y'), 400, 'VALIDATION_FAILED');
    expectError(await move(t, fs, '00000000-0000-4000-8000-000000000000', 'y'), 404, 'FILE_NOT_FOUND');
  });

  it('READ may not move (403); no access at all is 404', async () => {
    const file = (await upload(t, fs, { content: 'guarded', filename: 'guarded.txt' })).json<File>();
    const [reader, stranger] = [await t.tokenFor(2), await t.tokenFor(3)];
    const grant = await t.call({
      method: 'POST',
      url: `/api/files/v1/filesets/${fs}/access`,
      payload: { fileSetAccess: [{ entityId: 2, permission: 'READ' }] },
    });
    expect(grant.statusCode).toBe(200);
    expectError(await move(t, fs, file.id, 'moved.txt', reader), 403, 'FORBIDDEN');
    expectError(await move(t, fs, file.id, 'moved.txt', stranger), 404, 'FILESET_NOT_FOUND');
  });
});

interface Seen {
  id: string;
  path: string;
}

/** Walks with `next` at `limit` a page, calling `between(page)` after each page. */
async function walk(t: TestApp, fs: string, query: string, between: (page: number) => Promise<void>): Promise<Seen[]> {
  const seen: Seen[] = [];
  let next: string | undefined;
  for (let page = 1; ; page++) {
    const url = `${filesUrl(fs)}/search?limit=100${query}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    const res = await t.call({ method: 'POST', url, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...res.json<FileList>().files.map((f: Seen) => ({ id: f.id, path: f.path })));
    next = res.json<FileList>().pageContext.next;
    if (!next) return seen;
    await between(page);
  }
}

describe('move during a walk with next (operation 2 cursor rules)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** A file set with `big` holding `size` entries between two neighbours of 500 files each. */
  async function seeded(size: number) {
    const fs = await newFileSet(t);
    const entries: SeedEntry[] = [
      { path: 'a', size: null },
      { path: 'big', size: null },
      { path: 'big/sub', size: null },
      { path: 'z', size: null },
    ];
    for (let i = 0; i < 500; i++) entries.push({ path: `a/f${String(i).padStart(4, '0')}`, size: i });
    for (let i = 0; i < size - 2; i++) entries.push({ path: `big/${i % 2 ? 'sub/' : ''}e${String(i).padStart(5, '0')}`, size: i });
    for (let i = 0; i < 500; i++) entries.push({ path: `z/f${String(i).padStart(4, '0')}`, size: i });
    const rows = await seedEntries(t.services, fs, entries);
    return { fs, rows, bigId: rows.find((r) => r.path === 'big')!.id };
  }

  function expectExactlyOnce(seen: Seen[], rows: { id: string; path: string }[], newPrefixes: string[]) {
    const counts = new Map<string, number>();
    for (const s of seen) counts.set(s.id, (counts.get(s.id) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    const missing = rows.filter((r) => !counts.has(r.id)).map((r) => r.path);
    expect(missing).toEqual([]);
    const byId = new Map(rows.map((r) => [r.id, r.path]));
    for (const s of seen) {
      const old = byId.get(s.id)!;
      const moved = old === 'big' || old.startsWith('big/');
      if (!moved) expect(s.path).toBe(old);
      else expect([old, ...newPrefixes.map((p) => p + old.slice(3))]).toContain(s.path);
    }
  }

  it('a directory of 2,000 entries moved back and forth while a walk is inside it: every entry once', async () => {
    const { fs, rows, bigId } = await seeded(2000);
    // Page 8 ends inside big/; it then moves behind the walk (b…), later ahead of it (y…), and back.
    const seen = await walk(t, fs, '', async (page) => {
      if (page === 8) expect((await move(t, fs, bigId, 'b/moved')).statusCode).toBe(200);
      if (page === 12) expect((await move(t, fs, bigId, 'y/moved')).statusCode).toBe(200);
      if (page === 20) expect((await move(t, fs, bigId, 'big')).statusCode).toBe(200);
    });
    // The directories the moves created (b, y) are new: they did not exist throughout.
    expectExactlyOnce(
      seen.filter((s) => s.path !== 'b' && s.path !== 'y'),
      rows,
      ['b/moved', 'y/moved', 'big'],
    );
  });

  it('a walk of the moved directory itself goes on after it moved', async () => {
    const { fs, rows, bigId } = await seeded(600);
    const inside = rows.filter((r) => r.path.startsWith('big/'));
    const seen = await walk(t, fs, '&directoryPath=big', async (page) => {
      if (page === 2) expect((await move(t, fs, bigId, 'elsewhere')).statusCode).toBe(200);
    });
    expectExactlyOnce(seen, inside, ['elsewhere']);
  });

  it("a file renamed to a path behind the walk's position is still seen once, under its new path", async () => {
    const { fs, rows } = await seeded(300);
    const target = rows.find((r) => r.path === 'a/f0400')!;
    const seen = await walk(t, fs, '', async (page) => {
      if (page === 1) expect((await move(t, fs, target.id, 'a/aaaa-renamed')).statusCode).toBe(200);
    });
    expect(seen.filter((s) => s.id === target.id)).toEqual([{ id: target.id, path: 'a/aaaa-renamed' }]);
  });
});
