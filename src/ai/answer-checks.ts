import { randomUUID } from 'node:crypto';
import { checkToolInput } from './tool-schemas.js';
import type { AiAnswer, AiRequest, AnswerItem, ContentItem, ToolUseRequestItem } from './types.js';
import { ValidationBudget } from './validation-budget.js';

export interface CallProblem {
  toolCallId: string;
  name: string;
  problems: string[];
}

/** Checks each tool request of an answer against the request's tools (for `validateSchema`), within one budget for the answer. */
export function checkAnswer(request: AiRequest, answer: AiAnswer): CallProblem[] {
  const found: CallProblem[] = [];
  const budget = new ValidationBudget();
  for (const item of answer.content) {
    if (item.type !== 'TOOL_USE_REQUEST') continue;
    const tool = request.tools.find((t) => t.name === item.name);
    const malformed = answer.malformedInputs.get(item.toolCallId);
    let problems: string[];
    if (!tool) problems = [`there is no tool named "${item.name}"; tools: ${request.tools.map((t) => t.name).join(', ')}`];
    else if (malformed !== undefined) problems = [`the arguments are not a JSON object: ${malformed.slice(0, 200)}`];
    else problems = checkToolInput(tool.parameters, item.toolInput, budget);
    if (problems.length > 0) found.push({ toolCallId: item.toolCallId, name: item.name, problems });
  }
  return found;
}

/**
 * The request asking the model again: its answer is appended, and every tool request in it gets a
 * result saying what was wrong (or, for the valid ones, that they were not run and must be repeated).
 */
export function repairRequest(request: AiRequest, answer: AiAnswer, problems: CallProblem[]): AiRequest {
  const calls = answer.content.filter((i): i is ToolUseRequestItem => i.type === 'TOOL_USE_REQUEST');
  const results: ContentItem[] = calls.map((call) => {
    const problem = problems.find((p) => p.toolCallId === call.toolCallId);
    const text = problem
      ? `Error: the arguments of this call to "${call.name}" are invalid: ${problem.problems.join('; ')}. Call the tool again with arguments that match its parameters schema.`
      : 'Not run: another call in the same answer was invalid. Repeat this call together with the corrected ones.';
    return { type: 'TOOL_USE_RESULT', toolCallId: call.toolCallId, toolName: call.name, content: [{ type: 'TEXT', text }] };
  });
  return {
    ...request,
    input: [...request.input, { role: 'ASSISTANT', content: answer.content }, { role: 'USER', content: results }],
  };
}

/**
 * The rules every response keeps (API.md §5): unique tool call ids, toolInput always an object,
 * at most one tool request when parallel calls are off, and TOOL_USE whenever a tool is requested.
 */
export function finalizeAnswer(request: AiRequest, answer: AiAnswer): AiAnswer {
  const warnings = [...answer.warnings];
  const ids = new Set<string>();
  for (const item of request.input.flatMap((m) => m.content)) if (item.type === 'TOOL_USE_REQUEST') ids.add(item.toolCallId);
  let content: AnswerItem[] = answer.content.map((item) => {
    if (item.type !== 'TOOL_USE_REQUEST') return item;
    let toolCallId = item.toolCallId;
    if (toolCallId === '' || ids.has(toolCallId)) toolCallId = `call_${randomUUID().replace(/-/g, '')}`;
    ids.add(toolCallId);
    if (answer.malformedInputs.has(item.toolCallId)) {
      warnings.push(`The arguments the model gave for ${item.name} (${toolCallId}) were not a JSON object; toolInput is {}.`);
    }
    return { ...item, toolCallId };
  });
  const calls = content.filter((i) => i.type === 'TOOL_USE_REQUEST');
  if (!request.toolChoice.allowParallelToolCalls && calls.length > 1) {
    const first = calls[0];
    content = content.filter((i) => i.type !== 'TOOL_USE_REQUEST' || i === first);
    warnings.push(`The model requested ${calls.length} tools although allowParallelToolCalls is false; only the first is returned.`);
  }
  const hasCall = content.some((i) => i.type === 'TOOL_USE_REQUEST');
  const stopReason = hasCall ? 'TOOL_USE' : answer.stopReason === 'TOOL_USE' ? 'END_TURN' : answer.stopReason;
  return { ...answer, content, stopReason, warnings };
}
