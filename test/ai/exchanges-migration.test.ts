import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appsClosedAfterEach, tempDir } from '../helpers/app.js';
import type { AiReply, AiSessionRead } from '../helpers/bodies.js';
import { databaseMigratedTo } from '../helpers/migrated-database.js';
import { weatherTool } from './weather-tool.js';

/**
 * Migration 0009 makes `ai_exchanges` again without its primary key (on SQLite by copying the rows
 * to a new table): a session recorded before it must read back whole after it, and go on growing.
 */
describe('AI exchanges across migration 0009', () => {
  const apps = appsClosedAfterEach();

  it('keeps the exchanges recorded before, in order, and records new ones in the same session', async () => {
    const dataDir = tempDir();
    const db = await databaseMigratedTo(dataDir, '0008_like_text');
    const sessionId = randomUUID();
    const earlier = [randomUUID(), randomUUID()];
    try {
      await sql`INSERT INTO users (id, is_admin, created_at) VALUES (1, 1, ${Date.now()})`.execute(db);
      for (const [i, requestId] of earlier.entries()) {
        const response = { content: [{ type: 'TEXT', text: `answer ${i}` }], modelId: 'builtin/tool-router', stopReason: 'END_TURN' };
        await sql`INSERT INTO ai_exchanges (request_id, session_id, user_id, model_id, stop_reason, input_tokens, output_tokens,
            total_tokens, reasoning_tokens, request_json, response_json, created_at)
          VALUES (${requestId}, ${sessionId}, 1, 'builtin/tool-router', 'END_TURN', 3, 4, 7, 0,
            ${JSON.stringify({ input: [{ role: 'USER', content: [{ type: 'TEXT', text: `question ${i}` }] }] })},
            ${JSON.stringify(response)}, ${Date.UTC(2026, 10, 1, 12, 0, i)})`.execute(db);
      }
    } finally {
      await db.destroy();
    }

    const t = await apps.start({}, dataDir);
    const next = await t.call({
      method: 'POST',
      url: '/api/ai/v1/messages/tools',
      payload: {
        sessionId,
        input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'What is the weather in Paris?' }] }],
        tools: [weatherTool],
      },
    });
    expect(next.statusCode, next.body).toBe(200);

    const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${sessionId}` });
    expect(session.statusCode, session.body).toBe(200);
    const exchanges = session.json<AiSessionRead>().exchanges as Record<string, unknown>[];
    expect(exchanges.map((e) => e.requestId)).toEqual([...earlier, next.json<AiReply>().requestId]);
    expect(exchanges[0]).toMatchObject({
      created: '2026-11-01T12:00:00.000Z',
      modelId: 'builtin/tool-router',
      stopReason: 'END_TURN',
      modelProviderUsage: { inputTokens: 3, outputTokens: 4, totalTokens: 7, reasoningTokens: 0 },
      request: { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'question 0' }] }] },
      response: { content: [{ type: 'TEXT', text: 'answer 0' }] },
    });
    expect(exchanges[2]).toMatchObject({ stopReason: next.json<AiReply>().stopReason, response: next.json() });
  });
});
