import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { DataFile, DataFileRevision, DataFileWith, ErrorBody, NewDataFile, NewRevision } from './helpers/bodies.js';
import { DATA_FILES, addRevision, createDataFile, md5, sha256, settledScanState } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';

// Data files (API.md §3): uploads, details and expand, revisions, downloads. Access, bad input and
// delete are in data-files-access.test.ts.

describe('data files: upload and details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('stores a raw upload: 201 with an integer id, details without expansions', async () => {
    const before = Date.now();
    const id = await createDataFile(t, 'a,b\n1,2\n', { name: 'sales.csv' });
    const after = Date.now();
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details` });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<DataFile>();
    expect(Object.keys(d).sort()).toEqual(['dataFileId', 'datetimeCreated', 'existing', 'name', 'responsibleUserId']);
    expect(d).toMatchObject({ dataFileId: id, name: 'sales.csv', responsibleUserId: 1, existing: true });
    expect(d.datetimeCreated).toBeGreaterThanOrEqual(before);
    expect(d.datetimeCreated).toBeLessThanOrEqual(after);
  });

  it('describes the current revision: hashes of the bytes, size, type, uploader, times', async () => {
    const body = Buffer.from('x'.repeat(100_000) + 'end');
    const user = await t.tokenFor(7);
    const before = Date.now();
    const id = await createDataFile(t, body, { name: 'big.txt', contentType: 'text/plain; charset=utf-8', token: user });
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision`, token: user })).json<
      DataFileWith<'currentRevision'>
    >();
    const rev = d.currentRevision;
    expect(d.responsibleUserId).toBe(7);
    expect(rev).toMatchObject({
      dataFileId: id,
      contentType: 'text/plain; charset=utf-8',
      uploadUserId: 7,
      sizeBytes: body.length,
      md5Hash: md5(body),
      sha256HashValue: sha256(body),
    });
    expect(rev.md5Hash).toMatch(/^[0-9A-F]{32}$/);
    expect(rev.sha256HashValue).toMatch(/^[0-9A-F]{64}$/);
    expect(Number.isInteger(rev.dataFileRevisionId)).toBe(true);
    expect(Number.isInteger(rev.uploadTimeMillis) && rev.uploadTimeMillis >= 0).toBe(true);
    expect(rev.datetimeUploaded).toBeGreaterThanOrEqual(before);
    expect(['PENDING', 'SAFE']).toContain(rev.scanState);
    expect(d.revisions).toBeUndefined();
    expect(d.metadata).toBeUndefined();
  });

  it('takes a JSON body as the bytes of the file, not as a request to parse', async () => {
    const body = '{"not": "parsed", "n": [1,2,3]}';
    const id = await createDataFile(t, body, { name: 'x.json', contentType: 'application/json' });
    const dl = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe(body);
    expect(dl.headers['content-type']).toBe('application/json');
  });

  it('a body without Content-Type is application/octet-stream; an empty body is a 0-byte file', async () => {
    const res = await t.call({ method: 'POST', url: `${DATA_FILES}?name=empty.bin` });
    expect(res.statusCode, res.body).toBe(201);
    const d = (
      await t.call({ method: 'GET', url: `${DATA_FILES}/${res.json<NewDataFile>().dataFileId}/details?expand=currentRevision` })
    ).json<DataFileWith<'currentRevision'>>();
    expect(d.currentRevision).toMatchObject({
      sizeBytes: 0,
      contentType: 'application/octet-stream',
      md5Hash: md5(''),
      sha256HashValue: sha256(''),
    });
  });

  it('accepts multipart: the part "file" is the content, its filename the default name', async () => {
    const mp = multipart([{ name: 'file', value: 'id,v\n1,x\n', filename: 'from-part.csv', contentType: 'text/csv' }]);
    const res = await t.call({ method: 'POST', url: `${DATA_FILES}?description=hello&public=false`, ...mp });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<NewDataFile>().dataFileId;
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision,metadata` })).json<DataFile>();
    expect(d.name).toBe('from-part.csv');
    expect(d.currentRevision).toMatchObject({ contentType: 'text/csv', sha256HashValue: sha256('id,v\n1,x\n'), sizeBytes: 9 });
    expect(d.metadata).toEqual({ description: 'hello', public: false, revisionCount: 1, totalSizeBytes: 9 });

    const named = await t.call({
      method: 'POST',
      url: `${DATA_FILES}?name=chosen.csv`,
      ...multipart([{ name: 'file', value: 'z', filename: 'f.csv' }]),
    });
    expect(named.statusCode).toBe(201);
    expect(
      (await t.call({ method: 'GET', url: `${DATA_FILES}/${named.json<NewDataFile>().dataFileId}/details` })).json<DataFile>().name,
    ).toBe('chosen.csv');
  });

  it('refuses a multipart field other than "file" with 400 naming it, and stores nothing', async () => {
    const mp = multipart([
      { name: 'note', value: 'a typo for description' },
      { name: 'file', value: 'id\n1\n', filename: 'x.csv', contentType: 'text/csv' },
    ]);
    const body = expectError(await t.call({ method: 'POST', url: DATA_FILES, ...mp }), 400, 'VALIDATION_FAILED');
    expect(body.message).toContain('"note"');
  });

  it('takes the content type of a multipart part from its file name when the part says nothing useful', async () => {
    for (const declared of ['application/octet-stream', undefined]) {
      const mp = multipart([{ name: 'file', value: 'id,v\n1,x\n', filename: 'sales.csv', ...(declared ? { contentType: declared } : {}) }]);
      const res = await t.call({ method: 'POST', url: DATA_FILES, ...mp });
      expect(res.statusCode, res.body).toBe(201);
      const d = (
        await t.call({ method: 'GET', url: `${DATA_FILES}/${res.json<NewDataFile>().dataFileId}/details?expand=currentRevision` })
      ).json<DataFileWith<'currentRevision'>>();
      expect(d.currentRevision.contentType, String(declared)).toBe('text/csv');
    }
  });

  it('metadata defaults: public true, empty description', async () => {
    const id = await createDataFile(t, 'abc');
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=metadata` })).json<DataFile>();
    expect(d.metadata).toEqual({ description: '', public: true, revisionCount: 1, totalSizeBytes: 3 });
    expect(d.currentRevision).toBeUndefined();
  });
});

