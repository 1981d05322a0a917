import { PostgresAdapter, type QueryExecutor } from 'kysely';

/** A Kysely, a transaction or a migration's handle: whatever has an executor. */
interface Handle {
  getExecutor(): QueryExecutor;
}

/**
 * True when `db` (a Kysely, a transaction or a migration's handle) runs on PostgreSQL. Used where the
 * two backends need different SQL: row locks (SQLite has no FOR UPDATE and needs none, as it runs
 * one writer at a time) and the DDL of migrations.
 */
export function isPostgres(db: Handle): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A row lock a SELECT inside a transaction takes on PostgreSQL. */
export type RowLock = 'update' | 'share' | 'keyShare' | null;

/**
 * Adds `lock` to a SELECT on PostgreSQL (FOR UPDATE, FOR SHARE, FOR KEY SHARE), where concurrent
 * transactions run side by side under READ COMMITTED. On SQLite it adds nothing: Kysely runs one
 * transaction at a time on its one connection, which already excludes what the locks guard against.
 */
export function lockRows(db: Handle, lock: RowLock) {
  return <Q extends { forUpdate(): Q; forShare(): Q; forKeyShare(): Q }>(query: Q): Q => {
    if (lock === null || !isPostgres(db)) return query;
    return lock === 'update' ? query.forUpdate() : lock === 'share' ? query.forShare() : query.forKeyShare();
  };
}
