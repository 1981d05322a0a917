import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { Execution, FileSet, FileSetList, Stream } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { onPostgres } from './helpers/test-database.js';

/**
 * A NUL character (U+0000) in a text value. SQLite stores it; PostgreSQL's text type cannot hold it
 * and refuses the statement, which the client sees as a 400 naming the problem (docs/decisions.md).
 * Never a 500.
 */
describe('text values with a NUL character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('a file set name: stored on SQLite, 400 on PostgreSQL', async () => {
    const res = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'a\u0000b' } });
    if (onPostgres) {
      expect(expectError(res, 400, 'VALIDATION_FAILED').message).toMatch(/NUL/);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<FileSet>().name).toBe('a\u0000b');
    }
  });

  it('a stream row: committed on SQLite; on PostgreSQL the commit is a 400, the execution stays ACTIVE and the part can be sent again', async () => {
    const stream = (
      await t.call({ method: 'POST', url: '/api/data/v1/streams', payload: { name: 'nul', updateMethod: 'APPEND' } })
    ).json<Stream>();
    const base = `/api/data/v1/streams/${stream.id}/executions`;
    const executionId = (await t.call({ method: 'POST', url: base })).json<Execution>().executionId;
    const part = (csv: string) =>
      t.call({ method: 'PUT', url: `${base}/${executionId}/part/1`, payload: csv, headers: { 'content-type': 'text/csv' } });
    expect((await part('a,b\u0000c\n')).statusCode).toBe(201);
    const commit = await t.call({ method: 'PUT', url: `${base}/${executionId}/commit` });
    if (onPostgres) {
      expect(expectError(commit, 400, 'VALIDATION_FAILED').message).toMatch(/NUL/);
      expect((await t.call({ method: 'GET', url: `${base}/${executionId}` })).json<Execution>().currentState).toBe('ACTIVE');
      expect((await part('a,bc\n')).statusCode).toBe(200);
      const again = await t.call({ method: 'PUT', url: `${base}/${executionId}/commit` });
      expect(again.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 1 });
    } else {
      expect(commit.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 1 });
    }
  });

  it('a search value: matches nothing on SQLite, 400 on PostgreSQL', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/files/v1/filesets/search',
      payload: { filters: [{ field: 'name', operator: 'LIKE', value: ['x\u0000'] }] },
    });
    if (onPostgres) {
      expect(expectError(res, 400, 'VALIDATION_FAILED').message).toMatch(/NUL/);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<FileSetList>().fileSets).toEqual([]);
    }
  });
});
