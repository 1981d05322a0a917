import { type Static, Type } from 'typebox';
import { STOP_REASONS } from './types.js';
import { SERVER_TOOL_NAMES } from '../tools/server-tool.js';

/*
 * Operation 5 (API.md §5). The schema checks shapes and ranges; the rules that need the whole request
 * (item types case-insensitively, tool names, schemas, tool choice, tool-result links) are checked by
 * `normalizeRequest`, which names the offending field.
 */

const TextPart = Type.Object({ type: Type.String(), text: Type.String() });

const ContentItem = Type.Object(
  {
    type: Type.String({ description: 'TEXT, TOOL_USE_REQUEST, TOOL_USE_RESULT, IMAGE or REASONING (case-insensitive)' }),
    text: Type.Optional(Type.String()),
    signature: Type.Optional(Type.String({ description: "REASONING: the provider's signature, echoed as received" })),
    redacted: Type.Optional(Type.Boolean({ description: 'REASONING: true for a redacted block, which carries only data' })),
    data: Type.Optional(Type.String({ description: "REASONING: the redacted block's encrypted data" })),
    name: Type.Optional(Type.String()),
    toolInput: Type.Optional(Type.Unknown()),
    toolCallId: Type.Optional(Type.String()),
    content: Type.Optional(Type.Array(TextPart)),
    image: Type.Optional(Type.Object({ type: Type.String(), mediaType: Type.String(), data: Type.String() })),
    server: Type.Optional(Type.Boolean({ description: "A server tool's request or result, echoed from an earlier response" })),
    isError: Type.Optional(Type.Boolean({ description: "A server tool's result: the tool refused the call (echoed as received)" })),
  },
  { title: 'AiContentItem' },
);

const Message = Type.Object({ role: Type.String({ description: 'USER or ASSISTANT' }), content: Type.Array(ContentItem) });

const Tool = Type.Object({
  name: Type.String(),
  description: Type.Optional(Type.String()),
  parameters: Type.Unknown({ description: 'A JSON Schema with type "object"' }),
});

export const AiRequestBody = Type.Object(
  {
    input: Type.Array(Message, { minItems: 1 }),
    sessionId: Type.Optional(Type.String({ format: 'uuid' })),
    system: Type.Optional(Type.Union([Type.String(), Type.Array(TextPart)])),
    model: Type.Optional(Type.String({ minLength: 1 })),
    modelConfiguration: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
    maxTokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
    tools: Type.Optional(Type.Array(Tool)),
    toolChoice: Type.Optional(
      Type.Object({
        type: Type.String({ description: 'AUTO (default), ANY, TOOL or NONE' }),
        name: Type.Optional(Type.String()),
        allowParallelToolCalls: Type.Optional(Type.Boolean({ default: true })),
      }),
    ),
    validateSchema: Type.Optional(Type.Boolean({ default: false })),
    reasoningConfig: Type.Optional(Type.Object({ reasoningEffort: Type.Optional(Type.Enum(['NONE', 'LOW', 'MEDIUM', 'HIGH'])) })),
    stream: Type.Optional(
      Type.Boolean({
        description: 'Answer as server-sent events (as Accept: text/event-stream does; false forces JSON). docs/ai.md "Streaming"',
      }),
    ),
    serverTools: Type.Optional(
      Type.Array(Type.Enum([...SERVER_TOOL_NAMES]), {
        uniqueItems: true,
        maxItems: SERVER_TOOL_NAMES.length,
        description: 'Tools Stowage runs itself with your permissions (docs/ai.md "Server tools")',
      }),
    ),
    maxSteps: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10, description: 'Model calls of the server-tool loop at most (default 5)' }),
    ),
  },
  { $id: 'AiRequest', title: 'AiRequest' },
);
export type AiRequestBodyType = Static<typeof AiRequestBody>;

/** Token counts as operation 5, chat and embeddings report them. */
export const Usage = Type.Object({
  inputTokens: Type.Integer(),
  outputTokens: Type.Integer(),
  totalTokens: Type.Integer(),
  reasoningTokens: Type.Union([Type.Integer(), Type.Null()], { description: 'null when the provider does not report it' }),
});

const AnswerItem = Type.Object({
  type: Type.Enum(['TEXT', 'TOOL_USE_REQUEST', 'TOOL_USE_RESULT', 'REASONING']),
  text: Type.Optional(Type.String()),
  signature: Type.Optional(Type.String()),
  redacted: Type.Optional(Type.Boolean()),
  data: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  toolInput: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  toolCallId: Type.Optional(Type.String()),
  content: Type.Optional(
    Type.Array(Type.Object({ type: Type.Literal('TEXT'), text: Type.String() }), {
      description: "TOOL_USE_RESULT: the server tool's result",
    }),
  ),
  server: Type.Optional(Type.Literal(true, { description: 'A step of the server-tool loop: Stowage ran this tool' })),
  isError: Type.Optional(Type.Boolean({ description: "TOOL_USE_RESULT: the tool refused the call; the text is the API's error" })),
});

export const AiResponseBody = Type.Object(
  {
    content: Type.Array(AnswerItem),
    modelId: Type.String(),
    isCustomerModel: Type.Boolean(),
    sessionId: Type.String({ format: 'uuid' }),
    requestId: Type.String({ format: 'uuid' }),
    stopReason: Type.Enum([...STOP_REASONS]),
    modelProviderUsage: Type.Union([Usage, Type.Null()]),
    warnings: Type.Array(Type.String(), { description: 'Request settings the model could not honour' }),
  },
  { $id: 'AiResponse', title: 'AiResponse' },
);

export const AiSessionBody = Type.Object(
  {
    sessionId: Type.String(),
    exchanges: Type.Array(
      Type.Object({
        requestId: Type.String(),
        created: Type.String({ format: 'date-time' }),
        modelId: Type.String(),
        stopReason: Type.String(),
        modelProviderUsage: Type.Union([Usage, Type.Null()]),
        request: Type.Unknown(),
        response: Type.Unknown(),
      }),
    ),
  },
  { title: 'AiSession' },
);
