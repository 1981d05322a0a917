import { type Static, Type } from 'typebox';

/* GET /api/ai/v1/models: the model registry as a caller may use it (docs/ai.md). No keys, no base URLs. */

export const MODEL_CAPABILITIES = ['tools', 'reasoning', 'embedding'] as const;

export const AiModel = Type.Object(
  {
    name: Type.String({ description: 'What to send as `model`: the registry alias, or the id for models without one' }),
    id: Type.String({ description: '`provider/model`, as the answer’s modelId says' }),
    provider: Type.Enum(['openai', 'anthropic', 'ollama', 'openai-compatible', 'builtin']),
    kind: Type.Enum(['language', 'embedding'], {
      description: 'language: operation 5 and /messages/chat; embedding: /embedding/text',
    }),
    capabilities: Type.Array(Type.Enum([...MODEL_CAPABILITIES]), {
      description: 'tools: takes tools (operation 5); reasoning: takes reasoningConfig; embedding: embeds text',
    }),
    default: Type.Boolean({ description: 'Whether a request of its kind without `model` goes to it' }),
    ready: Type.Boolean({
      description: 'false when the API key it needs is not set on the server: every call answers PROVIDER_AUTH_FAILED until it is',
    }),
  },
  { title: 'AiModel' },
);
export type AiModelType = Static<typeof AiModel>;

export const AiModelList = Type.Object(
  {
    models: Type.Array(AiModel),
    anyModelOf: Type.Array(Type.String(), {
      description:
        'Providers the server is configured for as a whole: any `<provider>/<model>` of theirs is accepted too, beyond the listed models',
    }),
  },
  { title: 'AiModelList' },
);
export type AiModelListType = Static<typeof AiModelList>;
