import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import { isPostgres } from '../dialect.js';
import { runRelaxed } from '../relaxed-commit.js';
import type { AiExchangesTable } from '../schema-ai.js';

export type AiExchangeRow = Selectable<AiExchangesTable>;

/** Every column of a record, in the order of the insert's values. */
const COLUMNS = Object.keys({
  request_id: 1,
  session_id: 1,
  user_id: 1,
  model_id: 1,
  stop_reason: 1,
  input_tokens: 1,
  output_tokens: 1,
  total_tokens: 1,
  reasoning_tokens: 1,
  request_json: 1,
  response_json: 1,
  created_at: 1,
} satisfies Record<keyof AiExchangesTable, 1>) as (keyof AiExchangesTable)[];

/** Recorded AI exchanges (request/response pairs) by session. */
export class AiSessionsRepository {
  /**
   * The insert's SQL by its number of rows, made once: an AI call writes a record, and building the
   * twelve-column insert through Kysely's builder on every call cost about as much CPU as SQLite's
   * insert itself (docs/performance.md).
   */
  private readonly inserts = new Map<number, string>();

  constructor(private readonly db: Db) {}

  /** One statement, committed without waiting for a disk sync (see relaxed-commit.ts). */
  async insertMany(rows: AiExchangeRow[]): Promise<void> {
    await runRelaxed(
      this.db,
      this.insertSql(rows.length),
      rows.flatMap((row) => COLUMNS.map((column) => row[column])),
    );
  }

  private insertSql(count: number): string {
    let text = this.inserts.get(count);
    if (text === undefined) {
      const postgres = isPostgres(this.db);
      let parameters = 0;
      const values = () => `(${COLUMNS.map(() => (postgres ? `$${++parameters}` : '?')).join(', ')})`;
      text = `INSERT INTO ai_exchanges (${COLUMNS.join(', ')}) VALUES ${Array.from({ length: count }, values).join(', ')}`;
      this.inserts.set(count, text);
    }
    return text;
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
