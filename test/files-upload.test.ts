import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { File } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { FILE_KEYS, fileCountOf, filesUrl, newFileSet, put, sha256, upload } from './helpers/files.js';

/** API.md §2: the upload route (multipart), directories, overwrite, content types, limits. */

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('upload: where the entry goes', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
  });
  afterAll(async () => t.close());

  it('takes the directory from a createFileRequest JSON part and the name from the filename', async () => {
    const res = await upload(t, fs, { dir: 'in/part', content: 'x', filename: 'one.txt' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ path: 'in/part/one.txt', name: 'one.txt' });
  });

  it('takes createFileRequest as a query parameter', async () => {
    const body = multipart([{ name: 'file', value: 'x', filename: 'two.txt' }]);
    const q = encodeURIComponent(JSON.stringify({ directoryPath: 'in/query', name: 'renamed.txt' }));
    const res = await t.call({ method: 'POST', url: `${filesUrl(fs)}?createFileRequest=${q}`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ path: 'in/query/renamed.txt', name: 'renamed.txt' });
  });

  it('takes a plain directoryPath form field', async () => {
    const body = multipart([
      { name: 'directoryPath', value: 'in/field' },
      { name: 'file', value: 'x', filename: 'three.txt' },
    ]);
    const res = await t.call({ method: 'POST', url: filesUrl(fs), ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<File>().path).toBe('in/field/three.txt');
  });

  it('takes a plain directoryPath query parameter', async () => {
    const body = multipart([{ name: 'file', value: 'x', filename: 'four.txt' }]);
    const res = await t.call({ method: 'POST', url: `${filesUrl(fs)}?directoryPath=in/q2`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<File>().path).toBe('in/q2/four.txt');
  });

  it('reads createFileRequest even when it follows the file part', async () => {
    const body = multipart([
      { name: 'file', value: 'x', filename: 'late.txt' },
      { name: 'createFileRequest', value: JSON.stringify({ directoryPath: 'in/late' }) },
    ]);
    const res = await t.call({ method: 'POST', url: filesUrl(fs), ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<File>().path).toBe('in/late/late.txt');
  });

  it('lets `name` override the filename and puts the file at the root without a directory', async () => {
    const file = await put(t, fs, { name: 'chosen.csv', content: 'a,b', filename: 'ignored.txt' });
    expect(file).toMatchObject({ path: 'chosen.csv', name: 'chosen.csv' });
  });

  it('normalises the directoryPath (leading, trailing, repeated slashes)', async () => {
    const file = await put(t, fs, { dir: '/norm//deep/', content: 'x', filename: 'n.txt' });
    expect(file.path).toBe('norm/deep/n.txt');
  });

  it('creates the missing directories above a file', async () => {
    await put(t, fs, { dir: 'a/b', content: 'c', filename: 'c.txt' });
    for (const dir of ['a', 'a/b']) {
      const res = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=${dir}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        path: dir,
        fileType: 'DIRECTORY',
        size: null,
        hash: null,
        hashAlgorithm: null,
        contentType: null,
        downloadUrl: null,
      });
    }
  });

  it('creates a directory and its missing parents when there is no file part (201, then 200)', async () => {
    const first = await upload(t, fs, { dir: 'made/x/y' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ path: 'made/x/y', name: 'y', fileType: 'DIRECTORY', size: null });
    expect(Object.keys(first.json()).sort()).toEqual(FILE_KEYS);
    const parent = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=made/x` });
    expect(parent.json<File>().fileType).toBe('DIRECTORY');
    const again = await upload(t, fs, { dir: 'made/x/y' });
    expect(again.statusCode).toBe(200);
    expect(again.json<File>().id).toBe(first.json<File>().id);
  });

  it('creates the directory directoryPath/name when a name comes without a file part', async () => {
    const res = await upload(t, fs, { dir: 'named', name: 'child' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ path: 'named/child', name: 'child', fileType: 'DIRECTORY' });
    const atRoot = await upload(t, fs, { name: 'top-level-dir' });
    expect(atRoot.statusCode, atRoot.body).toBe(201);
    expect(atRoot.json()).toMatchObject({ path: 'top-level-dir', fileType: 'DIRECTORY' });
  });

  it('does not count directories in fileCount', async () => {
    const other = await newFileSet(t);
    await put(t, other, { dir: 'only/dirs' });
    await put(t, other, { dir: 'p/q', content: 'x', filename: 'f.txt' });
    expect(await fileCountOf(t, other)).toBe(1);
  });

  it('refuses a directory upload with no directoryPath (the root exists)', async () => {
    expectError(await upload(t, fs, {}), 400, 'VALIDATION_FAILED');
  });
});

describe('upload: the File it answers', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
  });
  afterAll(async () => t.close());

  it('fills every field: hash, size, created, createdBy, downloadUrl', async () => {
    const before = Date.now();
    const res = await upload(t, fs, { dir: 'r', content: 'hello world', filename: 'h.txt', contentType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<File>();
    expect(Object.keys(file).sort()).toEqual(FILE_KEYS);
    expect(file.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(file).toMatchObject({
      path: 'r/h.txt',
      name: 'h.txt',
      fileType: 'TEXT',
      contentType: 'text/plain',
      size: 11,
      createdBy: 1,
      hash: sha256('hello world'),
      hashAlgorithm: 'SHA_256_HEX',
      connectorKey: null,
      indexStatus: null,
      indexReason: null,
    });
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(file.created).toMatch(ISO_MS);
    expect(Date.parse(file.created)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(file.created)).toBeLessThanOrEqual(Date.now());
    expect(file.downloadUrl).toBe(`http://localhost:80/api/files/v1/filesets/${fs}/files/${file.id}/download`);
    const dl = await t.call({ method: 'GET', url: new URL(file.downloadUrl!).pathname });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe('hello world');
  });

  it('records the uploading user as createdBy', async () => {
    const token = await t.tokenFor(7);
    const own = await newFileSet(t, token);
    const res = await upload(t, own, { content: 'x', filename: 'mine.txt', token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<File>().createdBy).toBe(7);
  });

  it('stores binary content byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const file = await put(t, fs, { content: bytes, filename: 'all.bin', contentType: 'application/octet-stream' });
    expect(file).toMatchObject({ size: 256, hash: sha256(bytes) });
    const dl = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download` });
    expect(dl.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores an empty file', async () => {
    const file = await put(t, fs, { content: '', filename: 'empty.txt' });
    expect(file).toMatchObject({ size: 0, hash: sha256('') });
  });

  it('overwrites an existing path: 200, same id and created, new hash and size, fileCount unchanged, old blob gone', async () => {
    const own = await newFileSet(t);
    const first = await upload(t, own, { dir: 'o', content: 'first version', filename: 'v.txt' });
    expect(first.statusCode).toBe(201);
    const count = await fileCountOf(t, own);
    const blobs = (await blobKeys(t.dataDir)).length;
    const second = await upload(t, own, { dir: 'o', content: 'second, longer version', filename: 'v.txt' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json<File>().id,
      created: first.json<File>().created,
      size: 22,
      hash: sha256('second, longer version'),
    });
    expect(await fileCountOf(t, own)).toBe(count);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
    const dl = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${own}/path/download?path=o/v.txt` });
    expect(dl.body).toBe('second, longer version');
  });

  it('keeps one entry, one blob and an exact fileCount under concurrent uploads', async () => {
    const own = await newFileSet(t);
    const blobs = (await blobKeys(t.dataDir)).length;
    const same = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(t, own, { dir: 'c/d', content: `v${i}`, filename: 'same.txt' })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(same.map((r) => r.json<File>().id)).size).toBe(1);
    const apart = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(t, own, { dir: 'c/e', content: `v${i}`, filename: `${i}.txt` })),
    );
    expect(apart.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await fileCountOf(t, own)).toBe(9);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs + 9);
    const dirs = await Promise.all(Array.from({ length: 4 }, () => upload(t, own, { dir: 'c/e' })));
    expect(dirs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('uses STOWAGE_PUBLIC_URL for downloadUrl when set', async () => {
    const p = await startTestApp({ STOWAGE_PUBLIC_URL: 'https://files.example.com/stowage/' });
    try {
      const own = await newFileSet(p);
      const file = await put(p, own, { content: 'x', filename: 'p.txt' });
      expect(file.downloadUrl).toBe(`https://files.example.com/stowage/api/files/v1/filesets/${own}/files/${file.id}/download`);
    } finally {
      await p.close();
    }
  });
});

