import { NUMERAL, numeralValue } from './numerals.js';
import { isMeasureUnit } from './measures.js';
import { wordTable } from './word-table.js';
/**
 * Numbers as people write them: digits with thousands separators and decimals ("1,250", "19.99"),
 * magnitudes ("5k", "2.5 million"), words ("twelve", "twenty one", "a hundred"), "negative 5",
 * and durations ("an hour and a half"). Each keeps the unit word written after it, so that "3
 * meters" can say which enum value goes with the number and "2 hours" can be read as 120 minutes.
 */

export interface NumberMention {
  value: number;
  start: number;
  end: number;
  /** The word right after the number, lower case ("minutes", "usd"), if any. */
  unit?: string;
  /** A currency symbol written right before it ("$20"). */
  symbol?: string;
  /** Written with a "k" for thousands ("5k"), which a run also says of kilometres. */
  thousands?: true;
}

const SMALL: Record<string, number> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
});
/** A number written as one word ("twelve", "dozen"), if the word is one. */
export const smallNumber = (word: string): number | undefined => SMALL[word];
const SCALE: Record<string, number> = wordTable({ hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, k: 1e3, bn: 1e9 });
/** Units of time a duration may be written in, in minutes. */
export const DURATION_MINUTES: Record<string, number> = wordTable({
  second: 1 / 60,
  seconds: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  s: 1 / 60,
  minute: 1,
  minutes: 1,
  min: 1,
  mins: 1,
  hour: 60,
  hours: 60,
  hr: 60,
  hrs: 60,
  h: 60,
  day: 1440,
  days: 1440,
  week: 10080,
  weeks: 10080,
});

// A digit run with optional separators, decimals and a magnitude; not part of a word ("Q3", "221B"), a
// time ("6:30", "7pm") or an ISO date. The sign is read separately: "10 - 3" is an operator.
// A unit written onto the number ("100g", "5km", "2hrs") leaves it a number, with that unit.
// Separators and decimals are read by numerals.ts ("12,880", "1.500,00", "33 017").
const DIGITS = new RegExp(
  `(?<![\\p{L}\\p{N}.,:])(${NUMERAL})(?:(?:(k|bn)\\b|\\s(million|billion|thousand)\\b)?(?![\\p{L}\\p{N}]|[:.]\\d|,\\d{3})|(?=(?:g|kg|mg|ml|km|cm|mm|m|l|lbs?|oz|ft|sqft|sqm|mi|yd|gb|mb|tb|hrs?|mins?|secs?|yo|yrs?|°[cf]?|[cf])(?![\\p{L}\\p{N}])))`,
  'giu',
);
const WORD = /[\p{L}]+/gu;

/** Words for a day or a part of one, which follow a count without being what it counts. */
const NAMES_A_DAY = new Set(
  'today tonight tomorrow yesterday monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sun'.split(
    ' ',
  ),
);

