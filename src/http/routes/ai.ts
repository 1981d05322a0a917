import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { HandleOptions } from '../../ai/gateway.js';
import type { Services } from '../../services.js';
import { baseUrlOf } from '../base-url.js';
import { callerOf } from '../plugins/auth.js';
import { AiRequestBody, AiResponseBody, AiSessionBody } from '../schemas/ai.js';
import { errors } from '../schemas/common.js';
import { observed } from './ai-observed.js';
import { replyWithEvents, wantsStream, withClientSignal } from './ai-stream.js';

/** AI requests carry images: up to 20 MiB (API.md §0); chat and embedding requests too. */
export const AI_BODY_LIMIT = 20 * 1024 * 1024;

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
        summary: 'Operation 5: send messages and tools to a model; it answers with text and/or tool requests (as server-sent events with Accept: text/event-stream)',
        tags,
        body: AiRequestBody,
        response: { 200: AiResponseBody, ...errors(413, 502, 504) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { ai, aiMetrics } = services;
      const asked = request.body.model ?? ai.defaultModelName();
      const answer = (signal: AbortSignal, options: HandleOptions = {}) => observed(aiMetrics, 'tools', asked, () => ai.handle(caller, request.body, request.id, signal, { ...options, baseUrl: baseUrlOf(services.config, request) }));
      if (wantsStream(request, request.body)) {
        return replyWithEvents(request, reply, (stream, signal) => answer(signal, { stream }), (seconds) => aiMetrics.firstEventAfter(asked, seconds));
      }
      return withClientSignal(reply, (signal) => answer(signal));
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
