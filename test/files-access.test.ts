import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { ErrorBody, File, FileList } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { fileCountOf, filesUrl, newFileSet, put, search, share, upload } from './helpers/files.js';

/** API.md §0 object-level access on every files route: unreadable is 404, read-only is 403 on writes. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('files routes and file set access', () => {
  let t: TestApp;
  let owner: string; // user 10
  let reader: string; // user 11, READ
  let editor: string; // user 12, EDIT
  let stranger: string; // user 13, no access
  let fs: string;
  let file: Awaited<ReturnType<typeof put>>;
  let dirId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(10);
    reader = await t.tokenFor(11);
    editor = await t.tokenFor(12);
    stranger = await t.tokenFor(13);
    fs = await newFileSet(t, owner);
    file = await put(t, fs, { dir: 'shared', content: 'secret', filename: 's.txt', token: owner });
    dirId = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=shared`, token: owner })).json<File>().id;
    await share(t, fs, 11, 'READ', owner);
    await share(t, fs, 12, 'EDIT', owner);
  });
  afterAll(async () => t.close());

  /** Every files route, as one caller. */
  const routes = (token: string, fileId = file.id): [string, () => Promise<LightMyRequestResponse>][] => [
    ['upload a file', () => upload(t, fs, { dir: 'shared', content: 'new', filename: 'n.txt', token })],
    ['create a directory', () => upload(t, fs, { dir: 'newdir', token })],
    ['upload a non-multipart body', () => t.call({ method: 'POST', url: filesUrl(fs), payload: {}, token })],
    ['search', () => search(t, fs, {}, '', token)],
    ['search a directory', () => search(t, fs, {}, 'directoryPath=shared', token)],
    ['get by id', () => t.call({ method: 'GET', url: `${filesUrl(fs)}/${fileId}`, token })],
    ['get by path', () => t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=shared/s.txt`, token })],
    ['download by id', () => t.call({ method: 'GET', url: `${filesUrl(fs)}/${fileId}/download`, token })],
    ['download by path', () => t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=shared/s.txt`, token })],
    ['delete by id', () => t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${fileId}`, token })],
    ['delete by path', () => t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=shared/s.txt`, token })],
  ];

  it('answers 404 FILESET_NOT_FOUND on every files route to a user without access, and changes nothing', async () => {
    const blobs = (await blobKeys(t.dataDir)).length;
    for (const [label, call] of routes(stranger)) {
      const error = expectError(await call(), 404, 'FILESET_NOT_FOUND');
      expect(error.message, label).toContain(fs);
    }
    // Whatever the file id: existing, unknown or malformed, the file set answers first.
    for (const id of [UNKNOWN_ID, 'not-a-uuid', dirId]) {
      const byId = routes(stranger, id).filter(([label]) => label.endsWith('by id'));
      expect(byId).toHaveLength(3);
      for (const [, call] of byId) expectError(await call(), 404, 'FILESET_NOT_FOUND');
    }
    expect(await fileCountOf(t, fs)).toBe(1);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
  });

  it('answers the same 404 to an unknown file set, so nothing tells the two apart', async () => {
    const unknown = await t.call({ method: 'GET', url: `${filesUrl(UNKNOWN_ID)}/${file.id}`, token: stranger });
    const hidden = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}`, token: stranger });
    expect(unknown.statusCode).toBe(hidden.statusCode);
    expect(unknown.json<ErrorBody>().code).toBe(hidden.json<ErrorBody>().code);
  });

  it('lets a READ user search, get and download', async () => {
    const found = await search(t, fs, {}, '', reader);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<FileList>().files.map((f: { path: string }) => f.path)).toEqual(['shared', 'shared/s.txt']);
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}`, token: reader })).json()).toEqual(file);
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=shared/s.txt`, token: reader })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download`, token: reader })).body).toBe('secret');
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path/download?path=shared/s.txt`, token: reader })).body).toBe(
      'secret',
    );
  });

  it('answers 403 FORBIDDEN to a READ user on upload, directory creation and delete, and changes nothing', async () => {
    const blobs = (await blobKeys(t.dataDir)).length;
    const writes = routes(reader).filter(([label]) => /upload|create|delete/.test(label));
    expect(writes).toHaveLength(5);
    for (const [label, call] of writes) {
      const error = expectError(await call(), 403, 'FORBIDDEN');
      expect(error.message, label).toContain('EDIT');
    }
    // An overwrite is refused as well, and the content stays.
    expectError(await upload(t, fs, { dir: 'shared', content: 'overwritten', filename: 's.txt', token: reader }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download`, token: reader })).body).toBe('secret');
    expect(await fileCountOf(t, fs)).toBe(1);
    expect((await blobKeys(t.dataDir)).length).toBe(blobs);
    expect((await search(t, fs, {}, '', owner)).json<FileList>().files).toHaveLength(2);
  });

  it('lets an EDIT user upload, overwrite, create directories and delete', async () => {
    const created = await upload(t, fs, { dir: 'edits', content: 'one', filename: 'e.txt', token: editor });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<File>().createdBy).toBe(12);
    const overwritten = await upload(t, fs, { dir: 'shared', content: 'changed', filename: 's.txt', token: editor });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect(overwritten.json<File>().id).toBe(file.id);
    expect((await upload(t, fs, { dir: 'edits/sub', token: editor })).statusCode).toBe(201);
    expect(await fileCountOf(t, fs)).toBe(2);
    expect((await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${created.json<File>().id}`, token: editor })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=edits`, token: editor })).statusCode).toBe(204);
    expect(await fileCountOf(t, fs)).toBe(1);
    expect((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/download`, token: owner })).body).toBe('changed');
  });

  it('lets the admin read and write any file set', async () => {
    expect((await search(t, fs, {})).statusCode).toBe(200);
    const res = await upload(t, fs, { content: 'admin', filename: 'admin.txt' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<File>().createdBy).toBe(1);
  });

  it('answers 404 again once access is revoked', async () => {
    const other = await newFileSet(t, owner, 'revoked');
    await put(t, other, { content: 'x', filename: 'x.txt', token: owner });
    await share(t, other, 13, 'READ', owner);
    expect((await search(t, other, {}, '', stranger)).statusCode).toBe(200);
    await share(t, other, 13, 'NONE', owner);
    expectError(await search(t, other, {}, '', stranger), 404, 'FILESET_NOT_FOUND');
    expectError(
      await t.call({ method: 'GET', url: `/api/files/v1/filesets/${other}/path/download?path=x.txt`, token: stranger }),
      404,
      'FILESET_NOT_FOUND',
    );
  });
});
