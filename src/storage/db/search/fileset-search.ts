import { sql } from 'kysely';
import type { FileSetField } from '../../../search-query/fields.js';
import type { SearchQuery } from '../../../search-query/query.js';
import { type Db, readRows } from '../database.js';
import { type FileSetRow, visible } from '../repositories/filesets-repository.js';
import { FILESET_TABLE } from './columns.js';
import { filterSql } from './filter-sql.js';
import { orderBy, sqlKeys } from './order.js';

/** Operation 1's SQL: a page of the file sets the reader can read, and their number. */
export async function searchFileSets(
  db: Db,
  q: { userId: number; isAdmin: boolean; query: SearchQuery<FileSetField>; limit: number; offset: number },
): Promise<{ rows: FileSetRow[]; total: number }> {
  const filter = filterSql(FILESET_TABLE, q.query.filter);
  const where = filter ? sql`WHERE ${filter}` : sql``;
  const base = visible(q.userId, q.isAdmin);
  const rows = await readRows(
    db,
    sql<FileSetRow>`SELECT * FROM (${base}) v ${where}
    ORDER BY ${orderBy(sqlKeys(FILESET_TABLE, q.query.sort))} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const count = await readRows(db, sql<{ n: number }>`SELECT count(*) AS n FROM (${base}) v ${where}`);
  return { rows, total: count[0]?.n ?? 0 };
}
