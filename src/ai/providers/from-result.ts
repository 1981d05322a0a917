import type { AiAnswer, AnswerItem, JsonObject, StopReason, Usage } from '../types.js';
import type { GenerateResult } from './sdk-types.js';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Provider finish reasons → API.md §5 stop reasons; the raw reason tells stop sequences and refusals apart. */
function stopReasonOf(result: GenerateResult): StopReason {
  const { unified, raw } = result.finishReason;
  if (raw === 'stop_sequence') return 'STOP_SEQUENCE';
  if (raw === 'refusal') return 'SAFETY';
  switch (unified) {
    case 'stop':
      return 'END_TURN';
    case 'length':
      return 'MAX_TOKENS';
    case 'content-filter':
      return 'CONTENT_FILTERED';
    case 'tool-calls':
      return 'TOOL_USE';
    default:
      return 'UNKNOWN';
  }
}

function usageOf(result: GenerateResult): Usage | null {
  const input = result.usage.inputTokens.total;
  const output = result.usage.outputTokens.total;
  if (input === undefined && output === undefined) return null;
  return {
    inputTokens: input ?? 0,
    outputTokens: output ?? 0,
    totalTokens: (input ?? 0) + (output ?? 0),
    reasoningTokens: result.usage.outputTokens.reasoning ?? 0,
  };
}

function warningText(w: GenerateResult['warnings'][number], provider: string): string {
  if (w.type === 'other') return w.message;
  const details = w.details ? `: ${w.details}` : '';
  return w.type === 'unsupported' ? `${w.feature}: not supported by ${provider}${details}; ignored.` : `${w.feature}: compatibility mode${details}.`;
}

/** One AI SDK result as the gateway's answer; tool arguments that are not a JSON object are noted, not thrown. */
export function fromResult(result: GenerateResult, provider: string): AiAnswer {
  const content: AnswerItem[] = [];
  const malformedInputs = new Map<string, string>();
  for (const part of result.content) {
    if (part.type === 'text') {
      if (part.text !== '') content.push({ type: 'TEXT', text: part.text });
    } else if (part.type === 'tool-call') {
      let input: unknown;
      try {
        input = part.input.trim() === '' ? {} : JSON.parse(part.input);
      } catch {
        input = undefined;
      }
      if (!isObject(input)) malformedInputs.set(part.toolCallId, part.input);
      content.push({ type: 'TOOL_USE_REQUEST', name: part.toolName, toolInput: isObject(input) ? input : {}, toolCallId: part.toolCallId });
    }
  }
  return { content, stopReason: stopReasonOf(result), usage: usageOf(result), warnings: result.warnings.map((w) => warningText(w, provider)), malformedInputs };
}