export function findNumbers(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const m of text.matchAll(DIGITS)) {
    const written = numeralValue(m[1]!);
    if (written === undefined) continue;
    let value = written;
    const scale = (m[2] ?? m[3])?.toLowerCase();
    if (scale !== undefined) value *= SCALE[scale] ?? 1;
    let start = m.index;
    // "7pm", "7 am", "7 o'clock" are times of day, not quantities.
    if (/^\s*(?:a\.?m\.?|p\.?m\.?|o'clock)(?![\p{L}])/iu.test(text.slice(m.index + m[0].length))) continue;
    const before = text.slice(0, start);
    if ((/(?:^|[\s(])-$/.test(before) && !/\d\s*-$/.test(before)) || /\bnegative\s+$/i.test(before) || minusSign(before)) {
      value = -value;
      start = before.endsWith('-') ? start - 1 : before.search(/(?:negative|minus)\s+$/i);
    }
    found.push({ value, start, end: m.index + m[0].length, ...(m[2]?.toLowerCase() === 'k' ? { thousands: true as const } : {}) });
  }
  found.push(...wordNumbers(text));
  // "half a cup", "half an onion": a half of one thing, not "half an hour" (a duration read apart).
  for (const m of text.matchAll(/\bhalf\s+an?\s+(?=(\p{L}+))/giu)) {
    const next = m[1]!.toLowerCase();
    if (DURATION_MINUTES[next] !== undefined) continue;
    // "half a dozen" is 6, one number with the dozen after it.
    if (next === 'dozen') {
      const end = m.index + m[0].length + next.length;
      for (let k = found.length - 1; k >= 0; k--) if (found[k]!.start >= m.index && found[k]!.end <= end) found.splice(k, 1);
      found.push({ value: 6, start: m.index, end });
    } else found.push({ value: 0.5, start: m.index, end: m.index + m[0].trimEnd().length });
  }
  // "a tenner", "a fiver": ten and five pounds.
  for (const m of text.matchAll(/\b(tenner|fiver)\b/gi))
    found.push({ value: m[1]!.toLowerCase() === 'tenner' ? 10 : 5, start: m.index, end: m.index + m[0].length, symbol: '£' });
  // "a couple of parcels": two.
  for (const m of text.matchAll(/\ba\s+couple\s+of\b/gi)) found.push({ value: 2, start: m.index, end: m.index + m[0].length });
  // "algaecide x4", "whole milk x3": a count written after what is counted; not "3x3", a size.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])[x×]\s?(\d{1,3})(?![\p{L}\p{N}.,])/giu)) {
    if (/\d\s*$/.test(text.slice(0, m.index))) continue;
    found.push({ value: Number(m[1]), start: m.index, end: m.index + m[0].length });
  }
  // "a litre of water", "a kilo of flour": one of a unit, said with "a".
  for (const m of text.matchAll(/\b(?:a|an)\s+(?=(\p{L}+)\s+of\b)/giu)) {
    if (!isMeasureUnit(m[1]!.toLowerCase())) continue;
    found.push({ value: 1, start: m.index, end: m.index + m[0].trimEnd().length });
  }
  found.push(...powerNumbers(text, found));
  found.sort((a, b) => a.start - b.start);
  for (const n of found) {
    // "2 more weeks", "5 extra minutes": the unit is what there is more of.
    const after = /^\s*(?:(?:more|extra|additional|further)\s+(?=\p{L}))?(°\s?[cf](?![\p{L}])|[\p{L}°$€£¥]+|%)/iu.exec(text.slice(n.end));
    // "sauna for 2 tonight", "a table for 4 saturday": a day after a count is when, not what is counted.
    if (after && !NAMES_A_DAY.has(after[1]!.toLowerCase())) n.unit = after[1]!.toLowerCase();
    const symbol = /([$€£¥])\s*$/.exec(text.slice(Math.max(0, n.start - 2), n.start));
    if (symbol) n.symbol = symbol[1];
  }
  return found;
}

const POWER_WORDS: Record<string, number> = wordTable({ squared: 2, cubed: 3 });

/**
 * Exponents written as words: "7 squared" and "5 cubed" say a number without a digit, and "the 4th
 * power" writes one as an ordinal. Only right after a number, or before "power", so that "cubed
 * potatoes" and "the 3rd of May" stay what they are.
 */
function powerNumbers(text: string, numbers: NumberMention[]): NumberMention[] {
  const found: NumberMention[] = [];
  for (const n of numbers) {
    const m = /^\s+(squared|cubed)\b/i.exec(text.slice(n.end));
    if (!m) continue;
    const start = n.end + m[0].length - m[1]!.length;
    found.push({ value: POWER_WORDS[m[1]!.toLowerCase()]!, start, end: n.end + m[0].length });
  }
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(\d{1,3})(?:st|nd|rd|th)(?=\s+power\b)/giu)) {
    found.push({ value: Number(m[1]), start: m.index, end: m.index + m[0].length });
  }
  return found;
}

const MINUS_CONTEXT = 48;

