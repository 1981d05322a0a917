import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { WIDE_SCHEMA, json, readDataset, uploadRows } from '../helpers/stream-csv.js';

/**
 * The server is killed (SIGKILL) in the middle of a REPLACE commit, after rows of the new dataset
 * are written and before the execution is published. After a restart over the same data folder the
 * previous dataset is intact, and the execution is ACTIVE again (its parts kept, its half-written
 * rows gone), so committing it once more gives the new dataset exactly once.
 *
 * To kill at that point for certain, the test reads the server's database file itself: once rows
 * of the execution exist it takes SQLite's write lock (the server's next write waits on it), checks
 * under the lock that rows are written and the execution is still unpublished, and kills.
 */
const ROWS = 300_000;

describe('a server killed mid-commit', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('keeps the previous dataset and gives the execution back as ACTIVE', async () => {
    const first = await startServerProcess();
    servers.push(first);
    const { baseUrl, admin, dataDir } = first;

    const stream = await json(baseUrl, admin, 'POST', '/api/data/v1/streams', { name: 'crash', updateMethod: 'REPLACE', schema: WIDE_SCHEMA });
    const streamId = stream.body.id as number;
    const old = await json(baseUrl, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`);
    expect((await uploadRows(baseUrl, admin, { streamId, executionId: old.body.executionId, partId: 1 }, { from: 1, to: 4 })).status).toBe(201);
    const oldCommit = await json(baseUrl, admin, 'PUT', `/api/data/v1/streams/${streamId}/executions/${old.body.executionId}/commit`);
    expect(oldCommit.body).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 3 });

    const execution = await json(baseUrl, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`);
    const executionId = execution.body.executionId as number;
    for (const [partId, from, to] of [[1, 1, ROWS / 2 + 1], [2, ROWS / 2 + 1, ROWS + 1]] as const) {
      expect((await uploadRows(baseUrl, admin, { streamId, executionId, partId }, { from, to })).status).toBe(201);
    }

    const db = new SQLite(path.join(dataDir, 'stowage.db'), { timeout: 20_000 });
    const anyRow = db.prepare('SELECT 1 FROM stream_rows WHERE execution_id = ? LIMIT 1');
    const countRows = db.prepare('SELECT count(*) AS n FROM stream_rows WHERE execution_id = ?');
    const stateOf = db.prepare('SELECT state, live FROM stream_executions WHERE id = ?');
    const commit = fetch(`${baseUrl}/api/data/v1/streams/${streamId}/executions/${executionId}/commit`, {
      method: 'PUT',
      headers: { 'x-service-developer-token': admin },
    }).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    let underLock: { rows: number; state: string; live: number } | null = null;
    try {
      const deadline = Date.now() + 60_000;
      while (anyRow.get(executionId) === undefined) {
        if (Date.now() > deadline) throw new Error(`no rows were written:\n${first.output()}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      db.exec('BEGIN IMMEDIATE');
      underLock = { rows: (countRows.get(executionId) as { n: number }).n, ...(stateOf.get(executionId) as { state: string; live: number }) };
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
    }
    expect(await commit).toBe('connection lost');
    // Killed after rows were written and before the commit published them.
    expect(underLock.rows).toBeGreaterThan(0);
    expect(underLock.rows).toBeLessThan(ROWS);
    expect(underLock).toMatchObject({ state: 'COMMITTING', live: 0 });

    const second = await startServerProcess({ dataDir });
    servers.push(second);
    const url = second.baseUrl;
    const before = await readDataset(url, admin, streamId);
    expect(before).toMatchObject({ status: 200, header: 'id,label,amount,at,flag', rows: 3, idSum: 6 });
    const after = await json(url, admin, 'GET', `/api/data/v1/streams/${streamId}/executions/${executionId}`);
    expect(after.body).toMatchObject({ currentState: 'ACTIVE', endedAt: null, rowsInserted: 0, bytesInserted: 0, errors: [] });
    const history = await json(url, admin, 'GET', `/api/data/v1/streams/${streamId}/history/aggregate`);
    expect(history.body.map((r: { currentState: string }) => r.currentState)).toEqual(['ACTIVE', 'SUCCESS']);
    expect((await json(url, admin, 'GET', `/api/data/v1/streams/${streamId}`)).body.rowCount).toBe(3);
    // It is the stream's ACTIVE execution: a second one is refused.
    expect((await json(url, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`)).status).toBe(409);
    // The half-written rows are gone from the database.
    const check = new SQLite(path.join(dataDir, 'stowage.db'), { readonly: true });
    try {
      expect((check.prepare('SELECT count(*) AS n FROM stream_rows WHERE execution_id = ?').get(executionId) as { n: number }).n).toBe(0);
    } finally {
      check.close();
    }

    // The parts survived: committing again gives the new dataset, exactly once.
    const again = await json(url, admin, 'PUT', `/api/data/v1/streams/${streamId}/executions/${executionId}/commit`);
    expect(again.body).toMatchObject({ currentState: 'SUCCESS', rowsInserted: ROWS });
    const replaced = await readDataset(url, admin, streamId);
    expect(replaced).toMatchObject({ status: 200, rows: ROWS, idSum: (ROWS * (ROWS + 1)) / 2 });
  });
});
