import type { EnumMention } from './enums.js';
import { type Token, identifierWords, stemWord } from './text.js';

/*
 * A number said by the thing it counts rather than as a number: "the third quarter" and "Q3" for a
 * `quarter` of 1–4, "2nd floor" for a `floor`, "P1" for a `priority`.
 */

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

const BIRTHDAY = new Set(['birthday', 'bday', 'b-day', "birthday's"]);

function ordinalValue(word: string): number | undefined {
  const at = ORDINALS.indexOf(word);
  if (at >= 0) return at + 1;
  const written = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(word);
  return written ? Number(written[1]) : undefined;
}

/**
 * Where the text says a number of the property `name` by an ordinal before its word ("third quarter")
 * or by the word's initial or clipped start glued to it ("q4", "Q1", "sev3"), with the number meant.
 */
export function numbersNamedBy(name: string, tokens: Token[]): EnumMention[] {
  const word = identifierWords(name).at(-1);
  if (word === undefined || word.length < 3) return [];
  const stem = stemWord(word);
  // `age`, `age_turning`: an age, which a birthday's ordinal says.
  const age = identifierWords(name).includes('age');
  const found: EnumMention[] = [];
  // Or by a clipped start of the word glued to it: "sev3" for a severity, "pri2" for a priority.
  const gluedTo = /^(\p{L}{1,4})(\d{1,2})$/u;
  tokens.forEach((t, i) => {
    const glued = gluedTo.exec(t.lower);
    if (glued && glued[1]!.length < word.length && word.startsWith(glued[1]!)) {
      found.push({ value: Number(glued[2]), start: t.start, end: t.end, from: i, to: i + 1 });
      return;
    }
    const next = tokens[i + 1];
    const ordinal = ordinalValue(t.lower);
    if (ordinal !== undefined && next?.stem === stem) found.push({ value: ordinal, start: t.start, end: next.end, from: i, to: i + 2 });
  });
  // "Ava's 5th birthday": the age she turns.
  return age ? [...found, ...birthdayAges(tokens)].sort((a, b) => a.from - b.from) : found;
}

/** "Ava's 5th birthday", "his sixth bday": the age someone turns. */
export function birthdayAges(tokens: Token[]): EnumMention[] {
  const found: EnumMention[] = [];
  tokens.forEach((t, i) => {
    const ordinal = ordinalValue(t.lower);
    const next = tokens[i + 1];
    if (ordinal !== undefined && next && BIRTHDAY.has(next.lower))
      found.push({ value: ordinal, start: t.start, end: next.end, from: i, to: i + 2 });
  });
  return found;
}
