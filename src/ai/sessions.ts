import { AppError } from '../errors.js';
import type { AiRequestBodyType } from './request-schema.js';
import type { Db } from '../storage/db/database.js';
import { GroupCommit } from '../storage/db/group-commit.js';
import { AiSessionsRepository } from '../storage/db/repositories/ai-sessions-repository.js';
import type { AiExchangesTable } from '../storage/db/schema-ai.js';
import { isoTime } from '../time.js';
import type { ExchangeRecorder } from './gateway.js';
import type { AiResponse, Usage } from './types.js';

/** Image bytes are not kept: a session shows that an image was sent, not the image. */
function elideImages(request: AiRequestBodyType): AiRequestBodyType {
  // Most requests carry no image: they are stored as they are, without a copy.
  if (!request.input.some((message) => message.content.some((item) => item.image))) return request;
  return {
    ...request,
    input: request.input.map((message) => ({
      ...message,
      content: message.content.map((item) =>
        item.image
          ? { ...item, image: { ...item.image, data: `(${Math.floor((item.image.data.length * 3) / 4)} bytes not stored)` } }
          : item,
      ),
    })),
  };
}

/** At most this many records per insert: 12 values each stay far below either database's limit on parameters. */
const RECORDS_PER_INSERT = 64;

/** Records each request/response pair under its session and reads a caller's sessions back (API.md §5). */
export class AiSessions implements ExchangeRecorder {
  private readonly repo: AiSessionsRepository;
  /**
   * Calls that finish together share one insert: a record written alone cost about as much CPU as
   * the rest of the call (docs/performance.md).
   */
  private readonly writes: GroupCommit<AiExchangesTable>;

  constructor(db: Db) {
    this.repo = new AiSessionsRepository(db);
    this.writes = new GroupCommit((rows) => this.repo.insertMany(rows), RECORDS_PER_INSERT);
  }

  async record(e: {
    userId: number;
    sessionId: string;
    requestId: string;
    request: AiRequestBodyType;
    response: AiResponse;
    created: number;
  }): Promise<void> {
    const usage = e.response.modelProviderUsage;
    await this.writes.add({
      request_id: e.requestId,
      session_id: e.sessionId,
      user_id: e.userId,
      model_id: e.response.modelId,
      stop_reason: e.response.stopReason,
      input_tokens: usage?.inputTokens ?? null,
      output_tokens: usage?.outputTokens ?? null,
      total_tokens: usage?.totalTokens ?? null,
      reasoning_tokens: usage?.reasoningTokens ?? null,
      request_json: JSON.stringify(elideImages(e.request)),
      response_json: JSON.stringify(e.response),
      created_at: e.created,
    });
  }

  /** The answers recorded under the caller's session, oldest first (to restore reasoning a client did not echo). */
  async recordedAnswers(userId: number, sessionId: string): Promise<AiResponse[]> {
    const rows = await this.repo.listSession(userId, sessionId);
    return rows.map((row) => JSON.parse(row.response_json) as AiResponse);
  }

  /** The caller's own exchanges of the session; another user's session is a 404 like a missing one. */
  async get(userId: number, sessionId: string) {
    const rows = await this.repo.listSession(userId, sessionId);
    if (rows.length === 0) throw new AppError('SESSION_NOT_FOUND', `Session ${sessionId} does not exist or is not yours.`);
    return {
      sessionId,
      exchanges: rows.map((row) => {
        const usage: Usage | null =
          row.total_tokens === null
            ? null
            : {
                inputTokens: row.input_tokens ?? 0,
                outputTokens: row.output_tokens ?? 0,
                totalTokens: row.total_tokens,
                reasoningTokens: row.reasoning_tokens,
              };
        return {
          requestId: row.request_id,
          created: isoTime(row.created_at),
          modelId: row.model_id,
          stopReason: row.stop_reason,
          modelProviderUsage: usage,
          request: JSON.parse(row.request_json) as unknown,
          response: JSON.parse(row.response_json) as unknown,
        };
      }),
    };
  }
}
