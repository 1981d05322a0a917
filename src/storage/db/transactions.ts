import type { Kysely, Transaction } from 'kysely';

/**
 * PostgreSQL's codes for a transaction that collided with a concurrent one: a unique key another
 * transaction committed meanwhile (23505), a serialization failure (40001), a deadlock (40P01).
 */
const CONFLICTS = new Set(['23505', '40001', '40P01']);
/** Each conflict means a concurrent transaction got through, so a few attempts always suffice. */
const ATTEMPTS = 8;

function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICTS.has(code);
}

/**
 * Runs `work` in a transaction, and runs it again when it collided with a concurrent transaction,
 * which then sees what the other one committed: two uploads creating the same path, say, both find
 * it missing; the second one's insert fails on the unique index and its retry overwrites the first.
 * Only PostgreSQL reports these codes (SQLite runs one transaction at a time), so on SQLite `work`
 * runs exactly once. `work` must only touch the database, as it may run more than once.
 */
export async function retryingTransaction<DB, T>(db: Kysely<DB>, work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isConflict(error)) throw error;
    }
  }
}
