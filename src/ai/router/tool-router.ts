import { randomUUID } from 'node:crypto';
import { type AiAnswer, type AiRequest, type ToolDefinition, isJsonObject } from '../types.js';
import { BudgetExceeded, ValidationBudget } from '../validation-budget.js';
import { type ToolProfile, evidenceBonus, identifierEvidence, profileTool, scoreTool } from './choose-tool.js';
import {
  READ_BONUS,
  answers,
  askedBy,
  asksAFact,
  asksAboutNotDoing,
  asksToKnow,
  asksWhy,
  namesAction,
  onlyReads,
  onlySocial,
  recordsWhatHappened,
  reportsDone,
  searchesTheWeb,
} from './request-kind.js';
import { type Extraction, extractArguments } from './extract-arguments.js';
import { propertySchemas } from './properties.js';
import { asksForJudgement, statesAFeeling, statesAHabit, takesFeelings } from './opinion-questions.js';
import { read } from './reading.js';
import { toolFilledByValues } from './value-fit.js';

export const BUILTIN_MODEL_ID = 'builtin/tool-router';
/** Characters of the last USER text the router reads. */
export const MAX_TEXT = 10_000;
/** Tools within this many points of the best are tried in turn; the first whose arguments can all be filled is called. */
const CLOSE_SCORES = 1;
/** A little more for a tool that records, when the request tells of something done. */
const RECORD_BONUS = 1.5;
/** More for a tool whose description names the question word the request asks by. */
const ANSWER_BONUS = 1.5;

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

  const reading = read(userText, now);
  const profiles = new Map<ToolDefinition, ToolProfile>();
  const profile = (t: ToolDefinition) => {
    let p = profiles.get(t);
    if (!p) profiles.set(t, (p = profileTool(t)));
    return p;
  };
  let ranked: ToolDefinition[];
  const scores = new Map<ToolDefinition, number>();
  if (choice.type === 'TOOL') {
    ranked = request.tools.filter((t) => t.name === choice.name).slice(0, 1);
  } else {
    const asking = asksToKnow(reading);
    const done = !asking && reportsDone(reading);
    const wh = asking ? askedBy(reading) : undefined;
    const evidenceBudget = new ValidationBudget();
    const scored = request.tools.map((t, i) => {
      const { score: base, first } = scoreTool(profile(t), reading);
      const reads = asking && onlyReads(t);
      const id = identifierEvidence(t, reading, evidenceBudget, profile(t));
      // What was done is told to a tool that records it: "just watered gerald" is a care log, not a list of plants due.
      const records = done && recordsWhatHappened(t) ? RECORD_BONUS : 0;
      // A question its description says it answers: "when can I donate again?" for "Check when the donor can next give".
      const answered = wh !== undefined && answers(t, wh) ? ANSWER_BONUS : 0;
      const score =
        base > 0 || id > 0 ? base + id + evidenceBonus(t, reading, profile(t)) + (reads ? READ_BONUS : 0) + records + answered : 0;
      return { t, i, first, reads, id, score };
    });
    const best = Math.max(...scored.map((s) => s.score));
    const order = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.score - a.score || a.first - b.first || a.i - b.i;
    // AUTO answers in text when nothing ties the request to a tool; ANY takes the best even then.
    const close = scored.filter((s) => s.score >= best - CLOSE_SCORES && s.score > 0 === best > 0).sort(order);
    // A question may still be for a tool that reads, further down ("what's the status of PROJ-142"
    // is get_ticket's, though update_ticket_status names the status).
    const readers = scored.filter((s) => s.reads && s.id > 0 && !close.includes(s)).sort(order);
    ranked = [...close, ...readers].map((s) => s.t);
    for (const s of scored) scores.set(s.t, s.score);
    // A question about what the best tool acts on does not ask it to act ("what are the gym's opening
    // hours?" with book_gym_class): it is for a web search, if any tool.
    const aside = best > 0 && ranked.some((t) => asksAboutNotDoing(t, reading, profile(t)));
    if (aside) ranked = ranked.filter((t) => !asksAboutNotDoing(t, reading, profile(t)));
    if (best <= 0 || (aside && ranked.length === 0)) {
      // A question about the world, with nothing else to answer it, is for a web search.
      const search = asksAFact(reading) ? request.tools.filter((t) => searchesTheWeb(profile(t))) : [];
      // Else the one tool the request's numbers and dates fill: "got a 96 yesterday" is a bowling score.
      const filled = search.length === 0 && !aside ? toolFilledByValues(request.tools, reading, profile) : undefined;
      if (search.length > 0) ranked = search;
      else if (filled) ranked = [filled];
      else if (choice.type === 'AUTO') ranked = [];
    }
    // Small talk asks for no tool, whatever words it shares with one.
    if (choice.type === 'AUTO' && onlySocial(reading)) ranked = [];
    // A poem, a joke or a story is written by the answer itself, not by a tool that only shares its subject.
    if (choice.type === 'AUTO' && reading.concepts.has('creative')) ranked = ranked.filter((t) => profile(t).concepts.has('creative'));
    // A question why, or one for a judgement ("are extended warranties worth it"), is for a web search, if any tool.
    if (choice.type === 'AUTO' && (asksWhy(reading) || asksForJudgement(reading)))
      ranked = ranked.filter((t) => searchesTheWeb(profile(t)));
    // Telling how someone always or never behaves, or how a thing feels, asks for nothing ("my housemate
    // never buys toilet paper", "this module is so boring").
    if (choice.type === 'AUTO' && (statesAHabit(reading) || (statesAFeeling(reading) && !ranked.some(takesFeelings)))) ranked = [];
  }
  if (ranked.length === 0) {
    return withWarnings(text(`No tool fits this request. Available tools: ${request.tools.map((t) => t.name).join(', ')}.`));
  }

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
      if (extraction?.ok && (extraction.guesses === 0 || scores.get(candidate) !== scores.get(tool))) break;
      const attempt = extractArguments(candidate, reading, new ValidationBudget(), profile(candidate));
      if (!extraction) [tool, extraction] = [candidate, attempt];
      if (attempt.ok && (!extraction.ok || fit(attempt) > fit(extraction))) [tool, extraction] = [candidate, attempt];
    }
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    return withWarnings(
      text(`To call ${tool.name}, I would have to check more values against its schema than my budget for one answer allows (docs/ai.md).`),
    );
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
