import { MAX_PARSED_TEXT, tokenTags } from './parts-of-speech.js';
import { type Schema, typeOf } from './properties.js';
import type { Reading } from './reading.js';
import { contentWords, identifierWords } from './text.js';
import { domainOf } from './typed-values.js';

/*
 * The features of the learned span scorer (span-scorer.ts), shared by its trainer
 * (test/ai/span-trainer.ts) and the router, so both read a span the same way: which words come
 * before and after it, its first and last words, their parts of speech and shapes, crossed with the
 * words of the property's name and description.
 */

/** Longest span, in tokens, the scorer weighs: values people type are short. */
export const MAX_SPAN = 8;
/** Spans weighed per property; a hostile text cannot make the scorer weigh more. */
export const MAX_SPANS = 400;

/** Tokens a span never holds: they end a sentence, a clause or a quote. */
const BREAKS = new Set(['.', '!', '?', ';', ':', ',', '"', '(', ')', '[', ']', '{', '}', '“', '”', '\n']);
const isWord = (text: string) => /^[\p{L}\p{N}]/u.test(text);

/** What the scorer knows about one property and the request, computed once per property. */
export interface SpanContext {
  reading: Reading;
  /** Name words (stems), then description words marked `d:`, and `*` for every property. */
  keys: string[];
  nameStems: Set<string>;
  toolStems: Set<string>;
  /** Tokens another value took. */
  taken: (i: number) => boolean;
}

export function spanContext(reading: Reading, name: string, schema: Schema, toolName: string, taken: (i: number) => boolean): SpanContext {
  const nameWords = identifierWords(name).slice(0, 3);
  const description = typeof schema.description === 'string' ? contentWords(schema.description).slice(0, 5) : [];
  return {
    reading,
    keys: ['*', ...nameWords, ...description.map((w) => `d:${w}`)],
    nameStems: new Set(nameWords),
    toolStems: new Set(identifierWords(toolName)),
    taken,
  };
}

/** A word no value ends with: "the", "of", "and" leave a value unfinished ("algebra 2 due in the next"). */
const endsNothing = (tags: Set<string> | undefined) =>
  tags !== undefined &&
  (tags.has('Determiner') || tags.has('Preposition') || tags.has('Conjunction')) &&
  !tags.has('Noun') &&
  !tags.has('Value');

/** The spans weighed: runs of up to MAX_SPAN tokens in the parsed start of the text, that no break or taken token is in, beginning and ending on a word. */
export function candidateSpans(ctx: SpanContext): [number, number][] {
  const { tokens } = ctx.reading;
  const tags = tokenTags(ctx.reading);
  const spans: [number, number][] = [];
  for (let from = 0; from < tokens.length && tokens[from]!.start < MAX_PARSED_TEXT; from++) {
    if (!isWord(tokens[from]!.text) || ctx.taken(from)) continue;
    for (let to = from + 1; to <= Math.min(tokens.length, from + MAX_SPAN); to++) {
      const last = tokens[to - 1]!;
      if (BREAKS.has(last.text) || ctx.taken(to - 1)) break;
      if (!isWord(last.text) || endsNothing(tags[to - 1])) continue;
      spans.push([from, to]);
      if (spans.length >= MAX_SPANS) return spans;
    }
  }
  return spans;
}

const POS = ['ProperNoun', 'Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Modal', 'Value', 'Verb', 'Adjective', 'Adverb', 'Noun'];
function posOf(tags: Set<string> | undefined): string {
  if (!tags) return 'none';
  return POS.find((p) => tags.has(p)) ?? 'x';
}

function shapeOf(text: string): string {
  if (/^\p{N}+$/u.test(text)) return 'num';
  if (/\p{N}/u.test(text)) return 'mixnum';
  if (/^\p{Lu}+$/u.test(text) && text.length > 1) return 'upper';
  if (/^\p{Lu}/u.test(text)) return 'cap';
  if (/^\p{L}/u.test(text)) return 'low';
  return 'sym';
}

/*
 * Each token's part of speech and shape, read once per request: a span's features read them for the
 * words around it for every key, and the spans overlap, so the same token is read hundreds of times.
 */
const posByTags = new WeakMap<Set<string>[], string[]>();
function partsOfSpeech(reading: Reading): string[] {
  const tags = tokenTags(reading);
  let found = posByTags.get(tags);
  if (!found) posByTags.set(tags, (found = tags.map(posOf)));
  return found;
}
const shapesByTokens = new WeakMap<Reading['tokens'], string[]>();
function shapes(reading: Reading): string[] {
  let found = shapesByTokens.get(reading.tokens);
  if (!found) shapesByTokens.set(reading.tokens, (found = reading.tokens.map((t) => shapeOf(t.text))));
  return found;
}

