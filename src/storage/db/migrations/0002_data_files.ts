import type { Kysely } from 'kysely';
import { textType, withSerialId } from './portable.js';

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await withSerialId(db, db.schema.createTable('data_files'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('responsible_user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // No foreign key to data_file_revisions: the two tables point at each other, and the revision
    // is written in the same transaction that sets this column.
    .addColumn('current_revision_id', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .execute();

  await withSerialId(db, db.schema.createTable('data_file_revisions'))
    .addColumn('data_file_id', 'bigint', (c) => c.notNull().references('data_files.id').onDelete('cascade'))
    .addColumn('content_type', text, (c) => c.notNull())
    .addColumn('upload_user_id', 'bigint', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('upload_time_ms', 'bigint', (c) => c.notNull())
    .addColumn('md5', text, (c) => c.notNull())
    .addColumn('sha256', text, (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('scan_state', text, (c) => c.notNull())
    .addColumn('scan_detail', text)
    .addColumn('scanned_at', 'bigint')
    .addColumn('blob_key', text)
    .execute();
  // A data file's revisions newest first, and the sums of `metadata`.
  await db.schema.createIndex('data_file_revisions_file').on('data_file_revisions').columns(['data_file_id', 'id']).execute();
  // The scan queue's start-up pick-up of PENDING revisions.
  await db.schema.createIndex('data_file_revisions_scan').on('data_file_revisions').columns(['scan_state', 'id']).execute();
  // The blob collector's "is this blob owned?" check.
  await db.schema.createIndex('data_file_revisions_blob').on('data_file_revisions').column('blob_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_file_revisions').ifExists().execute();
  await db.schema.dropTable('data_files').ifExists().execute();
}
