import type { NumberMention } from './numbers.js';
import type { Schema } from './properties.js';
import { type Reading, tokensBefore } from './reading.js';
import type { Json } from '../types.js';
import { isStopWord, stemWord } from './text.js';
import { wordTable } from './word-table.js';

/*
 * Words around a number, or in place of one, that say what it counts or how it is signed: "a
 * quarter" full is 25 percent, "a group of four" and "just me" count people, "down 2 semitones" is
 * -2 for a property described in semitones.
 */

/** Parts of a whole, as a percentage. */
const FRACTIONS: Record<string, number> = wordTable({
  half: 50,
  'a half': 50,
  'a quarter': 25,
  'one quarter': 25,
  'a third': 33,
  'one third': 33,
  'three quarters': 75,
  'two thirds': 67,
});

/**
 * "half the water", "half full", "at a quarter", "three quarters empty"… a part of a whole, as a
 * percentage, where it is not part of a time ("half an hour", "a quarter past 3", "a quarter of an
 * hour") or an amount of something else ("half a cup", "half of 50").
 */
export function fractionOfWhole(text: string): { value: number; start: number; end: number } | undefined {
  const m =
    /\b(half|a\s+half|a\s+quarter|one\s+quarter|a\s+third|one\s+third|three\s+quarters|two\s+thirds)\b(?!\s+(?:an?|past|to|of\s+(?:an?|\d)|hours?|minutes?|days?|weeks?|dozen|price|time)\b)/i.exec(
      text,
    );
  if (!m) return undefined;
  // "half full" is half; "three quarters empty" is what is left, a quarter.
  const part = FRACTIONS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]!;
  const empty = /^\s+empty\b/i.test(text.slice(m.index + m[0].length));
  return { value: empty ? 100 - part : part, start: m.index, end: m.index + m[0].length };
}

/** Words for a company of people counted after "of": "a group of four", "a party of 6". */
const COMPANY = new Set(['group', 'party', 'team', 'family', 'crew', 'table', 'gang', 'squad', 'band']);

/** "a group of four", "party of 6": the number counts people. */
export function countsCompany(reading: Reading, n: NumberMention): boolean {
  const before = tokensBefore(reading, n.start, 2);
  return before.length === 2 && before[1]!.lower === 'of' && COMPANY.has(before[0]!.lower);
}

/** Whether a number is said as someone's age: "aged 87", "she's 6", "12 years old", "a 9yo". */
export function saysAge(text: string, n: NumberMention): boolean {
  const after = text.slice(n.end, n.end + 14);
  if (/^[\s-]*(?:years?|yrs?)[\s-]*old\b|^\s*(?:yo|y\/o)\b/i.test(after)) return true;
  const before = text.slice(Math.max(0, n.start - 14), n.start);
  // Not "he's 12 stone": no unit after it.
  const next = /^\s*([\p{L}%£$€]+)/u.exec(after)?.[1];
  return /\b(?:aged|(?:he|she)(?:'s|’s|\s+is)|i'?m|i\s+am)\s+$/i.test(before) && (next === undefined || isStopWord(next) || next === 'but');
}

/**
 * The value of an enum of age bands that holds `age`: `kids_5_11` (5 to 11), `under_5`, `18_plus`,
 * `over_65`; a band of no number (`adults`) only for an age of 18 or more that no band holds.
 */
export function ageBand(values: Json[], age: number): string | undefined {
  const held = (v: string): boolean | undefined => {
    const range = /(\d+)[_-](?:to[_-])?(\d+)/.exec(v);
    if (range) return age >= Number(range[1]) && age <= Number(range[2]);
    const under = /(?:under|below)[_-]?(\d+)|^u(\d+)$/i.exec(v);
    if (under) return age < Number(under[1] ?? under[2]);
    const over = /(\d+)[_-]?(?:plus|\+|and[_-]over)|(?:over|above)[_-]?(\d+)/i.exec(v);
    if (over) return age >= Number(over[1] ?? over[2]);
    return undefined;
  };
  const strings = values.filter((v): v is string => typeof v === 'string');
  const holding = strings.filter((v) => held(v) === true);
  if (holding.length === 1) return holding[0];
  if (holding.length > 0 || age < 18) return undefined;
  const adults = strings.filter((v) => held(v) === undefined && /adult/i.test(v));
  return adults.length === 1 ? adults[0] : undefined;
}

/** "just me", "only me", "by myself", "on my own": one person, where no number counts them. */
const ALONE = /\b(?:(?:just|only)\s+(?:me|myself)|by\s+myself|on\s+my\s+own|me\s+alone)\b(?!\s+and\b)/i;
/** "book me on", "sign me up", "for me": the speaker is who is booked, but maybe not all who go. */
const BOOKED =
  /\b(?:(?:book|sign|put|enter|enrol|enroll|register)\s+(?:me|myself)\s+(?:on|in|onto|into|up|down|for)|for\s+(?:me|myself))\b(?!\s*(?:and|&|plus|\+|with)\b)/i;

/**
 * One person, where no number counts them: "just me", "by myself"; and, for a count the tool needs,
 * "book me on", "sign me up", "for me", when nobody is said with them ("for me and my wife", "we").
 */
export function aloneSaid(text: string, needed = false): { start: number; end: number } | undefined {
  const m = ALONE.exec(text) ?? (needed && !/\b(?:we|us|our|we're|we've|we'll)\b/i.test(text.slice(0, 1_000)) ? BOOKED.exec(text) : null);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/**
 * "me and the wife", "me and my son", "Sam and I": two people, where no number counts them. Only one
 * other, named by a singular noun or a name: "me and my kids" counts nobody; a count of adults
 * takes no pair whose other is a child.
 */
export function pairSaid(text: string): { start: number; end: number; child: boolean } | undefined {
  const m = /\b(?:me|myself)\s+and\s+(?:(?:my|the|a)\s+)?(\p{L}+)\b(?!\s*(?:,|and\b|&))|\b(?:my\s+)?(\p{L}+)\s+and\s+I\b/iu.exec(
    text.slice(0, 1000),
  );
  const other = m?.[1] ?? m?.[2];
  if (!m || other === undefined || /[^s]s$/i.test(other)) return undefined;
  return { start: m.index, end: m.index + m[0].length, child: CHILDREN.has(other.toLowerCase()) };
}
/** The other of a pair who is a child: "me and my son" is two people but one adult. */
const CHILDREN = new Set(['son', 'daughter', 'kid', 'child', 'baby', 'boy', 'girl', 'toddler', 'grandson', 'granddaughter']);

/**
 * A number whose unit word a property's description names ("2 semitones" for a `key_shift`
 * described as "Semitones up (+) or down (-)"), signed by the direction written before it where
 * the property takes negatives ("down 2 semitones" is -2).
 */
export function describedUnit(schema: Schema, n: NumberMention, reading: Reading): number | undefined {
  if (n.unit === undefined || n.unit.length < 3 || typeof schema.description !== 'string') return undefined;
  const unit = stemWord(n.unit);
  const described = (
    schema.description
      .slice(0, 300)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).map(stemWord);
  if (!described.includes(unit)) return undefined;
  const negative = typeof schema.minimum === 'number' && schema.minimum < 0;
  const before = tokensBefore(reading, n.start, 1)[0]?.lower;
  return negative && before !== undefined && DOWN.has(before) ? -Math.abs(n.value) : n.value;
}
const DOWN = new Set(['down', 'lower', 'minus', 'back', 'decrease', 'drop', 'reduce', 'less', 'below', 'under']);
