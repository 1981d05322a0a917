import type { ProviderName } from '../registry.js';
import { framedForModel } from '../server-tools.js';
import type { AiRequest, ContentItem, ReasoningItem, ToolUseResultItem } from '../types.js';
import type { Prompt } from './sdk-types.js';

type AssistantPart = Extract<Prompt[number], { role: 'assistant' }>['content'][number];
type UserPart = Extract<Prompt[number], { role: 'user' }>['content'][number];

/**
 * Reasoning goes back only to Anthropic, which needs its signed thinking blocks across a tool loop.
 * OpenAI's chat completions take none, and some OpenAI-compatible servers (DeepSeek) refuse
 * `reasoning_content` in the input, so for them the items are left out.
 */
function reasoningPart(item: ReasoningItem, provider: ProviderName, where: string, warnings: string[]): AssistantPart[] {
  if (provider !== 'anthropic') return [];
  if ('redacted' in item) return [{ type: 'reasoning', text: '', providerOptions: { anthropic: { redactedData: item.data } } }];
  if (item.signature === undefined) {
    warnings.push(`${where}: a REASONING item without a signature cannot be sent back to Anthropic; left out.`);
    return [];
  }
  return [{ type: 'reasoning', text: item.text, providerOptions: { anthropic: { signature: item.signature } } }];
}

function assistantParts(item: ContentItem, provider: ProviderName, where: string, warnings: string[]): AssistantPart[] {
  switch (item.type) {
    case 'TEXT':
      return [{ type: 'text', text: item.text }];
    case 'TOOL_USE_REQUEST':
      return [{ type: 'tool-call', toolCallId: item.toolCallId, toolName: item.name, input: item.toolInput }];
    case 'REASONING':
      return reasoningPart(item, provider, where, warnings);
    case 'IMAGE':
      // No provider takes an image from the assistant's side of the conversation.
      warnings.push(`${where}: an IMAGE in an ASSISTANT message cannot be sent to ${provider}; left out.`);
      return [];
    default:
      return [];
  }
}

/** A server tool's result is framed as data; a client's own results go as the client wrote them. */
function resultText(result: ToolUseResultItem): string {
  const text = result.content.map((c) => c.text).join('\n');
  return result.server ? framedForModel(result.toolName, text) : text;
}

/**
 * The request's conversation as the AI SDK's prompt: tool results go into `tool` messages before
 * the user's other items. What cannot be sent is left out with a warning.
 */
export function toPrompt(request: AiRequest, provider: ProviderName, warnings: string[]): Prompt {
  const prompt: Prompt = [];
  if (request.system !== null) prompt.push({ role: 'system', content: request.system });
  request.input.forEach((message, m) => {
    if (message.role === 'ASSISTANT') {
      const content = message.content.flatMap((item, c) => assistantParts(item, provider, `input[${m}].content[${c}]`, warnings));
      if (content.length > 0) prompt.push({ role: 'assistant', content });
      return;
    }
    const results = message.content.flatMap((item) => (item.type === 'TOOL_USE_RESULT' ? [item] : []));
    if (results.length > 0) {
      prompt.push({
        role: 'tool',
        content: results.map((r) => ({
          type: 'tool-result' as const,
          toolCallId: r.toolCallId,
          toolName: r.toolName,
          output: { type: 'text' as const, value: resultText(r) },
        })),
      });
    }
    const rest = message.content.flatMap((item): UserPart[] => {
      if (item.type === 'TEXT') return [{ type: 'text', text: item.text }];
      if (item.type === 'IMAGE') return [{ type: 'file', mediaType: item.image.mediaType, data: item.image.data }];
      return [];
    });
    if (rest.length > 0) prompt.push({ role: 'user', content: rest });
  });
  return prompt;
}
