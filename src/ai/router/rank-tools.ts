import type { ToolChoice, ToolDefinition } from '../types.js';
import { ValidationBudget } from '../validation-budget.js';
import { type ToolProfile, evidenceBonus, identifierEvidence, scoreTool } from './choose-tool.js';
import {
  READ_BONUS,
  answers,
  askedBy,
  asksAFact,
  asksAboutNotDoing,
  asksHowTo,
  asksToKnow,
  asksWhatWasDone,
  asksWhetherAllowed,
  asksWhy,
  onlyReads,
  searchesRecords,
  onlySocial,
  recordsWhatHappened,
  reportsDone,
  searchesTheWeb,
  tellsRules,
} from './request-kind.js';
import {
  asksAboutKinds,
  asksAboutTheAssistant,
  asksForAdvice,
  asksForJudgement,
  asksIfPossible,
  asksWhereAThingIs,
  statesAFeeling,
  statesAHabit,
  takesFeelings,
  tellsPlaces,
} from './opinion-questions.js';
import type { Reading } from './reading.js';
import { toolFilledByValues } from './value-fit.js';
import { splitIdentifier, tokenize } from './text.js';
import { type Extraction, extractArguments } from './extract-arguments.js';

/** Tools within this many points of the best are tried in turn; the first whose arguments can all be filled is called. */
const CLOSE_SCORES = 1;
/** A little more for a tool that records, when the request tells of something done. */
const RECORD_BONUS = 1.5;
/** A little more for a tool that searches records, asked what the user did. */
const SEARCH_BONUS = 0.5;
/** More for a tool whose description names the question word the request asks by. */
const ANSWER_BONUS = 1.5;

/** What the hand-written rules saw of one tool: the parts of its score (choice-model.ts reads them as features). */
export interface ToolSignals {
  tool: ToolDefinition;
  /** Words and concepts shared with the request (choose-tool.ts `scoreTool`). */
  base: number;
  first: number;
  reads: boolean;
  id: number;
  evidence: number;
  records: boolean;
  answered: boolean;
  /** The rule score: zero when nothing ties the request to the tool. */
  score: number;
}

/** What the request is, as the rules read it, apart from any tool (read for the choice experiment; the ranking reads each only where it decides). */
export interface RequestKinds {
  asking: boolean;
  done: boolean;
  fact: boolean;
  social: boolean;
  creative: boolean;
  whyOrJudgement: boolean;
  habit: boolean;
  feeling: boolean;
}

export function requestKinds(reading: Reading): RequestKinds {
  const asking = asksToKnow(reading);
  return {
    asking,
    done: !asking && reportsDone(reading),
    fact: asksAFact(reading),
    social: onlySocial(reading),
    creative: reading.concepts.has('creative'),
    whyOrJudgement: asksWhy(reading) || asksForJudgement(reading),
    habit: statesAHabit(reading),
    feeling: statesAFeeling(reading),
  };
}

export interface Ranking {
  /** The tools to try, best first; empty when the rules answer in text. */
  ranked: ToolDefinition[];
  scores: Map<ToolDefinition, number>;
  tools: ToolSignals[];
  /** No tool scored, and a web search or the one tool the values fill was taken instead. */
  fallback: boolean;
}

/**
 * The hand-written ranking of an AUTO or ANY request's tools: each tool's score from the words and
 * concepts it shares with the request and the evidence its values give, then the request kinds that
 * ask for no tool (small talk, a habit, a judgement…). `extract` is a tool's extraction from `reading`,
 * which the router may keep to try the same tool again.
 */