describe('upload: content type and fileType', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
  });
  afterAll(async () => t.close());

  const cases: [string, string | undefined, string, string][] = [
    // filename, declared type, stored contentType, fileType
    ['notes.txt', 'text/plain', 'text/plain', 'TEXT'],
    ['data.json', undefined, 'application/json', 'TEXT'],
    ['report.pdf', undefined, 'application/pdf', 'DOCUMENT'],
    ['report2.pdf', 'application/octet-stream', 'application/pdf', 'DOCUMENT'],
    ['sheet.xlsx', undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'DOCUMENT'],
    ['photo.png', undefined, 'image/png', 'IMAGE'],
    ['song.mp3', undefined, 'audio/mpeg', 'AUDIO'],
    ['clip.mp4', undefined, 'video/mp4', 'VIDEO'],
    ['archive.zip', undefined, 'application/zip', 'OTHER'],
    ['mystery.zzqq', 'application/octet-stream', 'application/octet-stream', 'UNKNOWN'],
    ['noext', 'application/octet-stream', 'application/octet-stream', 'UNKNOWN'],
    // A part without Content-Type is text/plain (RFC 7578) when the name says nothing more.
    ['mystery2.zzqq', undefined, 'text/plain', 'TEXT'],
    ['README', 'text/plain', 'text/plain', 'TEXT'],
    // A declared type other than the multipart default wins over the name.
    ['declared.bin', 'image/jpeg', 'image/jpeg', 'IMAGE'],
    ['photo2.png', 'application/zip', 'application/zip', 'OTHER'],
    // The multipart parser hands over the media type without its parameters.
    ['page.txt', 'text/html; charset=utf-8', 'text/html', 'TEXT'],
  ];

  for (const [filename, declared, contentType, fileType] of cases) {
    it(`${filename} declared as ${declared ?? '(nothing)'} → ${contentType}, ${fileType}`, async () => {
      const file = await put(t, fs, { content: 'x', filename, ...(declared ? { contentType: declared } : {}) });
      expect(file).toMatchObject({ contentType, fileType });
      const dl = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download` });
      expect(dl.headers['content-type']).toBe(contentType);
    });
  }
});
