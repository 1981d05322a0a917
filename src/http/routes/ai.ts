import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { AiRequestBody, AiResponseBody, AiSessionBody } from '../../ai/request-schema.js';
import { ref } from '../../entities/json.js';
import { errors } from '../schemas/common.js';
import { gatewayCall } from './ai-gateway-call.js';

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
        summary:
          'Operation 5: send messages and tools to a model; it answers with text and/or tool requests (as server-sent events with Accept: text/event-stream)',
        tags,
        body: ref(AiRequestBody),
        response: { 200: ref(AiResponseBody), ...errors(413, 502, 504) },
      },
    },
    async (request, reply) => gatewayCall(services, 'tools', request, reply, request.body),
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
