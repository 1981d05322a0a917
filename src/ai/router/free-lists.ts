import { isJsonObject } from '../types.js';
import { type Schema, typeOf } from './properties.js';
import { type FreeText, type FreeTextContext, TRIM, isWord } from './roles.js';

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
/** Pronouns a verb puts before its value ("label it docs", "tag them urgent"): no item. */
const PRONOUNS = new Set(['it', 'them', 'this', 'these']);
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

const free = (ctx: FreeTextContext, k: number) => {
  const t = ctx.reading.tokens[k];
  return t !== undefined && isWord(t) && !ctx.used.has(k) && !ctx.command.has(k) && !JOINS.has(t.lower) && t.lower !== 'w';
};

/** The items of a list that `found` is one of, in the order written; undefined when `found` holds nothing. */
export function freeList(found: FreeText, ctx: FreeTextContext): { value: string[]; tokens: number[] } | undefined {
  const { tokens, text } = ctx.reading;
  if (found.tokens.length === 0) return undefined;
  let from = Math.min(...found.tokens);
  let to = Math.max(...found.tokens) + 1;
  // Onwards: a join, then words nothing else took.
  for (;;) {
    const join = joinAt(ctx, to);
    let k = to + join;
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
    while (a < b && (TRIM.has(tokens[a]!.lower) || PRONOUNS.has(tokens[a]!.lower) || LEADS.has(tokens[a]!.lower))) a++;
    while (b > a && TRIM.has(tokens[b - 1]!.lower)) b--;
    if (a < b) items.push(text.slice(tokens[a]!.start, tokens[b - 1]!.end));
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
