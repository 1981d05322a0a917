import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { DataFile, DataFileRevision, DataFileWith, NewDataFile, NewRevision } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { DATA_FILES, EICAR_TEXT, addRevision, createDataFile, settledScanState, sha256 } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';
import { match } from './helpers/match.js';

// The hosted service's other data-file routes (API.md §3, "Also"): list, one revision's details,
// revision delete, duplicate, permissions; their bad input, access cases and races.

const revisionsOf = async (t: TestApp, id: number, token?: string): Promise<{ dataFileRevisionId: number; sizeBytes: number }[]> => {
  const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details`, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataFileRevision[]>();
};

const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

describe('data files: the list', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let alicePublic: number;
  let alicePrivate: number;
  let bobPrivate: number;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.tokenFor(2);
    bob = await t.tokenFor(3);
    alicePublic = await createDataFile(t, 'a1', { token: alice, name: 'a-public.csv' });
    alicePrivate = await createDataFile(t, 'a2', { token: alice, name: 'a-private.csv', query: 'public=false' });
    bobPrivate = await createDataFile(t, 'b1', { token: bob, name: 'b-private.csv', query: 'public=false' });
    await addRevision(t, alicePublic, 'a1 v2', 'text/plain', alice);
  });
  afterAll(async () => t.close());

  const list = async (query: string, token?: string) => {
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/details${query}`, ...(token ? { token } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DataFile[]>();
  };

  it('lists what the caller may read, newest first; admins see every data file', async () => {
    expect((await list('', alice)).map((f) => f.dataFileId)).toEqual([alicePrivate, alicePublic]);
    expect((await list('', bob)).map((f) => f.dataFileId)).toEqual([bobPrivate, alicePublic]);
    expect((await list('')).map((f) => f.dataFileId)).toEqual([bobPrivate, alicePrivate, alicePublic]);
    const [first] = await list(`?dataFileIds=${alicePublic}`, bob);
    expect(first).toEqual({
      dataFileId: alicePublic,
      name: 'a-public.csv',
      responsibleUserId: 2,
      datetimeCreated: match.any(Number),
      existing: true,
    });
  });

  it('is not taken for GET /data-files/{id}: "details" is no id, and the single routes still work', async () => {
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${alicePublic}`, token: bob })).body).toBe('a1 v2');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${alicePublic}/details`, token: bob })).json<DataFile>().dataFileId).toBe(
      alicePublic,
    );
  });

  it('dataFileIds filters (comma list or repeated); ids the caller cannot read are simply absent', async () => {
    expect((await list(`?dataFileIds=${alicePublic},${bobPrivate}`, alice)).map((f) => f.dataFileId)).toEqual([alicePublic]);
    expect((await list(`?dataFileIds=${alicePublic}&dataFileIds=${alicePrivate}`, alice)).map((f) => f.dataFileId)).toEqual([
      alicePrivate,
      alicePublic,
    ]);
    expect(await list('?dataFileIds=424242', alice)).toEqual([]);
  });

  it('expand works as in operation 3, per data file', async () => {
    const files = await list(`?dataFileIds=${alicePublic},${alicePrivate}&expand=currentRevision,revisions,metadata`, alice);
    const pub = files.find((f) => f.dataFileId === alicePublic)!;
    const single = (
      await t.call({ method: 'GET', url: `${DATA_FILES}/${alicePublic}/details?expand=currentRevision,revisions,metadata`, token: alice })
    ).json();
    expect(pub).toEqual(single);
    expect(pub.metadata).toEqual({ description: '', public: true, revisionCount: 2, totalSizeBytes: 7 });
    expect((pub.revisions as unknown[]).length).toBe(2);
    expect(files.find((f) => f.dataFileId === alicePrivate)!.metadata).toMatchObject({ public: false, revisionCount: 1 });
  });

  it('pages with limit and offset', async () => {
    expect((await list('?limit=1')).map((f) => f.dataFileId)).toEqual([bobPrivate]);
    expect((await list('?limit=1&offset=1')).map((f) => f.dataFileId)).toEqual([alicePrivate]);
    expect(await list('?offset=3')).toEqual([]);
  });

  it('bad input is 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?dataFileIds=1,abc', 'dataFileIds'],
      ['?dataFileIds=0', 'dataFileIds'],
      ['?dataFileIds=-4', 'dataFileIds'],
      ['?expand=everything', 'expand'],
      ['?dataFileId=1', 'dataFileId'],
      ['?sort=name', 'sort'],
    ] as const) {
      const body = expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/details${query}` }), 400, 'VALIDATION_FAILED');
      expect(body.message, query).toContain(field);
    }
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(
      expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/details?dataFileIds=${many}` }), 400, 'VALIDATION_FAILED').message,
    ).toContain('1000');
  });

  it('without a token it is 401', async () => {
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/details`, token: null }), 401, 'UNAUTHORIZED');
  });
});

describe('data files: one revision, revision delete', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(2);
    other = await t.tokenFor(3);
  });
  afterAll(async () => t.close());

  it("shows one revision's details; a revision of another data file, or none, is 404", async () => {
    const id = await createDataFile(t, 'one', { token: owner });
    const rev = await addRevision(t, id, 'two!', 'text/plain', owner);
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${rev}/details`, token: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dataFileRevisionId: rev,
      dataFileId: id,
      sizeBytes: 4,
      contentType: 'text/plain',
      sha256HashValue: sha256('two!'),
    });
    const elsewhere = await createDataFile(t, 'x', { token: owner });
    const foreign = (await revisionsOf(t, elsewhere))[0]!.dataFileRevisionId;
    for (const raw of [String(foreign), '424242', 'abc', '0', `0${rev}`]) {
      expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${raw}/details` }), 404, 'REVISION_NOT_FOUND');
      expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${raw}` }), 404, 'REVISION_NOT_FOUND');
    }
    for (const raw of ['424242', 'abc', '+1']) {
      expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${raw}/revisions/${rev}/details` }), 404, 'DATA_FILE_NOT_FOUND');
      expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${raw}/revisions/${rev}` }), 404, 'DATA_FILE_NOT_FOUND');
    }
  });

  it('deleting the current revision makes the previous one current and removes its content', async () => {
    const before = (await blobKeys(t.dataDir)).length;
    const id = await createDataFile(t, 'v1', { token: owner });
    const r2 = await addRevision(t, id, 'v2', 'text/plain', owner);
    const r3 = await addRevision(t, id, 'v3', 'text/plain', owner);
    expect((await blobKeys(t.dataDir)).length).toBe(before + 3);
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r3}`, token: owner })).statusCode).toBe(204);
    expect((await blobKeys(t.dataDir)).length).toBe(before + 2);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body).toBe('v2');
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision,metadata` })).json();
    expect(d).toMatchObject({
      existing: true,
      currentRevision: { dataFileRevisionId: r2 },
      metadata: { revisionCount: 2, totalSizeBytes: 4 },
    });
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${r3}` }), 404, 'REVISION_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${r3}/details` }), 404, 'REVISION_NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r3}` }), 404, 'REVISION_NOT_FOUND');
  });

  it('deleting an older revision keeps the current one', async () => {
    const id = await createDataFile(t, 'v1', { token: owner });
    const [r1] = (await revisionsOf(t, id)).map((r) => r.dataFileRevisionId);
    const r2 = await addRevision(t, id, 'v2', 'text/plain', owner);
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r1}`, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body).toBe('v2');
    expect((await revisionsOf(t, id)).map((r) => r.dataFileRevisionId)).toEqual([r2]);
  });

  it('deleting the last revision deletes the data file: existing:false, 410, content gone', async () => {
    const before = (await blobKeys(t.dataDir)).length;
    const id = await createDataFile(t, 'only', { token: owner });
    const [r1] = (await revisionsOf(t, id)).map((r) => r.dataFileRevisionId);
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r1}`, token: owner })).statusCode).toBe(204);
    expect((await blobKeys(t.dataDir)).length).toBe(before);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details` })).json()).toMatchObject({ existing: false });
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` }), 410, 'DATA_FILE_DELETED');
    // As after a data-file delete, nothing more can be deleted or added.
    expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r1}` }), 410, 'DATA_FILE_DELETED');
    const put = await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, payload: 'x', headers: { 'content-type': 'text/plain' } });
    expectError(put, 410, 'DATA_FILE_DELETED');
  });

  it('404 for a data file the caller cannot read, 403 for one it may read but not change', async () => {
    const priv = await createDataFile(t, 'p1', { token: owner, query: 'public=false' });
    await addRevision(t, priv, 'p2', 'text/plain', owner);
    const pub = await createDataFile(t, 'q1', { token: owner });
    await addRevision(t, pub, 'q2', 'text/plain', owner);
    const privRev = (await revisionsOf(t, priv, owner))[0]!.dataFileRevisionId;
    const pubRev = (await revisionsOf(t, pub))[0]!.dataFileRevisionId;
    expectError(
      await t.call({ method: 'GET', url: `${DATA_FILES}/${priv}/revisions/${privRev}/details`, token: other }),
      404,
      'DATA_FILE_NOT_FOUND',
    );
    expectError(
      await t.call({ method: 'DELETE', url: `${DATA_FILES}/${priv}/revisions/${privRev}`, token: other }),
      404,
      'DATA_FILE_NOT_FOUND',
    );
    expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${pub}/revisions/${pubRev}`, token: other }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${pub}` })).body).toBe('q2');
    // Admins may.
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${priv}/revisions/${privRev}` })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${priv}`, token: owner })).body).toBe('p1');
  });

  it('a revision delete racing uploads of new revisions: no 500, and the current revision is always one that exists', async () => {
    const id = await createDataFile(t, 'base', { token: owner });
    const r2 = await addRevision(t, id, 'second', 'text/plain', owner);
    const results = await Promise.all([
      t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r2}`, token: owner }),
      ...Array.from({ length: 4 }, (_, i) =>
        t.call({
          method: 'PUT',
          url: `${DATA_FILES}/${id}`,
          token: owner,
          payload: `racer ${i}`,
          headers: { 'content-type': 'text/plain' },
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([204, 201, 201, 201, 201]);
    const revisions = await revisionsOf(t, id);
    const ids = revisions.map((r) => r.dataFileRevisionId);
    expect(ids).not.toContain(r2);
    expect(ids).toHaveLength(5);
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >();
    expect(d.currentRevision.dataFileRevisionId).toBe(Math.max(...ids));
    const body = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body;
    expect(body).toMatch(/^racer \d$/);
  });

  it('deleting the last revision racing an upload: the upload lands first or answers 410, never a half state', async () => {
    const id = await createDataFile(t, 'lonely', { token: owner });
    const [r1] = (await revisionsOf(t, id)).map((r) => r.dataFileRevisionId);
    const [del, put] = await Promise.all([
      t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r1}`, token: owner }),
      t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, token: owner, payload: 'newcomer', headers: { 'content-type': 'text/plain' } }),
    ]);
    expect(del.statusCode, del.body).toBe(204);
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<DataFile>();
    if (put.statusCode === 201) {
      // The upload was published first: the delete removed r1 only.
      expect(d).toMatchObject({ existing: true, currentRevision: { dataFileRevisionId: put.json<NewRevision>().revisionId } });
      expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body).toBe('newcomer');
    } else {
      expectError(put, 410, 'DATA_FILE_DELETED');
      expect(d.existing).toBe(false);
    }
  });
});

describe('data files: duplicate', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(2);
    other = await t.tokenFor(3);
  });
  afterAll(async () => t.close());

  it("makes a new data file owned by the caller with the current revision's content, sharing its blob", async () => {
    const id = await createDataFile(t, 'old', { token: owner, name: 'report.csv', query: 'description=Q3' });
    await addRevision(t, id, 'current content', 'text/csv', owner);
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    const res = await t.call({ method: 'POST', url: `${DATA_FILES}/${id}/duplicate`, token: other });
    expect(res.statusCode, res.body).toBe(201);
    const { dataFileId: copy, revisionId } = res.json<NewDataFile & NewRevision>();
    expect(res.headers.location).toBe(`${DATA_FILES}/${copy}/details`);
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
    const d = (
      await t.call({ method: 'GET', url: `${DATA_FILES}/${copy}/details?expand=currentRevision,revisions,metadata`, token: other })
    ).json();
    expect(d).toMatchObject({
      dataFileId: copy,
      name: 'report.csv',
      responsibleUserId: 3,
      existing: true,
      currentRevision: {
        dataFileRevisionId: revisionId,
        uploadUserId: 3,
        sizeBytes: 15,
        sha256HashValue: sha256('current content'),
        contentType: 'text/csv',
      },
      metadata: { description: 'Q3', public: true, revisionCount: 1 },
    });
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${copy}`, token: other })).body).toBe('current content');
    // The copy is the caller's: it may add revisions; the original's owner may not.
    await addRevision(t, copy, 'mine', 'text/plain', other);
    expectError(
      await t.call({ method: 'PUT', url: `${DATA_FILES}/${copy}`, token: owner, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      403,
      'FORBIDDEN',
    );
    // Deleting the original leaves the shared content to the copy.
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}`, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${copy}/revisions/${revisionId}`, token: other })).body).toBe(
      'current content',
    );
    // And once the copy lets go of it too, the blob goes.
    const countWhileShared = (await blobKeys(t.dataDir)).length;
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${copy}/revisions/${revisionId}`, token: other })).statusCode).toBe(204);
    expect((await blobKeys(t.dataDir)).length).toBe(countWhileShared - 1);
  });

  it('takes a name, description and public flag; bad ones are 400', async () => {
    const id = await createDataFile(t, 'x', { token: owner });
    const res = await t.call({
      method: 'POST',
      url: `${DATA_FILES}/${id}/duplicate`,
      token: other,
      ...json({ name: 'copy.csv', description: 'mine', public: false }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<NewDataFile>().dataFileId;
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${copy}/details?expand=metadata`, token: other })).json()).toMatchObject({
      name: 'copy.csv',
      metadata: { description: 'mine', public: false },
    });
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${copy}/details`, token: owner }), 404, 'DATA_FILE_NOT_FOUND');
    for (const [body, field] of [
      [{ name: '  ' }, 'name'],
      [{ name: 'n'.repeat(256) }, 'name'],
      [{ public: 'yes' }, 'public'],
      [{ description: 'd'.repeat(4001) }, 'description'],
      [{ owner: 5 }, 'owner'],
    ] as const) {
      const bad = await t.call({ method: 'POST', url: `${DATA_FILES}/${id}/duplicate`, ...json(body) });
      expect(expectError(bad, 400, 'VALIDATION_FAILED').message).toContain(field);
    }
    expectError(
      await t.call({
        method: 'POST',
        url: `${DATA_FILES}/${id}/duplicate`,
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'INVALID_JSON',
    );
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/${id}/duplicate?name=a`, ...json({}) }), 400, 'VALIDATION_FAILED');
  });

  it('404 for what the caller cannot read, 410 for a deleted data file, 409 for infected content', async () => {
    const priv = await createDataFile(t, 'secret', { token: owner, query: 'public=false' });
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/${priv}/duplicate`, token: other }), 404, 'DATA_FILE_NOT_FOUND');
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/424242/duplicate` }), 404, 'DATA_FILE_NOT_FOUND');
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/abc/duplicate` }), 404, 'DATA_FILE_NOT_FOUND');
    // Admins may duplicate a private one.
    expect((await t.call({ method: 'POST', url: `${DATA_FILES}/${priv}/duplicate` })).statusCode).toBe(201);
    const gone = await createDataFile(t, 'bye', { token: owner });
    await t.call({ method: 'DELETE', url: `${DATA_FILES}/${gone}`, token: owner });
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/${gone}/duplicate`, token: other }), 410, 'DATA_FILE_DELETED');
    const infected = await createDataFile(t, EICAR_TEXT, { token: owner });
    expect(await settledScanState(t, infected)).toBe('INFECTED');
    expectError(await t.call({ method: 'POST', url: `${DATA_FILES}/${infected}/duplicate`, token: other }), 409, 'CONTENT_INFECTED');
  });
});