/** "minus 40" as a sign, where no number comes before it: "10 minus 3" is a subtraction. */
function minusSign(before: string): boolean {
  // Only the end of the text before the number is read: a regex over all of it, for every number, would cost the square of the text.
  const tail = before.slice(-MINUS_CONTEXT);
  if (!/\bminus\s+$/i.test(tail)) return false;
  const m = /(\S+)?\s*\bminus\s+$/i.exec(tail);
  if (!m) return false;
  const word = (m[1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return !/\d$/.test(word) && SMALL[word] === undefined && SCALE[word] === undefined;
}

/** Words after "one" that make an idiom with it, not a count of them. */
const NOT_A_COUNT = new Set(['way', 'another']);

/** Digits said after a decimal point; "oh" and "nought" are zero ("two point oh"). */
const POINT = /^\s+point((?:\s+(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)\b)+)/i;

/** Runs of number words: "twenty one", "a hundred", "twelve hundred", "negative five". */
function wordNumbers(text: string): NumberMention[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const found: NumberMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!.w;
    const article =
      (first === 'a' || first === 'an') && words[i + 1] !== undefined && SCALE[words[i + 1]!.w] !== undefined && words[i + 1]!.w.length > 2;
    // "hundred quid voucher": a hundred, with its "a" left out; not the scale of a number written before it ("5 hundred").
    const bare =
      (first === 'hundred' || first === 'thousand') &&
      !/[\d.,]\s*$/.test(text.slice(0, words[i]!.start)) &&
      // Nor "a few hundred", "several thousand", "one in a thousand": no count of one.
      !/\b(?:few|several|many|couple|of|in|a|an)\s+$/i.test(text.slice(Math.max(0, words[i]!.start - 12), words[i]!.start)) &&
      SMALL[words[i - 1]?.w ?? ''] === undefined;
    if (SMALL[first] === undefined && !article && !bare) continue;
    // "a one-way flight", "help one another": words that only sound like a count.
    if (first === 'one' && NOT_A_COUNT.has(words[i + 1]?.w ?? '') && /^[\s-]+$/.test(text.slice(words[i]!.end, words[i + 1]!.start)))
      continue;
    let total = 0;
    let current = article ? 1 : 0;
    let j = article ? i + 1 : i;
    // A bare scale counts one of it, as "a hundred" does.
    if (bare) current = 1;
    let last = i;
    for (; j < words.length; j++) {
      const w = words[j]!.w;
      // Only words next to each other (or joined by "and"/"-") make one number.
      if (j > i && !/^[\s-]*$/.test(text.slice(words[j - 1]!.end, words[j]!.start))) break;
      // "one hundred and four": "and" joins what follows a hundred or a thousand.
      if (w === 'and' && j > i && SCALE[words[j - 1]!.w] !== undefined && SMALL[words[j + 1]?.w ?? ''] !== undefined) continue;
      // "one forty", "two fifty": a digit's word before a ten's is said for hundreds.
      if (j === i + 1 && current >= 1 && current <= 9 && total === 0 && w !== 'dozen' && (SMALL[w] ?? 0) >= 10) current *= 100;
      // "two dozen" is 24: a dozen after a count multiplies it.
      if (w === 'dozen' && j > i && current > 0) current *= 12;
      else if (SMALL[w] !== undefined) current += SMALL[w];
      else if (SCALE[w] !== undefined && w.length > 2) {
        const scale = SCALE[w];
        if (scale === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      } else break;
      last = j;
    }
    let value = total + current;
    let end = words[last]!.end;
    // "six and a half hours".
    const half = /^\s+and\s+a\s+half\b/i.exec(text.slice(end));
    if (half) {
      value += 0.5;
      end += half[0].length;
    }
    // "seven point two", "one point zero five": digits said one by one after the point.
    const point = half ? null : POINT.exec(text.slice(end));
    if (point && Number.isInteger(value)) {
      const digits = point[1]!
        .trim()
        .toLowerCase()
        .split(/\s+/)
        .map((d) => SMALL[d] ?? 0);
      value = Number(`${value}.${digits.join('')}`);
      end += point[0].length;
      // The point and its digits are words of this number, none of the next.
      last += 1 + digits.length;
    }
    let start = words[i]!.start;
    const prev = words[i - 1];
    if ((prev?.w === 'negative' || (prev?.w === 'minus' && minusSign(text.slice(0, start)))) && /^\s+$/.test(text.slice(prev.end, start))) {
      value = -value;
      start = prev.start;
    }
    found.push({ value, start, end });
    i = last;
  }
  return found;
}

/**
 * Units of the calendar, the one list of them: in months (for a property counting months or years)
 * and as lengths in minutes ("a month before" is 30 days, "a year" 365). Kept apart from
 * DURATION_MINUTES: a number of months counts months before it is a stretch of minutes.
 */
export const CALENDAR_UNITS: ReadonlyMap<string, { months: number; minutes: number }> = (() => {
  const month = { months: 1, minutes: 43_200 };
  const year = { months: 12, minutes: 525_600 };
  const decade = { months: 120, minutes: 5_256_000 };
  return new Map(Object.entries({ month, months: month, year, years: year, yr: year, yrs: year, decade, decades: decade }));
})();
const calendarMinutes = (word: string): number | undefined => CALENDAR_UNITS.get(word)?.minutes;

/**
 * A duration written in the text, in minutes: "10 minutes", "2 hours", "90 seconds", "an hour and a
 * half", "half an hour", "a half hour", "2 more weeks", "another week". Returns the span it covers.
 */
export function findDurations(text: string, numbers: NumberMention[]): { minutes: number; start: number; end: number }[] {
  const found: { minutes: number; start: number; end: number }[] = [];
  for (const n of numbers) {
    const unit = n.unit !== undefined ? (DURATION_MINUTES[n.unit] ?? calendarMinutes(n.unit)) : undefined;
    if (unit === undefined) continue;
    const rest = text.slice(n.end);
    const unitEnd = n.end + (/^\s*(?:(?:more|extra|additional|further)\s+)?[\p{L}]+/iu.exec(rest)?.[0].length ?? 0);
    const half = /^\s+and\s+a\s+half\b/i.exec(text.slice(unitEnd));
    found.push({ minutes: (n.value + (half ? 0.5 : 0)) * unit, start: n.start, end: unitEnd + (half ? half[0].length : 0) });
  }
  // "another week" is one more; "the past week", "the last day" one back.
  for (const m of text.matchAll(
    /\b(?:(half\s+an?|an?\s+half|half(?=[\s-]+hour))|an?|another|past|last)[\s-]+(second|minute|hour|day|week|month|year)\b(\s+and\s+a\s+half)?/gi,
  )) {
    if (found.some((f) => f.start <= m.index && f.end > m.index)) continue;
    const per = DURATION_MINUTES[m[2]!.toLowerCase()] ?? calendarMinutes(m[2]!.toLowerCase()) ?? 1;
    found.push({ minutes: per * (m[1] ? 0.5 : 1) * (m[3] ? 1.5 : 1), start: m.index, end: m.index + m[0].length });
  }
  // "1h20", "1h 20m", "2hrs", "45mins": a length glued to its units, which findNumbers leaves as words.
  for (const m of text.matchAll(GLUED_DURATION)) {
    if (found.some((f) => f.start < m.index + m[0].length && f.end > m.index)) continue;
    const minutes = m[1] !== undefined ? Number(m[1]) * 60 + Number(m[2] ?? 0) : Number(m[3]) * (/^h/i.test(m[4]!) ? 60 : 1);
    found.push({ minutes, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.start - b.start);
  // "1 hour 5 minutes", "2 hours and 30 minutes": a larger unit and a smaller one right after are one length.
  for (let k = found.length - 2; k >= 0; k--) {
    const [a, b] = [found[k]!, found[k + 1]!];
    if (/^\s*(?:and\s+)?$/i.test(text.slice(a.end, b.start)) && b.minutes < a.minutes && unitOf(text, a) > unitOf(text, b)) {
      found.splice(k, 2, { minutes: a.minutes + b.minutes, start: a.start, end: b.end });
    }
  }
  return found;
}

const GLUED_DURATION =
  /(?<![\p{L}\p{N}.:])(?:(\d{1,2})\s?(?:h|hrs?)\s?(\d{1,2})?\s?(?:m|mins?)?|(\d{1,3})(h|hrs?|mins?))(?![\p{L}\p{N}])/giu;

/** The size in minutes of the unit a duration is written in ("hour" → 60), for telling a compound from a list. */
function unitOf(text: string, d: { start: number; end: number }): number {
  const word = /([\p{L}]+)\s*$/u.exec(text.slice(d.start, d.end))?.[1]?.toLowerCase() ?? '';
  return DURATION_MINUTES[word] ?? calendarMinutes(word) ?? 0;
}
