import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { defaultEmbeddingModel } from '../../ai/embeddings.js';
import { type AiConfig, type ModelEntry, resolveEntry } from '../../ai/registry.js';
import type { Services } from '../../services.js';
import { type AiModelListType, type AiModelType, AiModelList } from '../schemas/ai-models.js';
import { errors } from '../schemas/common.js';

const BUILTIN_ID = 'builtin/tool-router';

function describe(name: string, entry: ModelEntry, isDefault: boolean): AiModelType {
  const kind = entry.kind ?? 'language';
  const capabilities: AiModelType['capabilities'] = kind === 'embedding' ? ['embedding'] : ['tools'];
  if (kind === 'language' && entry.reasoning) capabilities.push('reasoning');
  return { name, id: entry.id, provider: entry.provider, kind, capabilities, default: isDefault, ready: entry.missingKey === undefined };
}

/**
 * The registry as the console's playground (or any client) offers it: the built-in model, every
 * alias, and a default that names a model outside the registry (`openai/…` from the environment).
 * Every caller may use every configured model, so the list is the same for all.
 */
export function listModels(config: AiConfig, defaultLanguage: string): AiModelListType {
  const defaults = [
    { name: defaultLanguage, kind: 'language' as const },
    { name: defaultEmbeddingModel(config), kind: 'embedding' as const },
  ].flatMap(({ name, kind }) => {
    const entry = name === null ? null : resolveEntry(config, name);
    return name === null || entry === null ? [] : [{ name, kind, entry }];
  });
  // resolveEntry answers the registry's own objects (and one built-in object); a model the
  // environment's provider settings allow is made afresh, so it is listed on its own.
  const listed: [string, ModelEntry][] = [[BUILTIN_ID, resolveEntry(config, BUILTIN_ID)!], ...config.models];
  const models = listed.map(([name, entry]) =>
    describe(
      name,
      entry,
      defaults.some((d) => d.entry === entry && d.kind === (entry.kind ?? 'language')),
    ),
  );
  for (const d of defaults) {
    if (!listed.some(([, entry]) => entry === d.entry)) models.push(describe(d.name, { ...d.entry, kind: d.kind }, true));
  }
  const anyModelOf: string[] = [];
  if (config.openai.apiKey || config.openai.baseUrl) anyModelOf.push('openai');
  if (config.anthropic.apiKey || config.anthropic.baseUrl) anyModelOf.push('anthropic');
  if (config.ollamaBaseUrl) anyModelOf.push('ollama');
  return { models, anyModelOf };
}

/** GET /api/ai/v1/models (API.md §5): which models a request may name. */
export async function aiModelRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/ai/v1/models',
    {
      schema: {
        operationId: 'listAiModels',
        summary: "The registry's language and embedding models a request may name, with their capabilities and which is the default",
        tags: ['ai'],
        response: { 200: AiModelList, ...errors() },
      },
    },
    async () => listModels(services.config.ai, services.ai.defaultModelName()),
  );
}
