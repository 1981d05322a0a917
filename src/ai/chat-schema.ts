import { type Static, Type } from 'typebox';
import { AiRequestBody, Usage } from './request-schema.js';

/* POST /api/ai/v1/messages/chat and POST /api/ai/v1/embedding/text (API.md §5, "More hosted AI routes"). */

// The members operation 5 takes, less those about tools.
const { tools: _tools, toolChoice: _toolChoice, validateSchema: _validateSchema, ...shared } = AiRequestBody.properties;

export const ChatRequestBody = Type.Object(
  {
    ...shared,
    responseFormat: Type.Optional(
      Type.Object({
        type: Type.String({ description: 'TEXT (default) or JSON_SCHEMA (case-insensitive)' }),
        schema: Type.Optional(Type.Unknown({ description: 'With JSON_SCHEMA: the JSON Schema the answer must match' })),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
        description: Type.Optional(Type.String()),
      }),
    ),
  },
  { $id: 'AiChatRequest', title: 'AiChatRequest' },
);
export type ChatRequestBodyType = Static<typeof ChatRequestBody>;

/** Bounds of one embedding request (docs/ai.md): enough for batch indexing, small enough for one upstream call. */
export const EMBEDDING_LIMITS = { items: 2048, chars: 32_768 };

export const EmbeddingRequestBody = Type.Object(
  {
    input: Type.Array(Type.String({ minLength: 1, maxLength: EMBEDDING_LIMITS.chars }), { minItems: 1, maxItems: EMBEDDING_LIMITS.items }),
    model: Type.Optional(Type.String({ minLength: 1 })),
  },
  { $id: 'AiEmbeddingRequest', title: 'AiEmbeddingRequest' },
);
export type EmbeddingRequestBodyType = Static<typeof EmbeddingRequestBody>;

export const EmbeddingResponseBody = Type.Object(
  {
    embeddings: Type.Array(Type.Array(Type.Number())),
    modelId: Type.String(),
    modelProviderUsage: Type.Union([Usage, Type.Null()], {
      description: 'The same shape as operation 5 (outputTokens and reasoningTokens are 0), or null when the provider reports none',
    }),
  },
  { $id: 'AiEmbeddingResponse', title: 'AiEmbeddingResponse' },
);
