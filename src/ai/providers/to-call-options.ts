import { badRequest } from '../../errors.js';
import type { ProviderName } from '../registry.js';
import type { AiRequest, JsonObject } from '../types.js';
import type { CallOptions, Prompt } from './sdk-types.js';

type AssistantPart = Extract<Prompt[number], { role: 'assistant' }>['content'][number];
type UserPart = Extract<Prompt[number], { role: 'user' }>['content'][number];

/** Thinking budgets for Anthropic, whose API takes tokens rather than an effort level. */
const ANTHROPIC_BUDGET = { LOW: 1024, MEDIUM: 4096, HIGH: 16_384 } as const;

/** The request's conversation as the AI SDK's prompt: tool results go into `tool` messages before the user's other items. */
export function toPrompt(request: AiRequest): Prompt {
  const prompt: Prompt = [];
  if (request.system !== null) prompt.push({ role: 'system', content: request.system });
  for (const message of request.input) {
    if (message.role === 'ASSISTANT') {
      prompt.push({
        role: 'assistant',
        content: message.content.flatMap((item): AssistantPart[] => {
          if (item.type === 'TEXT') return [{ type: 'text' as const, text: item.text }];
          if (item.type === 'TOOL_USE_REQUEST') return [{ type: 'tool-call' as const, toolCallId: item.toolCallId, toolName: item.name, input: item.toolInput }];
          if (item.type === 'IMAGE') return [{ type: 'file' as const, mediaType: item.image.mediaType, data: item.image.data }];
          return [];
        }),
      });
      continue;
    }
    const results = message.content.flatMap((item) => (item.type === 'TOOL_USE_RESULT' ? [item] : []));
    if (results.length > 0) {
      prompt.push({
        role: 'tool',
        content: results.map((r) => ({
          type: 'tool-result' as const,
          toolCallId: r.toolCallId,
          toolName: r.toolName,
          output: { type: 'text' as const, value: r.content.map((c) => c.text).join('\n') },
        })),
      });
    }
    const rest = message.content.flatMap((item): UserPart[] => {
      if (item.type === 'TEXT') return [{ type: 'text' as const, text: item.text }];
      if (item.type === 'IMAGE') return [{ type: 'file' as const, mediaType: item.image.mediaType, data: item.image.data }];
      return [];
    });
    if (rest.length > 0) prompt.push({ role: 'user', content: rest });
  }
  return prompt;
}

const NUMBER_SETTINGS = ['topP', 'topK', 'presencePenalty', 'frequencyPenalty', 'seed'] as const;

/**
 * The whole request as one AI SDK call: tools as JSON Schema, tool choice, settings, and the
 * provider options for what the neutral call has no field for (reasoning effort, parallel calls).
 * What cannot be passed on is returned as a warning.
 */
export function toCallOptions(request: AiRequest, provider: ProviderName, optionsKey: string): { options: Omit<CallOptions, 'abortSignal'>; warnings: string[] } {
  const warnings: string[] = [];
  const providerSpecific: Record<string, unknown> = {};
  const options: Omit<CallOptions, 'abortSignal'> = { prompt: toPrompt(request) };
  if (request.temperature !== undefined) options.temperature = request.temperature;
  if (request.maxTokens !== undefined) options.maxOutputTokens = request.maxTokens;

  if (request.tools.length > 0) {
    options.tools = request.tools.map((t) => ({ type: 'function' as const, name: t.name, description: t.description, inputSchema: t.parameters as never }));
    const choice = request.toolChoice;
    options.toolChoice =
      choice.type === 'TOOL' ? { type: 'tool', toolName: choice.name } : { type: ({ AUTO: 'auto', ANY: 'required', NONE: 'none' } as const)[choice.type] };
    if (!choice.allowParallelToolCalls) {
      if (provider === 'openai') providerSpecific.parallelToolCalls = false;
      else if (provider === 'anthropic') providerSpecific.disableParallelToolUse = true;
      else providerSpecific.parallel_tool_calls = false;
    }
  }

  const config = request.modelConfiguration;
  for (const [key, value] of Object.entries(config)) {
    if ((NUMBER_SETTINGS as readonly string[]).includes(key)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`modelConfiguration.${key}: must be a number.`);
      options[key as (typeof NUMBER_SETTINGS)[number]] = value;
    } else if (key === 'stopSequences') {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw badRequest('modelConfiguration.stopSequences: must be an array of strings.');
      options.stopSequences = value as string[];
    } else if (key === 'providerOptions') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('modelConfiguration.providerOptions: must be an object.');
      Object.assign(providerSpecific, value);
    } else {
      warnings.push(`modelConfiguration.${key}: unknown setting; ignored (known: ${[...NUMBER_SETTINGS, 'stopSequences', 'providerOptions'].join(', ')}).`);
    }
  }

  const effort = request.reasoningEffort;
  if (effort !== undefined) {
    if (provider === 'anthropic') {
      if (effort !== 'NONE') providerSpecific.thinking = { type: 'enabled', budgetTokens: ANTHROPIC_BUDGET[effort] };
    } else if (provider === 'openai' || effort !== 'NONE') {
      providerSpecific.reasoningEffort = effort.toLowerCase();
    }
  }
  if (Object.keys(providerSpecific).length > 0) options.providerOptions = { [optionsKey]: providerSpecific as JsonObject };
  return { options, warnings };
}
