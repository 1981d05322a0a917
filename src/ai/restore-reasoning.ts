import type { AiRequest, Message, ReasoningItem, ResponseItem } from './types.js';

/** An ASSISTANT message that makes tool requests but carries no reasoning: the client left it out. */
const lacksReasoning = (message: Message) =>
  message.role === 'ASSISTANT' &&
  message.content.some((i) => i.type === 'TOOL_USE_REQUEST') &&
  !message.content.some((i) => i.type === 'REASONING');

export function needsRestoring(request: AiRequest): boolean {
  return request.input.some(lacksReasoning);
}

/**
 * Puts back the reasoning a client did not echo (API.md §5 "Reasoning"): for each ASSISTANT message
 * with tool requests and no REASONING items, the recorded answer of the session that made those
 * requests (matched by toolCallId) gives its REASONING items, placed first as the model sent them
 * (Anthropic wants thinking before the tool use it led to).
 */
export function restoreReasoning(request: AiRequest, recorded: { content: ResponseItem[] }[]): AiRequest {
  const byCallId = new Map<string, ReasoningItem[]>();
  for (const answer of recorded) {
    const reasoning = answer.content.filter((i): i is ReasoningItem => i.type === 'REASONING');
    if (reasoning.length === 0) continue;
    for (const item of answer.content) if (item.type === 'TOOL_USE_REQUEST') byCallId.set(item.toolCallId, reasoning);
  }
  if (byCallId.size === 0) return request;
  const input = request.input.map((message) => {
    if (!lacksReasoning(message)) return message;
    const call = message.content.find((i) => i.type === 'TOOL_USE_REQUEST');
    const reasoning = call?.type === 'TOOL_USE_REQUEST' ? byCallId.get(call.toolCallId) : undefined;
    return reasoning ? { ...message, content: [...reasoning, ...message.content] } : message;
  });
  return { ...request, input };
}
