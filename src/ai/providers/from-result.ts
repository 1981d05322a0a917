import { type AiAnswer, type AnswerItem, type StopReason, type Usage, isJsonObject } from '../types.js';
import type { GenerateResult } from './sdk-types.js';

/**
 * Provider finish reasons → API.md §5 stop reasons. The raw reason tells apart what the SDK merges:
 * a stop sequence from a normal end, and a model's own refusal (OpenAI `refusal` text, Anthropic
 * `refusal`) → SAFETY from a provider's output filter (OpenAI `content_filter`) → CONTENT_FILTERED.
 */
function stopReasonOf(result: GenerateResult): StopReason {
  const { unified, raw } = result.finishReason;
  if (raw === 'stop_sequence') return 'STOP_SEQUENCE';
  if (raw === 'refusal') return 'SAFETY';
  // Anthropic paused a long turn: the answer is unfinished, which no stop reason of the API says.
  if (raw === 'pause_turn') return 'UNKNOWN';
  switch (unified) {
    case 'stop':
      return 'END_TURN';
    case 'length':
      return 'MAX_TOKENS';
    case 'content-filter':
      // OpenAI sends a refusal with finish_reason "stop"; the SDK reports it as content-filter.
      return raw === 'stop' ? 'SAFETY' : 'CONTENT_FILTERED';
    case 'tool-calls':
      return 'TOOL_USE';
    default:
      return 'UNKNOWN';
  }
}

/** `completion_tokens_details.reasoning_tokens` or Anthropic's `thinking_tokens`, when the provider sent one. */
function reportedReasoningTokens(result: GenerateResult): number | null {
  const raw = result.usage.raw as
    | { completion_tokens_details?: { reasoning_tokens?: unknown } | null; output_tokens_details?: { thinking_tokens?: unknown } | null }
    | undefined;
  const said = raw?.completion_tokens_details?.reasoning_tokens ?? raw?.output_tokens_details?.thinking_tokens;
  // The OpenAI-compatible package reports a missing count as 0; only a count the provider sent is one.
  return typeof said === 'number' ? said : null;
}

/**
 * Token usage as the AI SDK reports it: `inputTokens` is every input token, cached ones included
 * (OpenAI's `prompt_tokens` already counts them; for Anthropic the SDK adds cache reads and writes
 * to `input_tokens`), so the number means the same on every provider (docs/ai.md).
 */
function usageOf(result: GenerateResult): Usage | null {
  const input = result.usage.inputTokens.total;
  const output = result.usage.outputTokens.total;
  if (input === undefined && output === undefined) return null;
  return {
    inputTokens: input ?? 0,
    outputTokens: output ?? 0,
    totalTokens: (input ?? 0) + (output ?? 0),
    reasoningTokens: reportedReasoningTokens(result),
  };
}

/** The SDK's warning in words; "ignored" only where the SDK did drop the setting, not where it changed it. */
function warningText(w: GenerateResult['warnings'][number], provider: string): string {
  if (w.type === 'other') return w.message;
  const details = w.details?.replace(/\.+$/, '');
  if (w.type === 'compatibility') return `${w.feature}: compatibility mode${details ? `: ${details}` : ''}.`;
  if (details === undefined) return `${w.feature}: not supported by ${provider}; ignored.`;
  const saysWhatHappened = /clamp|limited|ignored|instead|removed/i.test(details);
  return `${w.feature}: ${details}${saysWhatHappened ? '' : '; ignored'}.`;
}

function reasoningItem(part: Extract<GenerateResult['content'][number], { type: 'reasoning' }>): AnswerItem | null {
  const anthropic = part.providerMetadata?.anthropic;
  const redactedData = anthropic?.redactedData;
  if (typeof redactedData === 'string') return { type: 'REASONING', redacted: true, data: redactedData };
  const signature = anthropic?.signature;
  if (part.text === '' && typeof signature !== 'string') return null;
  return { type: 'REASONING', text: part.text, ...(typeof signature === 'string' ? { signature } : {}) };
}

/** One AI SDK result as the gateway's answer; tool arguments that are not a JSON object are noted, not thrown. */
export function fromResult(result: GenerateResult, provider: string): AiAnswer {
  const content: AnswerItem[] = [];
  const malformedInputs = new Map<string, string>();
  for (const part of result.content) {
    if (part.type === 'text') {
      if (part.text !== '') content.push({ type: 'TEXT', text: part.text });
    } else if (part.type === 'reasoning') {
      const item = reasoningItem(part);
      if (item) content.push(item);
    } else if (part.type === 'tool-call') {
      let input: unknown;
      try {
        input = part.input.trim() === '' ? {} : JSON.parse(part.input);
      } catch {
        input = undefined;
      }
      if (!isJsonObject(input)) malformedInputs.set(part.toolCallId, part.input);
      content.push({
        type: 'TOOL_USE_REQUEST',
        name: part.toolName,
        toolInput: isJsonObject(input) ? input : {},
        toolCallId: part.toolCallId,
      });
    }
  }
  const warnings = result.warnings.map((w) => warningText(w, provider));
  if (result.finishReason.raw === 'pause_turn')
    warnings.push('The model paused its turn (Anthropic pause_turn): send the conversation with this answer again to let it go on.');
  return { content, stopReason: stopReasonOf(result), usage: usageOf(result), warnings, malformedInputs };
}
