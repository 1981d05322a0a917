import nlp from 'compromise';
import type { Reading } from './reading.js';

/*
 * compromise's reading of the request, parsed once per request and shared: the places it names
 * (named-values.ts) and the part of speech of each token, which tells the request's own lead-in
 * ("can you get me", "give", "need someone to walk") from the value that follows it.
 */

/** compromise types its documents loosely; only what the router calls is named here. */
type Doc = ReturnType<typeof nlp>;

const docs = new WeakMap<Reading, Doc>();
/** Characters compromise reads: it is the slowest reader, and what a request names comes early. */
export const MAX_PARSED_TEXT = 1_000;

export function parsed(reading: Reading): Doc {
  let doc = docs.get(reading);
  if (!doc) {
    doc = nlp(reading.text.slice(0, MAX_PARSED_TEXT));
    docs.set(reading, doc);
  }
  return doc;
}

const tagsOf = new WeakMap<Reading, Set<string>[]>();
/** compromise's tags (Verb, Noun, Pronoun, Modal…) of each token; a token it did not read has none. */
export function tokenTags(reading: Reading): Set<string>[] {
  let found = tagsOf.get(reading);
  if (found) return found;
  const { tokens } = reading;
  found = tokens.map(() => new Set<string>());
  // compromise's json() output is untyped; only each term's offset and tags are read from it.
  const sentences = parsed(reading).json({ offset: true }) as {
    terms?: { offset?: { start: number; length: number }; tags?: string[] }[];
  }[];
  let k = 0;
  for (const sentence of sentences) {
    for (const term of sentence.terms ?? []) {
      if (!term.offset || !term.tags) continue;
      const { start, length } = term.offset;
      // Terms and tokens are both in text order: walk the tokens once.
      while (k < tokens.length && tokens[k]!.end <= start) k++;
      for (let i = k; i < tokens.length && tokens[i]!.start < start + Math.max(length, 1); i++)
        for (const tag of term.tags) found[i]!.add(tag);
    }
  }
  tagsOf.set(reading, found);
  return found;
}
