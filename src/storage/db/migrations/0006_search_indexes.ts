import type { Kysely } from 'kysely';

/**
 * Operation 2 sorted by a field other than path: one index per sortable column, led by the file set
 * and ending in the id tie-break, so a page of the whole file set is one index range read forwards
 * (ASC) or backwards (DESC) from the cursor, never a sort (docs/decisions.md, "Search order").
 * Nulls of content_type and size sit together at one end of their index and are read as a range of
 * their own (`IS NULL`, in id order), which puts them last in either direction on both backends.
 * Path has its index already (files_path, unique, so it needs no tie-break).
 */
const SORT_COLUMNS = ['name', 'file_type', 'content_type', 'size', 'created_at', 'created_by'] as const;

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SORT_COLUMNS) {
    await db.schema.createIndex(`files_by_${column}`).on('files').columns(['fileset_id', column, 'id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of SORT_COLUMNS) await db.schema.dropIndex(`files_by_${column}`).ifExists().execute();
}
