import { tokenTags } from './parts-of-speech.js';
import { BEINGS, type FreeText, type FreeTextContext, TRIM, isWord } from './roles.js';
import { properCase, stem } from './text.js';

/*
 * Names of people and animals, as compromise tags them: "jack needs to clean his room" names Jack,
 * "have noah walk the dog" Noah, whatever cue word comes near them. A property that holds someone's
 * name prefers such a name to the words a cue like "to" or "on" happens to introduce.
 */

const capitalised = (ctx: FreeTextContext, i: number) => /^\p{Lu}/u.test(ctx.reading.tokens[i]?.text ?? '');
const free = (ctx: FreeTextContext, i: number) => !ctx.used.has(i) && !ctx.command.has(i) && isWord(ctx.reading.tokens[i]!);

/**
 * A word that is surely a name: one compromise knows as a first name (in any case), or a proper
 * noun written in capitals past the sentence's first word.
 */
export function isSurelyName(ctx: FreeTextContext, i: number): boolean {
  const t = ctx.reading.tokens[i];
  if (!t || !free(ctx, i) || TRIM.has(t.lower)) return false;
  const tags = tokenTags(ctx.reading)[i]!;
  if (tags.has('Pronoun') || tags.has('Date') || tags.has('Value')) return false;
  if (tags.has('FirstName')) return true;
  const first = ctx.reading.tokens.findIndex(isWord) === i;
  return !first && capitalised(ctx, i) && tags.has('ProperNoun');
}

/** Whether a value holds a word that can be a name: one written in capitals, or one compromise reads as a person's. */
export function holdsName(found: FreeText, ctx: FreeTextContext): boolean {
  const tags = tokenTags(ctx.reading);
  return found.tokens.some((i) => capitalised(ctx, i) || tags[i]!.has('Person') || tags[i]!.has('FirstName'));
}

/**
 * Where a name may stand to be taken with no cue: anywhere but after a preposition (which says it
 * is a place, a time or a thing: "crashes on Safari"); only as a verb's object ("ride Biscuit",
 * "paid tom back"), where an optional property is not to take the subject of another's verb; or
 * only after "with" ("book me with Rosa").
 */
export type NamePlace = 'any' | 'object' | 'with';

/** The first name in the text nobody took at `place`, with the words in capitals that follow it ("Miles Davis"). */
export function firstName(ctx: FreeTextContext, place: NamePlace): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  const tags = tokenTags(ctx.reading);
  for (let i = 0; i < tokens.length; i++) {
    if (!isSurelyName(ctx, i)) continue;
    const before = tags[i - 1];
    if (place === 'with' ? tokens[i - 1]?.lower !== 'with' : before?.has('Preposition')) continue;
    // "my mare Bramble", "her son Reuben": a name after who they are to someone stands anywhere.
    const kin = BEINGS.has(stem(tokens[i - 1]?.lower ?? '')) && POSSESSIVES.has(tokens[i - 2]?.lower ?? '');
    const object = kin || (before?.has('Verb') && !before.has('Auxiliary') && !before.has('Copula'));
    let to = i + 1;
    // "Miles Davis", "tom becker": the words in capitals after a name in capitals, a surname after one in lower case.
    const more = (k: number) => (capitalised(ctx, i) ? capitalised(ctx, k) : tags[k]!.has('LastName'));
    while (to < tokens.length && free(ctx, to) && more(to)) to++;
    // "…course starting 5 april, Nadia Brooks, 62kg": a first and last name in capitals, a list's item of its own.
    const listed =
      tokens[i - 1]?.text === ',' && to - i >= 2 && capitalised(ctx, i) && (to === tokens.length || [',', '.'].includes(tokens[to]!.text));
    if (place === 'object' && !object && !listed) continue;
    const indices = Array.from({ length: to - i }, (_, k) => i + k);
    return { value: properCase(text.slice(tokens[i]!.start, tokens[to - 1]!.end)), tokens: indices };
  }
  return undefined;
}

/** Small words a title in capitals holds: "Kind of Blue", "Ticket to Ride" ("and" more often joins two names). */
const NAME_JOINS = new Set(['of', 'the', 'to', 'a', 'an', 'in', 'on', 'for', 'de', 'la', 'von', 'van']);

/** Whether token `i` is a small word inside a name in capitals: a word in capitals, free, on each side. */
export function insideName(i: number, ctx: FreeTextContext, taken: (k: number) => boolean): boolean {
  const { tokens } = ctx.reading;
  if (!NAME_JOINS.has(tokens[i]!.text)) return false;
  // Two places either side are a route or a list ("Munich to Zurich"), not one name.
  const tags = tokenTags(ctx.reading);
  const name = (k: number) => k > 0 && k < tokens.length && capitalised(ctx, k) && !taken(k) && !tags[k]!.has('Place');
  let after = i + 1;
  if (NAME_JOINS.has(tokens[after]?.text ?? '')) after++;
  return name(i - 1) && name(after);
}

/**
 * A word in lower case that begins a clause, before its verb: "…, priya paid". compromise does not
 * know every name; a noun alone between a comma (or the start) and a verb is who does it.
 */
export function clauseSubject(i: number, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  const tags = tokenTags(ctx.reading)[i]!;
  if (!free(ctx, i) || TRIM.has(tokens[i]!.lower) || !tags.has('Noun') || tags.has('Pronoun') || tags.has('Value')) return false;
  const before = tokens[i - 1];
  return before === undefined || [',', ';', 'and'].includes(before.lower);
}

const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

/**
 * Whether words left over say who someone is to the speaker rather than name them: "my kids never
 * do their chores", "my housemate never buys toilet paper" name nobody a tool could be given.
 */
export function isRelation(found: FreeText, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  const first = Math.min(...found.tokens);
  return POSSESSIVES.has(tokens[first - 1]?.text ?? '') && found.tokens.every((i) => tokens[i]!.text === tokens[i]!.lower);
}

/**
 * "my brother Dave", "her mare Bramble": who someone is to the speaker, written before their name, is
 * not part of it. Only a word in lower case after a possessive, before a word in capitals.
 */
export function withoutKin(found: FreeText, ctx: FreeTextContext): FreeText {
  const { tokens, text } = ctx.reading;
  const order = [...found.tokens].sort((a, b) => a - b);
  const owned = POSSESSIVES.has(tokens[order[0]! - 1]?.lower ?? '') || POSSESSIVES.has(tokens[order[0]!]?.lower ?? '');
  const from = POSSESSIVES.has(tokens[order[0]!]!.lower) ? 1 : 0;
  let k = from;
  while (k < order.length - 1 && BEINGS.has(stem(tokens[order[k]!]!.lower)) && tokens[order[k]!]!.text === tokens[order[k]!]!.lower) k++;
  // Only past some such word: the possessive alone is left to the value's own trimming.
  if (!owned || k === from || !capitalised(ctx, order[k]!)) return found;
  const rest = order.slice(k);
  return { ...found, value: properCase(text.slice(tokens[rest[0]!]!.start, tokens[rest.at(-1)!]!.end)), tokens: rest };
}
