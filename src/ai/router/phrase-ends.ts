import { tokenTags } from './parts-of-speech.js';
import type { FreeTextContext, Role } from './roles.js';

/*
 * Where the name of a thing ends once it has begun: a noun phrase stops at the first word in lower
 * case that compromise reads as the start of what is said about it: an adverb ("my vacuum still
 * under warranty"), a pronoun ("the fridge i bought"), a copula ("pizza night was 42"), a verb
 * ("the washing machine run out") or a quantifier ("the dishes every day").
 */

/** Roles whose value is the name of a thing or a person, not words that may hold a clause of their own. */
const NOUN_PHRASES = new Set<Role>(['place', 'company', 'person', 'artist', 'origin', 'destination', 'room', 'label', 'other']);
/** Determiners that begin a phrase of their own after a noun ("every day", "each week"), unlike "the". */
const QUANTIFIERS = new Set(['every', 'each', 'per']);

/** A verb compromise gives no tense is one it guessed from the word's place ("a leaking sink"): no end. */
const TENSES = ['PresentTense', 'PastTense', 'Infinitive'];

/** The end of the noun phrase that runs from `from` before `to`, or `to`. */
export function nounPhraseEnd(from: number, to: number, role: Role, ctx: FreeTextContext): number {
  if (!NOUN_PHRASES.has(role)) return to;
  const { tokens } = ctx.reading;
  // After a colon the value is as given ("problem: motor smokes").
  if (tokens[from - 1]?.text === ':') return to;
  const tags = tokenTags(ctx.reading);
  let noun = false;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    const tag = tags[k]!;
    if (noun && t.text === t.lower && k > from) {
      const ends =
        QUANTIFIERS.has(t.lower) ||
        tag.has('Copula') ||
        (tag.has('Pronoun') && !tag.has('Possessive')) ||
        (tag.has('Adverb') && !tag.has('Adjective') && !tag.has('Noun')) ||
        (tag.has('Verb') && TENSES.some((x) => tag.has(x)) && !['Noun', 'Adjective', 'Gerund', 'Participle'].some((x) => tag.has(x)));
      if (ends) return k;
    }
    if (tag.has('Noun') && !tag.has('Pronoun') && !tag.has('Possessive')) noun = true;
  }
  return to;
}
