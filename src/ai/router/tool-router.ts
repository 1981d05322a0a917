import { randomUUID } from 'node:crypto';
import { type AiAnswer, type AiRequest, type ToolDefinition, isJsonObject } from '../types.js';
import { BudgetExceeded, ValidationBudget } from '../validation-budget.js';
import { type ToolProfile, profileTool } from './choose-tool.js';
import { asksToKnow, namesAction, onlyReads } from './request-kind.js';
import { type Extraction, extractArguments } from './extract-arguments.js';
import { propertySchemas } from './properties.js';
import { rankTools } from './rank-tools.js';
import { read } from './reading.js';
import { writesDayFirst } from './dates.js';

/** The answer when reading a request against a schema would cost more than one answer's validation budget. */
const BUDGET_SPENT = (toDo: string) =>
  `${toDo}, I would have to check more values against its schema than my budget for one answer allows (docs/ai.md).`;

export const BUILTIN_MODEL_ID = 'builtin/tool-router';
/** Characters of the last USER text the router reads. */
export const MAX_TEXT = 10_000;

const fit = (e: Extraction & { ok: true }) => Object.keys(e.input).length - 2 * e.guesses;
const requiredOf = (tool: ToolDefinition) => (Array.isArray(tool.parameters.required) ? tool.parameters.required : []);

function text(answer: string): AiAnswer {
  return { content: [{ type: 'TEXT', text: answer }], stopReason: 'END_TURN', usage: null, warnings: [], malformedInputs: new Map() };
}

function describeMissing(tool: ToolDefinition, missing: string[]): string {
  const props = Object.fromEntries(propertySchemas(tool.parameters));
  return missing
    .map((name) => {
      const schema = props[name];
      const type = isJsonObject(schema) && typeof schema.type === 'string' ? schema.type : 'value';
      const allowed =
        isJsonObject(schema) && Array.isArray(schema.enum) ? ` (one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')})` : '';
      return `"${name}" (${type}${allowed})`;
    })
    .join(', ');
}

/**
 * The built-in, deterministic, non-neural model (API.md §5, docs/ai.md): picks the tool whose
 * concepts best match the last USER text and fills its arguments from that text by each property's
 * schema. It never emits a toolInput its schema rejects: when it cannot fill one it answers with TEXT
 * saying what is missing. `now` is the moment relative dates ("tomorrow at 3pm") are read against;
 * the same request and `now` always give the same answer (apart from the toolCallId).
 */
