import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * PostgreSQL: every committed change to tokens or users notifies the channel `stowage_auth`, so
 * that instances caching what a token says (auth-changes.ts) forget it, whoever made the change: an
 * instance, `stowage token revoke`, or SQL by hand. One notification per statement (a transaction's
 * identical ones are sent once). SQLite needs nothing: its cache reads `PRAGMA data_version`.
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION stowage_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('stowage_auth', '');
      RETURN NULL;
    END
  $$`.execute(db);
  for (const table of ['tokens', 'users']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_auth_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION stowage_auth_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of ['tokens', 'users'])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_auth_changed`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS stowage_auth_changed()`.execute(db);
}
