import { randomUUID } from 'node:crypto';
import type { AiAnswer, AiRequest, JsonObject, ToolDefinition } from '../types.js';
import { BudgetExceeded, ValidationBudget } from '../validation-budget.js';
import { extractArguments, propertySchemas } from './extract-arguments.js';
import { contentWords, identifierWords } from './text.js';

export const BUILTIN_MODEL_ID = 'builtin/tool-router';
/** Characters of the last USER text the router reads. */
export const MAX_TEXT = 10_000;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * How well a tool matches the text: words of its name count 3, enum values of its parameters 2,
 * words of its description and parameter names 1 each (each distinct word once).
 */
export function scoreTool(tool: ToolDefinition, text: string): number {
  const words = new Set(contentWords(text));
  const lower = text.toLowerCase();
  const count = (list: string[]) => new Set(list.filter((w) => words.has(w))).size;
  const props = Object.fromEntries(propertySchemas(tool.parameters));
  let enumHits = 0;
  for (const schema of Object.values(props)) {
    const values = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : [];
    enumHits += values.filter((v) => typeof v === 'string' && v.length > 1 && contentWords(v).length > 0 && lower.includes(v.toLowerCase())).length;
  }
  return (
    3 * count(identifierWords(tool.name)) +
    2 * enumHits +
    count(contentWords(tool.description)) +
    count(Object.keys(isObject(tool.parameters.properties) ? tool.parameters.properties : {}).flatMap(identifierWords))
  );
}

function text(answer: string): AiAnswer {
  return { content: [{ type: 'TEXT', text: answer }], stopReason: 'END_TURN', usage: null, warnings: [], malformedInputs: new Map() };
}

function describeMissing(tool: ToolDefinition, missing: string[]): string {
  const props = Object.fromEntries(propertySchemas(tool.parameters));
  return missing
    .map((name) => {
      const schema = props[name];
      const type = isObject(schema) && typeof schema.type === 'string' ? schema.type : 'value';
      const allowed = isObject(schema) && Array.isArray(schema.enum) ? ` (one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')})` : '';
      return `"${name}" (${type}${allowed})`;
    })
    .join(', ');
}

/**
 * The built-in, deterministic, non-neural model (API.md §5, docs/ai.md): picks the tool that best
 * matches the last USER text and fills its arguments from that text by schema type. It never emits
 * a toolInput its schema rejects: when it cannot fill one it answers with TEXT saying what is missing.
 */
export function routeTools(request: AiRequest): AiAnswer {
  const last = [...request.input].reverse().find((m) => m.role === 'USER');
  const items = last?.content ?? [];
  const results = items.flatMap((i) => (i.type === 'TOOL_USE_RESULT' ? [i] : []));
  // Only the start of a long text is read: the router's scans must stay cheap whatever a client sends.
  const userText = items.flatMap((i) => (i.type === 'TEXT' ? [i.text] : [])).join('\n').slice(0, MAX_TEXT);

  if (results.length > 0 && userText.trim() === '') {
    const lines = results.map((r) => `${r.toolName} returned: ${r.content.map((c) => c.text).join('\n') || '(nothing)'}`);
    return text(lines.join('\n'));
  }

  const warnings: string[] = [];
  if (request.temperature !== undefined) warnings.push('temperature: the built-in router is deterministic; ignored.');
  if (request.reasoningEffort !== undefined && request.reasoningEffort !== 'NONE') {
    warnings.push('reasoningConfig.reasoningEffort: the built-in router does not reason; ignored.');
  }
  for (const key of Object.keys(request.modelConfiguration)) warnings.push(`modelConfiguration.${key}: not supported by the built-in router; ignored.`);
  const withWarnings = (answer: AiAnswer): AiAnswer => ({ ...answer, warnings });

  const choice = request.toolChoice;
  if (request.tools.length === 0) {
    return withWarnings(text('The built-in tool router only chooses among the tools of the request, and this request has none.'));
  }
  if (choice.type === 'NONE') return withWarnings(text('No tool was called: toolChoice is NONE.'));

  let tool: ToolDefinition | undefined;
  if (choice.type === 'TOOL') {
    tool = request.tools.find((t) => t.name === choice.name);
  } else {
    let best = choice.type === 'ANY' ? -1 : 0;
    for (const candidate of request.tools) {
      const score = scoreTool(candidate, userText);
      if (score > best) {
        best = score;
        tool = candidate;
      }
    }
  }
  if (!tool) {
    return withWarnings(text(`No tool fits this request. Available tools: ${request.tools.map((t) => t.name).join(', ')}.`));
  }

  let extraction: ReturnType<typeof extractArguments>;
  try {
    extraction = extractArguments(tool, userText, new ValidationBudget());
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    return withWarnings(text(`To call ${tool.name}, I would have to check more values against its schema than my budget for one answer allows (docs/ai.md).`));
  }
  if (!extraction.ok) {
    const what = extraction.missing.length > 0 ? `I need ${describeMissing(tool, extraction.missing)}` : 'I could not find arguments that satisfy its schema';
    return withWarnings(text(`To call ${tool.name}, ${what}. Please provide them.`));
  }
  return withWarnings({
    content: [{ type: 'TOOL_USE_REQUEST', name: tool.name, toolInput: extraction.input, toolCallId: `call_${randomUUID().replace(/-/g, '')}` }],
    stopReason: 'TOOL_USE',
    usage: null,
    warnings: [],
    malformedInputs: new Map(),
  });
}
