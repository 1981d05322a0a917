import type { Kysely } from 'kysely';
import { textType } from './portable.js';

// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = textType(db);
  await db.schema
    .createTable('ai_exchanges')
    .addColumn('request_id', text, (c) => c.primaryKey())
    .addColumn('session_id', text, (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('model_id', text, (c) => c.notNull())
    .addColumn('stop_reason', text, (c) => c.notNull())
    .addColumn('input_tokens', 'bigint')
    .addColumn('output_tokens', 'bigint')
    .addColumn('total_tokens', 'bigint')
    .addColumn('reasoning_tokens', 'bigint')
    .addColumn('request_json', text, (c) => c.notNull())
    .addColumn('response_json', text, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // GET /api/ai/v1/sessions/{id}: one user's exchanges of one session in time order.
  await db.schema.createIndex('ai_exchanges_session').on('ai_exchanges').columns(['user_id', 'session_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_exchanges').ifExists().execute();
}
