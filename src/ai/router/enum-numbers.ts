import type { EnumMention } from './enums.js';
import { isUnitWord } from './measures.js';
import { CALENDAR_UNITS, DURATION_MINUTES } from './numbers.js';
import { type Token, identifierWords, stemWord } from './text.js';

/*
 * Numbers written for an integer enum (`months` of 6, 12 or 24; `minutes` of 15..60): "for 6 months"
 * names the 6, and "12 High St" (a house number) or "2 years" (a stretch in another unit) name none.
 */

const STREET = /^(?:st|street|rd|road|ave|avenue|lane|ln|drive|dr|way|close|place|pl|court|ct|blvd|boulevard|terrace|crescent|square|sq)$/i;

/** The word right after a mention, if it is a word. */
const wordAfter = (m: EnumMention, tokens: Token[]) => {
  const t = tokens[m.to];
  return t !== undefined && /^\p{L}/u.test(t.text) ? t : undefined;
};

/** Whether the word after a number names the property or its unit ("6 months" for `months`, "45 mins" for `minutes`). */
const namesProperty = (name: string, m: EnumMention, tokens: Token[]) => {
  const t = wordAfter(m, tokens);
  if (t === undefined) return false;
  const words = identifierWords(name);
  const unit = DURATION_MINUTES[t.lower];
  return words.map(stemWord).includes(t.stem) || (unit !== undefined && words.some((w) => DURATION_MINUTES[w] === unit));
};

/** Whether a number's mention is one the property can be given: not a house number, nor a measure of something else. */
function countsForProperty(name: string, m: EnumMention, tokens: Token[]): boolean {
  if (typeof m.value !== 'number' || namesProperty(name, m, tokens)) return true;
  const t = wordAfter(m, tokens);
  if (t === undefined) return true;
  // "12 High St": a capitalised name and a street word within three words.
  if (/^\p{Lu}/u.test(t.text) && tokens.slice(m.to, m.to + 4).some((x) => STREET.test(x.text))) return false;
  return !(CALENDAR_UNITS.has(t.lower) || DURATION_MINUTES[t.lower] !== undefined || (t.lower.length > 1 && isUnitWord(t.lower)));
}

/** Mentions the property can take, those whose next word names it first. */
export function numbersForProperty(name: string, mentions: EnumMention[], tokens: Token[]): EnumMention[] {
  const fitting = mentions.filter((m) => countsForProperty(name, m, tokens));
  return [...fitting.filter((m) => namesProperty(name, m, tokens)), ...fitting.filter((m) => !namesProperty(name, m, tokens))];
}
