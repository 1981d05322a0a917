import type { DatabaseConfig } from '../config.js';
import { explainDatabaseError } from '../startup-errors.js';
import { type Db, migrate, openDatabase } from './db/database.js';

/**
 * Opens the database and applies migrations, without start-up work: no lock on the data folder and
 * no sweep, so CLI commands run beside a server. A failure to open it is one clear line
 * (StartupError).
 */
export async function openStorage(config: DatabaseConfig): Promise<{ db: Db }> {
  let db: Db | undefined;
  try {
    db = openDatabase(config);
    await migrate(db);
    return { db };
  } catch (error) {
    await db?.destroy().catch(() => undefined);
    throw explainDatabaseError(error, config) ?? error;
  }
}
