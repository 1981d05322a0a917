import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { FileList, FileSet, FileSetList } from './helpers/bodies.js';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('creates, uploads, searches, downloads', async () => {
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'one' } });
    expect(created.statusCode).toBe(201);
    const fs = created.json<FileSet>();
    const up = multipart([
      { name: 'createFileRequest', value: JSON.stringify({ directoryPath: 'a/b' }) },
      { name: 'file', value: 'hello world', filename: 'h.txt', contentType: 'text/plain' },
    ]);
    const uploaded = await t.call({ method: 'POST', url: `/api/files/v1/filesets/${fs.id}/files`, ...up });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const search = await t.call({ method: 'POST', url: `/api/files/v1/filesets/${fs.id}/files/search` });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<FileList>().files.map((f: { path: string }) => f.path)).toContain('a/b/h.txt');
    const dl = await t.call({
      method: 'GET',
      url: `/api/files/v1/filesets/${fs.id}/path/download?path=a/b/h.txt`,
      headers: { range: 'bytes=1-3' },
    });
    expect(dl.statusCode, dl.body).toBe(206);
    expect(dl.body).toBe('ell');
    const list = await t.call({ method: 'POST', url: '/api/files/v1/filesets/search', payload: {} });
    expect(list.json<FileSetList>().fileSets.map((f: { id: string }) => f.id)).toContain(fs.id);
    const oa = await t.call({ method: 'GET', url: '/openapi.json' });
    expect(oa.statusCode, oa.body.slice(0, 500)).toBe(200);
  });
});
