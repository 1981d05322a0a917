import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import { withRelaxedSync } from '../relaxed-commit.js';
import type { AiExchangesTable } from '../schema-ai.js';

export type AiExchangeRow = Selectable<AiExchangesTable>;

/** Recorded AI exchanges (request/response pairs) by session. */
export class AiSessionsRepository {
  constructor(private readonly db: Db) {}

  /** Committed without waiting for a disk sync (see relaxed-commit.ts): one per AI call. */
  async insert(row: Insertable<AiExchangesTable>): Promise<void> {
    await withRelaxedSync(this.db, (db) => db.insertInto('ai_exchanges').values(row).execute());
  }

  /** One user's exchanges of a session, oldest first. */
  async listSession(userId: number, sessionId: string): Promise<AiExchangeRow[]> {
    return this.db
      .selectFrom('ai_exchanges')
      .selectAll()
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'asc')
      .orderBy('request_id', 'asc')
      .execute();
  }
}
