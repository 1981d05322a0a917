import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import { withRelaxedSync } from '../relaxed-commit.js';
import type { AiExchangesTable } from '../schema-ai.js';

export type AiExchangeRow = Selectable<AiExchangesTable>;

/** Recorded AI exchanges (request/response pairs) by session. */
export class AiSessionsRepository {
  constructor(private readonly db: Db) {}

  /** One statement, committed without waiting for a disk sync (see relaxed-commit.ts). */
  async insertMany(rows: Array<Insertable<AiExchangesTable>>): Promise<void> {
    await withRelaxedSync(this.db, (db) => db.insertInto('ai_exchanges').values(rows).execute());
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
