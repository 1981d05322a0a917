import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { File } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { fileCountOf, filesUrl, newFileSet, put, upload } from './helpers/files.js';

/** API.md §2: every refused upload answers its 4xx and leaves no entry and no blob behind. */

describe('upload: bad input', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    await put(t, fs, { dir: 'docs', content: 'x', filename: 'readme.txt' });
  });
  afterAll(async () => t.close());

  it('answers 415 to a body that is not multipart', async () => {
    expectError(await t.call({ method: 'POST', url: filesUrl(fs), payload: { directoryPath: 'a' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(
      await t.call({ method: 'POST', url: filesUrl(fs), payload: 'hello', headers: { 'content-type': 'text/plain' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await t.call({ method: 'POST', url: filesUrl(fs) }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 to a createFileRequest part that is not a JSON object', async () => {
    for (const value of ['{not json', '"a/b"', '[1]', '{"directoryPath": 5}', '{"name": true}']) {
      const body = multipart([
        { name: 'createFileRequest', value },
        { name: 'file', value: 'x', filename: 'f.txt' },
      ]);
      const error = expectError(await t.call({ method: 'POST', url: filesUrl(fs), ...body }), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain('createFileRequest');
    }
  });

  it('answers 400 to a createFileRequest query parameter that is not JSON', async () => {
    const body = multipart([{ name: 'file', value: 'x', filename: 'f.txt' }]);
    const res = await t.call({ method: 'POST', url: `${filesUrl(fs)}?createFileRequest=%7Bbroken`, ...body });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('createFileRequest');
  });

  const badDirs = ['..', 'a/../b', './a', 'a/.', 'a\u0000b', 'a\nb', 'tab\there', 'del\u007f'];
  for (const dir of badDirs) {
    it(`answers 400 INVALID_PATH to directoryPath ${JSON.stringify(dir)}, for a file and a directory`, async () => {
      const count = await fileCountOf(t, fs);
      const error = expectError(await upload(t, fs, { dir, content: 'x', filename: 'f.txt' }), 400, 'INVALID_PATH');
      expect(error.message).toMatch(/^directoryPath: /);
      expectError(await upload(t, fs, { dir }), 400, 'INVALID_PATH');
      expect(await fileCountOf(t, fs)).toBe(count);
    });
  }

  const badNames = ['', '..', '.', 'a/b.txt', '/lead.txt', 'nul\u0000.txt', 'line\nbreak.txt', 'x'.repeat(256)];
  for (const name of badNames) {
    it(`answers 400 INVALID_PATH to name ${JSON.stringify(name.slice(0, 20))}`, async () => {
      const error = expectError(await upload(t, fs, { name, content: 'x', filename: 'f.txt' }), 400, 'INVALID_PATH');
      expect(error.message).toMatch(/^name: /);
    });
  }

  it('answers 400 INVALID_PATH to a bad name for a new directory', async () => {
    for (const name of ['..', 'a/b', 'x\u0000']) expectError(await upload(t, fs, { dir: 'ok', name }), 400, 'INVALID_PATH');
  });

  const malformed: [string, string, string][] = [
    ['garbage', 'multipart/form-data; boundary=zzz', 'garbage'],
    ['no boundary', 'multipart/form-data', '--zzz\r\n'],
    [
      'a file part cut short',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\n\r\nhello',
    ],
    ['a part header cut short', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-da'],
  ];
  for (const [label, contentType, payload] of malformed) {
    it(`answers 400 (not a 500, and without hanging) to a multipart body with ${label}, and stores nothing`, async () => {
      const count = await fileCountOf(t, fs);
      const blobs = (await blobKeys(t.dataDir)).length;
      const res = await t.call({ method: 'POST', url: filesUrl(fs), payload, headers: { 'content-type': contentType } });
      expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('multipart');
      expect(await fileCountOf(t, fs)).toBe(count);
      expect((await blobKeys(t.dataDir)).length).toBe(blobs);
    });
  }

  it('answers 400 to a file part without a filename and without a name', async () => {
    const body = multipart([{ name: 'file', value: 'x', filename: '' }]);
    const error = expectError(await t.call({ method: 'POST', url: filesUrl(fs), ...body }), 400, 'INVALID_PATH');
    expect(error.message).toMatch(/^file part filename: /);
  });

  it('answers 409 PATH_CONFLICT to a file where a directory is', async () => {
    const res = await upload(t, fs, { name: 'docs', content: 'x', filename: 'f.txt' });
    expectError(res, 409, 'PATH_CONFLICT');
  });

  it('answers 409 PATH_CONFLICT to a path that runs through a file', async () => {
    expectError(await upload(t, fs, { dir: 'docs/readme.txt', content: 'x', filename: 'f.txt' }), 409, 'PATH_CONFLICT');
    expectError(await upload(t, fs, { dir: 'docs/readme.txt/deeper' }), 409, 'PATH_CONFLICT');
    expectError(await upload(t, fs, { dir: 'docs/readme.txt' }), 409, 'PATH_CONFLICT');
    const still = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=docs/readme.txt` });
    expect(still.json<File>().fileType).toBe('TEXT');
  });

  it('answers 400 to a file part under another field name, and stores nothing', async () => {
    const count = await fileCountOf(t, fs);
    const blobs = (await blobKeys(t.dataDir)).length;
    const body = multipart([{ name: 'upload', value: 'x', filename: 'f.txt' }]);
    const error = expectError(await t.call({ method: 'POST', url: filesUrl(fs), ...body }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('"file"');
    expect(await fileCountOf(t, fs)).toBe(count);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
  });

  it('answers 400 to two file parts, and stores nothing', async () => {
    const count = await fileCountOf(t, fs);
    const blobs = (await blobKeys(t.dataDir)).length;
    const body = multipart([
      { name: 'file', value: 'one', filename: 'one.txt' },
      { name: 'file', value: 'two', filename: 'two.txt' },
    ]);
    const res = await t.call({ method: 'POST', url: filesUrl(fs), ...body });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await fileCountOf(t, fs)).toBe(count);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
  });

  it('answers 404 FILESET_NOT_FOUND to an unknown file set and 400 to a filesetId that is not a UUID', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await upload(t, unknown, { content: 'x', filename: 'f.txt' }), 404, 'FILESET_NOT_FOUND');
    const error = expectError(await upload(t, 'not-a-uuid', { content: 'x', filename: 'f.txt' }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('filesetId');
  });

  it('leaves no blob behind after any of the refused uploads above', async () => {
    // Only the one accepted file (docs/readme.txt) owns content.
    expect(await blobKeys(t.dataDir)).toHaveLength(1);
  });
});

describe('upload: size limit (STOWAGE_MAX_UPLOAD_BYTES=1KiB)', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_MAX_UPLOAD_BYTES: '1KiB' });
    fs = await newFileSet(t);
  });
  afterAll(async () => t.close());

  it('accepts a file of exactly the limit', async () => {
    const file = await put(t, fs, { content: Buffer.alloc(1024, 1), filename: 'exact.bin' });
    expect(file.size).toBe(1024);
  });

  it('answers 413 one byte over, publishes nothing and keeps no blob', async () => {
    const count = await fileCountOf(t, fs);
    const blobs = (await blobKeys(t.dataDir)).length;
    const res = await upload(t, fs, { dir: 'big', content: Buffer.alloc(1025, 2), filename: 'over.bin' });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await fileCountOf(t, fs)).toBe(count);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
    const gone = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=big/over.bin` });
    expectError(gone, 404, 'FILE_NOT_FOUND');
  });

  it('answers 413 to an upload whose declared length is far over, before reading it', async () => {
    const count = await fileCountOf(t, fs);
    const blobs = (await blobKeys(t.dataDir)).length;
    const res = await upload(t, fs, { content: Buffer.alloc(2 * 1024 * 1024 + 10, 3), filename: 'huge.bin' });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await fileCountOf(t, fs)).toBe(count);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
  });

  it('keeps the old content when an overwrite is too large', async () => {
    await put(t, fs, { content: 'small', filename: 'keep.txt' });
    expectError(await upload(t, fs, { content: Buffer.alloc(4000), filename: 'keep.txt' }), 413, 'PAYLOAD_TOO_LARGE');
    const dl = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=keep.txt` });
    expect(dl.body).toBe('small');
  });
});
