import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireExecution } from '../src/domain/streams/stream-access.js';
import { StreamsRepository } from '../src/storage/db/repositories/streams-repository.js';
import { type TestApp, startTestApp, tempDir } from './helpers/app.js';
import type { Execution, Stream } from './helpers/bodies.js';
import { blobKeys } from './helpers/blobs.js';
import { expectError } from './helpers/expect-error.js';
import { eventually } from './helpers/server-process.js';
import { StreamClient } from './helpers/streams.js';

// The hosted service's other stream routes (API.md §4, "Also"): list, update, delete, executions.

const schema = {
  columns: [
    { name: 'id', type: 'LONG' },
    { name: 'name', type: 'STRING' },
  ],
};

/** Rows stored under these executions, live or not. */
async function storedRows(t: TestApp, executionIds: number[]): Promise<number> {
  const row = await t.services.db
    .selectFrom('stream_rows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('execution_id', 'in', executionIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('streams: list, update, delete, executions', () => {
  let t: TestApp;
  let admin: StreamClient;
  let alice: StreamClient;
  let bob: StreamClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = new StreamClient(t);
    alice = new StreamClient(t, await t.tokenFor(2));
    bob = new StreamClient(t, await t.tokenFor(3));
  });
  afterAll(async () => t.close());

  describe('list', () => {
    it("lists the caller's streams newest first as GET /streams/{id} shows them; admins see every stream", async () => {
      const a1 = await alice.create({ name: 'a1', updateMethod: 'APPEND', schema });
      await alice.run(a1, { 1: '1,x\n2,y\n' });
      const b1 = await bob.create({ name: 'b1', updateMethod: 'REPLACE' });
      const a2 = await alice.create({ name: 'a2', updateMethod: 'REPLACE', schema });
      const mine = await alice.call('GET', '');
      expect(mine.statusCode, mine.body).toBe(200);
      const ids = mine.json<Stream[]>().map((s: { id: number }) => s.id);
      expect(ids.indexOf(a2)).toBeLessThan(ids.indexOf(a1));
      expect(ids).not.toContain(b1);
      const listed = mine.json<Stream[]>().find((s: { id: number }) => s.id === a1);
      expect(listed).toEqual((await alice.call('GET', `/${a1}`)).json());
      expect(listed).toMatchObject({ rowCount: 2, lastExecution: { currentState: 'SUCCESS' } });
      expect((await bob.call('GET', '')).json<Stream[]>().map((s: { id: number }) => s.id)).toEqual([b1]);
      const all = (await admin.call('GET', '?limit=1000')).json<Stream[]>().map((s: { id: number }) => s.id);
      expect(all).toEqual(expect.arrayContaining([a1, a2, b1]));
      expect(all).toEqual([...all].sort((x: number, y: number) => y - x));
    });

    it('pages with limit and offset; bad ones and unknown parameters are 400', async () => {
      const all = (await admin.call('GET', '?limit=1000')).json<Stream[]>().map((s: { id: number }) => s.id);
      expect((await admin.call('GET', '?limit=1&offset=1')).json<Stream[]>().map((s: { id: number }) => s.id)).toEqual([all[1]]);
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=1001', 'limit'],
        ['?offset=-1', 'offset'],
        ['?limit=x', 'limit'],
        ['?owner=2', 'owner'],
      ]) {
        expect(expectError(await admin.call('GET', query!), 400, 'VALIDATION_FAILED').message).toContain(field);
      }
      expectError(await t.call({ method: 'GET', url: '/api/data/v1/streams', token: null }), 401, 'UNAUTHORIZED');
    });
  });

  describe('executions', () => {
    it('lists the executions newest first, with errors[], paged', async () => {
      const id = await alice.create({ name: 'ex', updateMethod: 'APPEND', schema });
      await alice.run(id, { 1: '1,a\n' });
      const failed = await alice.run(id, { 1: 'oops,a\n' });
      expect(failed.currentState).toBe('FAILED');
      const res = await alice.call('GET', `/${id}/executions`);
      expect(res.statusCode, res.body).toBe(200);
      const executions = res.json<Execution[]>();
      expect(executions.map((e: { currentState: string }) => e.currentState)).toEqual(['FAILED', 'SUCCESS']);
      expect(executions[0]).toEqual(failed);
      expect(executions[0]!.errors.length).toBeGreaterThan(0);
      expect(
        (await alice.call('GET', `/${id}/executions?limit=1&offset=1`))
          .json<Execution[]>()
          .map((e: { currentState: string }) => e.currentState),
      ).toEqual(['SUCCESS']);
      expect(expectError(await alice.call('GET', `/${id}/executions?limit=0`), 400, 'VALIDATION_FAILED').message).toContain('limit');
      expect(expectError(await alice.call('GET', `/${id}/executions?state=ACTIVE`), 400, 'VALIDATION_FAILED').message).toContain('state');
      expectError(await bob.call('GET', `/${id}/executions`), 404, 'STREAM_NOT_FOUND');
      expect((await admin.call('GET', `/${id}/executions`)).statusCode).toBe(200);
      for (const raw of ['abc', '0', '+1', '424242']) expectError(await alice.call('GET', `/${raw}/executions`), 404, 'STREAM_NOT_FOUND');
    });
  });

  describe('update', () => {
    it('changes the name and update method at any time; new executions take the new method', async () => {
      const id = await alice.create({ name: 'old', updateMethod: 'APPEND', schema });
      const running = await alice.start(id);
      const res = await alice.call('PATCH', `/${id}`, { name: 'new', updateMethod: 'REPLACE' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'new', updateMethod: 'REPLACE', schema: { ...schema, header: false } });
      expect((await alice.call('GET', `/${id}`)).json()).toEqual(res.json());
      // The running execution keeps the method it started with.
      expect((await alice.call('GET', `/${id}/executions/${running}`)).json<Execution>().updateMethod).toBe('APPEND');
      await alice.abort(id, running);
      expect((await alice.call('GET', `/${id}/executions/${await alice.start(id)}`)).json<Execution>().updateMethod).toBe('REPLACE');
      // An empty body changes nothing.
      expect((await alice.call('PATCH', `/${id}`, {})).json()).toMatchObject({ name: 'new' });
    });

    it('changes the schema of a stream without rows freely, and the next commit uses it', async () => {
      const id = await alice.create({ name: 's', updateMethod: 'REPLACE', schema });
      const next = { columns: [{ name: 'when', type: 'DATE' }] };
      const res = await alice.call('PATCH', `/${id}`, { schema: next });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Stream>().schema).toEqual({ ...next, header: false, inferred: false });
      expect((await alice.run(id, { 1: '2026-11-25\n' })).currentState).toBe('SUCCESS');
      expect(await alice.data(id)).toBe('when\n2026-11-25\n');
    });

    it('once there are rows, allows only a schema they fit: renames, STRING, LONG to DECIMAL or DOUBLE (409 otherwise)', async () => {
      const id = await alice.create({ name: 's', updateMethod: 'APPEND', schema });
      await alice.run(id, { 1: '1,a\n' });
      for (const [columns, why] of [
        [[{ name: 'id', type: 'LONG' }], 'columns'],
        [
          [
            { name: 'id', type: 'LONG' },
            { name: 'name', type: 'STRING' },
            { name: 'more', type: 'STRING' },
          ],
          'columns',
        ],
        [
          [
            { name: 'id', type: 'DATE' },
            { name: 'name', type: 'STRING' },
          ],
          'column 1',
        ],
        [
          [
            { name: 'id', type: 'LONG' },
            { name: 'name', type: 'LONG' },
          ],
          'column 2',
        ],
      ] as const) {
        const body = expectError(await alice.call('PATCH', `/${id}`, { schema: { columns } }), 409, 'SCHEMA_INCOMPATIBLE');
        expect(body.message).toContain(why);
      }
      const widened = {
        columns: [
          { name: 'key', type: 'DECIMAL' },
          { name: 'label', type: 'STRING' },
        ],
      };
      const res = await alice.call('PATCH', `/${id}`, { schema: widened });
      expect(res.statusCode, res.body).toBe(200);
      expect(await alice.data(id)).toBe('key,label\n1,a\n');
      await alice.run(id, { 1: '2.5,b\n' });
      expect(await alice.data(id)).toBe('key,label\n1,a\n2.5,b\n');
      const asText = {
        columns: [
          { name: 'key', type: 'STRING' },
          { name: 'label', type: 'STRING' },
        ],
        header: true,
      };
      expect((await alice.call('PATCH', `/${id}`, { schema: asText })).statusCode).toBe(200);
    });

    it('refuses a schema change while an execution is ACTIVE (409), and allows it after', async () => {
      const id = await alice.create({ name: 's', updateMethod: 'REPLACE', schema });
      const executionId = await alice.start(id);
      const body = expectError(
        await alice.call('PATCH', `/${id}`, { schema: { columns: [{ name: 'x', type: 'STRING' }] } }),
        409,
        'EXECUTION_ALREADY_ACTIVE',
      );
      expect(body.message).toContain(String(executionId));
      // Other changes are fine meanwhile.
      expect((await alice.call('PATCH', `/${id}`, { name: 'renamed' })).statusCode).toBe(200);
      await alice.abort(id, executionId);
      expect((await alice.call('PATCH', `/${id}`, { schema: { columns: [{ name: 'x', type: 'STRING' }] } })).statusCode).toBe(200);
    });

    it('bad input is 400 naming the member; other users get 404; admins may', async () => {
      const id = await alice.create({ name: 's', updateMethod: 'REPLACE', schema });
      for (const [body, field] of [
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(256) }, 'name'],
        [{ updateMethod: 'MERGE' }, 'updateMethod'],
        [{ schema: null }, 'schema'],
        [{ schema: { columns: [] } }, 'columns'],
        [{ schema: { columns: [{ name: 'a', type: 'INT' }] } }, 'type'],
        [
          {
            schema: {
              columns: [
                { name: 'a', type: 'LONG' },
                { name: 'A', type: 'LONG' },
              ],
            },
          },
          'schema.columns[1].name',
        ],
        [{ owner: 3 }, 'owner'],
      ] as const) {
        expect(expectError(await alice.call('PATCH', `/${id}`, body), 400, 'VALIDATION_FAILED').message, JSON.stringify(body)).toContain(
          field,
        );
      }
      expectError(await alice.call('PATCH', `/${id}`, '{"name":', { 'content-type': 'application/json' }), 400, 'INVALID_JSON');
      expectError(await bob.call('PATCH', `/${id}`, { name: 'mine' }), 404, 'STREAM_NOT_FOUND');
      expect((await admin.call('PATCH', `/${id}`, { name: 'by admin' })).json<Stream>().name).toBe('by admin');
      for (const raw of ['abc', '0', '01', '424242'])
        expectError(await alice.call('PATCH', `/${raw}`, { name: 'x' }), 404, 'STREAM_NOT_FOUND');
    });
  });

  describe('delete', () => {
    it('deletes the stream, its executions, parts and dataset; the rows are purged and the part blobs removed', async () => {
      const blobsBefore = (await blobKeys(t.dataDir)).length;
      const id = await alice.create({ name: 'doomed', updateMethod: 'APPEND', schema });
      await alice.run(id, { 1: '1,a\n2,b\n' });
      await alice.run(id, { 1: '3,c\n' });
      const open = await alice.start(id);
      expect((await alice.part(id, open, 1, '4,d\n')).statusCode).toBe(201);
      expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore + 1);
      const executionIds = (await alice.call('GET', `/${id}/executions`))
        .json<Execution[]>()
        .map((e: { executionId: number }) => e.executionId);
      expect(await storedRows(t, executionIds)).toBe(3);

      const res = await alice.call('DELETE', `/${id}`);
      expect(res.statusCode, res.body).toBe(204);
      for (const url of [`/${id}`, `/${id}/data`, `/${id}/executions`, `/${id}/history/aggregate`, `/${id}/executions/${open}`]) {
        expectError(await alice.call('GET', url), 404, 'STREAM_NOT_FOUND');
      }
      expectError(await alice.part(id, open, 2, '5,e\n'), 404, 'STREAM_NOT_FOUND');
      expectError(await alice.commit(id, open), 404, 'STREAM_NOT_FOUND');
      expectError(await alice.call('POST', `/${id}/executions`), 404, 'STREAM_NOT_FOUND');
      expectError(await alice.call('DELETE', `/${id}`), 404, 'STREAM_NOT_FOUND');
      expect((await alice.call('GET', '')).json<Stream[]>().map((s: { id: number }) => s.id)).not.toContain(id);
      expect((await blobKeys(t.dataDir)).length).toBe(blobsBefore);
      // The purge deletes the rows, then the record of their execution as orphaned: both must go.
      const orphans = () => t.services.db.selectFrom('stream_orphan_executions').selectAll().execute();
      expect(
        await eventually(async () => (await storedRows(t, executionIds)) === 0 && (await orphans()).length === 0, 20_000),
        'the rows of the deleted stream, and the record of them as orphaned, to be purged',
      ).toBe(true);
    });

    it('other users get 404 and change nothing; admins may delete', async () => {
      const id = await alice.create({ name: 'kept', updateMethod: 'APPEND', schema });
      await alice.run(id, { 1: '1,a\n' });
      expectError(await bob.call('DELETE', `/${id}`), 404, 'STREAM_NOT_FOUND');
      expect(await alice.data(id)).toBe('id,name\n1,a\n');
      for (const raw of ['abc', '0', '-1', '1.5', '+1']) expectError(await alice.call('DELETE', `/${raw}`), 404, 'STREAM_NOT_FOUND');
      expectError(await alice.call('DELETE', `/${id}?force=true`), 400, 'VALIDATION_FAILED');
      expect((await admin.call('DELETE', `/${id}`)).statusCode).toBe(204);
      expectError(await alice.call('GET', `/${id}`), 404, 'STREAM_NOT_FOUND');
    });

    it('is refused (409) while a commit runs, as one on another instance does', async () => {
      const id = await alice.create({ name: 'busy', updateMethod: 'APPEND', schema });
      const executionId = await alice.start(id);
      // The claim a committing instance records (stream-commits.ts), with a lease that still runs.
      await t.services.db
        .updateTable('stream_executions')
        .set({ state: 'COMMITTING', commit_owner: 'another-instance', commit_lease_until: Date.now() + 60_000 })
        .where('id', '=', executionId)
        .execute();
      const body = expectError(await alice.call('DELETE', `/${id}`), 409, 'EXECUTION_ALREADY_ACTIVE');
      expect(body.message).toContain(String(executionId));
      expect((await alice.call('GET', `/${id}`)).statusCode).toBe(200);
      await t.services.db
        .updateTable('stream_executions')
        .set({ state: 'ACTIVE', commit_owner: null, commit_lease_until: null })
        .where('id', '=', executionId)
        .execute();
      expect((await alice.call('DELETE', `/${id}`)).statusCode).toBe(204);
    });

    it('racing a commit: no 500 and no half state, whichever comes first', async () => {
      const rows = Array.from({ length: 20_000 }, (_, i) => `${i},name ${i}\n`).join('');
      const later = <T>(ms: number, send: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, ms)).then(send);
      // Either one sent first, the other after a varying head start, so each order gets its turn.
      for (let round = 0; round < 4; round++) {
        const id = await alice.create({ name: `race ${round}`, updateMethod: 'APPEND', schema });
        const executionId = await alice.start(id);
        expect((await alice.part(id, executionId, 1, rows)).statusCode).toBe(201);
        const deleteFirst = round % 2 === 1;
        const [commit, del] = await Promise.all([
          later(deleteFirst ? round : 0, () => alice.commit(id, executionId)),
          later(deleteFirst ? 0 : round * 10, () => alice.call('DELETE', `/${id}`)),
        ]);
        expect([200, 404], commit.body).toContain(commit.statusCode);
        expect([204, 409], del.body).toContain(del.statusCode);
        if (del.statusCode === 204) {
          expectError(await alice.call('GET', `/${id}`), 404, 'STREAM_NOT_FOUND');
          if (commit.statusCode === 404) expectError(commit, 404, 'STREAM_NOT_FOUND');
          expect(await eventually(async () => (await storedRows(t, [executionId])) === 0, 20_000), 'the rows to be purged').toBe(true);
        } else {
          // The commit went first and is whole: every row, and the delete can follow.
          expectError(del, 409, 'EXECUTION_ALREADY_ACTIVE');
          expect(commit.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 20_000 });
          expect((await alice.call('GET', `/${id}`)).json<Stream>().rowCount).toBe(20_000);
          expect((await alice.call('DELETE', `/${id}`)).statusCode).toBe(204);
          expect(await eventually(async () => (await storedRows(t, [executionId])) === 0, 20_000), 'the rows to be purged').toBe(true);
        }
      }
    });

    it('a request that found its stream just before the delete answers STREAM_NOT_FOUND, not EXECUTION_NOT_FOUND', async () => {
      // The commit's race above, made certain: the stream was found, then deleted with its executions.
      const id = await alice.create({ name: 'stale', updateMethod: 'APPEND', schema });
      const executionId = await alice.start(id);
      const repo = new StreamsRepository(t.services.db);
      const found = await repo.findStream(id);
      expect((await alice.call('DELETE', `/${id}`)).statusCode).toBe(204);
      await expect(requireExecution(repo, found!, String(executionId))).rejects.toMatchObject({ code: 'STREAM_NOT_FOUND' });
      const other = await alice.create({ name: 'kept', updateMethod: 'APPEND', schema });
      const kept = await repo.findStream(other);
      await expect(requireExecution(repo, kept!, '999999')).rejects.toMatchObject({ code: 'EXECUTION_NOT_FOUND' });
    });

    it('an export that started before the delete finishes with the whole dataset', async () => {
      const id = await alice.create({ name: 'exported', updateMethod: 'APPEND', schema });
      const rows = Array.from({ length: 12_000 }, (_, i) => `${i},n${i}\n`).join('');
      await alice.run(id, { 1: rows });
      const { body } = await t.services.streams.datasets.open({ userId: 2, isAdmin: false, tokenId: 0 }, String(id));
      expect((await alice.call('DELETE', `/${id}`)).statusCode).toBe(204);
      let text = '';
      for await (const chunk of body) text += String(chunk);
      expect(text).toBe(`id,name\n${rows}`);
    });
  });
});