describe('data files: permissions', () => {
  let t: TestApp;
  let owner: string;
  let reader: string;
  let editor: string;
  let stranger: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(2);
    reader = await t.tokenFor(3);
    editor = await t.tokenFor(4);
    stranger = await t.tokenFor(5);
  });
  afterAll(async () => t.close());

  const put = (id: number, body: unknown, token?: string) =>
    t.call({ method: 'PUT', url: `${DATA_FILES}/${id}/permissions`, ...json(body), ...(token ? { token } : {}) });

  it('a new data file has no grants; publicAccess follows public=', async () => {
    const id = await createDataFile(t, 'x', { token: owner, query: 'public=false' });
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions`, token: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ publicAccess: false, entries: [] });
  });

  it('READ lets a user read a private data file; EDIT also add and delete revisions, not delete it or set permissions', async () => {
    const id = await createDataFile(t, 'private v1', { token: owner, query: 'public=false' });
    const res = await put(
      id,
      {
        publicAccess: false,
        entries: [
          { entityType: 'USER', entityId: 4, grant: 'EDIT' },
          { entityType: 'USER', entityId: 3, grant: 'READ' },
        ],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      publicAccess: false,
      entries: [
        { entityType: 'USER', entityId: 3, grant: 'READ' },
        { entityType: 'USER', entityId: 4, grant: 'EDIT' },
      ],
    };
    expect(res.json()).toEqual(expected);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions`, token: owner })).json()).toEqual(expected);

    // Reader: reads, lists, duplicates; may not write.
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, token: reader })).body).toBe('private v1');
    expect(
      (await t.call({ method: 'GET', url: `${DATA_FILES}/details`, token: reader }))
        .json<DataFile[]>()
        .map((f: { dataFileId: number }) => f.dataFileId),
    ).toContain(id);
    expect((await t.call({ method: 'POST', url: `${DATA_FILES}/${id}/duplicate`, token: reader })).statusCode).toBe(201);
    expectError(
      await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, token: reader, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions`, token: reader }), 403, 'FORBIDDEN');

    // Editor: adds and deletes revisions; not the last one, not the data file, not the permissions.
    const r2 = await addRevision(t, id, 'edited', 'text/plain', editor);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, token: reader })).body).toBe('edited');
    const r1 = (await revisionsOf(t, id, owner)).find((r) => r.dataFileRevisionId !== r2)!.dataFileRevisionId;
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r1}`, token: editor })).statusCode).toBe(204);
    expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}/revisions/${r2}`, token: editor }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}`, token: editor }), 403, 'FORBIDDEN');
    expectError(await put(id, { publicAccess: true, entries: [] }, editor), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, token: owner })).body).toBe('edited');

    // A stranger still sees nothing.
    for (const [method, url] of [
      ['GET', `${DATA_FILES}/${id}`],
      ['GET', `${DATA_FILES}/${id}/permissions`],
      ['PUT', `${DATA_FILES}/${id}/permissions`],
    ] as const) {
      const res2 = await t.call({ method, url, token: stranger, ...(method === 'PUT' ? json({ publicAccess: true, entries: [] }) : {}) });
      expectError(res2, 404, 'DATA_FILE_NOT_FOUND');
    }

    // Replacing the grants takes them away; publicAccess opens it to everyone.
    expect((await put(id, { publicAccess: true, entries: [] }, owner)).statusCode).toBe(200);
    expectError(
      await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, token: editor, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      403,
      'FORBIDDEN',
    );
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, token: stranger })).body).toBe('edited');
    expect(
      (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=metadata`, token: stranger })).json<
        DataFileWith<'metadata'>
      >().metadata.public,
    ).toBe(true);
  });

  it('admins read and set the permissions of any data file', async () => {
    const id = await createDataFile(t, 'x', { token: owner, query: 'public=false' });
    const res = await put(id, { publicAccess: false, entries: [{ entityType: 'USER', entityId: 5, grant: 'READ' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, token: stranger })).body).toBe('x');
  });

  it('bad bodies are 400 naming the member; nothing changes', async () => {
    const id = await createDataFile(t, 'x', { token: owner, query: 'public=false' });
    const cases: [unknown, string][] = [
      [{ entries: [] }, 'publicAccess'],
      [{ publicAccess: false }, 'entries'],
      [{ publicAccess: 'no', entries: [] }, 'publicAccess'],
      [{ publicAccess: false, entries: [{ entityType: 'GROUP', entityId: 3, grant: 'READ' }] }, 'entityType'],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: 0, grant: 'READ' }] }, 'entityId'],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: '3', grant: 'READ' }] }, 'entityId'],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: 3, grant: 'OWNER' }] }, 'grant'],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: 3, grant: 'READ', extra: 1 }] }, 'extra'],
      [{ publicAccess: false, entries: [], owner: 3 }, 'owner'],
      [
        {
          publicAccess: false,
          entries: [
            { entityType: 'USER', entityId: 3, grant: 'READ' },
            { entityType: 'USER', entityId: 3, grant: 'EDIT' },
          ],
        },
        'entries[1].entityId',
      ],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: 999, grant: 'READ' }] }, 'entries[0].entityId'],
      [{ publicAccess: false, entries: [{ entityType: 'USER', entityId: 2, grant: 'READ' }] }, 'entries[0].entityId'],
    ];
    for (const [body, field] of cases) {
      const res = await put(id, body, owner);
      expect(expectError(res, 400, 'VALIDATION_FAILED').message, JSON.stringify(body)).toContain(field);
    }
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions`, token: owner })).json()).toEqual({
      publicAccess: false,
      entries: [],
    });
    expectError(
      await t.call({
        method: 'PUT',
        url: `${DATA_FILES}/${id}/permissions`,
        token: owner,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions?x=1`, token: owner }), 400, 'VALIDATION_FAILED');
  });

  it('a data file id that is not one, or names none, is 404 on both routes', async () => {
    for (const raw of ['abc', '0', '-1', '+1', '01', '424242', '1e3']) {
      expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${raw}/permissions` }), 404, 'DATA_FILE_NOT_FOUND');
      const res = await t.call({ method: 'PUT', url: `${DATA_FILES}/${raw}/permissions`, ...json({ publicAccess: true, entries: [] }) });
      expectError(res, 404, 'DATA_FILE_NOT_FOUND');
    }
  });

  it('a deleted data file keeps its permissions readable but refuses changes (410)', async () => {
    const id = await createDataFile(t, 'x', { token: owner });
    await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}`, token: owner });
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/permissions`, token: owner })).statusCode).toBe(200);
    expectError(await put(id, { publicAccess: false, entries: [] }, owner), 410, 'DATA_FILE_DELETED');
  });
});
