import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';
import { inOneTransaction, textType } from './portable.js';

const COLUMNS = sql.raw(
  'request_id, session_id, user_id, model_id, stop_reason, input_tokens, output_tokens, total_tokens, reasoning_tokens, request_json, response_json, created_at',
);

/** SQLite: makes the table again, with or without the key, and copies its rows over, all or nothing. */
async function remake(db: Kysely<unknown>, keyed: boolean): Promise<void> {
  await inOneTransaction(db, (tx) => remakeSteps(tx, keyed));
}

async function remakeSteps(db: Kysely<unknown>, keyed: boolean): Promise<void> {
  const text = textType(db);
  await db.schema
    .createTable('ai_exchanges_new')
    .addColumn('request_id', text, (c) => (keyed ? c.primaryKey() : c.notNull()))
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
  await sql`INSERT INTO ai_exchanges_new (${COLUMNS}) SELECT ${COLUMNS} FROM ai_exchanges`.execute(db);
  await db.schema.dropTable('ai_exchanges').execute();
  await db.schema.alterTable('ai_exchanges_new').renameTo('ai_exchanges').execute();
  await db.schema.createIndex('ai_exchanges_session').on('ai_exchanges').columns(['user_id', 'session_id', 'created_at']).execute();
}

/**
 * `ai_exchanges` without its primary key on `request_id`: every AI call writes a record, and the key
 * was a third b-tree to update per insert, a third of the insert's cost on SQLite (docs/performance.md)
 * and an index nothing reads. Request ids are random UUIDs the server makes, one per request; the
 * session index stays. PostgreSQL drops the constraint; SQLite cannot drop a primary key, so the
 * table is made again and its rows copied.
 */
// Migrations take Kysely<unknown>: they must not depend on today's row types.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return remake(db, false);
  await sql`ALTER TABLE ai_exchanges DROP CONSTRAINT ai_exchanges_pkey`.execute(db);
  await sql`ALTER TABLE ai_exchanges ALTER COLUMN request_id SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return remake(db, true);
  await sql`ALTER TABLE ai_exchanges ADD PRIMARY KEY (request_id)`.execute(db);
}