describe('data files: revisions', () => {
  let t: TestApp;
  let id: number;
  let first: number;
  let second: number;
  beforeAll(async () => {
    t = await startTestApp();
    id = await createDataFile(t, 'one', { name: 'r.txt', contentType: 'text/plain' });
    first = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >().currentRevision.dataFileRevisionId;
    second = await addRevision(t, id, 'second!', 'text/csv');
  });
  afterAll(async () => t.close());

  it('PUT adds a revision that becomes current', async () => {
    expect(second).toBeGreaterThan(first);
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<DataFile>();
    expect(d.currentRevision).toMatchObject({
      dataFileRevisionId: second,
      contentType: 'text/csv',
      sizeBytes: 7,
      sha256HashValue: sha256('second!'),
    });
    const dl = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
    expect(dl.body).toBe('second!');
    expect(dl.headers['content-type']).toBe('text/csv');
  });

  it('every revision stays downloadable by id', async () => {
    const old = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${first}` });
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('one');
    expect(old.headers['content-type']).toBe('text/plain');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${second}` })).body).toBe('second!');
  });

  it('lists revisions newest first, in the list route and in expand=revisions', async () => {
    const list = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` });
    expect(list.statusCode).toBe(200);
    expect(list.json<DataFileRevision[]>().map((r: { dataFileRevisionId: number }) => r.dataFileRevisionId)).toEqual([second, first]);
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=revisions` })).json<DataFileWith<'revisions'>>();
    expect(d.revisions.map((r: { dataFileRevisionId: number }) => r.dataFileRevisionId)).toEqual([second, first]);
    expect(d.revisions[1]).toMatchObject({ sizeBytes: 3, md5Hash: md5('one'), sha256HashValue: sha256('one'), uploadUserId: 1 });
    expect(d.currentRevision).toBeUndefined();
  });

  it('expand takes several names, comma-separated or repeated, in any case', async () => {
    for (const query of [
      'expand=currentRevision,revisions,metadata',
      'expand=metadata&expand=revisions,%20currentRevision',
      'expand=CURRENTREVISION,Revisions,metadata',
    ]) {
      const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?${query}` })).json<DataFile>();
      expect(d.currentRevision?.dataFileRevisionId, query).toBe(second);
      expect(d.revisions, query).toHaveLength(2);
      expect(d.metadata, query).toEqual({ description: '', public: true, revisionCount: 2, totalSizeBytes: 10 });
    }
    const none = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=` })).json<DataFile>();
    expect(Object.keys(none).sort()).toEqual(['dataFileId', 'datetimeCreated', 'existing', 'name', 'responsibleUserId']);
  });

  it('an unknown expand name is 400 naming the allowed ones', async () => {
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=revisions,owner` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(res.json<ErrorBody>().message).toContain('"owner"');
    expect(res.json<ErrorBody>().message).toContain('currentRevision, revisions, metadata');
  });

  it('a revision of another data file, or none, is 404', async () => {
    const other = await createDataFile(t, 'other');
    for (const url of [`${DATA_FILES}/${other}/revisions/${first}`, `${DATA_FILES}/${id}/revisions/999999`]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorBody>().code).toBe('REVISION_NOT_FOUND');
    }
  });

  it('PUT takes multipart too', async () => {
    const mp = multipart([{ name: 'file', value: 'third', filename: 'ignored.txt', contentType: 'text/plain' }]);
    const res = await t.call({ method: 'PUT', url: `${DATA_FILES}/${id}`, ...mp });
    expect(res.statusCode, res.body).toBe(201);
    const d = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<DataFile>();
    expect(d.name).toBe('r.txt');
    expect(d.currentRevision).toMatchObject({ dataFileRevisionId: res.json<NewRevision>().revisionId, sha256HashValue: sha256('third') });
  });
});

describe('data files: downloads', () => {
  let t: TestApp;
  let id: number;
  const body = '0123456789abcdef';
  beforeAll(async () => {
    t = await startTestApp();
    id = await createDataFile(t, body, { name: 'digits é.txt', contentType: 'text/plain' });
  });
  afterAll(async () => t.close());

  it('serves the bytes with length, hash ETag and disposition', async () => {
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(body);
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.headers.etag).toBe(`"${sha256(body)}"`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''digits%20%C3%A9.txt");
    const again = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, headers: { 'if-none-match': res.headers.etag! } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a Range with 206 and Content-Range, on the current and on a given revision', async () => {
    const rev = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` })).json<DataFileRevision[]>()[0]!
      .dataFileRevisionId;
    for (const url of [`${DATA_FILES}/${id}`, `${DATA_FILES}/${id}/revisions/${rev}`]) {
      const res = await t.call({ method: 'GET', url, headers: { range: 'bytes=2-5' } });
      expect(res.statusCode, url).toBe(206);
      expect(res.body).toBe('2345');
      expect(res.headers['content-range']).toBe(`bytes 2-5/${body.length}`);
      expect(res.headers['content-length']).toBe('4');
    }
    const suffix = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, headers: { range: 'bytes=-3' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe('def');
    const open = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, headers: { range: 'bytes=10-' } });
    expect(open.body).toBe('abcdef');
  });

  it('a range past the end is 416 with Content-Range: bytes */size', async () => {
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}`, headers: { range: 'bytes=16-20' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${body.length}`);
    expect(res.json<ErrorBody>().code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('answers 304 to a matching If-None-Match even with a Range it could not satisfy, as file downloads do', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${DATA_FILES}/${id}`,
      headers: { 'if-none-match': `"${sha256(body)}"`, range: 'bytes=16-20' },
    });
    expect(res.statusCode).toBe(304);
  });
});

describe('data files: hashes of larger content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('MD5 and SHA-256 match the bytes for a multi-megabyte upload, and the download is identical', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < body.length; i++) body[i] = (i * 31 + (i >> 11)) & 0xff;
    const id = await createDataFile(t, body, { contentType: 'application/octet-stream' });
    const rev = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >().currentRevision;
    expect(rev).toMatchObject({ sizeBytes: body.length, md5Hash: md5(body), sha256HashValue: sha256(body) });
    const dl = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` });
    expect(sha256(dl.rawPayload)).toBe(sha256(body));
    expect(await settledScanState(t, id)).toBe('SAFE');
  });
});
