import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * True when `db` (a Kysely, a transaction or a migration's handle) runs on PostgreSQL. Used where the
 * two backends need different SQL: row locks (SQLite has no FOR UPDATE and needs none, as it runs
 * one writer at a time) and the DDL of migrations.
 */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
