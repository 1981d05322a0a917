import type { AiAnswer, AiRequest, ContentItem, Message, ToolDefinition, ToolUseRequestItem } from './types.js';

/** The tools a model may call under the request's choice: none for NONE, the one for TOOL. */
export function allowedTools(request: AiRequest): ToolDefinition[] {
  const choice = request.toolChoice;
  if (choice.type === 'NONE') return [];
  if (choice.type === 'TOOL') return request.tools.filter((t) => t.name === choice.name);
  return request.tools;
}

const callsOf = (answer: AiAnswer) => answer.content.filter((i): i is ToolUseRequestItem => i.type === 'TOOL_USE_REQUEST');

/** How the answer breaks `toolChoice` (API.md §5 "toolChoice is kept on every model's answer"), or null. */
export function choiceBroken(request: AiRequest, answer: AiAnswer): string | null {
  const choice = request.toolChoice;
  const calls = callsOf(answer);
  if (choice.type === 'NONE' && calls.length > 0) return `toolChoice is NONE but the model called ${calls.map((c) => c.name).join(', ')}`;
  if (choice.type === 'ANY' && calls.length === 0) return 'toolChoice is ANY but the model called no tool';
  if (choice.type === 'TOOL') {
    if (calls.length === 0) return `toolChoice is TOOL ${choice.name} but the model called no tool`;
    const others = calls.filter((c) => c.name !== choice.name);
    if (others.length > 0) return `toolChoice is TOOL ${choice.name} but the model called ${others.map((c) => c.name).join(', ')}`;
  }
  if (!choice.allowParallelToolCalls && calls.length > 1)
    return `allowParallelToolCalls is false but the model made ${calls.length} tool calls`;
  return null;
}

function whatToDo(request: AiRequest): string {
  const choice = request.toolChoice;
  const one = choice.allowParallelToolCalls ? '' : ' Make exactly one tool call.';
  if (choice.type === 'NONE') return 'Do not call any tool now; answer in text.';
  if (choice.type === 'TOOL') return `Answer by calling the tool "${choice.name}".${one}`;
  if (choice.type === 'ANY') return `Answer by calling one of the tools: ${request.tools.map((t) => t.name).join(', ')}.${one}`;
  return 'Make exactly one tool call.';
}

/**
 * The request asking the model once more: its answer is appended (each call with a "not run"
 * result, since providers need a result for every call) and a user turn says what is allowed.
 */
export function askAgainForChoice(request: AiRequest, answer: AiAnswer, broken: string): AiRequest {
  const calls = callsOf(answer);
  const instruction = `Your answer was not accepted: ${broken}. ${whatToDo(request)}`;
  const added: Message[] = [];
  if (answer.content.length > 0) added.push({ role: 'ASSISTANT', content: answer.content });
  const results: ContentItem[] = calls.map((call) => ({
    type: 'TOOL_USE_RESULT',
    toolCallId: call.toolCallId,
    toolName: call.name,
    content: [{ type: 'TEXT', text: `Not run: ${broken}.` }],
  }));
  added.push({ role: 'USER', content: [...results, { type: 'TEXT', text: instruction }] });
  return { ...request, input: [...request.input, ...added] };
}
