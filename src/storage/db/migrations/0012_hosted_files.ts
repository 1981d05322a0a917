import type { Kysely } from 'kysely';
import { inOneTransaction, textType } from './portable.js';

/**
 * The hosted file routes (API.md §2, "Hosted routes beyond the above"): resumable uploads and their
 * parts, share links (only the token's hash is kept), and the journal of moves that lets a search
 * cursor taken before a move go on in the order it started in (docs/files.md).
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await inOneTransaction(db, async (db) => {
    await db.schema
      .createTable('file_uploads')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
      .addColumn('path', text, (c) => c.notNull())
      .addColumn('created_by', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('blob_key', text, (c) => c.notNull())
      .addColumn('store_upload_id', text, (c) => c.notNull())
      .addColumn('state', text, (c) => c.notNull())
      .execute();
    // The expiry sweep's scan.
    await db.schema.createIndex('file_uploads_expiry').on('file_uploads').columns(['expires_at']).execute();
    await db.schema.createIndex('file_uploads_fileset').on('file_uploads').columns(['fileset_id']).execute();

    await db.schema
      .createTable('file_upload_parts')
      .addColumn('upload_id', text, (c) => c.notNull().references('file_uploads.id').onDelete('cascade'))
      .addColumn('part_number', 'integer', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('etag', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('file_upload_parts_pk', ['upload_id', 'part_number'])
      .execute();

    await db.schema
      .createTable('file_shares')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
      .addColumn('file_id', text, (c) => c.notNull().references('files.id').onDelete('cascade'))
      .addColumn('created_by', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('file_shares_file').on('file_shares').columns(['file_id', 'created_at']).execute();
    // The sweep of expired links.
    await db.schema.createIndex('file_shares_expiry').on('file_shares').columns(['expires_at']).execute();

    await db.schema
      .createTable('file_moves')
      .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('from_path', text, (c) => c.notNull())
      .addColumn('to_path', text, (c) => c.notNull())
      .addColumn('moved_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('file_moves_pk', ['fileset_id', 'seq'])
      .execute();
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['file_moves', 'file_shares', 'file_upload_parts', 'file_uploads']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
