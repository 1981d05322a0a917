import { isJsonObject } from '../types.js';
import { type Schema, typeOf } from './properties.js';
import { FILLER } from './lexicon.js';
import { tokenTags } from './parts-of-speech.js';
import { type FreeText, type FreeTextContext, PRONOUNS, PROPER, type Role, SAID, TRIM, isWord } from './roles.js';
import { properCase } from './text.js';

/*
 * Arrays of free strings (`medications`, `labels`, `items`): the value free text found for the
 * property, grown over the words joined to it ("warfarin, aspirin and fish oil", "ibuprofen with
 * lisinopril", "Zoloft w/ tramadol") and cut into its items at the joins.
 */

/** An array whose items are plain strings: no enum, format or object to read them by. */
export function holdsFreeList(schema: Schema): boolean {
  if (typeOf(schema) !== 'array' || !isJsonObject(schema.items)) return false;
  const items = schema.items;
  return typeOf(items) === 'string' && items.enum === undefined && items.format === undefined && items.const === undefined;
}

const JOINS = new Set([',', 'and', '&', '+', 'plus', 'with', 'or']);
/** Words that introduce a list rather than begin an item: "between X and Y", "if X and Y interact". */
const LEADS = new Set(['between', 'among', 'if', 'whether']);

/** How many tokens from `at` join two items: ",", "and", ", and", "w/". */
function joinAt(ctx: FreeTextContext, at: number): number {
  const { tokens } = ctx.reading;
  let k = at;
  while (k < tokens.length) {
    const t = tokens[k]!;
    if (JOINS.has(t.lower)) k++;
    else if (t.lower === 'w' && tokens[k + 1]?.text === '/') k += 2;
    else break;
  }
  return k - at;
}

/** Prepositions that end an item ("green peppers for pickup"); "of" is inside one ("a bag of chips"). */
const BREAKS = new Set('for in on at to from by into onto via per until before after during'.split(' '));

const free = (ctx: FreeTextContext, k: number) => {
  const t = ctx.reading.tokens[k];
  return (
    t !== undefined &&
    isWord(t) &&
    !ctx.used.has(k) &&
    !ctx.command.has(k) &&
    !JOINS.has(t.lower) &&
    t.lower !== 'w' &&
    !(BREAKS.has(t.lower) && t.text === t.lower)
  );
};

/**
 * Where a list of things starts when "with" introduces it: "a pizza with mushrooms and olives". Not
 * for people, whose own cues read "with", nor when the list's own name follows ("with labels …").
 */
export function listStart(role: Role, ctx: FreeTextContext): FreeText | undefined {
  if (role === 'person' || SAID.has(role)) return undefined;
  const { tokens } = ctx.reading;
  const own = new Set(ctx.words ?? []);
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.lower !== 'with' || ctx.used.has(i) || own.has(tokens[i + 1]!.stem)) continue;
    let k = i + 1;
    while (k < tokens.length && free(ctx, k)) k++;
    const words = Array.from({ length: k - i - 1 }, (_, n) => i + 1 + n).filter((n) => !FILLER.has(tokens[n]!.lower));
    if (words.length > 0) return { value: '', tokens: words };
  }
  return undefined;
}

/** The items of a list that `found` is one of, in the order written; undefined when `found` holds nothing. */
export function freeList(found: FreeText, ctx: FreeTextContext, role?: Role): { value: string[]; tokens: number[] } | undefined {
  const { tokens, text } = ctx.reading;
  if (found.tokens.length === 0) return undefined;
  let from = Math.min(...found.tokens);
  let to = Math.max(...found.tokens) + 1;
  // Onwards: a join, then words nothing else took.
  const tags = tokenTags(ctx.reading);
  // "…with pepperoni, I will pick them up": a clause, not another item, follows the comma.
  const clause = (k: number) => tags[k]!.has('Pronoun') || (tags[k]!.has('Verb') && !tags[k]!.has('Noun'));
  for (;;) {
    const join = joinAt(ctx, to);
    let k = to + join;
    if (join > 0 && k < tokens.length && clause(k)) break;
    while (join > 0 && free(ctx, k)) k++;
    if (join === 0 || k === to + join) break;
    to = k;
  }
  // Backwards likewise: "aspirin and ibuprofen" found as "ibuprofen".
  for (;;) {
    let j = from;
    while (
      j > 0 &&
      (JOINS.has(tokens[j - 1]!.lower) || tokens[j - 1]!.text === '/' || (tokens[j - 1]!.lower === 'w' && tokens[j]?.text === '/'))
    )
      j--;
    if (j === from) break;
    let k = j;
    while (k > 0 && free(ctx, k - 1)) k--;
    if (k === j) break;
    from = k;
  }
  const items: string[] = [];
  let start = from;
  const close = (end: number) => {
    let a = start;
    let b = end;
    const lead = (k: number) => TRIM.has(tokens[k]!.lower) || PRONOUNS.has(tokens[k]!.lower) || LEADS.has(tokens[k]!.lower);
    while (a < b && lead(a)) a++;
    // "a bulk pickup for a sofa": the tool's own words, then a preposition, lead in to the item.
    const at = Array.from({ length: b - a }, (_, n) => a + n).find((k) => BREAKS.has(tokens[k]!.lower));
    if (at !== undefined && at + 1 < b && Array.from({ length: at - a }, (_, n) => a + n).every((k) => ctx.command.has(k) || lead(k))) {
      a = at + 1;
      while (a < b && lead(a)) a++;
    }
    while (b > a && TRIM.has(tokens[b - 1]!.lower)) b--;
    if (a < b) {
      const item = text.slice(tokens[a]!.start, tokens[b - 1]!.end);
      items.push(role && PROPER.has(role) ? properCase(item) : item);
    }
  };
  for (let k = from; k < to;) {
    const join = joinAt(ctx, k);
    if (join > 0) {
      close(k);
      k += join;
      start = k;
    } else k++;
  }
  close(to);
  if (items.length === 0) return undefined;
  return { value: items, tokens: Array.from({ length: to - from }, (_, k) => from + k) };
}

/**
 * Things joined by "and" that no cue introduced: "PO to Viking Direct, paper and toner, 96.40". Two
 * nouns nobody took, one each side of the join, are a list by their shape alone.
 */
export function joinedNouns(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const tags = tokenTags(ctx.reading);
  const noun = (k: number) => free(ctx, k) && tags[k]!.has('Noun') && !tags[k]!.has('Pronoun') && !FILLER.has(tokens[k]!.lower);
  const limit = Math.min(tokens.length - 1, 200);
  for (let k = 1; k < limit; k++) {
    if (!['and', '&'].includes(tokens[k]!.lower) || ctx.used.has(k) || !noun(k - 1) || !noun(k + 1)) continue;
    let a = k - 1;
    while (a > 0 && free(ctx, a - 1)) a--;
    return { value: '', tokens: Array.from({ length: k - a }, (_, n) => a + n) };
  }
  return undefined;
}