export function routeTools(request: AiRequest, now: Date = new Date()): AiAnswer {
  const last = [...request.input].reverse().find((m) => m.role === 'USER');
  const items = last?.content ?? [];
  const results = items.flatMap((i) => (i.type === 'TOOL_USE_RESULT' ? [i] : []));
  // Only the start of a long text is read: the router's scans must stay cheap whatever a client sends.
  const userText = items
    .flatMap((i) => (i.type === 'TEXT' ? [i.text] : []))
    .join('\n')
    .slice(0, MAX_TEXT);

  if (results.length > 0 && userText.trim() === '') {
    const lines = results.map((r) => `${r.toolName} returned: ${r.content.map((c) => c.text).join('\n') || '(nothing)'}`);
    return text(lines.join('\n'));
  }

  const warnings: string[] = [];
  if (request.temperature !== undefined) warnings.push('temperature: the built-in router is deterministic; ignored.');
  if (request.reasoningEffort !== undefined && request.reasoningEffort !== 'NONE') {
    warnings.push('reasoningConfig.reasoningEffort: the built-in router does not reason; ignored.');
  }
  for (const key of Object.keys(request.modelConfiguration))
    warnings.push(`modelConfiguration.${key}: not supported by the built-in router; ignored.`);
  const withWarnings = (answer: AiAnswer): AiAnswer => ({ ...answer, warnings });

  const choice = request.toolChoice;
  if (request.tools.length === 0) {
    return withWarnings(text('The built-in tool router only chooses among the tools of the request, and this request has none.'));
  }
  if (choice.type === 'NONE') return withWarnings(text('No tool was called: toolChoice is NONE.'));

  const reading = read(userText, now, writesDayFirst(userText, JSON.stringify(request.tools)));
  const profiles = new Map<ToolDefinition, ToolProfile>();
  const profile = (t: ToolDefinition) => {
    let p = profiles.get(t);
    if (!p) profiles.set(t, (p = profileTool(t)));
    return p;
  };
  // Each tool's arguments are read from the request once: the ranking's fallback (value-fit.ts) reads
  // the tools its values may fill, and the one it picks is then tried below. Each reading has a budget
  // of its own, so one kept is the same as one made again.
  const extractions = new Map<ToolDefinition, Extraction>();
  const extract = (t: ToolDefinition) => {
    let e = extractions.get(t);
    if (!e) extractions.set(t, (e = extractArguments(t, reading, new ValidationBudget(), profile(t))));
    return e;
  };
  let ranked: ToolDefinition[];
  let scores = new Map<ToolDefinition, number>();
  if (choice.type === 'TOOL') {
    ranked = request.tools.filter((t) => t.name === choice.name).slice(0, 1);
  } else {
    try {
      ({ ranked, scores } = rankTools(request.tools, choice, reading, profile, extract));
    } catch (error) {
      // The ranking's fallback reads arguments (value-fit.ts), on a budget of its own like every attempt.
      if (!(error instanceof BudgetExceeded)) throw error;
      return withWarnings(text(BUDGET_SPENT('To choose a tool')));
    }
  }
  if (ranked.length === 0) {
    return withWarnings(text(`No tool fits this request. Available tools: ${request.tools.map((t) => t.name).join(', ')}.`));
  }

  const asking = asksToKnow(reading);
  let tool = ranked[0]!;
  let extraction: Extraction | undefined;
  try {
    // A few at most: each attempt has its own validation budget.
    for (const [k, candidate] of ranked.slice(0, 3).entries()) {
      // A tool that needs nothing is not called because another could not be: "play something" is not a pause.
      if (k > 0 && requiredOf(candidate).length === 0) continue;
      // Nor one that does not do what the request begins by naming: "play episode 3" with no show asks
      // which show; it does not subscribe to one called "3".
      if (k > 0 && namesAction(ranked[0]!, reading) && !namesAction(candidate, reading)) continue;
      // Of tools that tie, the one the sentence fills best is meant: the most values, less those taken as
      // words left over with nothing pointing at them ("look for a standing desk under 300" is no film's).
      // A tool that only reads is not meant by a request that asks nothing, where one that acts takes more
      // of what it says: "podcast room tomorrow 9am, an hour, no engineer needed" books, it does not look.
      const settled = extraction?.ok === true && (extraction.guesses === 0 || scores.get(candidate) !== scores.get(tool));
      const looksOnly = settled && !asking && onlyReads(tool) && !onlyReads(candidate);
      if (settled && !looksOnly) break;
      const attempt = extract(candidate);
      if (!extraction) [tool, extraction] = [candidate, attempt];
      const takesMore = (a: Extraction & { ok: true }, b: Extraction & { ok: true }) =>
        looksOnly ? a.guesses === 0 && Object.keys(a.input).length > Object.keys(b.input).length : fit(a) > fit(b);
      if (attempt.ok && (!extraction.ok || takesMore(attempt, extraction))) [tool, extraction] = [candidate, attempt];
    }
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    return withWarnings(text(BUDGET_SPENT(`To call ${tool.name}`)));
  }
  if (!extraction?.ok) {
    const missing = extraction?.missing ?? [];
    const what = missing.length > 0 ? `I need ${describeMissing(tool, missing)}` : 'I could not find arguments that satisfy its schema';
    return withWarnings(text(`To call ${tool.name}, ${what}. Please provide them.`));
  }
  return withWarnings({
    content: [
      { type: 'TOOL_USE_REQUEST', name: tool.name, toolInput: extraction.input, toolCallId: `call_${randomUUID().replace(/-/g, '')}` },
    ],
    stopReason: 'TOOL_USE',
    usage: null,
    warnings: [],
    malformedInputs: new Map(),
  });
}
