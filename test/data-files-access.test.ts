import { expectError } from './helpers/expect-error.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { DataFile, DataFileRevision, DataFileWith, ErrorBody } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { DATA_FILES, addRevision, createDataFile } from './helpers/data-files.js';

// Data files (API.md §3): every bad input and its 4xx, who may read and write, delete.

describe('data files: bad input', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_MAX_UPLOAD_BYTES: '1000' });
    id = await createDataFile(t, 'abc');
  });
  afterAll(async () => t.close());

  const expect400 = async (res: { statusCode: number; body: string; json(): { code: string; message: string } }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(field);
  };

  it('a data file id or revision id that is not a plain decimal integer names nothing: 404', async () => {
    // Each of these is a spelling Number() would read as the real id, or no number at all.
    const loose = [
      `+${id}`,
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
      `%20${id}`,
      'Infinity',
      '1e309',
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
    ];
    for (const raw of loose) {
      for (const [method, url] of [
        ['GET', `${DATA_FILES}/${raw}/details`],
        ['GET', `${DATA_FILES}/${raw}`],
        ['GET', `${DATA_FILES}/${raw}/revisions/details`],
        ['DELETE', `${DATA_FILES}/${raw}`],
        ['PUT', `${DATA_FILES}/${raw}`],
      ] as const) {
        const res = await t.call({ method, url, ...(method === 'PUT' ? { payload: 'a', headers: { 'content-type': 'text/plain' } } : {}) });
        expectError(res, 404, 'DATA_FILE_NOT_FOUND');
      }
      expectError(await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${raw}` }), 404, 'REVISION_NOT_FOUND');
    }
    // The data file is untouched by all that.
    const details = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details` });
    expect(details.json()).toMatchObject({ dataFileId: id, existing: true });
  });

  it('an unknown data file is 404', async () => {
    for (const [method, url] of [
      ['GET', `${DATA_FILES}/424242/details`],
      ['GET', `${DATA_FILES}/424242`],
      ['GET', `${DATA_FILES}/424242/revisions/details`],
      ['DELETE', `${DATA_FILES}/424242`],
    ] as const) {
      const res = await t.call({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorBody>().code).toBe('DATA_FILE_NOT_FOUND');
    }
    const put = await t.call({ method: 'PUT', url: `${DATA_FILES}/424242`, payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(put.statusCode).toBe(404);
  });

  it('a raw upload without a name, or with a blank, long or control-character name, is 400 and stores nothing', async () => {
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    await expect400(await t.call({ method: 'POST', url: DATA_FILES, payload: 'x', headers: { 'content-type': 'text/plain' } }), 'name');
    await expect400(
      await t.call({ method: 'POST', url: `${DATA_FILES}?name=%20%20`, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      'name',
    );
    await expect400(
      await t.call({
        method: 'POST',
        url: `${DATA_FILES}?name=${'n'.repeat(256)}`,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      'name',
    );
    await expect400(
      await t.call({ method: 'POST', url: `${DATA_FILES}?name=a%0Ab`, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      'name',
    );
    const noFilename = multipart([{ name: 'file', value: 'x' }]);
    await expect400(await t.call({ method: 'POST', url: DATA_FILES, ...noFilename }), 'name');
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
  });

  it('public must be a boolean; description at most 4000 characters', async () => {
    await expect400(
      await t.call({ method: 'POST', url: `${DATA_FILES}?name=a&public=maybe`, payload: 'x', headers: { 'content-type': 'text/plain' } }),
      'public',
    );
    const long = 'd'.repeat(4001);
    await expect400(
      await t.call({
        method: 'POST',
        url: `${DATA_FILES}?name=a&description=${long}`,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      'description',
    );
  });

  it('multipart without a "file" part, or with another file part, is 400 and stores nothing', async () => {
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    await expect400(await t.call({ method: 'POST', url: `${DATA_FILES}?name=a`, ...multipart([{ name: 'other', value: 'x' }]) }), '"file"');
    await expect400(
      await t.call({ method: 'POST', url: `${DATA_FILES}?name=a`, ...multipart([{ name: 'upload', value: 'x', filename: 'a.txt' }]) }),
      '"upload"',
    );
    await expect400(await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, ...multipart([{ name: 'other', value: 'x' }]) }), '"file"');
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
  });

  it('a malformed multipart body is 400 (no boundary, cut short, truncated file part) and stores nothing', async () => {
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    const bodies: [string, string][] = [
      ['multipart/form-data', 'xx'],
      ['multipart/form-data; boundary=b', '--b\r\ngarbage'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\npartial content'],
    ];
    for (const [contentType, payload] of bodies) {
      await expect400(
        await t.call({ method: 'POST', url: `${DATA_FILES}?name=a`, payload, headers: { 'content-type': contentType } }),
        'multipart',
      );
    }
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
  });

  it('a Content-Type longer than 255 characters is 400', async () => {
    await expect400(
      await t.call({ method: 'POST', url: `${DATA_FILES}?name=a`, payload: 'x', headers: { 'content-type': `text/${'x'.repeat(300)}` } }),
      'Content-Type',
    );
  });

  it('an upload over the size limit is 413, raw or multipart, new file or revision, and leaves nothing behind', async () => {
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    const big = Buffer.alloc(1001, 1);
    const raw = await t.call({
      method: 'POST',
      url: `${DATA_FILES}?name=big`,
      payload: big,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(raw.statusCode, raw.body).toBe(413);
    expect(raw.json<ErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
    const mp = await t.call({
      method: 'POST',
      url: `${DATA_FILES}?name=big`,
      ...multipart([{ name: 'file', value: big, filename: 'b.bin' }]),
    });
    expect(mp.statusCode, mp.body).toBe(413);
    const put = await t.call({
      method: 'PUT',
      url: `${DATA_FILES}/${id}`,
      payload: big,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.statusCode, put.body).toBe(413);
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
    const revisions = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` })).json();
    expect(revisions).toHaveLength(1);
    // Exactly at the limit is fine.
    await createDataFile(t, Buffer.alloc(1000, 2));
  });

  it('without a token every route is 401', async () => {
    for (const [method, url] of [
      ['POST', `${DATA_FILES}?name=a`],
      ['PUT', `${DATA_FILES}/${id}`],
      ['GET', `${DATA_FILES}/${id}`],
      ['GET', `${DATA_FILES}/${id}/details`],
      ['GET', `${DATA_FILES}/${id}/revisions/details`],
      ['DELETE', `${DATA_FILES}/${id}`],
    ] as const) {
      const res = await t.call({ method, url, token: null });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('data files: who may read and write', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let privateId: number;
  let publicId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(2);
    other = await t.tokenFor(3);
    privateId = await createDataFile(t, 'secret', { token: owner, query: 'public=false' });
    publicId = await createDataFile(t, 'shared', { token: owner });
  });
  afterAll(async () => t.close());

  it('a private data file is 404 to other users on every route, as if it did not exist', async () => {
    const rev = (await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}/revisions/details`, token: owner })).json<
      DataFileRevision[]
    >()[0]!.dataFileRevisionId;
    for (const [method, url] of [
      ['GET', `${DATA_FILES}/${privateId}/details`],
      ['GET', `${DATA_FILES}/${privateId}`],
      ['GET', `${DATA_FILES}/${privateId}/revisions/${rev}`],
      ['GET', `${DATA_FILES}/${privateId}/revisions/details`],
      ['PUT', `${DATA_FILES}/${privateId}`],
      ['DELETE', `${DATA_FILES}/${privateId}`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        token: other,
        ...(method === 'PUT' ? { payload: 'x', headers: { 'content-type': 'text/plain' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json<ErrorBody>().code).toBe('DATA_FILE_NOT_FOUND');
    }
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}`, token: owner })).body).toBe('secret');
  });

  it('admins read private data files and may change them', async () => {
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}` })).body).toBe('secret');
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}/details?expand=metadata` })).json();
    expect(d).toMatchObject({ responsibleUserId: 2, metadata: { public: false } });
    const rev = await addRevision(t, privateId, 'by admin');
    const revision = (await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}/revisions/details`, token: owner })).json<
      DataFileRevision[]
    >()[0]!;
    expect(revision).toMatchObject({ dataFileRevisionId: rev, uploadUserId: 1 });
    // The responsible user stays the uploader of the data file.
    expect(
      (await t.call({ method: 'GET', url: `${DATA_FILES}/${privateId}/details`, token: owner })).json<DataFile>().responsibleUserId,
    ).toBe(2);
  });

  it('a public data file is readable by everyone but writable only by its uploader (403 otherwise)', async () => {
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${publicId}`, token: other })).body).toBe('shared');
    const d = await t.call({ method: 'GET', url: `${DATA_FILES}/${publicId}/details?expand=revisions,metadata`, token: other });
    expect(d.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${publicId}/revisions/details`, token: other })).statusCode).toBe(200);
    const blobsBefore = (await blobKeys(t.dataDir)).length;
    const put = await t.call({
      method: 'PUT',
      url: `${DATA_FILES}/${publicId}`,
      token: other,
      payload: 'mine now',
      headers: { 'content-type': 'text/plain' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json<ErrorBody>().code).toBe('FORBIDDEN');
    expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
    const del = await t.call({ method: 'DELETE', url: `${DATA_FILES}/${publicId}`, token: other });
    expect(del.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${publicId}`, token: other })).body).toBe('shared');
    await addRevision(t, publicId, 'v2', 'text/plain', owner);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${publicId}`, token: other })).body).toBe('v2');
  });
});

