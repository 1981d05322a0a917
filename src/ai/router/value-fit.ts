import type { ToolDefinition } from '../types.js';
import { isDateProp } from './date-properties.js';
import type { Extraction } from './extract-arguments.js';
import { type Schema, propertySchemas, typeOf } from './properties.js';
import type { Reading } from './reading.js';
import { answers, askedBy, asksToKnow, onlyReads } from './request-kind.js';
import { identifierWords } from './text.js';
import { converted, unitOfName } from './measures.js';
import { DURATION_MINUTES } from './numbers.js';

/*
 * A request that names no tool may still be for the one whose values it carries: "got a 96 yesterday"
 * fills log_bowling_score's score and date and no lane's bowlers and time; "give lily $7.50" fills an
 * allowance's amount. Read only when no tool's words tie the request to it.
 */

/** Tools whose arguments are tried: each try reads the whole text. */
const MAX_TRIED = 6;

/** Units of time longer than numbers.ts reads as durations: "six months" is no count of anything else. */
const LONG_SPANS = new Set(['month', 'months', 'year', 'years', 'yr', 'yrs', 'decade', 'decades']);

/**
 * Longest text read this way: each tool tried reads the whole text again, and a request that names
 * no tool yet carries its values is a sentence or two, not pages (a hostile text of 10,000 characters
 * took a quarter of a second more).
 */
const MAX_TEXT = 500;

/** Numbers looked at for each numeric property. */
const MAX_NUMBERS = 8;

/**
 * Whether the text holds a number the property may be: one with no unit, or in a unit its name gives
 * ("22m" for max_depth_m, "40 min" for minutes); "six months" is no table number.
 */
function numberFor(name: string, reading: Reading): boolean {
  const words = identifierWords(name);
  // "for an hour and a half" is 90 for `minutes`, with no number written.
  if (reading.durations.length > 0 && words.some((w) => DURATION_MINUTES[w] !== undefined)) return true;
  const target = unitOfName(words);
  return reading.numbers.slice(0, MAX_NUMBERS).some((n) => {
    const unit = n.unit?.toLowerCase();
    // The word after a number is its unit only when it is a measure or a stretch of time: "96 yesterday" is a plain 96.
    if (unit === undefined || (unitOfName([unit]) === undefined && DURATION_MINUTES[unit] === undefined && !LONG_SPANS.has(unit)))
      return true;
    if (target !== undefined && converted(n, target) !== undefined) return true;
    return words.some((w) => w.length >= 2 && (w.startsWith(unit) || unit.startsWith(w)));
  });
}

/** A value the text carries that is not free text: a number, a date, a choice among the schema's values. */
const typed = (name: string, schema: Schema, reading: Reading) => {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') return numberFor(name, reading);
  return Array.isArray(schema.enum) || (isDateProp(name, schema) && reading.dates.length > 0);
};

/** Whether the text carries something a typed property of the tool could take. */
function couldTake(tool: ToolDefinition, reading: Reading): boolean {
  return propertySchemas(tool.parameters).some(([name, schema]) => {
    const type = typeOf(schema);
    if (type === 'number' || type === 'integer') return numberFor(name, reading);
    return isDateProp(name, schema) && reading.dates.length > 0;
  });
}

/**
 * The one tool whose arguments the text fills, with more typed values taken from it (less the words it
 * had to guess) than any other tool; none when two fill as many. `extract` is the tool's extraction from
 * `reading` (extract-arguments.ts).
 */
export function toolFilledByValues(
  tools: ToolDefinition[],
  reading: Reading,
  extract: (t: ToolDefinition) => Extraction,
): ToolDefinition | undefined {
  if (reading.text.length > MAX_TEXT) return undefined;
  let best: ToolDefinition | undefined;
  let bestCount = 0;
  let tie = false;
  // A question is for a tool that tells: "how do you pick up a 7-10 split" logs no score of 7.
  const asking = asksToKnow(reading);
  // And asked who, when or where, for one whose description says it tells that: "who won the grammy last
  // year" finds no events.
  const wh = asking ? askedBy(reading) : undefined;
  const tells = (t: ToolDefinition) => wh === undefined || wh === 'whether' || answers(t, wh);
  const tried = tools.filter((t) => (!asking || (onlyReads(t) && tells(t))) && couldTake(t, reading)).slice(0, MAX_TRIED);
  for (const tool of tried) {
    const e = extract(tool);
    if (!e.ok) continue;
    const filled = propertySchemas(tool.parameters).filter(([name, schema]) => name in e.input && typed(name, schema, reading)).length;
    // Words taken as a name or a title with nothing pointing at them count only beside as many typed values.
    if (filled === 0 || e.guesses > filled) continue;
    const count = filled - e.guesses;
    if (best === undefined || count > bestCount) [best, bestCount, tie] = [tool, count, false];
    else if (count === bestCount) tie = true;
  }
  return tie ? undefined : best;
}
