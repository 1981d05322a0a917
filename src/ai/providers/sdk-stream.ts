import type { AttemptEvents } from '../answer-stream.js';
import { ProviderFailure } from '../provider-failure.js';
import { type AiAnswer, type JsonObject, isJsonObject } from '../types.js';
import { toProviderFailure, withoutAddresses } from './failures.js';
import { fromResult } from './from-result.js';
import type { CallOptions, GenerateResult, LanguageModel } from './sdk-types.js';

type Content = GenerateResult['content'];
type TextLike = Extract<Content[number], { type: 'text' | 'reasoning' }>;

function parsedInput(input: string): JsonObject {
  try {
    const value: unknown = input.trim() === '' ? {} : JSON.parse(input);
    return isJsonObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** An `error` part of the stream (Anthropic's `overloaded_error` mid-answer, a broken chunk): retryable like a 5xx. */
function midAnswerFailure(error: unknown, modelId: string, host: string | undefined): ProviderFailure {
  if (error instanceof Error) return toProviderFailure(error, modelId, host);
  const message = isJsonObject(error) && typeof error.message === 'string' ? error.message : JSON.stringify(error);
  return new ProviderFailure('PROVIDER_ERROR', `${modelId} failed mid-answer: ${withoutAddresses(message, host)}`, true, null, message);
}

export interface StreamTarget {
  model: LanguageModel;
  provider: string;
  modelId: string;
  host: string | undefined;
}

/**
 * One streamed SDK call (doStream): each text and reasoning delta and each complete tool call goes
 * to `events` as it arrives, and the parts are gathered into the same shape doGenerate returns, so
 * that fromResult maps a streamed answer exactly as a whole one.
 */
export async function streamAnswer(
  target: StreamTarget,
  options: Omit<CallOptions, 'abortSignal'>,
  signal: AbortSignal,
  events: AttemptEvents,
): Promise<AiAnswer> {
  const { modelId, host } = target;
  let result;
  try {
    result = await target.model.doStream({ ...options, abortSignal: signal });
  } catch (error) {
    throw toProviderFailure(error, modelId, host);
  }
  const content: Content = [];
  const open = new Map<string, TextLike>();
  const part = (kind: 'text' | 'reasoning', id: string): TextLike => {
    const known = open.get(`${kind}:${id}`);
    if (known) return known;
    const made: TextLike = { type: kind, text: '' };
    open.set(`${kind}:${id}`, made);
    content.push(made);
    return made;
  };
  let warnings: GenerateResult['warnings'] = [];
  let finish: Pick<GenerateResult, 'finishReason' | 'usage'> | null = null;
  const reader = result.stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      switch (value.type) {
        case 'stream-start':
          warnings = value.warnings;
          break;
        case 'text-delta':
          part('text', value.id).text += value.delta;
          events.text(value.delta);
          break;
        case 'reasoning-start':
        case 'reasoning-delta':
        case 'reasoning-end': {
          const reasoning = part('reasoning', value.id);
          // Anthropic's signature comes as metadata of an empty delta; it must go back with the reasoning.
          if (value.providerMetadata) reasoning.providerMetadata = { ...reasoning.providerMetadata, ...value.providerMetadata };
          if (value.type === 'reasoning-delta') {
            reasoning.text += value.delta;
            events.reasoning(value.delta);
          }
          break;
        }
        case 'tool-call': {
          const toolCallId = events.toolCall({ toolCallId: value.toolCallId, name: value.toolName, toolInput: parsedInput(value.input) });
          content.push({ ...value, toolCallId });
          break;
        }
        case 'finish':
          finish = { finishReason: value.finishReason, usage: value.usage };
          break;
        case 'error':
          throw midAnswerFailure(value.error, modelId, host);
        default:
          break;
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof ProviderFailure) throw error;
    // The SDK reports a body cut off after a 200 as "Failed to process successful response" with the 200 status.
    const detail = toProviderFailure(error, modelId, host).detail;
    throw new ProviderFailure(
      'PROVIDER_UNAVAILABLE',
      `${modelId} broke off its answer: the connection closed mid-answer.`,
      true,
      null,
      detail,
    );
  }
  if (!finish)
    throw new ProviderFailure('PROVIDER_UNAVAILABLE', `${modelId} could not be reached: the connection closed mid-answer.`, true);
  return fromResult({ content, warnings, ...finish }, target.provider);
}
