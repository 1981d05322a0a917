import { sql } from 'kysely';
import type { Db } from '../database.js';
import { isPostgres } from '../dialect.js';
import type { Condition } from './condition.js';

/**
 * A page's `LIMIT n`. On PostgreSQL the number is written into the statement's text: a named
 * statement whose LIMIT is a parameter is planned anew on every run (its generic plan, costed for a
 * limit it cannot know, always looks dearer than a custom one), and planning a page cost two to
 * five times running it (docs/performance.md). With the number in the text PostgreSQL keeps the
 * statement's generic plan after its fifth run. Limits are bounded (API.md §2), so each page shape
 * has at most a thousand texts. SQLite plans once, when it prepares, so it binds the number.
 */
export function pageLimit(db: Db, limit: number): Condition {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`a page limit must be a whole number, not ${limit}`);
  return isPostgres(db) ? sql`LIMIT ${sql.lit(limit)}` : sql`LIMIT ${limit}`;
}
