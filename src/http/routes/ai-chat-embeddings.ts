import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { normalizeChat } from '../../ai/chat.js';
import type { Services } from '../../services.js';
import { AiResponseBody } from '../../ai/request-schema.js';
import { ChatRequestBody, EmbeddingRequestBody, EmbeddingResponseBody } from '../../ai/chat-schema.js';
import { ref } from '../../entities/json.js';
import { errors } from '../schemas/common.js';
import { AI_BODY_LIMIT } from './ai.js';
import { observed } from './ai-observed.js';
import { gatewayCall } from './ai-gateway-call.js';
import { withClientSignal } from './ai-stream.js';

/** The hosted AI routes beyond operation 5 (API.md §5, "More hosted AI routes"). */
export async function aiChatAndEmbeddingRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ai'];
  const { aiEmbeddings, aiMetrics } = services;

  r.post(
    '/api/ai/v1/messages/chat',
    {
      bodyLimit: AI_BODY_LIMIT,
      schema: {
        operationId: 'messageChat',
        summary:
          'Send messages to a model without tools; responseFormat JSON_SCHEMA gets a schema-checked JSON answer (server-sent events with Accept: text/event-stream)',
        tags,
        body: ref(ChatRequestBody),
        response: { 200: ref(AiResponseBody), ...errors(413, 422, 502, 504) },
      },
    },
    async (request, reply) => gatewayCall(services, 'chat', request, reply, request.body, () => normalizeChat(request.body)),
  );

  r.post(
    '/api/ai/v1/embedding/text',
    {
      bodyLimit: AI_BODY_LIMIT,
      schema: {
        operationId: 'embedText',
        summary: 'Embed texts with one of the configured embedding models: one vector per input, in order',
        tags,
        body: ref(EmbeddingRequestBody),
        response: { 200: ref(EmbeddingResponseBody), ...errors(413, 502, 504) },
      },
    },
    async (request, reply) => {
      const { input, model } = request.body;
      return withClientSignal(reply, (signal) =>
        observed(aiMetrics, 'embedding', model ?? null, () => aiEmbeddings.embed(input, model, signal)),
      );
    },
  );
}
