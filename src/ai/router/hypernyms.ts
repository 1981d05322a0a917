import { sensesOf, synsetAt } from './wordnet.js';

/*
 * What kind of thing a noun names, from WordNet (wordnet.ts): a scarf is clothing, a necklace
 * jewellery, a toilet a plumbing fixture, a sofa furniture. A category enum a request names only by
 * one of its things ("has anyone handed in a grey scarf" for `clothing`) is found this way.
 */

/**
 * Kinds too general to say anything of a thing: every artefact is an object and a whole; a category
 * named so ("item", "thing") is no category.
 */
const TOO_GENERAL = new Set(
  'entity physical_entity abstraction abstract_entity object physical_object whole unit artifact artefact thing matter substance part portion relation group grouping act deed human_action event state attribute measure quantity amount communication instrumentality instrumentation organism being living_thing animate_thing person individual someone somebody mortal soul causal_agent cause causal_agency commodity good trade_good consumer_goods device structure construction area location region psychological_feature activity action change process stuff material covering container system component constituent'.split(
    ' ',
  ),
);

/** How many kinds up a thing's kinds are read: a scarf is a garment (1), clothing (2); past 4 they say little. */
const MAX_DEPTH = 4;
/** Senses read of a word: WordNet lists them most frequent first, and a rare one misleads ("bread" as money). */
const SENSES = 2;

/** The kinds a noun's thing is one of, each with how many steps up it is (the noun's own words at 0). */
export function kindsOf(lemma: string): Map<string, number> {
  const found = new Map<string, number>();
  const queue = sensesOf(lemma.toLowerCase().replace(/\s+/g, '_'))
    .slice(0, SENSES)
    .map((offset) => ({ offset, depth: 0 }));
  const seen = new Set<number>();
  while (queue.length > 0) {
    const { offset, depth } = queue.shift()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const synset = synsetAt(offset);
    for (const word of synset.words) if (!TOO_GENERAL.has(word) && !found.has(word)) found.set(word, depth);
    if (depth < MAX_DEPTH)
      for (const p of synset.pointers)
        if ((p.symbol === '@' || p.symbol === '@i') && p.pos === 'n') queue.push({ offset: p.offset, depth: depth + 1 });
  }
  return found;
}