describe('streams: rows a delete left behind', () => {
  it('are purged at the next start when the server stopped before purging them', async () => {
    const dataDir = tempDir();
    let t = await startTestApp({}, dataDir);
    let executionId: number;
    try {
      // The state a delete leaves when the process stops right after its transaction: the stream
      // and its executions gone, their rows still stored and listed for the purge.
      const alice = new StreamClient(t, await t.tokenFor(2));
      const id = await alice.create({ name: 'left', updateMethod: 'APPEND', schema });
      await alice.run(id, { 1: '1,a\n2,b\n' });
      executionId = (await alice.call('GET', `/${id}/executions`)).json<Execution[]>()[0]!.executionId;
      await t.services.streams.close();
      await t.services.db.transaction().execute(async (tx) => {
        await tx.insertInto('stream_orphan_executions').values({ execution_id: executionId, deleted_at: Date.now() }).execute();
        await tx.deleteFrom('stream_executions').where('stream_id', '=', id).execute();
        await tx.deleteFrom('streams').where('id', '=', id).execute();
      });
      expect(await storedRows(t, [executionId])).toBe(2);
    } finally {
      await t.close();
    }
    t = await startTestApp({}, dataDir);
    try {
      expect(await eventually(async () => (await storedRows(t, [executionId])) === 0, 20_000), 'the rows to be purged').toBe(true);
      expect(
        await eventually(
          async () => (await t.services.db.selectFrom('stream_orphan_executions').selectAll().execute()).length === 0,
          20_000,
        ),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });
});
