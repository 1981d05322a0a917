import { AppError } from '../errors.js';
import { routeTools } from './router/tool-router.js';
import type { AiAnswer, AiRequest } from './types.js';

/** What the built-in model says to any TEXT chat: it is not a language model, and how to get one. */
export const BUILTIN_CHAT_TEXT =
  'This is builtin/tool-router, the built-in model: a deterministic tool router, not a language model, so it cannot chat. ' +
  'It fills JSON_SCHEMA answers from the facts in your message where it can. Configure a provider (docs/ai.md) for real answers.';

const answer = (text: string): AiAnswer => ({
  content: [{ type: 'TEXT', text }],
  stopReason: 'END_TURN',
  usage: null,
  warnings: [],
  malformedInputs: new Map(),
});

/**
 * The built-in model on POST /messages/chat. TEXT: the fixed text above. JSON_SCHEMA with an object
 * schema: the router fills the schema from the last user message as if it were a tool's parameters
 * (the same extraction as operation 5, so the object is schema-valid); when it cannot, a 422 saying
 * what is missing rather than an invented value.
 */
export function builtinChat(request: AiRequest): AiAnswer {
  const format = request.responseFormat;
  if (format?.type !== 'JSON_SCHEMA') return answer(BUILTIN_CHAT_TEXT);
  if (format.schema.type !== 'object') {
    throw new AppError(
      'MODEL_CANNOT_ANSWER',
      'builtin/tool-router can only fill a responseFormat.schema whose type is "object"; configure a language model for other schemas.',
    );
  }
  const tool = { name: format.name ?? 'answer', description: format.description ?? '', parameters: format.schema };
  const routed = routeTools({
    ...request,
    tools: [tool],
    toolChoice: { type: 'TOOL', name: tool.name, allowParallelToolCalls: false },
    responseFormat: undefined,
  });
  const call = routed.content.find((item) => item.type === 'TOOL_USE_REQUEST');
  if (!call) {
    const said = routed.content.map((item) => (item.type === 'TEXT' ? item.text : '')).join(' ');
    throw new AppError('MODEL_CANNOT_ANSWER', `builtin/tool-router cannot fill responseFormat.schema from the messages: ${said}`);
  }
  return { ...answer(JSON.stringify(call.toolInput)), warnings: routed.warnings };
}
