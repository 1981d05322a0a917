import { tokenTags } from './parts-of-speech.js';
import type { FreeTextContext, Role } from './roles.js';

/*
 * Where the name of a thing ends once it has begun: a noun phrase stops at the first word in lower
 * case that compromise reads as the start of what is said about it: an adverb ("my vacuum still
 * under warranty") or a negation ("my kids never"), a pronoun ("the fridge i bought"), a copula ("pizza night was 42"), a verb
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
        tag.has('Negative') ||
        (tag.has('Pronoun') && !tag.has('Possessive')) ||
        (tag.has('Adverb') && !tag.has('Adjective') && !tag.has('Noun')) ||
        (tag.has('Verb') && TENSES.some((x) => tag.has(x)) && !['Noun', 'Adjective', 'Gerund', 'Participle'].some((x) => tag.has(x)));
      if (ends) return k;
    }
    if (tag.has('Noun') && !tag.has('Pronoun') && !tag.has('Possessive')) noun = true;
  }
  return to;
}

/** Words that begin a verb's object: "walk the dog", "clean his room". */
const OBJECT_STARTS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'my', 'our', 'your']);

/** Whether token `i` begins the object of the verb before it: "walk the dog" is one chore, not "walk" and "dog". */
export function insideVerbPhrase(i: number, ctx: FreeTextContext, taken: (k: number) => boolean): boolean {
  const { tokens } = ctx.reading;
  // The first or last word has no verb before it or no noun after it.
  if (i === 0 || i + 1 >= tokens.length || !OBJECT_STARTS.has(tokens[i]!.text) || taken(i - 1) || taken(i + 1)) return false;
  const tags = tokenTags(ctx.reading);
  const verb = tags[i - 1];
  const noun = tags[i + 1];
  // "would love a fly fishing reel": after a modal the verb is the speaker's, not part of the value.
  const helped = tags[i - 2]?.has('Modal') === true || tags[i - 2]?.has('Auxiliary') === true;
  return (
    verb !== undefined &&
    noun !== undefined &&
    verb.has('Infinitive') &&
    !verb.has('Noun') &&
    !helped &&
    noun.has('Noun') &&
    !noun.has('Pronoun')
  );
}
