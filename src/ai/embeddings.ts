import { AppError } from '../errors.js';
import { retrying } from './call-with-retries.js';
import { ProviderFailure } from './provider-failure.js';
import { SdkEmbeddingBackend } from './providers/sdk-embedding.js';
import { type AiConfig, type ModelEntry, resolveEntry } from './registry.js';
import type { Usage } from './types.js';

/** The environment's own default when OPENAI_API_KEY is set and nothing else is named. */
export const OPENAI_DEFAULT_EMBEDDING = 'openai/text-embedding-3-small';

const EMBEDDING_PROVIDERS = ['openai', 'ollama', 'openai-compatible'];

export interface EmbeddingAnswer {
  embeddings: number[][];
  modelId: string;
  modelProviderUsage: Usage | null;
}

/** The default embedding model: the setting or the registry's `defaultEmbedding`, its first embedding entry, then OpenAI's when keyed. */
export function defaultEmbeddingModel(config: AiConfig): string | null {
  if (config.defaultEmbeddingModel !== null) return config.defaultEmbeddingModel;
  for (const [alias, entry] of config.models) if (entry.kind === 'embedding') return alias;
  return config.openai.apiKey ? OPENAI_DEFAULT_EMBEDDING : null;
}

function sumUsage(a: Usage | null, b: Usage | null): Usage | null {
  if (!a || !b) return a ?? b;
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: 0, totalTokens: a.totalTokens + b.totalTokens, reasoningTokens: 0 };
}

/** POST /api/ai/v1/embedding/text over the registry's embedding models, with the language models' retries and fallbacks. */
export class AiEmbeddings {
  private readonly backends = new Map<string, SdkEmbeddingBackend>();

  constructor(
    private readonly config: AiConfig,
    /** Times each upstream call (metrics.ts). */
    private readonly time: <T>(entry: ModelEntry, run: () => Promise<T>) => Promise<T> = (_entry, run) => run(),
  ) {}

  /** A registry entry must say `kind: embedding`; `openai/…` and `ollama/…` from the environment may be either kind. */
  resolve(name: string | undefined): ModelEntry {
    const wanted = name ?? defaultEmbeddingModel(this.config);
    if (wanted === null) {
      throw new AppError(
        'EMBEDDING_MODEL_NOT_CONFIGURED',
        'No embedding model is configured: name one in "model", set STOWAGE_DEFAULT_EMBEDDING_MODEL, add a registry entry with kind: embedding, or set OPENAI_API_KEY (docs/ai.md).',
      );
    }
    const entry = resolveEntry(this.config, wanted);
    const known = `embedding models: ${this.describeEmbeddingModels()}`;
    if (!entry) throw new AppError('MODEL_NOT_FOUND', `model "${wanted}": unknown; ${known}.`);
    const fromRegistry = [...this.config.models.values()].includes(entry);
    if (!EMBEDDING_PROVIDERS.includes(entry.provider) || (fromRegistry && entry.kind !== 'embedding')) {
      throw new AppError('MODEL_NOT_FOUND', `model "${wanted}" (${entry.id}) is not an embedding model; ${known}.`);
    }
    return entry;
  }

  private describeEmbeddingModels(): string {
    const names = [...this.config.models].filter(([, e]) => e.kind === 'embedding').map(([alias, e]) => `${alias} (${e.id})`);
    if (this.config.openai.apiKey || this.config.openai.baseUrl) names.push('openai/<model>');
    if (this.config.ollamaBaseUrl) names.push('ollama/<model>');
    return names.join(', ') || '(none configured)';
  }

  private backendFor(entry: ModelEntry): SdkEmbeddingBackend {
    const key = JSON.stringify(entry);
    let backend = this.backends.get(key);
    if (!backend) {
      backend = new SdkEmbeddingBackend(entry, this.config);
      this.backends.set(key, backend);
    }
    return backend;
  }

  async embed(input: string[], name: string | undefined, signal: AbortSignal): Promise<EmbeddingAnswer> {
    const entry = this.resolve(name);
    const chain = [entry, ...entry.fallbacks.map((fallback) => this.resolve(fallback))];
    const failures: ProviderFailure[] = [];
    for (const model of chain) {
      try {
        return { ...(await this.embedWith(model, input, signal)), modelId: model.id };
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        failures.push(new ProviderFailure(error.code, `${model.id}: ${error.message}`, false));
      }
    }
    const last = failures.at(-1);
    throw new AppError(
      last?.code ?? 'PROVIDER_ERROR',
      failures.length > 1 ? `Every model failed. ${failures.map((f) => f.message).join(' | ')}` : (last?.message ?? 'The model failed.'),
    );
  }

  private async embedWith(model: ModelEntry, input: string[], signal: AbortSignal): Promise<Omit<EmbeddingAnswer, 'modelId'>> {
    if (model.missingKey !== undefined) {
      throw new ProviderFailure(
        'PROVIDER_AUTH_FAILED',
        `no API key: set ${model.missingKey} in the server's environment and restart it.`,
        false,
      );
    }
    const backend = this.backendFor(model);
    const size = await backend.batchSize();
    const embeddings: number[][] = [];
    let usage: Usage | null = null;
    // Servers that take fewer texts per call than a request holds get them in order, in batches.
    for (let at = 0; at < input.length; at += size) {
      const batch = input.slice(at, at + size);
      const answer = await retrying(model, (attempt) => this.time(model, () => backend.embed(batch, attempt)), signal);
      embeddings.push(...answer.embeddings);
      usage = sumUsage(usage, answer.usage);
    }
    return { embeddings, modelProviderUsage: usage };
  }
}
