import type { Json } from '../types.js';
import type { EnumMention } from './enums.js';
import { kindsOf } from './hypernyms.js';
import { FILLER } from './lexicon.js';
import { tokenTags } from './parts-of-speech.js';
import type { Reading } from './reading.js';

/*
 * A category enum named by one of its things: "has anyone handed in a grey scarf" for `clothing`,
 * "a silver necklace" for `jewellery`, "the toilet is blocked" for `plumbing`, "can I return a sofa"
 * for `furniture`. WordNet says what kind of thing each noun is (hypernyms.ts); a value whose word is
 * one of those kinds is named. Read only when no value is written as itself or in its other forms.
 */

/** Values that are no kind of thing: every noun would be one of them. */
const NO_KIND = new Set(['other', 'others', 'none', 'unknown', 'general', 'misc', 'miscellaneous', 'any', 'all', 'item', 'items']);

/**
 * A word in the singular, and nothing else of its form: "parceling" is no kind of "parcel", as a full
 * stem would make it.
 */
const singular = (word: string) => word.replace(/(?<=[^s])s$/, '');

/**
 * Each value's head word in the singular (`hot_food` → food): what kind of thing it is; "deep_dish"
 * is no dish. A value of two nouns ("wallet_purse") is either.
 */
function valueWords(values: Json[]): Map<string, Json[]> {
  const byStem = new Map<string, Json[]>();
  for (const value of values) {
    if (typeof value !== 'string' || NO_KIND.has(value.toLowerCase())) continue;
    const words = value
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3 && !FILLER.has(w));
    const heads = words.length === 2 && kindsOf(words[0]!).size > 0 && kindsOf(words[1]!).size > 0 ? words : words.slice(-1);
    for (const word of heads) byStem.set(singular(word), [...(byStem.get(singular(word)) ?? []), value]);
  }
  return byStem;
}

/** Words that never name a thing of a category, though WordNet has a noun of them. */
const NOT_THINGS = new Set([...FILLER, 'need', 'want', 'please', 'today', 'tomorrow', 'yesterday', 'morning', 'evening', 'night']);

/**
 * The one value the request's nouns are most nearly a kind of: each word (and two words together,
 * "printer paper") looked up, the value whose word is fewest steps up from it. Two values as near
 * from one word name neither.
 */
export function kindMentions(values: Json[], reading: Reading): EnumMention[] {
  const byStem = valueWords(values);
  if (byStem.size === 0) return [];
  const { tokens } = reading;
  const tags = tokenTags(reading);
  let best: { mention: EnumMention; depth: number } | undefined;
  let tied = false;
  const limit = Math.min(tokens.length, 60);
  for (let i = 0; i < limit; i++) {
    const t = tokens[i]!;
    // Nouns only: "is it going to rain" names no water, "fell a tree" no fall.
    if (!/^\p{L}{3,}$/u.test(t.text) || NOT_THINGS.has(t.lower) || !tags[i]!.has('Noun')) continue;
    const pair = tokens[i + 1] && /^\p{L}{3,}$/u.test(tokens[i + 1]!.text) ? `${t.lower}_${tokens[i + 1]!.lower}` : undefined;
    for (const [lemma, to] of [...(pair ? ([[pair, i + 2]] as const) : []), [t.lower, i + 1] as const, [t.stem, i + 1] as const]) {
      const kinds = kindsOf(lemma);
      if (kinds.size === 0) continue;
      const near = new Map<Json, number>();
      for (const [kind, depth] of kinds)
        // The word itself (depth 0) names a value by the other readers, or is a question of its own ("after his surgery").
        for (const word of depth === 0 ? [] : kind.split('_'))
          for (const value of byStem.get(singular(word)) ?? []) if (!near.has(value) || near.get(value)! > depth) near.set(value, depth);
      const ranked = [...near].sort((a, b) => a[1] - b[1]);
      if (ranked.length === 0) break;
      const [value, depth] = ranked[0]!;
      // Two values as near from one word: it names neither.
      if (ranked[1]?.[1] === depth) break;
      const mention = { value, start: t.start, end: tokens[to - 1]!.end, from: i, to };
      if (best === undefined || depth < best.depth) [best, tied] = [{ mention, depth }, false];
      else if (depth === best.depth && value !== best.mention.value) tied = true;
      break;
    }
  }
  return best && !tied ? [best.mention] : [];
}
