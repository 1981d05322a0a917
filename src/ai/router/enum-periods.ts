import type { Json } from '../types.js';
import type { EnumMention } from './enums.js';
import { smallNumber } from './numbers.js';
import type { Token } from './text.js';

/*
 * An enum of lengths of time (`1y`, `7_days`, `30_days`, `1_day`, `fixed_24m`) or of how often
 * (`weekly`, `fortnightly`, `every_2_months`) named by the length said: "over the past year" → `1y`,
 * "show me the past week" → `7_days`, "a day licence" → `1_day`, "the 2 year fixed" → `fixed_24m`,
 * "every quarter" → `quarterly`, "every other thursday" → `fortnightly`. Lengths compare in days, a month as 30 and a year as 365, within
 * a tenth.
 */

const UNIT_DAYS: Record<string, number> = {
  d: 1,
  day: 1,
  days: 1,
  w: 7,
  wk: 7,
  wks: 7,
  week: 7,
  weeks: 7,
  fortnight: 14,
  fortnights: 14,
  m: 30,
  mo: 30,
  mos: 30,
  month: 30,
  months: 30,
  quarter: 91,
  quarters: 91,
  y: 365,
  yr: 365,
  yrs: 365,
  year: 365,
  years: 365,
};

/** A length written in a value: a count and a unit, as apps write them (`24m`, `7_days`, `1-year`). */
const IN_VALUE = /(?:^|[^\p{L}\p{N}])(\d{1,3})[\s_-]*(days?|d|weeks?|wks?|w|months?|mos?|m|years?|yrs?|y)(?![\p{L}\p{N}])/iu;

/** How often, as a value says it: `weekly`, `fortnightly`, `every_2_months` (read above). */
const EVERY: Record<string, number> = {
  daily: 1,
  weekly: 7,
  fortnightly: 14,
  biweekly: 14,
  monthly: 30,
  bimonthly: 60,
  quarterly: 91,
  annually: 365,
  annual: 365,
  yearly: 365,
};

function valueDays(value: Json): number | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  const m = IN_VALUE.exec(lower);
  if (m) return Number(m[1]) * UNIT_DAYS[m[2]!]!;
  const every = lower.split(/[^a-z]+/).find((w) => EVERY[w] !== undefined);
  return every === undefined ? undefined : EVERY[every];
}

const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;

/** A count said in a word: "a", "one", "twelve". */
const countOf = (word: string) => (word === 'a' || word === 'an' ? 1 : smallNumber(word));

/** Words that make a unit alone a length ("the past week", "last month", "every quarter"), counted one. */
const SPAN_OPENERS = new Set(['past', 'last', 'previous', 'this', 'per', 'a', 'an', 'one', 'every', 'each']);

/**
 * The one value of the enum whose length the request says; none unless two or more values are lengths,
 * or where two values are as near.
 */
export function periodMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const lengths = values.flatMap((value) => {
    const days = valueDays(value);
    return days === undefined ? [] : [{ value, days }];
  });
  if (lengths.length < 2) return [];
  for (let i = 0; i < tokens.length; i++) {
    // "every other thursday" is every other week.
    const unit = UNIT_DAYS[tokens[i]!.lower] ?? (WEEKDAY.test(tokens[i]!.lower) ? 7 : undefined);
    if (unit === undefined || tokens[i]!.lower.length < 3) continue;
    // "every other day", "every other week": twice the unit.
    if (tokens[i - 1]?.lower === 'other' && tokens[i - 2]?.lower === 'every') {
      const near = lengths.filter((l) => Math.abs(l.days - 2 * unit) <= (2 * unit) / 10);
      // A weekday stays free for a property of its own ("every other thursday": `weekday` thursday).
      const to = UNIT_DAYS[tokens[i]!.lower] === undefined ? i : i + 1;
      if (near.length === 1) return [{ value: near[0]!.value, start: tokens[i - 2]!.start, end: tokens[to - 1]!.end, from: i - 2, to }];
      continue;
    }
    if (UNIT_DAYS[tokens[i]!.lower] === undefined) continue;
    const before = tokens[i - 1];
    // "2 year", "2-year", "twelve months"; a unit alone after "past", "last", "a" ("a day licence").
    const hyphened = before?.text === '-' ? tokens[i - 2] : before;
    const count = hyphened && /^\d{1,3}$/.test(hyphened.text) ? Number(hyphened.text) : countOf(hyphened?.lower ?? '');
    const opened = count !== undefined || (before !== undefined && SPAN_OPENERS.has(before.lower));
    if (!opened) continue;
    const days = (count ?? 1) * unit;
    const near = lengths.filter((l) => Math.abs(l.days - days) <= days / 10);
    if (near.length !== 1) continue;
    const from = count !== undefined && hyphened ? tokens.indexOf(hyphened) : i;
    return [{ value: near[0]!.value, start: tokens[from]!.start, end: tokens[i]!.end, from, to: i + 1 }];
  }
  return [];
}
