/*
 * House numbers: the "22" of "22 Mill Lane" numbers a house, not the servings, people or hour a
 * request also gives ("vanilla cake for 40 delivered to 22 Mill Lane"). The reading finds them once
 * (reading.ts) and masks them before numbers and dates are read; an address value takes them back
 * (fill-free-text.ts).
 */

/** Street words nobody writes after a number for anything else. */
const STREET = ['road', 'rd', 'street', 'lane', 'ln', 'avenue', 'ave', 'crescent', 'terrace', 'boulevard', 'blvd', 'mews', 'highway', 'hwy']
  // Written any way ("elm road", "Elm Road", "ELM ROAD"); the other words only in capitals.
  .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()])
  .join('|');
/** Street words that are also everyday words ("a 3 hour drive", "2 tennis court"): only in capitals. */
const NAMED_STREET = 'St|Way|Close|Place|Pl|Court|Ct|Drive|Dr|Row|Grove|Gardens|Square|Sq|Parade|Walk|Hill|Green|Park';
/** Words that never name a street: "meet at 3 on the way", "at 2 in the lane". */
const NOT_NAME =
  '(?!(?:the|a|an|on|in|at|to|by|for|of|my|your|our|his|her|their|this|that|and|or|from|The|A|An|On|In|At|To|By|For|Of|My)\\b)';
const NAME_WORD = `${NOT_NAME}[\\p{L}'’.-]+`;

const HOUSE_NUMBER = new RegExp(
  `(?<![\\w.,/:-])\\d{1,5}[a-zA-Z]?(?=\\s+(?:(?:${NAME_WORD}\\s+){1,2}(?:${STREET})\\b|(?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,2}(?:${NAMED_STREET})\\b))`,
  'gu',
);

/** The number of a flat or unit ("Flat 2, 18 Mill Lane"): part of the address too. */
const FLAT_NUMBER = /\b(?:[Ff]lat|FLAT|[Aa]pt|[Aa]partment|[Uu]nit|UNIT|[Ss]uite)\.?\s+(\d{1,4}[a-zA-Z]?)\b/g;

/** Where each house number is: its start and end in `text`. */
export function findHouseNumbers(text: string): { start: number; end: number }[] {
  const houses = [...text.matchAll(HOUSE_NUMBER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // The flat's number ends its match: a look-behind for the word would be tried at every position.
  const flats = [...text.matchAll(FLAT_NUMBER)].map((m) => ({ start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length }));
  return (
    [...houses, ...flats]
      .sort((a, b) => a.start - b.start)
      // "Flat 2 Mill Lane": one number read both ways is one.
      .filter((r, i, all) => i === 0 || r.start >= all[i - 1]!.end)
  );
}
