import type { Kysely } from 'kysely';
import { inOneTransaction, textType } from './portable.js';

/**
 * The hosted data routes (API.md §3 and §4, "Also"): per-user grants on data files, and the list of
 * executions of deleted streams whose rows are still to be purged (stream_rows has no foreign key, so
 * a stream delete hands its rows to the background purge through this list).
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await inOneTransaction(db, async (db) => {
    await db.schema
      .createTable('data_file_grants')
      .addColumn('data_file_id', 'bigint', (c) => c.notNull().references('data_files.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('grant_name', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('data_file_grants_pk', ['data_file_id', 'user_id'])
      .execute();
    // The listing's "granted to me" arm.
    await db.schema.createIndex('data_file_grants_user').on('data_file_grants').columns(['user_id', 'data_file_id']).execute();

    await db.schema
      .createTable('stream_orphan_executions')
      .addColumn('execution_id', 'bigint', (c) => c.primaryKey())
      .addColumn('deleted_at', 'bigint', (c) => c.notNull())
      .execute();

    // The stream listing of one owner, newest first.
    await db.schema.createIndex('streams_owner').on('streams').columns(['owner_id', 'id']).execute();
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('streams_owner').ifExists().execute();
  await db.schema.dropTable('stream_orphan_executions').ifExists().execute();
  await db.schema.dropTable('data_file_grants').ifExists().execute();
}
