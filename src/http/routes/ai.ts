import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ClientGone } from '../../ai/provider-failure.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { AiRequestBody, AiResponseBody, AiSessionBody } from '../schemas/ai.js';
import { errors } from '../schemas/common.js';

/** AI requests carry images: up to 20 MiB (API.md §0). */
const AI_BODY_LIMIT = 20 * 1024 * 1024;

/** Operation 5 and the sessions it records (API.md §5). */
export async function aiRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ai'];

  r.post(
    '/api/ai/v1/messages/tools',
    {
      bodyLimit: AI_BODY_LIMIT,
      schema: {
        operationId: 'messageWithTools',
        summary: 'Operation 5: send messages and tools to a model; it answers with text and/or tool requests',
        tags,
        body: AiRequestBody,
        response: { 200: AiResponseBody, ...errors(413, 502, 504) },
      },
    },
    async (request, reply) => {
      // A client that goes away cancels the upstream call; `close` after a finished reply is not a cancel.
      const cancel = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) cancel.abort();
      };
      reply.raw.once('close', onClose);
      try {
        return await services.ai.handle(callerOf(request), request.body, request.id, cancel.signal);
      } catch (error) {
        if (error instanceof ClientGone) throw new AppError('SERVICE_UNAVAILABLE', 'The client closed the connection; the model call was cancelled.');
        throw error;
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  r.get(
    '/api/ai/v1/sessions/:sessionId',
    {
      schema: {
        operationId: 'getAiSession',
        summary: 'The request/response pairs recorded under one of your sessions, oldest first',
        tags,
        params: Type.Object({ sessionId: Type.String() }),
        response: { 200: AiSessionBody, ...errors(404) },
      },
    },
    async (request) => services.aiSessions.get(callerOf(request).userId, request.params.sessionId),
  );
}
