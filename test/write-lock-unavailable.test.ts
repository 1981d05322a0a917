import { describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app.js';
import type { AiReply, AiSessionRead } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { onPostgres, otherConnection } from './helpers/test-database.js';

/** Another process holding the lock every write of `table` needs, until `release`. */
async function holdWriteLock(dataDir: string, table: string): Promise<{ release(): Promise<void> }> {
  const other = await otherConnection(dataDir);
  // PostgreSQL: a session holding an EXCLUSIVE lock on the table (reads still go through).
  // SQLite: a connection holding the database's write lock.
  if (onPostgres) {
    await other.exec('BEGIN');
    await other.exec(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  } else {
    await other.exec('BEGIN IMMEDIATE');
  }
  return {
    release: async () => {
      await other.exec('ROLLBACK');
      await other.close();
    },
  };
}

/**
 * A database that cannot take a write: SQLite locked by another process, or on PostgreSQL a table
 * another session keeps locked. The write gives up after the busy (SQLite) or lock (PostgreSQL)
 * timeout of 5 s.
 */
describe('a database that cannot take a write (locked by another process)', () => {
  it('answers 503 with the error body after the lock timeout, and works again once the lock is gone', async () => {
    const t = await startTestApp();
    try {
      const lock = await holdWriteLock(t.dataDir, 'filesets');
      const res = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'blocked' } });
      const body = expectError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(body.message).not.toMatch(/sqlite|postgres|locked|lock_timeout|kysely/i);
      expect(res.headers['retry-after']).toBe('5');
      await lock.release();
      const again = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'blocked' } });
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('answers every AI call 503 while its record cannot be written, each within one lock timeout, then records again', async () => {
    const t = await startTestApp();
    try {
      const call = () =>
        t.call({
          method: 'POST',
          url: '/api/ai/v1/messages/tools',
          payload: { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'hello' }] }] },
        });
      const lock = await holdWriteLock(t.dataDir, 'ai_exchanges');
      // Calls that finish together share an insert; written again one by one, 30 records would each
      // wait out the 5 s timeout in turn, well past the test's 60 s.
      const blocked = await Promise.all(Array.from({ length: 30 }, call));
      for (const res of blocked) expectError(res, 503, 'SERVICE_UNAVAILABLE');
      await lock.release();
      const again = await call();
      expect(again.statusCode, again.body).toBe(200);
      const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${again.json<AiReply>().sessionId}` });
      expect(session.json<AiSessionRead>().exchanges.map((e: { requestId: string }) => e.requestId)).toEqual([
        again.json<AiReply>().requestId,
      ]);
    } finally {
      await t.close();
    }
  });
});
