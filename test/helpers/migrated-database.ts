import { Migrator } from 'kysely';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type Db, MIGRATIONS, openDatabase } from '../../src/storage/db/database.js';
import { testDatabaseEnv } from './test-database.js';

/**
 * The database of `dataDir` (the folder's SQLite file, or its PostgreSQL database) migrated up to and
 * including `last` and no further, as an older release left it: for tests of what a later migration
 * does to the rows already there. Destroy it before an app opens the folder.
 */
export async function databaseMigratedTo(dataDir: string, last: string): Promise<Db> {
  expect(Object.keys(MIGRATIONS)).toContain(last);
  const config = loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await testDatabaseEnv(dataDir)) });
  const db = openDatabase(config);
  const upTo = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => upTo } }).migrateToLatest();
  expect(error).toBeUndefined();
  return db;
}
