import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { testDatabaseUrl } from '../helpers/test-database.js';
import type { Execution, ExecutionRecord, Stream } from '../helpers/bodies.js';
import { WIDE_SCHEMA, json, readDataset, uploadRows } from '../helpers/stream-csv.js';

/**
 * The server is killed (SIGKILL) in the middle of a REPLACE commit, after rows of the new dataset
 * are written and before the execution is published. After a restart over the same data folder the
 * previous dataset is intact, and the execution is ACTIVE again (its parts kept, its half-written
 * rows gone), so committing it once more gives the new dataset exactly once.
 *
 * To kill at that point for certain, the test reads the server's database itself: once rows of the
 * execution exist it takes a lock the server's next row write waits on (SQLite's write lock; on
 * PostgreSQL an EXCLUSIVE lock on stream_rows, which lets reads through), checks under the lock
 * that rows are written and the execution is still unpublished, and kills.
 */
const ROWS = 300_000;
/** Short leases: on PostgreSQL another instance takes the killed server's commit over when its lease runs out. */
const LEASE = { STOWAGE_LEASE_SECONDS: '2' };

/** The server's database, seen from the test beside it. */
interface DatabasePeek {
  hasRows(executionId: number): Promise<boolean>;
  /** Blocks the server's next write of rows until `release`. */
  lockRowWrites(): Promise<void>;
  countRows(executionId: number): Promise<number>;
  execution(executionId: number): Promise<{ state: string; live: number }>;
  release(): Promise<void>;
  close(): Promise<void>;
}

async function peek(dataDir: string): Promise<DatabasePeek> {
  const url = testDatabaseUrl(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let locked = false;
    const one = async <T>(text: string, values: unknown[]) => (await client.query(text, values)).rows[0] as T | undefined;
    return {
      hasRows: async (id) => (await one('SELECT 1 FROM stream_rows WHERE execution_id = $1 LIMIT 1', [id])) !== undefined,
      lockRowWrites: async () => {
        await client.query('BEGIN');
        locked = true;
        await client.query('LOCK TABLE stream_rows IN EXCLUSIVE MODE');
      },
      countRows: async (id) => Number((await one<{ n: string }>('SELECT count(*) AS n FROM stream_rows WHERE execution_id = $1', [id]))!.n),
      execution: async (id) =>
        (await one<{ state: string; live: number }>('SELECT state, live FROM stream_executions WHERE id = $1', [id]))!,
      release: async () => {
        if (locked) await client.query('ROLLBACK');
        locked = false;
      },
      close: () => client.end(),
    };
  }
  const db = new SQLite(path.join(dataDir, 'stowage.db'), { timeout: 20_000 });
  return {
    hasRows: async (id) => db.prepare('SELECT 1 FROM stream_rows WHERE execution_id = ? LIMIT 1').get(id) !== undefined,
    lockRowWrites: async () => {
      db.exec('BEGIN IMMEDIATE');
    },
    countRows: async (id) => (db.prepare('SELECT count(*) AS n FROM stream_rows WHERE execution_id = ?').get(id) as { n: number }).n,
    execution: async (id) =>
      db.prepare('SELECT state, live FROM stream_executions WHERE id = ?').get(id) as { state: string; live: number },
    release: async () => {
      if (db.inTransaction) db.exec('ROLLBACK');
    },
    close: async () => {
      db.close();
    },
  };
}

describe('a server killed mid-commit', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('keeps the previous dataset and gives the execution back as ACTIVE', async () => {
    const first = await startServerProcess({ env: LEASE });
    servers.push(first);
    const { baseUrl, admin, dataDir } = first;

    const stream = await json<Stream>(baseUrl, admin, 'POST', '/api/data/v1/streams', {
      name: 'crash',
      updateMethod: 'REPLACE',
      schema: WIDE_SCHEMA,
    });
    const streamId = stream.body.id;
    const old = await json<Execution>(baseUrl, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`);
    expect((await uploadRows(baseUrl, admin, { streamId, executionId: old.body.executionId, partId: 1 }, { from: 1, to: 4 })).status).toBe(
      201,
    );
    const oldCommit = await json(baseUrl, admin, 'PUT', `/api/data/v1/streams/${streamId}/executions/${old.body.executionId}/commit`);
    expect(oldCommit.body).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 3 });

    const execution = await json<Execution>(baseUrl, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`);
    const executionId = execution.body.executionId;
    for (const [partId, from, to] of [
      [1, 1, ROWS / 2 + 1],
      [2, ROWS / 2 + 1, ROWS + 1],
    ] as const) {
      expect((await uploadRows(baseUrl, admin, { streamId, executionId, partId }, { from, to })).status).toBe(201);
    }

    const db = await peek(dataDir);
    const commit = fetch(`${baseUrl}/api/data/v1/streams/${streamId}/executions/${executionId}/commit`, {
      method: 'PUT',
      headers: { 'x-service-developer-token': admin },
    }).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    let underLock: { rows: number; state: string; live: number };
    try {
      const deadline = Date.now() + 60_000;
      while (!(await db.hasRows(executionId))) {
        if (Date.now() > deadline) throw new Error(`no rows were written:\n${first.output()}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      await db.lockRowWrites();
      underLock = { rows: await db.countRows(executionId), ...(await db.execution(executionId)) };
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      await db.release();
      await db.close();
    }
    expect(await commit).toBe('connection lost');
    // Killed after rows were written and before the commit published them.
    expect(underLock.rows).toBeGreaterThan(0);
    expect(underLock.rows).toBeLessThan(ROWS);
    expect(underLock).toMatchObject({ state: 'COMMITTING', live: 0 });

    const second = await startServerProcess({ dataDir, env: LEASE });
    servers.push(second);
    const url = second.baseUrl;
    const before = await readDataset(url, admin, streamId);
    expect(before).toMatchObject({ status: 200, header: 'id,label,amount,at,flag', rows: 3, idSum: 6 });
    const after = await json(url, admin, 'GET', `/api/data/v1/streams/${streamId}/executions/${executionId}`);
    expect(after.body).toMatchObject({ currentState: 'ACTIVE', endedAt: null, rowsInserted: 0, bytesInserted: 0, errors: [] });
    const history = await json<ExecutionRecord[]>(url, admin, 'GET', `/api/data/v1/streams/${streamId}/history/aggregate`);
    expect(history.body.map((r) => r.currentState)).toEqual(['ACTIVE', 'SUCCESS']);
    expect((await json<Stream>(url, admin, 'GET', `/api/data/v1/streams/${streamId}`)).body.rowCount).toBe(3);
    // It is the stream's ACTIVE execution: a second one is refused.
    expect((await json(url, admin, 'POST', `/api/data/v1/streams/${streamId}/executions`)).status).toBe(409);
    // The half-written rows are gone from the database: at once on SQLite, whose next start owns the
    // database; on PostgreSQL once the killed server's lease has run out.
    const check = await peek(dataDir);
    try {
      expect(await eventually(async () => (await check.countRows(executionId)) === 0, 30_000)).toBe(true);
    } finally {
      await check.close();
    }

    // The parts survived: committing again gives the new dataset, exactly once.
    const again = await json(url, admin, 'PUT', `/api/data/v1/streams/${streamId}/executions/${executionId}/commit`);
    expect(again.body).toMatchObject({ currentState: 'SUCCESS', rowsInserted: ROWS });
    const replaced = await readDataset(url, admin, streamId);
    expect(replaced).toMatchObject({ status: 200, rows: ROWS, idSum: (ROWS * (ROWS + 1)) / 2 });
  });
});
