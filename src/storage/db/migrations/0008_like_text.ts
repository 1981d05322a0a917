import { type Kysely, sql } from 'kysely';
import { inOneTransaction, textType } from './portable.js';

/**
 * Lower-cased copies of the text fields that search's LIKE reads most: file set names and
 * descriptions, entry paths and names (schema.ts, FileSetLikeText). LIKE compared `stw_lower(column)`
 * with the pattern, which folds every row it reads: on SQLite a call into JavaScript per row, on
 * PostgreSQL an ICU conversion, either several times the cost of the comparison itself. From here on
 * the repositories write the copies with each row; this fills them for the rows already there, by
 * the same fold LIKE used until now.
 */
const COPIES = [
  { table: 'filesets', columns: ['name', 'description'] },
  { table: 'files', columns: ['path', 'name'] },
] as const;

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (db) => {
    for (const { table, columns } of COPIES) {
      // SQLite adds a NOT NULL column only with a default; the repositories always write the copy.
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(`${column}_lower`, textType(db), (c) => c.notNull().defaultTo(''))
          .execute();
      }
      const copies = columns.map((column) => sql`${sql.ref(`${column}_lower`)} = stw_lower(${sql.ref(column)})`);
      await sql`UPDATE ${sql.table(table)} SET ${sql.join(copies)}`.execute(db);
    }
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of COPIES) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(`${column}_lower`).execute();
  }
}
