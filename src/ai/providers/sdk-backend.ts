import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AttemptEvents } from '../answer-stream.js';
import type { StreamingBackend } from '../streaming-attempt.js';
import type { AiConfig, ModelEntry } from '../registry.js';
import type { AiAnswer, AiRequest } from '../types.js';
import { toProviderFailure } from './failures.js';
import { fromResult } from './from-result.js';
import type { LanguageModel } from './sdk-types.js';
import { withResponseFormat } from './response-format.js';
import { streamAnswer } from './sdk-stream.js';
import { httpFetch, httpStreamFetch } from './http-fetch.js';
import { toCallOptions } from './to-call-options.js';
import { hostOf, ollamaUrl } from './provider-urls.js';

/**
 * A model reached through the AI SDK's provider packages, which own the wire formats. Keys and base
 * URLs come from the configuration only: an empty key is passed rather than letting the SDK read
 * the environment itself.
 */
export class SdkBackend implements StreamingBackend {
  private readonly model: LanguageModel;
  /**
   * The same model with a fetch that hands the answer over as it arrives (http-fetch.ts). The
   * provider objects take their fetch when made, so each model is made twice, once per fetch.
   */
  private readonly streamingModel: LanguageModel;
  private readonly optionsKey: string;
  /** The provider's host, kept out of messages to clients (providers/failures.ts). */
  private readonly host: string | undefined;

  constructor(
    private readonly entry: ModelEntry,
    config: AiConfig,
  ) {
    let make: (fetch: typeof httpFetch) => LanguageModel;
    switch (entry.provider) {
      case 'openai': {
        this.optionsKey = 'openai';
        const baseURL = entry.baseUrl ?? config.openai.baseUrl ?? undefined;
        this.host = hostOf(baseURL);
        make = (fetch) => createOpenAI({ apiKey: entry.apiKey ?? '', baseURL, fetch }).chat(entry.model);
        break;
      }
      case 'anthropic': {
        this.optionsKey = 'anthropic';
        const baseURL = entry.baseUrl ?? config.anthropic.baseUrl ?? undefined;
        this.host = hostOf(baseURL);
        // The Anthropic model has its own class; both implement the same LanguageModelV3 interface.
        make = (fetch) => createAnthropic({ apiKey: entry.apiKey ?? '', baseURL, fetch })(entry.model);
        break;
      }
      case 'ollama':
      case 'openai-compatible': {
        this.optionsKey = entry.provider === 'ollama' ? 'ollama' : 'compatible';
        const baseURL = entry.baseUrl ?? ollamaUrl(config.ollamaBaseUrl ?? 'http://localhost:11434');
        this.host = hostOf(baseURL);
        const name = this.optionsKey;
        make = (fetch) =>
          createOpenAICompatible({ name, baseURL, fetch, includeUsage: true, ...(entry.apiKey ? { apiKey: entry.apiKey } : {}) }).chatModel(
            entry.model,
          );
        break;
      }
      default:
        throw new Error(`No SDK provider for ${entry.provider}`);
    }
    this.model = make(httpFetch);
    this.streamingModel = make(httpStreamFetch);
  }

  async generate(request: AiRequest, signal: AbortSignal): Promise<AiAnswer> {
    const { options, warnings } = toCallOptions(request, this.entry, this.optionsKey);
    let result;
    try {
      result = await this.model.doGenerate({ ...withResponseFormat(options, request), abortSignal: signal });
    } catch (error) {
      throw toProviderFailure(error, this.entry.id, this.host);
    }
    const answer = fromResult(result, this.entry.provider);
    return { ...answer, warnings: [...warnings, ...answer.warnings] };
  }

  /** The same call as `generate`, streamed (streaming-attempt.ts). */
  async stream(request: AiRequest, signal: AbortSignal, events: AttemptEvents): Promise<AiAnswer> {
    const { options, warnings } = toCallOptions(request, this.entry, this.optionsKey);
    const target = { model: this.streamingModel, provider: this.entry.provider, modelId: this.entry.id, host: this.host };
    const answer = await streamAnswer(target, withResponseFormat(options, request), signal, events);
    return { ...answer, warnings: [...warnings, ...answer.warnings] };
  }
}
