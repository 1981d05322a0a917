import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_ADMIN_URL, dropRunDatabases } from './helpers/test-database.js';

/**
 * On PostgreSQL (STOWAGE_TEST_DATABASE_URL set): checks once that the server answers, so a wrong
 * URL fails the run at once rather than every test, and names this run so that teardown can drop
 * the databases of test files that ended without dropping theirs. On SQLite: nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (TEST_DATABASE_ADMIN_URL === null) return undefined;
  const run = randomBytes(4).toString('hex');
  // Test workers are started after global setup and inherit this.
  process.env.STOWAGE_TEST_RUN_ID = run;
  await dropRunDatabases(run);
  return () => dropRunDatabases(run);
}