describe('data files: delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('purges the content: details say existing:false, downloads and new revisions are 410', async () => {
    const before = (await blobKeys(t.dataDir)).length;
    const id = await createDataFile(t, 'first');
    await addRevision(t, id, 'second');
    expect((await blobKeys(t.dataDir)).length).toBe(before + 2);
    const revs = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` })).json<DataFileRevision[]>();

    const del = await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}` });
    expect(del.statusCode).toBe(204);
    expect((await blobKeys(t.dataDir)).length).toBe(before);

    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision,revisions,metadata` })).json<
      DataFileWith<'metadata'>
    >();
    expect(d.existing).toBe(false);
    expect(d.revisions).toHaveLength(2);
    expect(d.metadata.revisionCount).toBe(2);
    for (const url of [`${DATA_FILES}/${id}`, `${DATA_FILES}/${id}/revisions/${revs[1]!.dataFileRevisionId}`]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(410);
      expect(res.json<ErrorBody>().code).toBe('DATA_FILE_DELETED');
    }
    const put = await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, payload: 'again', headers: { 'content-type': 'text/plain' } });
    expect(put.statusCode).toBe(410);
    expect((await blobKeys(t.dataDir)).length).toBe(before);
    // Deleting again changes nothing and is not an error.
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${id}` })).statusCode).toBe(204);
  });

  it('other data files are untouched', async () => {
    const keep = await createDataFile(t, 'keep me');
    const gone = await createDataFile(t, 'drop me');
    expect((await t.call({ method: 'DELETE', url: `${DATA_FILES}/${gone}` })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${keep}` })).body).toBe('keep me');
  });
});