export function rankTools(
  tools: ToolDefinition[],
  choice: ToolChoice,
  reading: Reading,
  profile: (t: ToolDefinition) => ToolProfile,
  extract: (t: ToolDefinition) => Extraction = (t) => extractArguments(t, reading, new ValidationBudget(), profile(t)),
): Ranking {
  const asking = asksToKnow(reading);
  const done = !asking && reportsDone(reading);
  const wh = asking ? askedBy(reading) : undefined;
  const allowed = asksWhetherAllowed(reading);
  const evidenceBudget = new ValidationBudget();
  const scored = tools.map((t, i) => {
    const { score: base, first } = scoreTool(profile(t), reading);
    const reads = asking && onlyReads(t);
    const id = identifierEvidence(t, reading, evidenceBudget, profile(t));
    // What was done is told to a tool that records it: "just watered gerald" is a care log, not a list of plants due.
    const records = done && recordsWhatHappened(t) ? RECORD_BONUS : 0;
    // A question its description says it answers: "when can I donate again?" for "Check when the donor can next give".
    // So is one that tells the rules, asked whether something is allowed: "can I return a sofa if it doesnt fit" is the return policy's.
    const answered = (wh !== undefined && answers(t, wh)) || (allowed && tellsRules(t)) ? ANSWER_BONUS : 0;
    const evidence = base > 0 || id > 0 ? evidenceBonus(t, reading, profile(t)) : 0;
    const score = base > 0 || id > 0 ? base + id + evidence + (reads ? READ_BONUS : 0) + records + answered : 0;
    return { t, i, first, reads, id, score, base, evidence, records: records > 0, answered: answered > 0 };
  });
  // A question about what the user did asks for a record of it ("which orders did i cancel" lists
  // orders, it cancels none): a tool that acts is not meant when one that reads ties the request, and of
  // those that read, one that searches the records (a whole history) before one that fetches a single thing.
  if (asksWhatWasDone(reading) && scored.some((s) => s.reads && s.score > 0))
    for (const s of scored) {
      if (!s.reads) s.score = 0;
      else if (s.score > 0 && searchesRecords(s.t)) s.score += SEARCH_BONUS;
    }
  const best = Math.max(...scored.map((s) => s.score));
  const order = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.score - a.score || a.first - b.first || a.i - b.i;
  // AUTO answers in text when nothing ties the request to a tool; ANY takes the best even then.
  const close = scored.filter((s) => s.score >= best - CLOSE_SCORES && s.score > 0 === best > 0).sort(order);
  // A question may still be for a tool that reads, further down ("what's the status of PROJ-142"
  // is get_ticket's, though update_ticket_status names the status).
  const readers = scored.filter((s) => s.reads && s.id > 0 && !close.includes(s)).sort(order);
  let ranked = [...close, ...readers].map((s) => s.t);
  const scores = new Map<ToolDefinition, number>();
  for (const s of scored) scores.set(s.t, s.score);
  // A question about what the best tool acts on does not ask it to act ("what are the gym's opening
  // hours?" with book_gym_class): it is for a web search, if any tool.
  const aside = best > 0 && ranked.some((t) => asksAboutNotDoing(t, reading, profile(t)));
  if (aside) ranked = ranked.filter((t) => !asksAboutNotDoing(t, reading, profile(t)));
  // Those gone, a tool that reads what they act on answers it: "where's order 300200100" tracks the order
  // that report_problem, rate_order and cancel_order only name.
  // Not a question of fact about the world ("who won the game last night?"), unless about something
  // numbered (an order, a ticket), nor one how to do a thing ("how do I write a good email?").
  const worldly = asksAFact(reading) && reading.numbers.length === 0;
  if (aside && ranked.length === 0 && !worldly && !asksHowTo(reading))
    ranked = scored
      .filter((s) => s.reads && s.score > 0)
      .sort(order)
      .map((s) => s.t);
  let fallback = false;
  if (best <= 0 || (aside && ranked.length === 0)) {
    // A question about the world, with nothing else to answer it, is for a web search.
    const search = asksAFact(reading) ? tools.filter((t) => searchesTheWeb(profile(t))) : [];
    // Else the one tool the request's numbers and dates fill: "got a 96 yesterday" is a bowling score.
    // Not a question to a tool that acts, which its values fill only by chance: "who's headlining on sunday?" adds no set.
    const byValues = search.length === 0 && !aside ? toolFilledByValues(tools, reading, extract) : undefined;
    const filled = byValues && !asksAboutNotDoing(byValues, reading, profile(byValues)) ? byValues : undefined;
    if (search.length > 0) ranked = search;
    else if (filled) ranked = [filled];
    else if (choice.type === 'AUTO') ranked = [];
    fallback = search.length > 0 || filled !== undefined;
  }
  // The request kinds below only narrow an AUTO choice, so only then are they read.
  if (choice.type === 'AUTO') {
    // Small talk asks for no tool, whatever words it shares with one; nor does a question about the assistant itself.
    if (onlySocial(reading) || asksAboutTheAssistant(reading)) ranked = [];
    // A poem, a joke or a story is written by the answer itself, not by a tool that only shares its subject.
    if (reading.concepts.has('creative')) ranked = ranked.filter((t) => profile(t).concepts.has('creative'));
    // A question why, or one for a judgement ("are extended warranties worth it"), is for a web search, if any tool.
    if (asksWhy(reading) || asksForJudgement(reading)) ranked = ranked.filter((t) => searchesTheWeb(profile(t)));
    // Whether a thing can be done at all ("can i freeze cooked rice") is for a tool that tells the rules, or a web search.
    const verbs = new Set(tools.map((t) => tokenize(splitIdentifier(t.name))[0]?.lower ?? ''));
    // So is advice about a thing no tool does ("should I carb load before a 10k").
    if (asksIfPossible(reading, verbs) || asksAboutKinds(reading) || asksForAdvice(reading, verbs))
      ranked = ranked.filter((t) => tellsRules(t) || searchesTheWeb(profile(t)));
    // Where a thing is, of nothing the user owns, is for a tool that finds or places things ("where is the main library").
    if (asksWhereAThingIs(reading)) ranked = ranked.filter((t) => tellsPlaces(t) || searchesTheWeb(profile(t)));
    // Telling how someone always or never behaves, or how a thing feels, asks for nothing ("my housemate
    // never buys toilet paper", "this module is so boring").
    if (statesAHabit(reading) || (statesAFeeling(reading) && !ranked.some(takesFeelings))) ranked = [];
  }
  return {
    ranked,
    scores,
    tools: scored.map((s) => ({
      tool: s.t,
      base: s.base,
      first: s.first,
      reads: s.reads,
      id: s.id,
      evidence: s.evidence,
      records: s.records,
      answered: s.answered,
      score: s.score,
    })),
    fallback,
  };
}
