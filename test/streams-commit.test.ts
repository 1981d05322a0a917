import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamRowsRepository } from '../src/storage/db/repositories/stream-rows-repository.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { Execution, Stream } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { match } from './helpers/match.js';
import { StreamClient } from './helpers/streams.js';

/** Parts, commits and aborts (API.md §4): update methods, atomicity, idempotency, bad input. */
describe('stream parts, commits and aborts', () => {
  let t: TestApp;
  let s: StreamClient;
  const schema = {
    columns: [
      { name: 'id', type: 'LONG' },
      { name: 'name', type: 'STRING' },
    ],
  };
  const MAX_PART = 4096;

  /** Stored blobs: parts are stored as blobs until their execution ends. */
  const blobCount = async () => (await blobKeys(t.dataDir)).length;

  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_MAX_UPLOAD_BYTES: String(MAX_PART) });
    s = new StreamClient(t);
  });
  afterAll(async () => t.close());

  describe('update methods', () => {
    it('REPLACE swaps the dataset, APPEND adds to it', async () => {
      const id = await s.create({ name: 'replace', updateMethod: 'REPLACE', schema });
      await s.run(id, { 1: '1,a\n2,b\n' });
      const second = await s.run(id, { 1: '3,c\n' });
      expect(second).toMatchObject({ currentState: 'SUCCESS', updateMethod: 'REPLACE', rowsInserted: 1 });
      expect(await s.data(id)).toBe('id,name\n3,c\n');
      expect((await s.call('GET', `/${id}`)).json<Stream>().rowCount).toBe(1);

      const appended = await s.create({ name: 'append', updateMethod: 'APPEND', schema });
      await s.run(appended, { 1: '1,a\n2,b\n' });
      await s.run(appended, { 1: '3,c\n' });
      expect(await s.data(appended)).toBe('id,name\n1,a\n2,b\n3,c\n');
      expect((await s.call('GET', `/${appended}`)).json<Stream>().rowCount).toBe(3);

      // An APPEND execution on a REPLACE stream adds; a REPLACE one on an APPEND stream swaps.
      await s.run(id, { 1: '4,d\n' }, { updateMethod: 'APPEND' });
      expect(await s.data(id)).toBe('id,name\n3,c\n4,d\n');
      await s.run(appended, { 1: '9,z\n' }, { updateMethod: 'REPLACE' });
      expect(await s.data(appended)).toBe('id,name\n9,z\n');
    });

    it('a commit without parts succeeds with no rows: REPLACE empties the dataset', async () => {
      const id = await s.create({ name: 'empty', updateMethod: 'REPLACE', schema });
      await s.run(id, { 1: '1,a\n' });
      const empty = await s.run(id, {});
      expect(empty).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 0, bytesInserted: 0 });
      expect(await s.data(id)).toBe('id,name\n');
    });

    it('a FAILED commit leaves the dataset exactly as it was, for REPLACE and APPEND', async () => {
      for (const updateMethod of ['REPLACE', 'APPEND']) {
        const id = await s.create({ name: `keep ${updateMethod}`, updateMethod, schema });
        await s.run(id, { 1: '1,a\n2,b\n' });
        // The bad row comes after good rows in a later part, so good rows were already written.
        const failed = await s.run(id, { 1: '3,c\n4,d\n', 2: '5,e\nnope,f\n' });
        expect(failed).toMatchObject({ currentState: 'FAILED', rowsInserted: 0 });
        expect(await s.data(id)).toBe('id,name\n1,a\n2,b\n');
        expect((await s.call('GET', `/${id}`)).json<Stream>().rowCount).toBe(2);
      }
    });
  });

  describe('commit', () => {
    it('counts rows and bytes from the committed data and reports the memory it measured', async () => {
      const id = await s.create({ name: 'counts', updateMethod: 'REPLACE', schema });
      const executionId = await s.start(id);
      const plain = '1,"a, b"\n2,b\n';
      const zipped = '3,c\n';
      await s.part(id, executionId, 1, plain);
      await s.part(id, executionId, 2, gzipSync(zipped), { 'content-encoding': 'gzip' });
      const result = (await s.commit(id, executionId)).json<Execution>();
      // Bytes of CSV as committed: a gzip part counts with its size after gunzip.
      const bytes = Buffer.byteLength(plain) + Buffer.byteLength(zipped);
      expect(result).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 3, bytesInserted: bytes, errors: [] });
      expect(result.peakMemoryUsedBytes).toBeGreaterThan(0);
      expect(result.endedAt).toBeGreaterThanOrEqual(result.startedAt);
    });

    it('is idempotent: a repeated commit returns the same result and applies nothing twice', async () => {
      const id = await s.create({ name: 'twice', updateMethod: 'APPEND', schema });
      const executionId = await s.start(id);
      await s.part(id, executionId, 1, '1,a\n2,b\n');
      const first = (await s.commit(id, executionId)).json();
      const again = await s.commit(id, executionId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await s.data(id)).toBe('id,name\n1,a\n2,b\n');

      const failing = await s.start(id);
      await s.part(id, failing, 1, 'x,a\n');
      const failed = (await s.commit(id, failing)).json<Execution>();
      expect(failed.currentState).toBe('FAILED');
      expect((await s.commit(id, failing)).json()).toEqual(failed);
    });

    it('runs simultaneous commits of one execution once, giving each the same result', async () => {
      const id = await s.create({ name: 'together', updateMethod: 'APPEND', schema });
      const executionId = await s.start(id);
      await s.part(id, executionId, 1, '1,a\n2,b\n');
      const results = await Promise.all([s.commit(id, executionId), s.commit(id, executionId), s.commit(id, executionId)]);
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      expect(new Set(results.map((r) => r.body)).size).toBe(1);
      expect(results[0].json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 2 });
      expect(await s.data(id)).toBe('id,name\n1,a\n2,b\n');
    });

    it('refuses to commit an ABORTED execution (409)', async () => {
      const id = await s.create({ name: 'no commit after abort', updateMethod: 'REPLACE', schema });
      const executionId = await s.start(id);
      await s.abort(id, executionId);
      expectError(await s.commit(id, executionId), 409, 'EXECUTION_NOT_ACTIVE');
    });

    it('discards the parts once the execution is committed', async () => {
      const id = await s.create({ name: 'spent parts', updateMethod: 'REPLACE', schema });
      const executionId = await s.start(id);
      const before = await blobCount();
      await s.part(id, executionId, 1, '1,a\n');
      await s.part(id, executionId, 2, '2,b\n');
      expect(await blobCount()).toBe(before + 2);
      await s.commit(id, executionId);
      expect(await blobCount()).toBe(before);
    });
  });

  describe('abort', () => {
    it('ends an ACTIVE execution as ABORTED, discards its parts, and lets a new one start', async () => {
      const id = await s.create({ name: 'abort', updateMethod: 'REPLACE', schema });
      await s.run(id, { 1: '1,a\n' });
      const executionId = await s.start(id);
      const before = await blobCount();
      await s.part(id, executionId, 1, '2,b\n');
      expect(await blobCount()).toBe(before + 1);
      const res = await s.abort(id, executionId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ executionId, currentState: 'ABORTED', rowsInserted: 0, endedAt: match.any(Number) });
      expect(await blobCount()).toBe(before);
      expect(await s.data(id)).toBe('id,name\n1,a\n');
      // Aborting again answers the same; a part or a commit now is refused.
      expect((await s.abort(id, executionId)).json()).toEqual(res.json());
      expectError(await s.part(id, executionId, 2, '3,c\n'), 409, 'EXECUTION_NOT_ACTIVE');
      await s.start(id);
    });

    it('refuses to abort a committed execution (409)', async () => {
      const id = await s.create({ name: 'abort committed', updateMethod: 'REPLACE', schema });
      const { executionId } = await s.run(id, { 1: '1,a\n' });
      const error = expectError(await s.abort(id, executionId), 409, 'EXECUTION_NOT_ACTIVE');
      expect(error.message).toContain('SUCCESS');
      expect(await s.data(id)).toBe('id,name\n1,a\n');
    });
  });

  describe('parts', () => {
    let id: number;
    let executionId: number;
    beforeAll(async () => {
      id = await s.create({ name: 'parts', updateMethod: 'REPLACE', schema });
      executionId = await s.start(id);
    });

    it('replaces a part sent again under the same id (200), the later one counting', async () => {
      const stream = await s.create({ name: 'resend', updateMethod: 'REPLACE', schema });
      const execution = await s.start(stream);
      const before = await blobCount();
      expect((await s.part(stream, execution, 1, '1,old\n')).statusCode).toBe(201);
      const again = await s.part(stream, execution, 1, '1,new\n');
      expect(again.statusCode, again.body).toBe(200);
      expect(await blobCount()).toBe(before + 1);
      await s.commit(stream, execution);
      expect(await s.data(stream)).toBe('id,name\n1,new\n');
    });

    it('answers with the part’s size and SHA-256', async () => {
      const res = await s.part(id, executionId, 3, '1,a\n');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        streamId: id,
        executionId,
        partId: 3,
        sizeBytes: 4,
        sha256: createHash('sha256').update('1,a\n').digest('hex'),
      });
    });

    it.each(['0', '-1', 'abc', '1.5', '100001', '1e3'])('refuses part id %j with 400 naming partId', async (partId) => {
      const error = expectError(await s.part(id, executionId, partId, '1,a\n'), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain('partId');
      expect(error.message).toContain('1 to 100000');
    });

    it('answers 404 for an unknown execution', async () => {
      expectError(await s.part(id, 987654, 1, '1,a\n'), 404, 'EXECUTION_NOT_FOUND');
    });

    it('refuses a part for a committed execution (409)', async () => {
      const stream = await s.create({ name: 'late part', updateMethod: 'REPLACE', schema });
      const { executionId: done } = await s.run(stream, { 1: '1,a\n' });
      const error = expectError(await s.part(stream, done, 2, '2,b\n'), 409, 'EXECUTION_NOT_ACTIVE');
      expect(error.message).toContain('SUCCESS');
    });

    it.each([
      ['application/json', {}],
      ['multipart/form-data; boundary=x', {}],
      ['text/csv', { 'content-encoding': 'br' }],
    ])('refuses Content-Type %s %j with 415 naming what is accepted', async (type, extra) => {
      const error = expectError(
        await s.part(id, executionId, 1, '1,a\n', { 'content-type': type, ...extra }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(error.message).toMatch(/text\/csv|gzip/);
    });

    it('accepts a part without a Content-Type', async () => {
      const res = await s.part(id, executionId, 4, '1,a\n', {});
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses a body declared gzip that is not gzip (400) and keeps nothing of it', async () => {
      const before = await blobCount();
      const error = expectError(await s.part(id, executionId, 5, 'plain,text\n', { 'content-encoding': 'gzip' }), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain('gzip');
      const truncated = gzipSync('1,a\n'.repeat(100)).subarray(0, 20);
      expectError(await s.part(id, executionId, 5, truncated, { 'content-type': 'application/gzip' }), 400, 'VALIDATION_FAILED');
      expect(await blobCount()).toBe(before);
    });

    it('refuses a part over the upload limit (413), also when it only grows that big through gunzip', async () => {
      const before = await blobCount();
      const big = '1,a\n'.repeat(MAX_PART / 4 + 1);
      expectError(await s.part(id, executionId, 6, big), 413, 'PAYLOAD_TOO_LARGE');
      const bomb = gzipSync(big);
      expect(bomb.length).toBeLessThan(MAX_PART);
      expectError(await s.part(id, executionId, 6, bomb, { 'content-encoding': 'gzip' }), 413, 'PAYLOAD_TOO_LARGE');
      expect(await blobCount()).toBe(before);
      expect((await s.part(id, executionId, 6, '1,a\n'.repeat(MAX_PART / 4))).statusCode).toBe(201);
    });
  });

  it('exports the dataset as it was when the export began, even if a REPLACE commit lands meanwhile', async () => {
    const id = await s.create({ name: 'export during replace', updateMethod: 'REPLACE', schema });
    const rows = 12_000; // several pages of the export
    const lines = Array.from({ length: rows }, (_, i) => `${i},old\n`);
    const old = lines.join('');
    // Parts of 400 rows stay under this app's small upload limit.
    const parts = Object.fromEntries(Array.from({ length: rows / 400 }, (_, k) => [k + 1, lines.slice(k * 400, (k + 1) * 400).join('')]));
    const { executionId: oldExecution } = await s.run(id, parts);
    const admin = { userId: 1, isAdmin: true, tokenId: 0 };
    const { body } = await t.services.streams.datasets.open(admin, String(id));
    const chunks: string[] = [];
    const reader = body[Symbol.asyncIterator]();
    chunks.push(String((await reader.next()).value), String((await reader.next()).value));
    expect(chunks.join('').startsWith('id,name\n0,old\n1,old\n')).toBe(true);
    expect(chunks.join('').length).toBeLessThan(old.length);

    const replaced = await s.run(id, { 1: '1,new\n' });
    expect(replaced.currentState).toBe('SUCCESS');
    expect(await s.data(id)).toBe('id,name\n1,new\n');
    for (let next = await reader.next(); !next.done; next = await reader.next()) chunks.push(String(next.value));
    expect(chunks.join('')).toBe(`id,name\n${old}`);

    // Once the export is over, the replaced rows are purged.
    const repo = new StreamRowsRepository(t.services.db);
    const deadline = Date.now() + 10_000;
    while ((await repo.count(oldExecution)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await repo.count(oldExecution)).toBe(0);
  });

  it('writes rows the same through the portable path other database backends take', async () => {
    const portable = new StreamRowsRepository(t.services.db, { portable: true });
    const native = new StreamRowsRepository(t.services.db);
    // Quotes, backslashes, braces, tabs, line breaks and the word NULL: what array, VALUES and COPY
    // encodings must keep.
    const rows = Array.from({ length: 1234 }, (_, i) => `${i},"row, ${i}","a\\b {c} ""d""\ne\tf\r\ng \\N",NULL,ü`);
    // A row larger than a writer's first buffer of COPY input (1 MiB).
    rows[1100] = `1100,"${'ü\t'.repeat(300_000)}"`;
    // Execution ids far from any real one: rows are keyed by execution id only. Two writes each, as
    // a commit writes chunk after chunk with the same writer.
    for (const [repo, executionId] of [
      [portable, 900001],
      [native, 900002],
    ] as const) {
      const writer = repo.writer(executionId);
      await writer.write(rows.slice(0, 600), 1);
      await writer.write(rows.slice(600), 601);
    }
    for (const executionId of [900001, 900002]) {
      const page = await native.page(executionId, 1000, 5000);
      expect(page.map((r) => [r.row_no, r.data])).toEqual(rows.slice(1000).map((data, i) => [1001 + i, data]));
      expect(await native.count(executionId)).toBe(1234);
      expect(await native.purge(executionId)).toBe(true);
      expect(await native.count(executionId)).toBe(0);
    }
  });
});
