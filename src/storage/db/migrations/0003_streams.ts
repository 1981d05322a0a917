import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { textType, withSerialId } from './portable.js';

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await withSerialId(db, db.schema.createTable('streams'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('update_method', text, (c) => c.notNull())
    .addColumn('schema_json', text)
    .addColumn('schema_inferred', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('stream_executions'))
    .addColumn('stream_id', 'bigint', (c) => c.notNull().references('streams.id').onDelete('cascade'))
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('update_method', text, (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('rows_inserted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_inserted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_memory_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('errors_json', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Operation 4 pages a stream's executions by id, newest first.
  await db.schema.createIndex('stream_executions_stream').on('stream_executions').columns(['stream_id', 'id']).execute();
  // At most one ACTIVE execution per stream (COMMITTING is ACTIVE to clients), even between
  // instances racing on PostgreSQL. Partial indexes exist on both backends.
  await db.schema
    .createIndex('stream_executions_one_active')
    .on('stream_executions')
    .column('stream_id')
    .unique()
    .where(sql.ref('state'), 'in', ['ACTIVE', 'COMMITTING'])
    .execute();

  await db.schema
    .createTable('stream_parts')
    .addColumn('execution_id', 'bigint', (c) => c.notNull().references('stream_executions.id').onDelete('cascade'))
    .addColumn('part_id', 'bigint', (c) => c.notNull())
    .addColumn('blob_key', text, (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', text, (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stream_parts_pk', ['execution_id', 'part_id'])
    .execute();

  // No foreign key on rows: a per-row key check would slow bulk commits, and rows are only ever
  // written and purged by the commit code, which owns their lifecycle.
  let rows = db.schema
    .createTable('stream_rows')
    .addColumn('execution_id', 'bigint', (c) => c.notNull())
    .addColumn('row_no', 'bigint', (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('stream_rows_pk', ['execution_id', 'row_no']);
  // SQLite-only: without it SQLite keeps a rowid b-tree plus a separate primary-key index, and
  // bulk commits write both (about a third slower). PostgreSQL has no such clause and needs none.
  if (db.getExecutor().adapter instanceof SqliteAdapter) rows = rows.modifyEnd(sql`without rowid`);
  await rows.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stream_rows', 'stream_parts', 'stream_executions', 'streams']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
