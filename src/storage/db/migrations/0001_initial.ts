import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';
import { createLowerFunction, textType, withSerialId } from './portable.js';

// Migrations take Kysely<unknown>: they must not depend on today's row types. On SQLite each one
// emits the DDL it always did (see portable.ts): databases created before PostgreSQL support ran it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('tokens'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('filesets')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.notNull())
    .addColumn('file_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Operation 1's default order is created ASC, id ASC.
  await db.schema.createIndex('filesets_created').on('filesets').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('fileset_access')
    .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('permission', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('fileset_access_pk', ['fileset_id', 'user_id'])
    .execute();
  await db.schema.createIndex('fileset_access_user').on('fileset_access').columns(['user_id', 'fileset_id']).execute();

  await db.schema
    .createTable('files')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
    .addColumn('path', text, (c) => c.notNull())
    .addColumn('parent_path', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('file_type', text, (c) => c.notNull())
    .addColumn('content_type', text)
    .addColumn('size', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('hash', text)
    .addColumn('hash_algorithm', text)
    .addColumn('blob_key', text)
    .addColumn('connector_key', text)
    .addColumn('index_status', text)
    .addColumn('index_reason', text)
    .execute();
  // A path is unique in its file set. Operation 2's default order (path, id), recursive directory
  // scopes (a path range) and lookups by path all run on this index; as path is unique, id adds
  // nothing to the order and keyset paging needs no sort.
  await db.schema.createIndex('files_path').on('files').columns(['fileset_id', 'path']).unique().execute();
  // `immediateChildren` scopes: one directory's children in path order.
  await db.schema.createIndex('files_children').on('files').columns(['fileset_id', 'parent_path', 'path', 'id']).execute();
  await db.schema.createIndex('files_blob').on('files').column('blob_key').execute();

  await db.schema
    .createTable('blob_gc')
    .addColumn('blob_key', text, (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .execute();

  if (isPostgres(db)) await createLowerFunction(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'blob_gc', 'files', 'fileset_access', 'filesets', 'tokens', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS stw_lower(text)`.execute(db);
}
