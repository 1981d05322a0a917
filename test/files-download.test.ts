import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { File } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { filesUrl, newFileSet, put, sha256 } from './helpers/files.js';

/** API.md §2: downloading a File's bytes: headers, conditional requests, ranges. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('download', () => {
  let t: TestApp;
  let fs: string;
  let file: Awaited<ReturnType<typeof put>>;
  const content = '0123456789abcdefghij';
  const byId = () => `${filesUrl(fs)}/${file.id}/download`;
  const byPath = () => `/api/files/v1/filesets/${fs}/path/download?path=docs/digits.txt`;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    file = await put(t, fs, { dir: 'docs', content, filename: 'digits.txt', contentType: 'text/plain' });
  });
  afterAll(async () => t.close());

  it('sends the bytes with Content-Type, Content-Length, ETag and Content-Disposition, by id and by path', async () => {
    for (const url of [byId(), byPath()]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(content);
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.headers['content-length']).toBe(String(content.length));
      expect(res.headers.etag).toBe(`"${sha256(content)}"`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="digits.txt"; filename*=UTF-8''digits.txt`);
    }
  });

  it('gives a non-ASCII name an ASCII fallback and the exact UTF-8 name (RFC 6266)', async () => {
    const name = 'résumé ünï 日本.pdf';
    const f = await put(t, fs, { name, content: 'pdf', filename: 'x.pdf' });
    expect(f.name).toBe(name);
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${f.id}/download` });
    const cd = String(res.headers['content-disposition']);
    const fallback = /filename="([^"]*)"/.exec(cd)![1]!;
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback.endsWith('.pdf')).toBe(true);
    const exact = /filename\*=UTF-8''(\S+)$/.exec(cd)![1]!;
    expect(exact).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/);
    expect(decodeURIComponent(exact)).toBe(name);
  });

  it('escapes quotes, backslashes and percent signs in the name', async () => {
    const name = 'say "hi" \\ 100%.txt';
    const f = await put(t, fs, { name, content: 'q', filename: 'x.txt' });
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${f.id}/download` });
    const cd = String(res.headers['content-disposition']);
    const fallback = /^attachment; filename="([^"\\]*)"; /.exec(cd);
    expect(fallback, cd).not.toBeNull();
    const exact = /filename\*=UTF-8''(\S+)$/.exec(cd)![1]!;
    expect(exact).not.toMatch(/["'\\ ]/);
    expect(decodeURIComponent(exact)).toBe(name);
  });

  it('answers 304 without a body to If-None-Match with the ETag (strong, weak, in a list, or *)', async () => {
    const etag = `"${sha256(content)}"`;
    for (const value of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      for (const url of [byId(), byPath()]) {
        const res = await t.call({ method: 'GET', url, headers: { 'if-none-match': value } });
        expect(res.statusCode, value).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
      }
    }
    const other = await t.call({ method: 'GET', url: byId(), headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(content);
  });

  it('answers 304 to a matching If-None-Match even with a Range it could not satisfy', async () => {
    const res = await t.call({ method: 'GET', url: byId(), headers: { 'if-none-match': `"${sha256(content)}"`, range: 'bytes=999-' } });
    expect(res.statusCode).toBe(304);
  });

  const ranges: [string, string, string][] = [
    ['bytes=0-0', '0', 'bytes 0-0/20'],
    ['bytes=2-5', '2345', 'bytes 2-5/20'],
    ['bytes=15-', 'fghij', 'bytes 15-19/20'],
    ['bytes=-3', 'hij', 'bytes 17-19/20'],
    ['bytes=18-500', 'ij', 'bytes 18-19/20'],
    ['bytes=-500', content, 'bytes 0-19/20'],
    ['bytes=19-19', 'j', 'bytes 19-19/20'],
  ];
  for (const [range, body, contentRange] of ranges) {
    it(`answers ${range} with 206, ${contentRange}`, async () => {
      for (const url of [byId(), byPath()]) {
        const res = await t.call({ method: 'GET', url, headers: { range } });
        expect(res.statusCode, res.body).toBe(206);
        expect(res.body).toBe(body);
        expect(res.headers['content-range']).toBe(contentRange);
        expect(res.headers['content-length']).toBe(String(body.length));
        expect(res.headers.etag).toBe(`"${sha256(content)}"`);
      }
    });
  }

  for (const range of ['bytes=20-', 'bytes=25-30', 'bytes=-0', 'bytes=99999999999999999999-']) {
    it(`answers ${range} with 416 and Content-Range: bytes */20`, async () => {
      const res = await t.call({ method: 'GET', url: byId(), headers: { range } });
      expectError(res, 416, 'RANGE_NOT_SATISFIABLE');
      expect(res.headers['content-range']).toBe('bytes */20');
    });
  }

  for (const range of ['bytes=abc', 'items=0-3', 'bytes=5-2', 'bytes=-', 'bytes 0-3', 'bytes=0-1,4-5', 'bytes=0-1, 3-']) {
    it(`ignores Range ${JSON.stringify(range)} and sends the whole body (200)`, async () => {
      const res = await t.call({ method: 'GET', url: byId(), headers: { range } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(content);
      expect(res.headers['content-range']).toBeUndefined();
    });
  }

  it('sends a zero-byte file with Content-Length 0, and answers any range on it with 416 bytes */0', async () => {
    const empty = await put(t, fs, { content: '', filename: 'empty.txt' });
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${empty.id}/download` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(`"${sha256('')}"`);
    const ranged = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${empty.id}/download`, headers: { range: 'bytes=0-' } });
    expectError(ranged, 416, 'RANGE_NOT_SATISFIABLE');
    expect(ranged.headers['content-range']).toBe('bytes */0');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.call({ method: 'HEAD', url: byId() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers.etag).toBe(`"${sha256(content)}"`);
    expect(res.body).toBe('');
  });

  it('answers 400 to downloading a directory', async () => {
    const dir = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=docs` });
    const error = expectError(
      await t.call({ method: 'GET', url: `${filesUrl(fs)}/${dir.json<File>().id}/download` }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.message).toContain('directory');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=docs` }), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 to an unknown file, 400 to a bad id or a missing path', async () => {
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${UNKNOWN_ID}/download` }), 404, 'FILE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=nope.txt` }), 404, 'FILE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/nope/download` }), 400, 'VALIDATION_FAILED');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download` }), 400, 'VALIDATION_FAILED');
    expectError(await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=` }), 400, 'VALIDATION_FAILED');
    expectError(await t.call({ method: 'GET', url: `${filesUrl(UNKNOWN_ID)}/${file.id}/download` }), 404, 'FILESET_NOT_FOUND');
  });
});
