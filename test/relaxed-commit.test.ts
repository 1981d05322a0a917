import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandle, type Db } from '../src/storage/db/database.js';
import { runRelaxed, withRelaxedSync } from '../src/storage/db/relaxed-commit.js';
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

/** An AI exchange's record: one statement, relaxed as above, run at once when nothing else holds SQLite's connection. */
describe('one relaxed statement (runRelaxed)', () => {
  let db: Db | undefined;
  afterEach(async () => db?.destroy());

  const open = async () => {
    const dataDir = tempDir();
    const env = await testDatabaseEnv(dataDir);
    db = openDatabase({ dataDir, databaseUrl: env.DATABASE_URL ?? null, dbPoolSize: 4 });
    await sql`CREATE TABLE relaxed_probe (n integer)`.execute(db);
    return db;
  };
  const rows = async (database: Db) => (await sql<{ n: number }>`SELECT n FROM relaxed_probe ORDER BY n`.execute(database)).rows;
  const insert = onPostgres ? 'INSERT INTO relaxed_probe VALUES ($1)' : 'INSERT INTO relaxed_probe VALUES (?)';

  it('commits the statement, and leaves every other write synced', async () => {
    const database = await open();
    await runRelaxed(database, insert, [1]);
    expect(await rows(database)).toEqual([{ n: 1 }]);
    expect(await syncSetting(database, database)).toBe(onPostgres ? 'on' : '2');
  });

  it('with no transaction open, runs it at once on SQLite (without a turn of the event loop), through the pool on PostgreSQL', async () => {
    const database = await open();
    const written = runRelaxed(database, insert, [1]);
    // On SQLite, read on the native handle before anything was awaited: the row is there already.
    if (!onPostgres) expect(sqliteHandle(database)!.prepare('SELECT count(*) FROM relaxed_probe').pluck().get()).toBe(1);
    await written;
    expect(await rows(database)).toEqual([{ n: 1 }]);
  });

  it('waits for a transaction open on the connection, and is not part of it', async () => {
    const database = await open();
    let written: Promise<void> | undefined;
    await expect(
      database.transaction().execute(async (tx) => {
        await sql`INSERT INTO relaxed_probe VALUES (2)`.execute(tx);
        written = runRelaxed(database, insert, [1]);
        // Give the statement every chance to run inside the transaction, were it to.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await written;
    expect(await rows(database)).toEqual([{ n: 1 }]);
  });
});
