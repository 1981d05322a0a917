import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { Execution, ExecutionRecord, Stream } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { match } from './helpers/match.js';
import { StreamClient } from './helpers/streams.js';

/** Streams, executions, access and operation 4 (API.md §4). */
describe('streams', () => {
  let t: TestApp;
  let admin: StreamClient;
  let alice: StreamClient;
  let bob: StreamClient;
  const schema = {
    columns: [
      { name: 'id', type: 'LONG' },
      { name: 'name', type: 'STRING' },
    ],
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = new StreamClient(t);
    alice = new StreamClient(t, await t.tokenFor(2));
    bob = new StreamClient(t, await t.tokenFor(3));
  });
  afterAll(async () => t.close());

  describe('create and read', () => {
    it('creates a stream owned by the caller and reads it back', async () => {
      const before = Math.floor(Date.now() / 1000);
      const res = await alice.call('POST', '', { name: 'sales', updateMethod: 'APPEND', schema });
      expect(res.statusCode, res.body).toBe(201);
      const stream = res.json<Stream>();
      expect(stream).toEqual({
        id: match.any(Number),
        name: 'sales',
        updateMethod: 'APPEND',
        schema: { ...schema, header: false, inferred: false },
        ownerId: 2,
        createdAt: match.any(Number),
        rowCount: 0,
        lastExecution: null,
      });
      // Epoch seconds, not milliseconds.
      expect(stream.createdAt).toBeGreaterThanOrEqual(before);
      expect(stream.createdAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
      const read = await alice.call('GET', `/${stream.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(stream);
    });

    it('accepts a stream without a schema', async () => {
      const res = await alice.call('POST', '', { name: 'loose', updateMethod: 'REPLACE' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Stream>().schema).toBeNull();
    });

    it.each([
      ['no name', { updateMethod: 'REPLACE' }, 'name'],
      ['an empty name', { name: '', updateMethod: 'REPLACE' }, 'name'],
      ['a blank name', { name: '   ', updateMethod: 'REPLACE' }, 'name'],
      ['a name over 255 characters', { name: 'x'.repeat(256), updateMethod: 'REPLACE' }, 'name'],
      ['no updateMethod', { name: 's' }, 'updateMethod'],
      ['an unknown updateMethod', { name: 's', updateMethod: 'MERGE' }, 'REPLACE, APPEND'],
      ['a schema without columns', { name: 's', updateMethod: 'REPLACE', schema: { columns: [] } }, 'columns'],
      [
        'an unknown column type',
        { name: 's', updateMethod: 'REPLACE', schema: { columns: [{ name: 'a', type: 'INT' }] } },
        'STRING, LONG, DOUBLE, DECIMAL, BOOLEAN, DATE, DATETIME',
      ],
      ['a column without a name', { name: 's', updateMethod: 'REPLACE', schema: { columns: [{ type: 'LONG' }] } }, 'name'],
      [
        'a blank column name',
        { name: 's', updateMethod: 'REPLACE', schema: { columns: [{ name: ' ', type: 'LONG' }] } },
        'schema.columns[0].name',
      ],
      [
        'repeated column names',
        {
          name: 's',
          updateMethod: 'REPLACE',
          schema: {
            columns: [
              { name: 'a', type: 'LONG' },
              { name: 'A', type: 'STRING' },
            ],
          },
        },
        'schema.columns[1].name',
      ],
      ['a non-boolean header flag', { name: 's', updateMethod: 'REPLACE', schema: { ...schema, header: 'yes' } }, 'header'],
    ])('refuses %s with 400 naming the field', async (_, body, named) => {
      const error = expectError(await alice.call('POST', '', body), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain(named);
    });

    it('refuses a body that is not JSON', async () => {
      expectError(await alice.call('POST', '', '{"name":', { 'content-type': 'application/json' }), 400, 'INVALID_JSON');
    });

    it('needs a token', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/data/v1/streams',
        payload: { name: 's', updateMethod: 'REPLACE' },
        token: null,
      });
      expectError(res, 401, 'UNAUTHORIZED');
    });
  });

  describe('access', () => {
    it('hides a stream and its executions from other users (404), not from admins', async () => {
      const id = await alice.create({ name: 'private', updateMethod: 'REPLACE', schema });
      const executionId = await alice.start(id);
      for (const url of [`/${id}`, `/${id}/history/aggregate`, `/${id}/data`, `/${id}/executions/${executionId}`]) {
        expectError(await bob.call('GET', url), 404, 'STREAM_NOT_FOUND');
        expect((await admin.call('GET', url)).statusCode).toBe(200);
      }
      expectError(await bob.call('POST', `/${id}/executions`), 404, 'STREAM_NOT_FOUND');
      expectError(await bob.part(id, executionId, 1, '1,a\n'), 404, 'STREAM_NOT_FOUND');
      expectError(await bob.commit(id, executionId), 404, 'STREAM_NOT_FOUND');
      expectError(await bob.abort(id, executionId), 404, 'STREAM_NOT_FOUND');
      // The refused calls changed nothing: the execution is still ACTIVE, without parts.
      const committed = await admin.commit(id, executionId);
      expect(committed.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 0 });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999', '1e3', 'Infinity', '1e309', '+1', '01', '0x1', '1.0', '1e0'])(
      'answers 404 for stream id %j',
      async (raw) => {
        expectError(await admin.call('GET', `/${raw}`), 404, 'STREAM_NOT_FOUND');
        expectError(await admin.call('GET', `/${raw}/history/aggregate`), 404, 'STREAM_NOT_FOUND');
      },
    );

    it('answers 404 for an execution id that is not one of the stream’s', async () => {
      const a = await alice.create({ name: 'a', updateMethod: 'REPLACE', schema });
      const b = await alice.create({ name: 'b', updateMethod: 'REPLACE', schema });
      const executionOfA = await alice.start(a);
      expectError(await alice.call('GET', `/${b}/executions/${executionOfA}`), 404, 'EXECUTION_NOT_FOUND');
      expectError(await alice.commit(b, executionOfA), 404, 'EXECUTION_NOT_FOUND');
      for (const raw of ['x', '0', '424242']) expectError(await alice.call('GET', `/${a}/executions/${raw}`), 404, 'EXECUTION_NOT_FOUND');
    });
  });

  describe('executions', () => {
    it('starts an ACTIVE execution with the stream’s update method, endedAt null, times in seconds', async () => {
      const id = await alice.create({ name: 'e', updateMethod: 'APPEND', schema });
      const before = Math.floor(Date.now() / 1000);
      const res = await alice.call('POST', `/${id}/executions`);
      expect(res.statusCode, res.body).toBe(201);
      const execution = res.json<Execution>();
      expect(execution).toEqual({
        streamId: id,
        executionId: match.any(Number),
        currentState: 'ACTIVE',
        rowsInserted: 0,
        bytesInserted: 0,
        startedAt: match.any(Number),
        endedAt: null,
        updateMethod: 'APPEND',
        peakMemoryUsedBytes: 0,
        errors: [],
      });
      expect(execution.startedAt).toBeGreaterThanOrEqual(before);
      expect(execution.startedAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
      const read = await alice.call('GET', `/${id}/executions/${execution.executionId}`);
      expect(read.json()).toEqual(execution);
      expect((await alice.call('GET', `/${id}`)).json<Stream>().lastExecution).toEqual(
        Object.fromEntries(Object.entries(execution).filter(([k]) => k !== 'errors')),
      );
    });

    it('allows one ACTIVE execution per stream: a second is 409 until the first ends', async () => {
      const id = await alice.create({ name: 'one', updateMethod: 'REPLACE', schema });
      const first = await alice.start(id);
      const error = expectError(await alice.call('POST', `/${id}/executions`), 409, 'EXECUTION_ALREADY_ACTIVE');
      expect(error.message).toContain(String(first));
      // Another stream is not affected.
      await alice.start(await alice.create({ name: 'other', updateMethod: 'REPLACE', schema }));
      expect((await alice.abort(id, first)).statusCode).toBe(200);
      const second = await alice.start(id);
      expectError(await alice.call('POST', `/${id}/executions`), 409, 'EXECUTION_ALREADY_ACTIVE');
      expect((await alice.commit(id, second)).json<Execution>().currentState).toBe('SUCCESS');
      await alice.start(id);
    });

    it('lets only one of many simultaneous starts win', async () => {
      const id = await alice.create({ name: 'race', updateMethod: 'REPLACE', schema });
      const results = await Promise.all(Array.from({ length: 5 }, () => alice.call('POST', `/${id}/executions`)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it('takes an update method for one execution', async () => {
      const id = await alice.create({ name: 'override', updateMethod: 'REPLACE', schema });
      const res = await alice.call('POST', `/${id}/executions`, { updateMethod: 'APPEND' });
      expect(res.json<Execution>().updateMethod).toBe('APPEND');
      await alice.abort(id, res.json<Execution>().executionId);
      const error = expectError(await alice.call('POST', `/${id}/executions`, { updateMethod: 'UPSERT' }), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain('REPLACE, APPEND');
    });
  });

  describe('operation 4: history', () => {
    let id: number;
    const executions: number[] = [];
    beforeAll(async () => {
      id = await alice.create({ name: 'history', updateMethod: 'APPEND', schema });
      executions.push((await alice.run(id, { 1: '1,a\n2,b\n' })).executionId);
      const aborted = await alice.start(id);
      await alice.abort(id, aborted);
      executions.push(aborted);
      executions.push((await alice.run(id, { 1: 'x,a\n' })).executionId);
      executions.push((await alice.run(id, { 1: '3,c\n' })).executionId);
      executions.push(await alice.start(id));
    });

    it('lists every execution newest first, as records of exactly the seed’s fields', async () => {
      const res = await alice.call('GET', `/${id}/history/aggregate`);
      expect(res.statusCode).toBe(200);
      const records = res.json<ExecutionRecord[]>();
      expect(records.map((r: { executionId: number }) => r.executionId)).toEqual([...executions].reverse());
      expect(records.map((r: { currentState: string }) => r.currentState)).toEqual(['ACTIVE', 'SUCCESS', 'FAILED', 'ABORTED', 'SUCCESS']);
      for (const record of records) {
        expect(Object.keys(record).sort()).toEqual([
          'bytesInserted',
          'currentState',
          'endedAt',
          'executionId',
          'peakMemoryUsedBytes',
          'rowsInserted',
          'startedAt',
          'streamId',
          'updateMethod',
        ]);
        expect(record.streamId).toBe(id);
        expect(record.updateMethod).toBe('APPEND');
        expect(record.endedAt === null).toBe(record.currentState === 'ACTIVE');
        if (record.endedAt !== null) expect(record.endedAt).toBeGreaterThanOrEqual(record.startedAt);
      }
      expect(records[4]).toMatchObject({ rowsInserted: 2, bytesInserted: 8 });
      expect(records[1]).toMatchObject({ rowsInserted: 1, bytesInserted: 4 });
      expect(records[2]).toMatchObject({ rowsInserted: 0, bytesInserted: 0 });
    });

    it('pages with limit and offset', async () => {
      const page = async (query: string) =>
        (await alice.call('GET', `/${id}/history/aggregate?${query}`))
          .json<ExecutionRecord[]>()
          .map((r: { executionId: number }) => r.executionId);
      const newestFirst = [...executions].reverse();
      expect(await page('limit=2')).toEqual(newestFirst.slice(0, 2));
      expect(await page('limit=2&offset=2')).toEqual(newestFirst.slice(2, 4));
      expect(await page('limit=2&offset=4')).toEqual(newestFirst.slice(4));
      expect(await page('offset=5')).toEqual([]);
      expect(await page('limit=1000')).toEqual(newestFirst);
    });

    it.each([
      'limit=0',
      'limit=1001',
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'offset=x',
      'limit=1e309',
      'limit=+5',
      'limit=0x10',
      'limit=5e0',
      'offset=Infinity',
      'offset=1e21',
      'offset=9007199254740992',
      'limit=1&limit=2',
      'offset=',
    ])('refuses %s with 400', async (query) => {
      const error = expectError(await alice.call('GET', `/${id}/history/aggregate?${query}`), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain(query.split('=')[0]);
    });

    it('is empty for a stream without executions', async () => {
      const fresh = await alice.create({ name: 'fresh', updateMethod: 'REPLACE' });
      expect((await alice.call('GET', `/${fresh}/history/aggregate`)).json()).toEqual([]);
    });
  });
});
