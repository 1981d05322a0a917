import type { ToolDefinition } from '../../src/ai/types.js';
import { BudgetExceeded, ValidationBudget } from '../../src/ai/validation-budget.js';
import type { ToolProfile } from '../../src/ai/router/choose-tool.js';
import { extractArguments } from '../../src/ai/router/extract-arguments.js';
import { FILLER } from '../../src/ai/router/lexicon.js';
import { takesFeelings } from '../../src/ai/router/opinion-questions.js';
import { type Ranking, requestKinds } from '../../src/ai/router/rank-tools.js';
import type { Reading } from '../../src/ai/router/reading.js';
import { asksAboutNotDoing, namesAction, onlyReads, recordsWhatHappened, searchesTheWeb } from '../../src/ai/router/request-kind.js';

/*
 * What the learned tool choice tried in router-choice.experiment.ts reads of a request and each
 * of its tools: the rule ranking's signals (src/ai/router/rank-tools.ts), the words the request shares
 * with the tool's name, description and parameters, its concepts, the request's kind, and whether the
 * tool's required arguments can be filled from the text. Not shipped: on tables it was not trained on
 * it did no better than the rules (docs/decisions.md, "A learned tool choice, tried and not shipped").
 */

export const TOOL_FEATURES = [
  'score',
  'top score',
  'rules first',
  'rules ranked',
  'gap to best',
  'words tie',
  'identifier fits',
  'evidence',
  'reads, asked',
  'records, told done',
  'answers the question word',
  'name words',
  'description words',
  'parameter words',
  'described words',
  'strong concepts',
  'weak concepts',
  'asked about, not to do',
  'names its action',
  'web search, fact asked',
  'web search',
  'arguments filled',
  'arguments missing',
  'reads, not asked',
  'records, not told done',
  'first tie early',
  'takes feelings, feeling told',
  'creative, creative asked',
  'needs nothing',
  'filled, rules first',
] as const;

export const NONE_FEATURES = [
  'bias',
  'asks to know',
  'reports done',
  'asks a fact',
  'small talk',
  'creative',
  'why or judgement',
  'habit',
  'feeling',
  'fallback',
  'rules answer text',
  'best score',
  'nothing scored',
  'long text',
  'question mark',
  'web search offered',
  'many tools',
  'first person',
] as const;

/** Tools whose arguments are tried for the `arguments filled` feature: the rules' best few; each try reads the text. */
const TRIED = 2;
const requiredOf = (tool: ToolDefinition) => (Array.isArray(tool.parameters.required) ? tool.parameters.required : []);

export interface ChoiceRows {
  tools: number[][];
  none: number[];
}

/** One row per tool of the request (in its order) and one for answering in text. */
export function choiceRows(ranking: Ranking, reading: Reading, profile: (t: ToolDefinition) => ToolProfile): ChoiceRows {
  const request = { ...requestKinds(reading), fallback: ranking.fallback };
  const best = Math.max(0, ...ranking.tools.map((s) => s.score));
  const stems = new Set<string>();
  for (const [i, t] of reading.tokens.entries())
    if (!FILLER.has(t.lower) && !reading.values.has(i) && /[\p{L}\p{N}]{2}/u.test(t.lower)) stems.add(t.stem);
  const tried = [...ranking.tools]
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, TRIED)
    .map((s) => s.tool);
  const wordCount = Math.max(1, reading.tokens.length);
  const tools = ranking.tools.map((s) => {
    const p = profile(s.tool);
    const byWeight = [0, 0, 0, 0];
    for (const stem of stems) {
      const w = p.words.get(stem);
      if (w === undefined) continue;
      byWeight[w >= 3 ? 0 : w >= 2 ? 1 : w >= 1 ? 2 : 3]!++;
    }
    let strong = 0;
    let weak = 0;
    for (const c of reading.concepts.keys()) {
      const w = p.concepts.get(c);
      if (w === undefined) continue;
      if (w >= 2) strong++;
      else weak++;
    }
    let filled = 0;
    let missing = 0;
    if (tried.includes(s.tool)) {
      try {
        const e = extractArguments(s.tool, reading, new ValidationBudget(), p);
        if (e.ok) filled = 1;
        else missing = Math.min(3, e.missing.length);
      } catch (error) {
        if (!(error instanceof BudgetExceeded)) throw error;
        missing = 3;
      }
    }
    const web = searchesTheWeb(p);
    const first = ranking.ranked[0] === s.tool;
    return [
      Math.min(s.score, 12),
      best > 0 && s.score === best ? 1 : 0,
      first ? 1 : 0,
      ranking.ranked.includes(s.tool) ? 1 : 0,
      Math.min(best - s.score, 6),
      s.base > 0 ? 1 : 0,
      s.id > 0 ? 1 : 0,
      Math.min(s.evidence, 4),
      s.reads ? 1 : 0,
      s.records ? 1 : 0,
      s.answered ? 1 : 0,
      Math.min(byWeight[0]!, 3),
      Math.min(byWeight[1]!, 3),
      Math.min(byWeight[2]!, 3),
      Math.min(byWeight[3]!, 3),
      Math.min(strong, 3),
      Math.min(weak, 3),
      s.score > 0 && asksAboutNotDoing(s.tool, reading, p) ? 1 : 0,
      namesAction(s.tool, reading) ? 1 : 0,
      web && request.fact ? 1 : 0,
      web ? 1 : 0,
      filled,
      missing,
      !request.asking && onlyReads(s.tool) ? 1 : 0,
      !request.done && recordsWhatHappened(s.tool) ? 1 : 0,
      Number.isFinite(s.first) ? 1 - Math.min(1, s.first / wordCount) : 0,
      request.feeling && takesFeelings(s.tool) ? 1 : 0,
      request.creative && p.concepts.has('creative') ? 1 : 0,
      requiredOf(s.tool).length === 0 ? 1 : 0,
      first ? filled : 0,
    ];
  });
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const none = [
    1,
    request.asking ? 1 : 0,
    request.done ? 1 : 0,
    request.fact ? 1 : 0,
    request.social ? 1 : 0,
    request.creative ? 1 : 0,
    request.whyOrJudgement ? 1 : 0,
    request.habit ? 1 : 0,
    request.feeling ? 1 : 0,
    request.fallback ? 1 : 0,
    ranking.ranked.length === 0 ? 1 : 0,
    Math.min(best, 12),
    best <= 0 ? 1 : 0,
    Math.min(words.length, 40) / 10,
    /\?\s*$/.test(reading.text) ? 1 : 0,
    ranking.tools.some((s) => searchesTheWeb(profile(s.tool))) ? 1 : 0,
    Math.log(ranking.tools.length),
    /^\W*(?:i|i'm|im|my|we|our)\b/i.test(reading.text) ? 1 : 0,
  ];
  return { tools, none };
}
