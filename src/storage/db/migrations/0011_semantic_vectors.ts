import type { Kysely } from 'kysely';
import { textType, withSerialId } from './portable.js';

/**
 * Semantic search's bookkeeping (docs/search-semantic.md). The vectors themselves live in one table
 * per vector space (an embedding model and its dimension), made when the space's first vector
 * arrives, as only then is the dimension known: a sqlite-vec `vec0` table on SQLite, a pgvector
 * table with an HNSW index on PostgreSQL. These tables do not need the extensions.
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('semantic_spaces'))
    .addColumn('model_id', textType(db), (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('semantic_spaces_model', ['model_id', 'dimensions'])
    .execute();
  // Which space holds each chunk's vector; keyed like the chunks (chunk id, file, file set) so that
  // the vectors of a file or a set are found without the chunks table.
  await db.schema
    .createTable('semantic_chunks')
    .addColumn('chunk_id', 'bigint', (c) => c.primaryKey())
    .addColumn('fileset_id', 'bigint', (c) => c.notNull())
    .addColumn('file_id', 'bigint', (c) => c.notNull())
    .addColumn('space_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('semantic_chunks_file').on('semantic_chunks').columns(['file_id', 'space_id']).execute();
  await db.schema.createIndex('semantic_chunks_fileset').on('semantic_chunks').columns(['fileset_id', 'space_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('semantic_chunks').ifExists().execute();
  await db.schema.dropTable('semantic_spaces').ifExists().execute();
}
