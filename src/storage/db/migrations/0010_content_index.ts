import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';
import { inOneTransaction, textType, withSerialId } from './portable.js';

/**
 * Content indexing (docs/search.md): a file set's `ai_enabled`, the claim an instance holds on a file
 * it indexes, the chunks of extracted text with a full-text index (SQLite FTS5 over the chunks table
 * as external content; a generated tsvector with a GIN index on PostgreSQL), and the integer keys the
 * semantic index knows file sets and files by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (db) => {
    const text = textType(db);
    await db.schema
      .alterTable('filesets')
      .addColumn('ai_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('files').addColumn('index_claimed_by', text).execute();
    await db.schema.alterTable('files').addColumn('index_claim_until', 'bigint').execute();
    // The queue's pick-up: files whose indexing is not finished, in id order.
    await sql`CREATE INDEX files_index_work ON files (id) WHERE index_status IN ('PENDING', 'QUEUED', 'IN_PROGRESS')`.execute(db);

    await withSerialId(db, db.schema.createTable('chunks'))
      .addColumn('fileset_id', text, (c) => c.notNull().references('filesets.id').onDelete('cascade'))
      .addColumn('file_id', text, (c) => c.notNull().references('files.id').onDelete('cascade'))
      .addColumn('chunk_index', 'integer', (c) => c.notNull())
      .addColumn('start_offset', 'bigint', (c) => c.notNull())
      .addColumn('end_offset', 'bigint', (c) => c.notNull())
      .addColumn('page', 'integer')
      .addColumn('text', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chunks_file').on('chunks').columns(['file_id', 'chunk_index']).execute();
    await db.schema.createIndex('chunks_fileset').on('chunks').column('fileset_id').execute();

    if (isPostgres(db)) {
      // English stemming, as FTS5's porter tokenizer on SQLite: "indexes" finds "indexing".
      await sql`ALTER TABLE chunks ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED`.execute(db);
      await sql`CREATE INDEX chunks_tsv ON chunks USING gin (tsv)`.execute(db);
    } else {
      // External content: the text is stored once, in chunks; triggers keep the index in step.
      await sql`CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await sql`CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts (rowid, text) VALUES (new.id, new.text); END`.execute(db);
      await sql`CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
        INSERT INTO chunks_fts (chunks_fts, rowid, text) VALUES ('delete', old.id, old.text); END`.execute(db);
    }

    await withSerialId(db, db.schema.createTable('index_fileset_keys'))
      .addColumn('fileset_id', text, (c) => c.notNull().unique().references('filesets.id').onDelete('cascade'))
      .execute();
    await withSerialId(db, db.schema.createTable('index_file_keys'))
      .addColumn('file_id', text, (c) => c.notNull().unique().references('files.id').onDelete('cascade'))
      .execute();
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['index_file_keys', 'index_fileset_keys', 'chunks_fts', 'chunks'])
    await db.schema.dropTable(table).ifExists().execute();
  await sql`DROP INDEX IF EXISTS files_index_work`.execute(db);
  await db.schema.alterTable('files').dropColumn('index_claim_until').execute();
  await db.schema.alterTable('files').dropColumn('index_claimed_by').execute();
  await db.schema.alterTable('filesets').dropColumn('ai_enabled').execute();
}
