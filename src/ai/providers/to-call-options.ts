import { badRequest } from '../../errors.js';
import type { ModelEntry } from '../registry.js';
import { allowedTools } from '../tool-choice.js';
import type { AiRequest, JsonObject } from '../types.js';
import { unknownProviderOptions } from './provider-option-keys.js';
import { reasoningOptions } from './reasoning-options.js';
import type { CallOptions } from './sdk-types.js';
import { toPrompt } from './to-prompt.js';

const NUMBER_SETTINGS = ['topP', 'topK', 'presencePenalty', 'frequencyPenalty', 'seed'] as const;
const CHOICE = { AUTO: 'auto', ANY: 'required', NONE: 'none' } as const;

/** Anthropic's temperature range is 0..1 where the API's is 0..2. */
const ANTHROPIC_MAX_TEMPERATURE = 1;

type Options = Omit<CallOptions, 'abortSignal'>;

/**
 * Tools and tool choice. A model that does not keep the choice itself (Ollama; Anthropic while it
 * thinks, which refuses forced tool use) gets only the allowed tools and no choice; the gateway then
 * checks its answer (tool-choice.ts).
 */
function toolOptions(
  request: AiRequest,
  entry: ModelEntry,
  thinking: boolean,
  options: Options,
  providerSpecific: Record<string, unknown>,
  warnings: string[],
): void {
  if (request.tools.length === 0) return;
  const choice = request.toolChoice;
  const forced = choice.type === 'ANY' || choice.type === 'TOOL';
  const keepsChoice = entry.honoursToolChoice && !(entry.provider === 'anthropic' && thinking && forced);
  if (!keepsChoice) {
    const tools = allowedTools(request);
    if (tools.length > 0)
      options.tools = tools.map((t) => ({
        type: 'function' as const,
        name: t.name,
        description: t.description,
        inputSchema: t.parameters as never,
      }));
    if (choice.type !== 'AUTO') {
      const why = entry.honoursToolChoice ? 'Anthropic does not force tool use while thinking' : `${entry.id} ignores tool_choice`;
      warnings.push(`toolChoice ${choice.type}: ${why}; it was sent only the allowed tools, and its answer is checked against the choice.`);
    }
    if (!choice.allowParallelToolCalls) {
      if (entry.provider === 'anthropic') providerSpecific.disableParallelToolUse = true;
      else
        warnings.push(
          `toolChoice.allowParallelToolCalls false: ${entry.id} ignores parallel_tool_calls; not sent, and its answer is checked instead.`,
        );
    }
    return;
  }
  options.tools = request.tools.map((t) => ({
    type: 'function' as const,
    name: t.name,
    description: t.description,
    inputSchema: t.parameters as never,
  }));
  options.toolChoice = choice.type === 'TOOL' ? { type: 'tool', toolName: choice.name } : { type: CHOICE[choice.type] };
  if (!choice.allowParallelToolCalls) {
    if (entry.provider === 'openai') providerSpecific.parallelToolCalls = false;
    else if (entry.provider === 'anthropic') providerSpecific.disableParallelToolUse = true;
    else providerSpecific.parallel_tool_calls = false;
  }
}

function settings(
  request: AiRequest,
  entry: ModelEntry,
  options: Options,
  providerSpecific: Record<string, unknown>,
  warnings: string[],
): void {
  for (const [key, value] of Object.entries(request.modelConfiguration)) {
    if ((NUMBER_SETTINGS as readonly string[]).includes(key)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`modelConfiguration.${key}: must be a number.`);
      options[key as (typeof NUMBER_SETTINGS)[number]] = value;
    } else if (key === 'stopSequences') {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        throw badRequest('modelConfiguration.stopSequences: must be an array of strings.');
      options.stopSequences = value;
    } else if (key === 'providerOptions') {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw badRequest('modelConfiguration.providerOptions: must be an object.');
      const { kept, dropped } = unknownProviderOptions(entry.provider, value as Record<string, unknown>);
      for (const note of dropped) warnings.push(`modelConfiguration.providerOptions.${note}`);
      Object.assign(providerSpecific, kept);
    } else {
      warnings.push(
        `modelConfiguration.${key}: unknown setting; ignored (known: ${[...NUMBER_SETTINGS, 'stopSequences', 'providerOptions'].join(', ')}).`,
      );
    }
  }
}

/**
 * The whole request as one AI SDK call: prompt, tools and tool choice, settings, and the provider
 * options for what the neutral call has no field for (reasoning, parallel calls). What cannot be
 * passed on is returned as a warning.
 */
export function toCallOptions(request: AiRequest, entry: ModelEntry, optionsKey: string): { options: Options; warnings: string[] } {
  const warnings: string[] = [];
  const providerSpecific: Record<string, unknown> = {};
  const options: Options = { prompt: toPrompt(request, entry.provider, warnings) };
  if (request.temperature !== undefined) {
    if (entry.provider === 'anthropic' && request.temperature > ANTHROPIC_MAX_TEMPERATURE) {
      warnings.push(`temperature ${request.temperature}: Anthropic takes 0 to 1; clamped to 1.`);
      options.temperature = ANTHROPIC_MAX_TEMPERATURE;
    } else options.temperature = request.temperature;
  }
  if (request.maxTokens !== undefined) options.maxOutputTokens = request.maxTokens;

  const reasoning = reasoningOptions(request.reasoningEffort, entry);
  warnings.push(...reasoning.warnings);
  toolOptions(request, entry, 'thinking' in reasoning.options, options, providerSpecific, warnings);
  settings(request, entry, options, providerSpecific, warnings);
  Object.assign(providerSpecific, reasoning.options);
  if (Object.keys(providerSpecific).length > 0) options.providerOptions = { [optionsKey]: providerSpecific as JsonObject };
  return { options, warnings };
}
