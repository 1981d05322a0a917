import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AiExchangesTable } from '../schema-ai.js';

export type AiExchangeRow = Selectable<AiExchangesTable>;

/** Recorded AI exchanges (request/response pairs) by session. */
export class AiSessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<AiExchangesTable>): Promise<void> {
    await this.db.insertInto('ai_exchanges').values(row).execute();
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
