import type { Json } from '../types.js';
import { type EnumMention, valueWords } from './enums.js';
import { FILLER } from './lexicon.js';
import { tokenTags } from './parts-of-speech.js';
import type { Reading } from './reading.js';
import { type PartOfSpeech, baseForms, sensesOf, synsetAt } from './wordnet.js';

/*
 * An enum value said by another word of the same meaning, or by a word made from its own: "bid by
 * phone" for `telephone`, "we've been burgled" for `burglary`, "quote to fell a leylandii" for
 * `felling`. WordNet (wordnet.ts) lists the words of each sense of a word and the words made from
 * them; a value whose word's first senses hold a word of the request is named by it.
 */

const PARTS: PartOfSpeech[] = ['n', 'v', 'a'];
/** Senses read of a value's word, most frequent first: a rare one names what the tool never meant. */
const SENSES = 3;
/** Values and words of the request looked at: an enum of hundreds is a list to pick from, not to guess in. */
const MAX_VALUES = 60;
const MAX_TOKENS = 60;

/** Values that every word would mean something of. */
const NO_MEANING = new Set('other others none unknown general misc any all standard normal regular default'.split(' '));

/** Words before the verb a command opens with. */
const OPENING_WORDS = new Set("please pls can could would you hey hi ok okay just i i'd like to want".split(' '));

const meanings = new Map<string, Set<string>>();

/** The words that mean what `word` means in its first senses, and the words made from it there ("burglary" → burgle). */
function wordsMeaning(word: string): Set<string> {
  let found = meanings.get(word);
  if (found) return found;
  found = new Set();
  for (const pos of PARTS)
    for (const base of baseForms(word, pos))
      for (const offset of sensesOf(base, pos).slice(0, SENSES)) {
        const synset = synsetAt(offset, pos);
        const own = synset.words.indexOf(base) + 1;
        for (const w of synset.words) found.add(w);
        for (const p of synset.pointers) {
          if (p.symbol !== '+' || (p.source !== 0 && p.source !== own) || !(p.pos in FILES_OF)) continue;
          const made = synsetAt(p.offset, FILES_OF[p.pos]).words;
          for (const w of p.target === 0 ? made : [made[p.target - 1]]) if (w !== undefined) found.add(w);
        }
      }
  found.delete(word);
  if (meanings.size > 5_000) meanings.clear();
  meanings.set(word, found);
  return found;
}

/** Pointer parts of speech as data files: an adjective satellite (`s`) is in the adjectives' file. */
const FILES_OF: Record<string, PartOfSpeech> = { n: 'n', v: 'v', a: 'a', s: 'a' };

const lemmas = new Map<string, string[]>();
/** The base forms of a request's word in every part of speech: "burgled" → burgle, "phones" → phone; kept, as each enum property asks again. */
function lemmasOf(word: string): string[] {
  let found = lemmas.get(word);
  if (found) return found;
  found = [...new Set(PARTS.flatMap((pos) => baseForms(word, pos)))];
  if (lemmas.size > 5_000) lemmas.clear();
  lemmas.set(word, found);
  return found;
}

/**
 * The one value a word of the request means: each value's own words (those no other value has)
 * looked up, and a word of the request among the words of their senses. None when two values are
 * meant. Not the verb a command opens with, a word of no noun, verb or adjective, nor one of the
 * tool's own words (`toolWords`).
 */
export function senseMentions(values: Json[], reading: Reading, toolWords: ReadonlySet<string> = new Set()): EnumMention[] {
  const strings = values.slice(0, MAX_VALUES).filter((v): v is string => typeof v === 'string' && !NO_MEANING.has(v.toLowerCase()));
  const wordsOf = valueWords;
  const count = new Map<string, number>();
  for (const v of strings) for (const w of new Set(wordsOf(v))) count.set(w, (count.get(w) ?? 0) + 1);
  const byLemma = new Map<string, Set<string>>();
  for (const v of strings)
    for (const w of wordsOf(v))
      if (count.get(w) === 1) for (const lemma of wordsMeaning(w)) byLemma.set(lemma, (byLemma.get(lemma) ?? new Set()).add(v));
  if (byLemma.size === 0) return [];
  const { tokens } = reading;
  const tags = tokenTags(reading);
  // The verb a command opens with says what to do, not which value: "file an expense" lodges nothing.
  const opening = tokens.findIndex((t) => /\p{L}/u.test(t.text) && !OPENING_WORDS.has(t.lower));
  const found = new Map<string, EnumMention>();
  for (let i = 0; i < Math.min(tokens.length, MAX_TOKENS); i++) {
    const t = tokens[i]!;
    if (!/^\p{L}{3,}$/u.test(t.text) || FILLER.has(t.lower) || i === opening) continue;
    // Words that mean things: "put Mia down" is no `blue`.
    if (!['Noun', 'Verb', 'Adjective'].some((tag) => tags[i]?.has(tag))) continue;
    const lemmas = lemmasOf(t.lower);
    // The tool's own word ("one of your courses" for `enrol_dance_course`) names no value of it.
    if (toolWords.has(t.lower) || lemmas.some((l) => toolWords.has(l))) continue;
    const meant = new Set(lemmas.flatMap((l) => [...(byLemma.get(l) ?? [])]));
    if (meant.size > 1) return [];
    const [value] = meant;
    if (value !== undefined && !found.has(value)) found.set(value, { value, start: t.start, end: t.end, from: i, to: i + 1 });
  }
  return found.size === 1 ? [...found.values()] : [];
}
