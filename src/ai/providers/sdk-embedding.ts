import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiConfig, ModelEntry } from '../registry.js';
import type { Usage } from '../types.js';
import { toProviderFailure } from './failures.js';
import { httpFetch } from './http-fetch.js';
import { hostOf, ollamaUrl } from './provider-urls.js';

/** The AI SDK's embedding-model interface (EmbeddingModelV3), taken from a provider package we depend on. */
type EmbeddingModel = ReturnType<ReturnType<typeof createOpenAI>['embedding']>;

/** One embedding model through the SDK (OpenAI's /v1/embeddings, and the same route of OpenAI-compatible servers and Ollama). */
export class SdkEmbeddingBackend {
  private readonly model: EmbeddingModel;
  private readonly host: string | undefined;

  constructor(
    private readonly entry: ModelEntry,
    config: AiConfig,
  ) {
    if (entry.provider === 'openai') {
      const baseURL = entry.baseUrl ?? config.openai.baseUrl ?? undefined;
      this.host = hostOf(baseURL);
      this.model = createOpenAI({ apiKey: entry.apiKey ?? '', baseURL, fetch: httpFetch }).embedding(entry.model);
    } else if (entry.provider === 'ollama' || entry.provider === 'openai-compatible') {
      const baseURL = entry.baseUrl ?? ollamaUrl(config.ollamaBaseUrl ?? 'http://localhost:11434');
      this.host = hostOf(baseURL);
      const name = entry.provider === 'ollama' ? 'ollama' : 'compatible';
      this.model = createOpenAICompatible({
        name,
        baseURL,
        fetch: httpFetch,
        ...(entry.apiKey ? { apiKey: entry.apiKey } : {}),
      }).embeddingModel(entry.model);
    } else {
      throw new Error(`No SDK embedding provider for ${entry.provider}`);
    }
  }

  /** How many texts one upstream call may carry. */
  async batchSize(): Promise<number> {
    const max = await this.model.maxEmbeddingsPerCall;
    return max === undefined || !Number.isFinite(max) ? Number.MAX_SAFE_INTEGER : max;
  }

  async embed(values: string[], signal: AbortSignal): Promise<{ embeddings: number[][]; usage: Usage | null }> {
    try {
      const result = await this.model.doEmbed({ values, abortSignal: signal });
      const tokens = result.usage?.tokens;
      return {
        embeddings: result.embeddings,
        usage: tokens === undefined ? null : { inputTokens: tokens, outputTokens: 0, totalTokens: tokens, reasoningTokens: 0 },
      };
    } catch (error) {
      throw toProviderFailure(error, this.entry.id, this.host);
    }
  }
}
