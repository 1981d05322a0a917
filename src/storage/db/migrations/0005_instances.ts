import type { Kysely } from 'kysely';
import { textType } from './portable.js';

/**
 * Several instances over one database (docs/deploy.md): instances with leases, and the columns that
 * let background work be claimed in the database instead of in one process's memory.
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await db.schema
    .createTable('instances')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .execute();

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('blob_gc').addColumn('staged_by', text).execute();
  await db.schema.alterTable('blob_gc').addColumn('collecting_by', text).execute();

  await db.schema.alterTable('data_file_revisions').addColumn('scan_claimed_by', text).execute();
  await db.schema.alterTable('data_file_revisions').addColumn('scan_claim_until', 'bigint').execute();

  await db.schema.alterTable('stream_executions').addColumn('commit_owner', text).execute();
  await db.schema.alterTable('stream_executions').addColumn('commit_lease_until', 'bigint').execute();

  await db.schema
    .createTable('stream_export_holds')
    .addColumn('hold_id', text, (c) => c.notNull())
    .addColumn('execution_id', 'bigint', (c) => c.notNull())
    .addColumn('holder', text, (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stream_export_holds_pk', ['hold_id', 'execution_id'])
    .execute();
  // The purge's "is this execution held?"
  await db.schema.createIndex('stream_export_holds_execution').on('stream_export_holds').columns(['execution_id', 'lease_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_export_holds').ifExists().execute();
  for (const [table, column] of [
    ['stream_executions', 'commit_lease_until'],
    ['stream_executions', 'commit_owner'],
    ['data_file_revisions', 'scan_claim_until'],
    ['data_file_revisions', 'scan_claimed_by'],
    ['blob_gc', 'collecting_by'],
    ['blob_gc', 'staged_by'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable('instances').ifExists().execute();
}
