import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandle, type Db } from '../src/storage/db/database.js';
import { withRelaxedSync } from '../src/storage/db/relaxed-commit.js';
import { tempDir } from './helpers/app.js';
import { onPostgres, testDatabaseEnv } from './helpers/test-database.js';

/** The durability setting a query on `db` commits under, as the backend names it. */
async function syncSetting(db: Db, database: Db): Promise<string> {
  if (onPostgres) return (await sql<{ s: string }>`SELECT current_setting('synchronous_commit') AS s`.execute(db)).rows[0]!.s;
  // Read on the native handle: a cached prepared statement would give the value it was prepared under.
  return String(sqliteHandle(database)!.pragma('synchronous', { simple: true }));
}

/**
 * Relaxed writes (an AI exchange's record) commit without waiting for the disk, and only they do:
 * every other write keeps its synced commit, before, during and after them.
 */
describe('writes committed without a disk sync', () => {
  let db: Db | undefined;
  afterEach(async () => db?.destroy());

  it('relax only the work given, and everything else stays synced', async () => {
    const dataDir = tempDir();
    const env = await testDatabaseEnv(dataDir);
    db = openDatabase({ dataDir, databaseUrl: env.DATABASE_URL ?? null, dbPoolSize: 4 });
    const [synced, relaxed] = onPostgres ? ['on', 'off'] : ['2', '1']; // SQLite: FULL is 2, NORMAL 1
    const database = db;

    expect(await syncSetting(database, database)).toBe(synced);
    const inside = await withRelaxedSync(database, async (handle) => {
      await sql`CREATE TABLE relaxed_probe (n integer)`.execute(handle);
      await sql`INSERT INTO relaxed_probe VALUES (1)`.execute(handle);
      return syncSetting(handle, database);
    });
    expect(inside).toBe(relaxed);
    expect(await syncSetting(database, database)).toBe(synced);
    // What the relaxed work wrote is committed and visible to everyone at once.
    expect((await sql<{ n: number }>`SELECT n FROM relaxed_probe`.execute(database)).rows).toEqual([{ n: 1 }]);
  });
});
