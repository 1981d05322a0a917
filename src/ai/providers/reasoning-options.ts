import { lowestOpenAiEffort } from '../model-capabilities.js';
import type { ModelEntry } from '../registry.js';
import type { ReasoningEffort } from '../types.js';

/** Thinking budgets for Anthropic, whose API takes tokens rather than an effort level. */
export const ANTHROPIC_BUDGET = { LOW: 1024, MEDIUM: 4096, HIGH: 16_384 } as const;

/**
 * `reasoningConfig` as provider options, for models that take it (the registry's `reasoning` flag).
 * NONE means as little reasoning as the model allows: Anthropic without thinking, OpenAI's lowest
 * effort (a warning when that is not `none`), OpenAI-compatible servers `reasoning_effort: none`.
 */
export function reasoningOptions(
  effort: ReasoningEffort | undefined,
  entry: ModelEntry,
): { options: Record<string, unknown>; warnings: string[] } {
  if (effort === undefined) return { options: {}, warnings: [] };
  if (!entry.reasoning) {
    // A model that does not reason already does what NONE asks.
    if (effort === 'NONE') return { options: {}, warnings: [] };
    return {
      options: {},
      warnings: [
        `reasoningConfig.reasoningEffort ${effort}: ${entry.id} does not take a reasoning setting (registry "reasoning": false, or not a known reasoning model); not sent.`,
      ],
    };
  }
  switch (entry.provider) {
    case 'anthropic':
      return { options: effort === 'NONE' ? {} : { thinking: { type: 'enabled', budgetTokens: ANTHROPIC_BUDGET[effort] } }, warnings: [] };
    case 'openai': {
      if (effort !== 'NONE') return { options: { reasoningEffort: effort.toLowerCase() }, warnings: [] };
      const lowest = lowestOpenAiEffort(entry.model);
      const warnings =
        lowest === 'none'
          ? []
          : [`reasoningConfig.reasoningEffort NONE: ${entry.id} cannot turn reasoning off; sent its lowest effort, "${lowest}".`];
      return { options: { reasoningEffort: lowest }, warnings };
    }
    default:
      return { options: { reasoningEffort: effort.toLowerCase() }, warnings: [] };
  }
}