const bucket = (n: number) => (n <= 3 ? String(n) : n <= 5 ? '4-5' : n <= 10 ? '6-10' : '11+');

/** The features of span [from, to) for the property of `ctx`. */
export function spanFeatures(ctx: SpanContext, from: number, to: number): string[] {
  const { reading, keys } = ctx;
  const { tokens, text } = reading;
  const parts = partsOfSpeech(reading);
  const shapeAt = shapes(reading);
  const word = (i: number) => (i < 0 ? '<s>' : i >= tokens.length ? '</s>' : tokens[i]!.lower);
  const pos = (i: number) => (i < 0 ? '<s>' : i >= tokens.length ? '</s>' : parts[i]!);
  const first = tokens[from]!;
  const last = tokens[to - 1]!;
  const len = String(Math.min(to - from, MAX_SPAN));
  const shape = `${shapeAt[from]!}.${shapeAt[to - 1]!}`;
  const inner = new Set<string>();
  for (let i = from; i < to; i++) inner.add(shapeAt[i]!);
  const allCap = [...inner].every((s) => s === 'cap' || s === 'upper' || s === 'sym');
  const f: string[] = [];
  // Context crossed with each key: what comes before a value differs by what the value is.
  for (const k of keys) {
    const desc = k.startsWith('d:');
    f.push(`${k}|p1=${word(from - 1)}`, `${k}|n1=${word(to)}`, `${k}|f=${first.lower}`, `${k}|l=${last.lower}`);
    f.push(`${k}|pp=${pos(from - 1)}`, `${k}|fp=${pos(from)}`, `${k}|lp=${pos(to - 1)}`);
    if (desc) continue;
    f.push(`${k}|p2=${word(from - 2)}_${word(from - 1)}`, `${k}|np=${pos(to)}`, `${k}|len=${len}`, `${k}|sh=${shape}`);
    f.push(`${k}|fl=${pos(from)}_${pos(to - 1)}_${len}`, `${k}|allcap=${allCap}`);
  }
  // Features of the span alone.
  const before = from > 0 ? tokens[from - 1]! : undefined;
  const after = to < tokens.length ? tokens[to]! : undefined;
  const quote = (t: { text: string } | undefined) => t !== undefined && /^["'“”‘’]$/.test(t.text);
  if (quote(before) && quote(after)) f.push('quoted');
  let tool = false;
  let named = false;
  for (let i = from; i < to; i++) {
    if (ctx.toolStems.has(tokens[i]!.stem)) tool = true;
    if (ctx.nameStems.has(tokens[i]!.stem)) named = true;
  }
  if (tool) f.push('has-tool-word');
  if (named) f.push('has-name-word');
  if (before && ctx.toolStems.has(before.stem)) f.push('after-tool-word');
  if (after && ctx.toolStems.has(after.stem)) f.push('before-tool-word');
  if (before && ctx.nameStems.has(before.stem)) f.push('after-name-word');
  if (from > 0 && ctx.taken(from - 1)) f.push('after-taken');
  if (to < tokens.length && ctx.taken(to)) f.push('before-taken');
  f.push(`start=${bucket(from)}`);
  const end = after === undefined || /^[.!?]$/.test(after.text);
  if (end) f.push('at-end');
  if (end && from > 0) f.push(`at-end|p1=${word(from - 1)}`);
  // Words written glued to others ("t-shirt", "3d") read as one.
  if (before?.end === first.start && !isWord(before.text)) f.push('glued-before');
  if (after?.start === last.end && !isWord(after.text) && text[after.end] !== ' ') f.push('glued-after');
  return f;
}

/** A string the scorer may fill: free text, with no enum, format or pattern, nor a domain (currency, language…) of its own. */
export function isFreeString(name: string, schema: Schema, toolText: string): boolean {
  return (
    typeOf(schema) === 'string' &&
    schema.enum === undefined &&
    schema.format === undefined &&
    schema.pattern === undefined &&
    domainOf(name, schema, toolText) === undefined
  );
}

/** The first span of the text that reads as `value`, ignoring case and spacing. */
export function spanOfValue(reading: Reading, value: string): [number, number] | undefined {
  const { tokens, text } = reading;
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const want = norm(value);
  if (want === '') return undefined;
  for (let from = 0; from < tokens.length && tokens[from]!.start < MAX_PARSED_TEXT; from++) {
    if (!want.startsWith(tokens[from]!.lower.slice(0, 1))) continue;
    for (let to = from + 1; to <= Math.min(tokens.length, from + MAX_SPAN); to++)
      if (norm(text.slice(tokens[from]!.start, tokens[to - 1]!.end)) === want) return [from, to];
  }
  return undefined;
}
