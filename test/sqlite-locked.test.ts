import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect-error.js';

/**
 * Embedded backend only (vitest.scaleout.config.ts leaves this file out): another process holding
 * SQLite's write lock is the embedded database's way of being unavailable.
 */
describe('a database that cannot take a write (SQLite locked by another process)', () => {
  it('answers 503 with the error body after the busy timeout, and works again once the lock is gone', async () => {
    const t = await startTestApp();
    try {
      const other = new SQLite(path.join(t.dataDir, 'stowage.db'));
      other.exec('BEGIN IMMEDIATE');
      const res = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'blocked' } });
      const body = expectError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(body.message).not.toMatch(/sqlite|locked|kysely/i);
      expect(res.headers['retry-after']).toBe('5');
      other.exec('ROLLBACK');
      other.close();
      const again = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'blocked' } });
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      await t.close();
    }
  });
});
