import type { AnthropicLanguageModelOptions } from '@ai-sdk/anthropic';
import type { OpenAILanguageModelChatOptions } from '@ai-sdk/openai';
import type { ProviderName } from '../registry.js';

/*
 * The provider packages read their options through a schema that drops unknown keys without a word,
 * so `modelConfiguration.providerOptions` is checked here against the same option names. The
 * `Record<keyof …, true>` types make the compiler fail when a package update adds or removes one.
 */

const OPENAI: Record<keyof OpenAILanguageModelChatOptions, true> = {
  logitBias: true,
  logprobs: true,
  parallelToolCalls: true,
  user: true,
  reasoningEffort: true,
  maxCompletionTokens: true,
  store: true,
  metadata: true,
  prediction: true,
  serviceTier: true,
  strictJsonSchema: true,
  textVerbosity: true,
  promptCacheKey: true,
  promptCacheOptions: true,
  promptCacheRetention: true,
  safetyIdentifier: true,
  systemMessageMode: true,
  forceReasoning: true,
};

const ANTHROPIC: Record<keyof AnthropicLanguageModelOptions, true> = {
  sendReasoning: true,
  structuredOutputMode: true,
  thinking: true,
  disableParallelToolUse: true,
  cacheControl: true,
  metadata: true,
  mcpServers: true,
  container: true,
  toolStreaming: true,
  effort: true,
  taskBudget: true,
  speed: true,
  inferenceGeo: true,
  fallbacks: true,
  anthropicBeta: true,
  safeguards: true,
  contextManagement: true,
};

/**
 * Request fields Ollama's OpenAI-compatible API documents as unsupported: sent, they would be
 * ignored without a word (other OpenAI-compatible servers get every key as it is).
 */
const OLLAMA_IGNORES = ['user', 'tool_choice', 'parallel_tool_calls', 'logit_bias', 'n'];

/** The provider options that are passed on, and a note for each left out. */
export function unknownProviderOptions(
  provider: ProviderName,
  given: Record<string, unknown>,
): { kept: Record<string, unknown>; dropped: string[] } {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  const known = provider === 'openai' ? OPENAI : provider === 'anthropic' ? ANTHROPIC : null;
  for (const [key, value] of Object.entries(given)) {
    if (known !== null && !Object.hasOwn(known, key)) {
      dropped.push(`${key}: not an option of the ${provider} provider; ignored (known: ${Object.keys(known).join(', ')}).`);
    } else if (provider === 'ollama' && OLLAMA_IGNORES.includes(key)) {
      dropped.push(`${key}: Ollama ignores it; not sent.`);
    } else {
      kept[key] = value;
    }
  }
  return { kept, dropped };
}
