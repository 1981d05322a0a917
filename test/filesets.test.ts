import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { File, FileSet } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';

const BASE = '/api/files/v1/filesets';
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('file sets: create, get, update, delete (API.md §2)', () => {
  let t: TestApp;
  let reader: string;
  let editor: string;
  let stranger: string;

  const create = (payload: unknown, token?: string) => t.call({ method: 'POST', url: BASE, payload: payload as object, token });
  const share = (id: string, fileSetAccess: unknown[]) =>
    t.call({ method: 'POST', url: `${BASE}/${id}/access`, payload: { fileSetAccess } });

  beforeAll(async () => {
    t = await startTestApp();
    reader = await t.tokenFor(2);
    editor = await t.tokenFor(3);
    stranger = await t.tokenFor(4);
  });
  afterAll(async () => t.close());

  it('creates a file set owned by the caller', async () => {
    const before = Date.now();
    const res = await create({ name: 'Quarterly reports' });
    expect(res.statusCode, res.body).toBe(201);
    const fs1 = res.json<FileSet>();
    expect(Object.keys(fs1).sort()).toEqual(
      ['aiEnabled', 'created', 'createdBy', 'description', 'fileCount', 'id', 'name', 'owner', 'permission', 'updated', 'updatedBy'].sort(),
    );
    expect(fs1.id).toMatch(UUID);
    expect(fs1).toMatchObject({
      name: 'Quarterly reports',
      description: '',
      owner: '1',
      permission: 'OWNER',
      fileCount: 0,
      createdBy: 1,
      updatedBy: 1,
    });
    expect(fs1.created).toMatch(ISO_MS);
    expect(fs1.updated).toBe(fs1.created);
    expect(Date.parse(fs1.created)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(fs1.created)).toBeLessThanOrEqual(Date.now());

    const got = await t.call({ method: 'GET', url: `${BASE}/${fs1.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(fs1);
  });

  it('keeps the given description, and a non-admin creator owns theirs as a string id', async () => {
    const res = await create({ name: 'Mine', description: 'about it' }, stranger);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Mine', description: 'about it', owner: '4', permission: 'OWNER', createdBy: 4 });
    expect((await create({ name: 'nulldesc', description: null })).json<FileSet>().description).toBe('');
  });

  it('accepts names of 1 and 255 characters, including non-ASCII', async () => {
    expect((await create({ name: 'x' })).statusCode).toBe(201);
    expect((await create({ name: 'é'.repeat(255) })).statusCode).toBe(201);
    expect((await create({ name: 'Ünïcødé 📁' })).json<FileSet>().name).toBe('Ünïcødé 📁');
  });

  it('refuses a missing, empty, blank, too long or non-string name with 400 naming name', async () => {
    const bad: unknown[] = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'n'.repeat(256) },
      { name: 42 },
      { name: null },
      { name: ['a'] },
      { name: { a: 1 } },
    ];
    for (const payload of bad) {
      const body = expectError(await create(payload), 400, 'VALIDATION_FAILED');
      expect(body.message, JSON.stringify(payload)).toMatch(/name/);
    }
  });

  it('refuses a non-string description with 400 naming description', async () => {
    const body = expectError(await create({ name: 'ok', description: 5 }), 400, 'VALIDATION_FAILED');
    expect(body.message).toContain('description');
  });

  it('answers 400 for a non-UUID id and 404 FILESET_NOT_FOUND for an unknown one, on every route', async () => {
    const routes = [
      { method: 'GET', url: (id: string) => `${BASE}/${id}` },
      { method: 'POST', url: (id: string) => `${BASE}/${id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: (id: string) => `${BASE}/${id}` },
      { method: 'GET', url: (id: string) => `${BASE}/${id}/access` },
      { method: 'POST', url: (id: string) => `${BASE}/${id}/access`, payload: { fileSetAccess: [] } },
    ] as const;
    for (const r of routes) {
      const bad = expectError(
        await t.call({ method: r.method, url: r.url('not-a-uuid'), payload: 'payload' in r ? r.payload : undefined }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.message, `${r.method} ${r.url('x')}`).toContain('not-a-uuid');
      expectError(
        await t.call({ method: r.method, url: r.url(MISSING), payload: 'payload' in r ? r.payload : undefined }),
        404,
        'FILESET_NOT_FOUND',
      );
    }
  });

  it('accepts an upper-case UUID for the same file set', async () => {
    const id = (await create({ name: 'upper' })).json<FileSet>().id;
    const res = await t.call({ method: 'GET', url: `${BASE}/${id.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<FileSet>().id).toBe(id);
  });

  it('updates name and description; null and absent fields stay; updated and updatedBy change', async () => {
    const original = (await create({ name: 'before', description: 'desc' })).json<FileSet>();
    await new Promise((r) => setTimeout(r, 5));
    const shared = await share(original.id, [{ entityId: 3, entityType: 'USER', permission: 'EDIT' }]);
    expect(shared.statusCode, shared.body).toBe(200);
    await new Promise((r) => setTimeout(r, 5));

    const renamed = await t.call({
      method: 'POST',
      url: `${BASE}/${original.id}`,
      payload: { name: 'after', description: null },
      token: editor,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json<FileSet>();
    expect(after).toMatchObject({
      id: original.id,
      name: 'after',
      description: 'desc',
      permission: 'EDIT',
      owner: '1',
      createdBy: 1,
      updatedBy: 3,
    });
    expect(after.created).toBe(original.created);
    expect(after.updated).toMatch(ISO_MS);
    expect(Date.parse(after.updated)).toBeGreaterThan(Date.parse(original.updated));

    const described = await t.call({ method: 'POST', url: `${BASE}/${original.id}`, payload: { description: '' } });
    expect(described.json()).toMatchObject({ name: 'after', description: '', updatedBy: 1 });
    const nothing = await t.call({ method: 'POST', url: `${BASE}/${original.id}`, payload: {} });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toMatchObject({ name: 'after', description: '' });
    const got = await t.call({ method: 'GET', url: `${BASE}/${original.id}` });
    expect(got.json<FileSet>().name).toBe('after');
  });

  it('refuses an update with a bad name, and a READ user gets 403', async () => {
    const id = (await create({ name: 'guarded' })).json<FileSet>().id;
    for (const payload of [{ name: '' }, { name: 'n'.repeat(256) }, { name: 7 }, { description: false }]) {
      expectError(await t.call({ method: 'POST', url: `${BASE}/${id}`, payload }), 400, 'VALIDATION_FAILED');
    }
    await share(id, [{ entityId: 2, entityType: 'USER', permission: 'READ' }]);
    const forbidden = expectError(
      await t.call({ method: 'POST', url: `${BASE}/${id}`, payload: { name: 'x' }, token: reader }),
      403,
      'FORBIDDEN',
    );
    expect(forbidden.message).toContain('EDIT');
    expect((await t.call({ method: 'GET', url: `${BASE}/${id}` })).json<FileSet>().name).toBe('guarded');
  });

  it('deletes with 204 for the owner only; EDIT and READ get 403', async () => {
    const id = (await create({ name: 'doomed' })).json<FileSet>().id;
    await share(id, [
      { entityId: 2, entityType: 'USER', permission: 'READ' },
      { entityId: 3, entityType: 'USER', permission: 'EDIT' },
    ]);
    expectError(await t.call({ method: 'DELETE', url: `${BASE}/${id}`, token: editor }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'DELETE', url: `${BASE}/${id}`, token: reader }), 403, 'FORBIDDEN');
    const res = await t.call({ method: 'DELETE', url: `${BASE}/${id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await t.call({ method: 'GET', url: `${BASE}/${id}` }), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${BASE}/${id}`, token: editor }), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `${BASE}/${id}` }), 404, 'FILESET_NOT_FOUND');
  });

  it('a non-admin owner can delete their own file set', async () => {
    const id = (await create({ name: 'own' }, stranger)).json<FileSet>().id;
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, token: stranger })).statusCode).toBe(204);
  });

  it('deleting removes its files and their blobs, and leaves other file sets alone', async () => {
    const keep = (await create({ name: 'keep' })).json<FileSet>().id;
    const doomed = (await create({ name: 'with files' })).json<FileSet>().id;
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    for (const [fsId, name] of [
      [doomed, 'a.txt'],
      [doomed, 'b.txt'],
      [keep, 'k.txt'],
    ] as const) {
      const up = multipart([
        { name: 'createFileRequest', value: JSON.stringify({ directoryPath: 'dir' }) },
        { name: 'file', value: `content of ${name} in ${fsId}`, filename: name, contentType: 'text/plain' },
      ]);
      expect((await t.call({ method: 'POST', url: `${BASE}/${fsId}/files`, ...up })).statusCode).toBe(201);
    }
    expect((await t.call({ method: 'GET', url: `${BASE}/${doomed}` })).json<FileSet>().fileCount).toBe(2);
    const fileId = (await t.call({ method: 'GET', url: `${BASE}/${doomed}/path?path=dir/a.txt` })).json<File>().id;
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore + 3);

    expect((await t.call({ method: 'DELETE', url: `${BASE}/${doomed}` })).statusCode).toBe(204);
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore + 1);
    expectError(await t.call({ method: 'GET', url: `${BASE}/${doomed}/files/${fileId}` }), 404, 'FILESET_NOT_FOUND');
    const left = await t.services.db.selectFrom('files').select('id').where('fileset_id', '=', doomed).execute();
    expect(left).toEqual([]);
    const kept = await t.call({ method: 'GET', url: `${BASE}/${keep}/path/download?path=dir/k.txt` });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(`content of k.txt in ${keep}`);
  });
});
