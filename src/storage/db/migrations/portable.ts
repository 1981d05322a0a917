import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The type of every text column. SQLite compares text byte by byte (BINARY); PostgreSQL would use
 * the database's locale, which orders `a/b` and `a-b` or `B` and `a` differently, and search order,
 * keyset cursors and path ranges (`dir/` ≤ path < `dir0`) all rely on byte order. "C" is byte order.
 * On SQLite this is plain `text`, so the DDL is what it always was.
 */
export function textType(db: Kysely<unknown>): 'text' | RawBuilder<unknown> {
  return isPostgres(db) ? sql`text collate "C"` : 'text';
}

/**
 * An `id` the database assigns and never reuses: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, an
 * identity column on PostgreSQL (which has no AUTOINCREMENT).
 */
export function withSerialId<TB extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * `stw_lower(text)`, the case fold of search's case-insensitive LIKE (SQLite registers it as a
 * function of its own on every connection, see database.ts). It must fold as JavaScript's
 * toLowerCase folds the pattern: all of Unicode. PostgreSQL's lower() folds by the collation of its
 * argument, and "C" (every text column's) folds ASCII only, so the function names a collation:
 * ICU's root locale where the server has ICU (the full Unicode mapping, as JavaScript's), else the
 * database's default.
 */
export async function createLowerFunction(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_collation WHERE collname = 'und-x-icu'`.execute(db);
  const collation = (rows[0]?.n ?? 0) > 0 ? '"und-x-icu"' : '"default"';
  await sql
    .raw(
      `CREATE FUNCTION stw_lower(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$ SELECT lower(value COLLATE ${collation}) $$`,
    )
    .execute(db);
}

/**
 * Runs a migration's steps as one transaction on both backends. Kysely's migrator wraps each
 * migration in a transaction on PostgreSQL but not on SQLite, where a migration stopped half-way (a
 * column added but not filled, a table dropped but its copy not yet renamed) would leave a database
 * that the next start cannot migrate. SQLite's DDL is transactional, so one transaction undoes it all.
 */
export async function inOneTransaction(db: Kysely<unknown>, steps: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (isPostgres(db)) return steps(db);
  await db.transaction().execute(steps);
}
