import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { FileList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { FILE_KEYS, TREE_PATHS, filesUrl, newFileSet, put, search, searchPaths, uploadTree } from './helpers/files.js';

/** Operation 2 (API.md §1, §2): scope, order, sort, limits and cursor paging. Filters: files-search-filters. */

interface Entry {
  path: string;
  size: number | null;
  fileType: string;
  name: string;
  id: string;
}

/** Follows `next` to the end; returns every page's entries in order. */
async function walk(t: TestApp, fs: string, body: unknown, query: string): Promise<{ paths: string[]; pages: number }> {
  const paths: string[] = [];
  let next: string | undefined;
  let pages = 0;
  do {
    const res = await search(t, fs, body, `${query}${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const { files, pageContext } = res.json<FileList>();
    paths.push(...files.map((f: Entry) => f.path));
    next = pageContext.next;
    pages++;
    if (next) expect(files.length).toBe(pageContext.limit);
  } while (next && pages < 100);
  return { paths, pages };
}

describe('operation 2: scope and order', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    await uploadTree(t, fs);
  });
  afterAll(async () => t.close());

  it('lists every entry at any depth, files and directories, by path ASC (code point) by default', async () => {
    const res = await search(t, fs, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FileList>();
    expect(Object.keys(body).sort()).toEqual(['files', 'pageContext']);
    expect(body.files.map((f: Entry) => f.path)).toEqual(TREE_PATHS);
    for (const f of body.files) expect(Object.keys(f).sort()).toEqual(FILE_KEYS);
    expect(body.pageContext).toEqual({ limit: 100 });
  });

  it('treats an empty body, no body and null/[] members as "none"', async () => {
    const none = await t.call({ method: 'POST', url: `${filesUrl(fs)}/search` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<FileList>().files).toHaveLength(TREE_PATHS.length);
    expect(await searchPaths(t, fs, { filters: null, fieldSort: [], dateFilters: null })).toEqual(TREE_PATHS);
  });

  it('scopes to everything below directoryPath at any depth, without the directory itself', async () => {
    const below = TREE_PATHS.filter((p) => p.startsWith('docs/'));
    for (const dir of ['docs', '/docs', 'docs/', '//docs//']) {
      expect(await searchPaths(t, fs, {}, `directoryPath=${encodeURIComponent(dir)}`), dir).toEqual(below);
    }
    expect(await searchPaths(t, fs, {}, 'directoryPath=docs/sub')).toEqual(['docs/sub/deep.json']);
    expect(await searchPaths(t, fs, {}, 'directoryPath=empty')).toEqual([]);
  });

  it('an empty directoryPath is the root', async () => {
    expect(await searchPaths(t, fs, {}, 'directoryPath=')).toEqual(TREE_PATHS);
    expect(await searchPaths(t, fs, {}, 'directoryPath=/')).toEqual(TREE_PATHS);
  });

  it('immediateChildren=true lists only the direct children', async () => {
    expect(await searchPaths(t, fs, {}, 'immediateChildren=true')).toEqual(['data.zip', 'docs', 'empty', 'images', 'root.csv']);
    expect(await searchPaths(t, fs, {}, 'directoryPath=docs&immediateChildren=true')).toEqual([
      'docs/100%_done.txt',
      'docs/Report_2024.pdf',
      'docs/a_b.txt',
      'docs/axb.txt',
      'docs/readme.txt',
      'docs/sub',
    ]);
    expect(await searchPaths(t, fs, {}, 'directoryPath=docs&immediateChildren=false')).toEqual(
      TREE_PATHS.filter((p) => p.startsWith('docs/')),
    );
  });

  it('answers 404 DIRECTORY_NOT_FOUND to a directoryPath that does not exist or is a file', async () => {
    for (const dir of ['nope', 'docs/nope', 'docs/readme.txt', 'DOCS']) {
      const error = expectError(await search(t, fs, {}, `directoryPath=${encodeURIComponent(dir)}`), 404, 'DIRECTORY_NOT_FOUND');
      expect(error.message).toContain(dir);
    }
  });

  it('answers 400 INVALID_PATH to `.`/`..` segments and control characters in directoryPath', async () => {
    for (const dir of ['.', '..', 'docs/..', 'docs/./sub', 'docs%00', 'docs%1Fsub']) {
      const error = expectError(await search(t, fs, {}, `directoryPath=${dir}`), 400, 'INVALID_PATH');
      expect(error.message).toContain('directoryPath');
    }
  });

  it('sorts by several fields, DESC, with nulls last in either order, id breaking ties', async () => {
    const bySizeDesc = (await search(t, fs, { fieldSort: [{ field: 'size', order: 'DESC' }] }, 'limit=1000')).json<FileList>().files;
    const sizes = bySizeDesc.map((f) => f.size);
    expect(sizes.slice(0, 3)).toEqual([1000, 500, 60]);
    expect(sizes.slice(-4)).toEqual([null, null, null, null]);
    // Ties, nulls included, go by id in the sort's direction (docs/decisions.md, "Search order").
    const dirIds = bySizeDesc.slice(-4).map((f) => f.id);
    expect(dirIds).toEqual([...dirIds].sort().reverse());
    const bySizeAsc = (await search(t, fs, { fieldSort: [{ field: 'size', order: 'ASC' }] })).json<FileList>().files;
    expect(bySizeAsc.map((f) => f.size)).toEqual([2, 2, 3, 5, 5, 8, 50, 60, 500, 1000, null, null, null, null]);
    expect(bySizeAsc.slice(-4).map((f) => f.id)).toEqual([...dirIds].reverse());
    const twos = bySizeAsc.filter((f) => f.size === 2).map((f) => f.id);
    expect(twos).toEqual([...twos].sort());
    expect(bySizeDesc.filter((f) => f.size === 2).map((f) => f.id)).toEqual([...twos].reverse());

    const multi = (
      await search(t, fs, {
        fieldSort: [
          { field: 'fileType', order: 'ASC' },
          { field: 'name', order: 'DESC' },
        ],
      })
    ).json<FileList>().files;
    const expected = [...multi].sort((a, b) =>
      a.fileType < b.fileType ? -1 : a.fileType > b.fileType ? 1 : a.name < b.name ? 1 : a.name > b.name ? -1 : 0,
    );
    expect(multi.map((f) => f.path)).toEqual(expected.map((f) => f.path));
    expect(multi[0]!.fileType).toBe('DIRECTORY');
    expect(multi.filter((f) => f.fileType === 'DIRECTORY').map((f) => f.name)).toEqual(['sub', 'images', 'empty', 'docs']);
  });

  it('sorts text by code point, with order null meaning ASC', async () => {
    const names = await search(t, fs, { fieldSort: [{ field: 'name', order: null }] }, 'directoryPath=images');
    expect(names.json<FileList>().files.map((f: Entry) => f.name)).toEqual(['photo.png', 'Ünïcode.PNG']);
    const byContentType = (await search(t, fs, { fieldSort: [{ field: 'contentType' }] })).json<FileList>().files as {
      contentType: string | null;
    }[];
    const types = byContentType.map((f) => f.contentType);
    expect(types.slice(-4)).toEqual([null, null, null, null]);
    const present = types.slice(0, -4) as string[];
    expect(present).toEqual([...present].sort());
  });

  it('sorts by created and createdBy', async () => {
    const byCreated = (await search(t, fs, { fieldSort: [{ field: 'created', order: 'DESC' }] })).json<FileList>().files as {
      created: string;
      path: string;
    }[];
    const times = byCreated.map((f) => Date.parse(f.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(byCreated[0]!.path).toBe('data.zip');
    const byUser = (await search(t, fs, { fieldSort: [{ field: 'createdBy', order: 'DESC' }] })).json<FileList>().files as {
      createdBy: number;
      path: string;
    }[];
    // User 2 uploaded the two images, and so created their directory.
    expect(
      byUser
        .slice(0, 3)
        .map((f) => f.path)
        .sort(),
    ).toEqual(['images', 'images/photo.png', 'images/Ünïcode.PNG']);
    expect(byUser.slice(0, 3).map((f) => f.createdBy)).toEqual([2, 2, 2]);
  });

  it('answers 400 naming the allowed values to a bad fieldSort', async () => {
    const cases: [unknown, string][] = [
      [{ fieldSort: [{ field: 'hash' }] }, 'allowed values: path, name, fileType, contentType, size, createdBy, created (got "hash")'],
      [{ fieldSort: [{ field: 'nope', order: 'ASC' }] }, 'allowed'],
      [{ fieldSort: [{ field: 'name', order: 'UP' }] }, 'ASC, DESC'],
      [{ fieldSort: [{ field: 'name' }, { field: 'name', order: 'DESC' }] }, 'name'],
      [{ fieldSort: 'name' }, 'fieldSort'],
      [{ fieldSort: ['name'] }, 'fieldSort'],
    ];
    for (const [body, text] of cases) {
      const error = expectError(await search(t, fs, body), 400, 'VALIDATION_FAILED');
      expect(error.message, JSON.stringify(body)).toContain(text);
    }
  });

  it('answers 400 to limit outside 1..1000 or not an integer, and to a bad immediateChildren', async () => {
    for (const q of ['limit=0', 'limit=1001', 'limit=-1', 'limit=abc', 'limit=2.5', 'immediateChildren=maybe']) {
      const error = expectError(await search(t, fs, {}, q), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain(q.split('=')[0]);
    }
    expect((await search(t, fs, {}, 'limit=1000')).statusCode).toBe(200);
    expect((await search(t, fs, {}, 'limit=1')).json<FileList>().files).toHaveLength(1);
  });

  it('answers 404 to an unknown file set and 400 to a filesetId that is not a UUID', async () => {
    expectError(await search(t, '00000000-0000-4000-8000-000000000000', {}), 404, 'FILESET_NOT_FOUND');
    expect(expectError(await search(t, 'nope', {}), 400, 'VALIDATION_FAILED').message).toContain('filesetId');
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const url = `${filesUrl(fs)}/search`;
    const headers = { 'content-type': 'application/json' };
    expectError(await t.call({ method: 'POST', url, payload: '{"filters": [', headers }), 400, 'INVALID_JSON');
    expectError(await t.call({ method: 'POST', url, payload: '[1,2]', headers }), 400, 'VALIDATION_FAILED');
  });
});

describe('operation 2: cursor paging', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    await uploadTree(t, fs);
  });
  afterAll(async () => t.close());

  const walks: [string, unknown, string, string[] | null][] = [
    ['the default order', {}, '', TREE_PATHS],
    ['size DESC (nulls, ties)', { fieldSort: [{ field: 'size', order: 'DESC' }] }, '', null],
    ['fileType then name DESC', { fieldSort: [{ field: 'fileType' }, { field: 'name', order: 'DESC' }] }, '', null],
    ['contentType ASC (nulls)', { fieldSort: [{ field: 'contentType' }] }, '', null],
    ['a directory at all depths', {}, '&directoryPath=docs', TREE_PATHS.filter((p) => p.startsWith('docs/'))],
    ['immediate children', { fieldSort: [{ field: 'created', order: 'DESC' }] }, '&immediateChildren=true', null],
    ['a filter', { filters: [{ field: 'fileType', operator: 'EQUALS', value: ['TEXT'] }] }, '', null],
  ];
  for (const [label, body, extra, fixed] of walks) {
    for (const limit of [1, 2, 3, 5]) {
      it(`walks ${label} with limit ${limit}: every entry exactly once, in the unpaged order`, async () => {
        const expected = fixed ?? (await searchPaths(t, fs, body, `limit=1000${extra}`));
        const { paths, pages } = await walk(t, fs, body, `limit=${limit}${extra}`);
        expect(paths).toEqual(expected);
        expect(pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
      });
    }
  }

  it('gives no next on the last page, and treats an empty next as absent', async () => {
    const res = await search(t, fs, {}, 'limit=1000&next=');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FileList>().pageContext).toEqual({ limit: 1000 });
  });

  it('adds total with includeTotal=true, on every page', async () => {
    const body = { filters: [{ field: 'path', operator: 'LIKE', value: ['docs/'] }] };
    const first = (await search(t, fs, body, 'limit=2&includeTotal=true')).json<FileList>();
    expect(first.pageContext).toMatchObject({ limit: 2, total: 7 });
    const second = (
      await search(t, fs, body, `limit=2&includeTotal=true&next=${encodeURIComponent(first.pageContext.next!)}`)
    ).json<FileList>();
    expect(second.pageContext.total).toBe(7);
    expect((await search(t, fs, body, 'limit=2')).json<FileList>().pageContext.total).toBeUndefined();
  });

  it('returns entries that exist throughout a walk exactly once while others are added and removed', async () => {
    const own = await newFileSet(t);
    for (const name of ['b', 'd', 'f', 'h', 'j']) await put(t, own, { content: name, filename: `${name}.txt` });
    const first = (await search(t, own, {}, 'limit=2')).json<FileList>();
    expect(first.files.map((f: Entry) => f.path)).toEqual(['b.txt', 'd.txt']);
    await put(t, own, { content: 'a', filename: 'a.txt' }); // before the cursor
    await put(t, own, { content: 'g', filename: 'g.txt' }); // after it
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${own}/path?path=d.txt` })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${own}/path?path=h.txt` })).statusCode).toBe(204);
    const rest = await search(t, own, {}, `limit=100&next=${encodeURIComponent(first.pageContext.next!)}`);
    expect(rest.json<FileList>().files.map((f: Entry) => f.path)).toEqual(['f.txt', 'g.txt', 'j.txt']);
  });

  it('takes a token with the same query written in another key order', async () => {
    const written = { filters: [{ field: 'fileType', operator: 'IN', value: ['TEXT'] }], fieldSort: [{ field: 'name', order: 'ASC' }] };
    const first = (await search(t, fs, written, 'limit=1')).json<FileList>();
    const next = encodeURIComponent(first.pageContext.next!);
    const reordered = { fieldSort: [{ order: 'ASC', field: 'name' }], filters: [{ value: ['TEXT'], operator: 'IN', field: 'fileType' }] };
    const again = await search(t, fs, reordered, `limit=1&next=${next}`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await search(t, fs, written, `limit=1&next=${next}`)).json<FileList>().files).toEqual(again.json<FileList>().files);
  });

  describe('bad tokens: 400 INVALID_CURSOR', () => {
    let next: string;
    const body = { fieldSort: [{ field: 'name' }] };
    beforeAll(async () => {
      next = (await search(t, fs, body, 'limit=2')).json<FileList>().pageContext.next!;
      expect(next).toEqual(expect.any(String));
    });

    it('refuses garbage and tampered tokens', async () => {
      const [payload, signature] = next.split('.') as [string, string];
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), i: 'x' })).toString(
        'base64url',
      );
      for (const bad of [
        'garbage',
        'a.b',
        'a.b.c',
        `${payload}.${signature.slice(1)}x`,
        `${forged}.${signature}`,
        `${payload}x.${signature}`,
        '%%%',
        '.',
      ]) {
        const error = expectError(await search(t, fs, body, `limit=2&next=${encodeURIComponent(bad)}`), 400, 'INVALID_CURSOR');
        expect(error.message).toContain('next');
      }
    });

    it('refuses a token sent with a different body, directoryPath, immediateChildren or file set', async () => {
      const q = `limit=2&next=${encodeURIComponent(next)}`;
      expectError(await search(t, fs, { fieldSort: [{ field: 'name', order: 'DESC' }] }, q), 400, 'INVALID_CURSOR');
      expectError(await search(t, fs, {}, q), 400, 'INVALID_CURSOR');
      expectError(await search(t, fs, { ...body, filters: [{ field: 'name', operator: 'LIKE', value: ['a'] }] }, q), 400, 'INVALID_CURSOR');
      expectError(await search(t, fs, body, `${q}&directoryPath=docs`), 400, 'INVALID_CURSOR');
      expectError(await search(t, fs, body, `${q}&immediateChildren=true`), 400, 'INVALID_CURSOR');
      const other = await newFileSet(t);
      expectError(await search(t, other, body, q), 400, 'INVALID_CURSOR');
    });

    it('accepts the token with the same search, whatever the limit', async () => {
      const res = await search(t, fs, body, `limit=3&next=${encodeURIComponent(next)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<FileList>().files).toHaveLength(3);
    });
  });
});
