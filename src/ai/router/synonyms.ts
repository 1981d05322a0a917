/*
 * Everyday synonyms and opposites of general English, for the words apps write their values and
 * yes/no settings in: a `too_large` reason is said "too big", a `remove` action "delete", `immediately`
 * "right away", a `duplicate_order` "the same order twice"; an `automatic` car is not a "manual" one.
 * Only words that mean the same in nearly every use: not "stop" for cancel, not "now" for immediately.
 * Each group is a set of interchangeable words or phrases; none is the canonical one.
 */

const SYNONYM_GROUPS: string[][] = [
  ['large', 'big', 'huge', 'bigger', 'larger'],
  ['small', 'little', 'tiny', 'smaller'],
  ['remove', 'delete', 'erase'],
  ['add', 'create'],
  ['immediately', 'right away', 'right now', 'straight away', 'straightaway', 'at once', 'instantly'],
  ['duplicate', 'duplicated', 'twice'],
  ['temporary', 'temporarily', 'for now', 'for the time being'],
  ['permanent', 'permanently', 'for good', 'forever'],
  ['fast', 'quick', 'quickly', 'rapid', 'speedy'],
  ['slow', 'sluggish'],
  ['cheap', 'inexpensive', 'affordable', 'low cost'],
  ['expensive', 'pricey', 'costly', 'overpriced'],
  ['wrong', 'incorrect'],
  ['buy', 'purchase'],
  ['begin', 'start'],
  ['automatic', 'automatically', 'auto'],
  ['manual', 'manually', 'by hand'],
  ['help', 'assist', 'assistance'],
];

/**
 * Pairs of opposites: a yes/no setting named by one side is set false by the other ("manual" for
 * `automatic`, "permanent" for `temporary`). Each side's synonyms count as that side.
 */
const OPPOSITE_PAIRS: [string, string][] = [
  ['automatic', 'manual'],
  ['temporary', 'permanent'],
  ['fast', 'slow'],
  ['cheap', 'expensive'],
  ['large', 'small'],
  ['include', 'exclude'],
  ['allow', 'block'],
  ['accept', 'reject'],
  ['approve', 'reject'],
  // An `approved` flag is set false by the verb as well: "reject proof M00871".
  ['approved', 'rejected'],
  ['approved', 'reject'],
  ['public', 'private'],
];

const groupOf = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(word, group);

/** The other words and phrases that mean `word` (lower case), none when it has no group. */
export function synonymsOf(word: string): string[] {
  return (groupOf.get(word) ?? []).filter((w) => w !== word);
}

/** `word` with its synonyms. */
const withSynonyms = (word: string) => [word, ...synonymsOf(word)];

/** The words and phrases that mean the opposite of `word`, none when it has no opposite. */
export function oppositesOf(word: string): string[] {
  const out: string[] = [];
  for (const [a, b] of OPPOSITE_PAIRS) {
    if (withSynonyms(a).includes(word)) out.push(...withSynonyms(b));
    if (withSynonyms(b).includes(word)) out.push(...withSynonyms(a));
  }
  return out;
}

/**
 * A phrase said with one of its words replaced by a synonym ("too large" → "too big"), one word at a
 * time, so that a value of several words is found however its one word is put.
 */
export function synonymVariants(phrase: string): string[] {
  const words = phrase.split(' ');
  const out: string[] = [];
  words.forEach((w, i) => {
    for (const s of synonymsOf(w)) out.push([...words.slice(0, i), s, ...words.slice(i + 1)].join(' '));
  });
  return out;
}
