import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { File, FileList } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { fileCountOf, filesUrl, newFileSet, put } from './helpers/files.js';

/** API.md §2: reading one File (by id, by path), downloading its bytes, deleting entries. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('read one File', () => {
  let t: TestApp;
  let fs: string;
  let file: Awaited<ReturnType<typeof put>>;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    file = await put(t, fs, { dir: 'a/b', content: 'content', filename: 'c.txt' });
  });
  afterAll(async () => t.close());

  it('gets by id the same File the upload answered', async () => {
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(file);
  });

  it('accepts an upper-case id', async () => {
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id.toUpperCase()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<File>().id).toBe(file.id);
  });

  it('gets by path, with leading, trailing and repeated slashes normalised away', async () => {
    for (const path of ['a/b/c.txt', '/a/b/c.txt', 'a//b///c.txt', 'a/b/c.txt/', '//a/b/c.txt//']) {
      const res = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=${encodeURIComponent(path)}` });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual(file);
    }
  });

  it('gets a directory by path', async () => {
    const res = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=a/b` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ path: 'a/b', name: 'b', fileType: 'DIRECTORY', downloadUrl: null });
  });

  it('answers 404 FILE_NOT_FOUND to an unknown id or path', async () => {
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${UNKNOWN_ID}` }), 404, 'FILE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=a/b/nope.txt` }), 404, 'FILE_NOT_FOUND');
    // Paths are case-sensitive.
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=A/b/c.txt` }), 404, 'FILE_NOT_FOUND');
  });

  it('answers 404 FILE_NOT_FOUND to an id of another file set', async () => {
    const other = await newFileSet(t);
    expectError(await t.call({ method: 'GET', url: `${filesUrl(other)}/${file.id}` }), 404, 'FILE_NOT_FOUND');
  });

  it('answers 400 VALIDATION_FAILED naming fileId to an id that is not a UUID', async () => {
    for (const id of ['nope', '123', `${UNKNOWN_ID}x`]) {
      const error = expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${id}` }), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain('fileId');
    }
  });

  it('answers 400 to a missing or empty path', async () => {
    const missing = expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path` }), 400, 'VALIDATION_FAILED');
    expect(missing.message).toContain('path');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=` }), 400, 'VALIDATION_FAILED');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=/` }), 400, 'VALIDATION_FAILED');
  });

  it('answers 400 INVALID_PATH to `.`/`..` segments and control characters in path', async () => {
    for (const path of ['a/../a/b/c.txt', './a', 'a/b/.', 'a%00b', 'a%0Ab']) {
      expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=${path}` }), 400, 'INVALID_PATH');
    }
  });

  it('answers 404 FILESET_NOT_FOUND to an unknown file set and 400 to a filesetId that is not a UUID', async () => {
    expectError(await t.call({ method: 'GET', url: `${filesUrl(UNKNOWN_ID)}/${file.id}` }), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${UNKNOWN_ID}/path?path=a` }), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${filesUrl('bad')}/${file.id}` }), 400, 'VALIDATION_FAILED');
    expectError(await t.call({ method: 'GET', url: '/api/files/v1/filesets/bad/path?path=a' }), 400, 'VALIDATION_FAILED');
  });
});

describe('delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('deletes a file by id (204), then it is gone, fileCount drops and its blob is removed', async () => {
    const fs = await newFileSet(t);
    const keep = await put(t, fs, { content: 'keep', filename: 'keep.txt' });
    const doomed = await put(t, fs, { content: 'doomed', filename: 'doomed.txt' });
    expect(await fileCountOf(t, fs)).toBe(2);
    const blobs = (await blobKeys(t.dataDir)).length;
    const res = await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${doomed.id}` });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${doomed.id}` }), 404, 'FILE_NOT_FOUND');
    expect(await fileCountOf(t, fs)).toBe(1);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs - 1);
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${keep.id}/download` })).body).toBe('keep');
    expectError(await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${doomed.id}` }), 404, 'FILE_NOT_FOUND');
  });

  it('deletes by path, normalising it', async () => {
    const fs = await newFileSet(t);
    await put(t, fs, { dir: 'x', content: 'x', filename: 'y.txt' });
    const res = await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=/x//y.txt/` });
    expect(res.statusCode, res.body).toBe(204);
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=x/y.txt` }), 404, 'FILE_NOT_FOUND');
    expect(await fileCountOf(t, fs)).toBe(0);
    // The directory stays.
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=x` })).statusCode).toBe(200);
  });

  it('deletes a directory with everything below it, and nothing beside it', async () => {
    const fs = await newFileSet(t);
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    for (const [dir, name] of [
      ['a/b', '1.txt'],
      ['a/b', '2.txt'],
      ['a/b/c/d', '3.txt'],
      ['a', 'b.txt'],
      ['a', 'b0.txt'],
      ['a/b-sibling', '4.txt'],
      ['a/bc', '5.txt'],
    ] as const) {
      await put(t, fs, { dir, content: `${dir}/${name}`, filename: name });
    }
    await put(t, fs, { dir: 'a/b/empty' });
    expect(await fileCountOf(t, fs)).toBe(7);
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore + 7);
    const res = await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=a/b` });
    expect(res.statusCode, res.body).toBe(204);
    expect(await fileCountOf(t, fs)).toBe(4);
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore + 4);
    const list = await t.call({ method: 'POST', url: `${filesUrl(fs)}/search`, payload: {} });
    expect(list.json<FileList>().files.map((f: { path: string }) => f.path)).toEqual([
      'a',
      'a/b-sibling',
      'a/b-sibling/4.txt',
      'a/b.txt',
      'a/b0.txt',
      'a/bc',
      'a/bc/5.txt',
    ]);
  });

  it('deletes a directory by id', async () => {
    const fs = await newFileSet(t);
    await put(t, fs, { dir: 'd/e', content: 'x', filename: 'f.txt' });
    const dir = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=d` })).json<File>();
    expect((await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${dir.id}` })).statusCode).toBe(204);
    expect(await fileCountOf(t, fs)).toBe(0);
    expect((await t.call({ method: 'POST', url: `${filesUrl(fs)}/search`, payload: {} })).json<FileList>().files).toEqual([]);
  });

  it('keeps fileCount exact through uploads, overwrites and deletes', async () => {
    const fs = await newFileSet(t);
    for (let i = 0; i < 5; i++) await put(t, fs, { dir: 'n', content: `v${i}`, filename: `${i}.txt` });
    await put(t, fs, { dir: 'n', content: 'again', filename: '0.txt' });
    expect(await fileCountOf(t, fs)).toBe(5);
    await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=n/1.txt` });
    expect(await fileCountOf(t, fs)).toBe(4);
    await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=n` });
    expect(await fileCountOf(t, fs)).toBe(0);
  });

  it('answers 400 to deleting the root, a missing path, or a non-UUID id', async () => {
    const fs = await newFileSet(t);
    await put(t, fs, { content: 'x', filename: 'x.txt' });
    for (const q of ['?path=', '?path=/', '?path=//', '']) {
      expectError(await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path${q}` }), 400, 'VALIDATION_FAILED');
    }
    expectError(await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=..` }), 400, 'INVALID_PATH');
    const error = expectError(await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/nope` }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('fileId');
    expect(await fileCountOf(t, fs)).toBe(1);
  });

  it('answers 404 to an unknown file or file set', async () => {
    const fs = await newFileSet(t);
    expectError(await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${UNKNOWN_ID}` }), 404, 'FILE_NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=none` }), 404, 'FILE_NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `${filesUrl(UNKNOWN_ID)}/${UNKNOWN_ID}` }), 404, 'FILESET_NOT_FOUND');
  });
});
