import type { Address } from './addressee.js';
import type { Schema } from './properties.js';
import type { Reading } from './reading.js';
import { type FreeText, type FreeTextContext, type Role } from './roles.js';
import { properCase } from './text.js';

/** Free-text values read whole rather than by cue words: handles, values addressed to someone, and the form a property's example shows. */

/** Properties that hold an account's handle, which is written as typed: "jenny_k", "@marco.rossi" → "marco.rossi". */
export const HANDLE_NAMES = new Set(['username', 'handle', 'login', 'screenname', 'userhandle', 'nickname']);

/** A property whose description says it holds an account's handle ("Username of the person to assign"). */
export function describesHandle(schema: Schema): boolean {
  return (
    typeof schema.description === 'string' && /\b(?:user ?names?|handles?|logins?|screen ?names?)\b/i.test(schema.description.slice(0, 500))
  );
}

/** A handle as written: "@name", or a word with an underscore, a dot or a digit inside ("dave99"). */
export function findHandle(reading: Reading, used: Set<number>): FreeText | undefined {
  const { text, tokens } = reading;
  for (const m of text.matchAll(/(?<![\p{L}\p{N}_.@])@?([\p{L}][\p{L}\p{N}_.]*[\p{L}\p{N}])/gu)) {
    const at = m[0].startsWith('@');
    const inner = /[_.]|\p{N}/u.test(m[1]!);
    if (!at && !inner) continue;
    const start = m.index;
    const end = start + m[0].length;
    const indices = tokens.flatMap((t, k) => (t.start < end && t.end > start ? [k] : []));
    if (indices.some((k) => used.has(k))) continue;
    return { value: m[1]!, tokens: indices };
  }
  return undefined;
}

/** The words a free-text value took, as the user wrote them (no capitals added). */
export function asWritten(found: FreeText | undefined, reading: Reading): FreeText | undefined {
  if (!found || found.tokens.length === 0) return found;
  const { tokens, text } = reading;
  const first = tokens[found.tokens[0]!]!;
  const last = tokens[found.tokens[found.tokens.length - 1]!]!;
  const written = text.slice(first.start, last.end).replace(/^@/, '');
  return written.toLowerCase() === found.value.toLowerCase().replace(/^@/, '') ? { ...found, value: written } : found;
}

/** A value in the form the property's example shows: "#general" asks for a channel with its "#". */
export function asInExample(schema: Schema, value: string): string {
  const example = typeof schema.description === 'string' ? /\be\.?g\.?,?\s*["'`]?([#@])[\p{L}\p{N}]/iu.exec(schema.description) : null;
  return example && !value.startsWith(example[1]!) ? `${example[1]}${value}` : value;
}

/**
 * A person, channel or message read from how the request addresses someone ("tell Tom the deploy
 * is done"); a message only when someone or somewhere is addressed. Undefined leaves the property
 * to the cue words of free-text.ts.
 */
export function addressed(role: Role, address: Address, ctx: FreeTextContext): FreeText | undefined {
  const span =
    role === 'person'
      ? address.person
      : role === 'channel'
        ? address.channel
        : ['body', 'text'].includes(role) && (address.person || address.channel)
          ? address.message
          : undefined;
  if (!span) return undefined;
  const indices = Array.from({ length: span.to - span.from }, (_, k) => span.from + k);
  if (indices.some((k) => ctx.used.has(k))) return undefined;
  const { tokens, text } = ctx.reading;
  let value = text.slice(tokens[span.from]!.start, tokens[span.to - 1]!.end);
  // A person named right after the verb is a name ("tell jake" → "Jake"); "my landlord" is not.
  if (role === 'person' && !['my', 'our', 'his', 'her', 'their'].includes(tokens[span.from - 1]?.lower ?? '')) value = properCase(value);
  if (role === 'channel') value = value.toLowerCase();
  return { value, tokens: indices };
}

/**
 * A value shaped like the property's example: "Short story name, e.g. council-budget" asks for a
 * word joined by hyphens ("stadium-vote"), however the sentence places it. Only for an example of
 * words in lower case joined by "-", "_" or ".": a shape plain prose seldom takes.
 */
export function shapedAsExample(schema: Schema, reading: Reading, used: Set<number>): FreeText | undefined {
  const size = sizedAsExample(schema, reading, used);
  if (size) return size;
  const example =
    typeof schema.description === 'string' ? /\be\.?g\.?,?\s*["'`]?([a-z0-9]+(?:[-_.][a-z0-9]+)+)\b/.exec(schema.description) : null;
  const joins = example ? new Set(example[1]!.replace(/[a-z0-9]+/g, '')) : undefined;
  if (!joins) return undefined;
  const { text, tokens } = reading;
  const join = joins.has('-') ? '-' : joins.has('_') ? '_' : '.';
  const shape = new RegExp(
    `(?<![\\p{L}\\p{N}_.@/-])\\p{L}[\\p{L}\\p{N}]*(?:[${join}][\\p{L}\\p{N}]+)+(?![\\p{L}\\p{N}_@/-]|\\.\\p{L})`,
    'gu',
  );
  // Matches and tokens are both in text order: one walk over the tokens.
  let k = 0;
  for (const m of text.slice(0, 2000).matchAll(shape)) {
    const start = m.index;
    const end = start + m[0].length;
    while (k < tokens.length && tokens[k]!.end <= start) k++;
    const indices: number[] = [];
    for (let n = k; n < tokens.length && tokens[n]!.start < end; n++) indices.push(n);
    if (indices.length === 0 || indices.some((n) => used.has(n))) continue;
    return { value: m[0], tokens: indices };
  }
  return undefined;
}

/** A size of two numbers joined by "x" ("700x28", "29x2.4", "4 x 6"), as a tyre, a print or a screen is sized. */
const SIZE = /(?<![\p{L}\p{N}.])\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?(?![\p{L}\p{N}]|\.\d)/giu;

/**
 * "Size as printed on the part, e.g. 700x28": an example that is a size asks for one, written in the
 * request as a size ("order two inner tubes, 700x28"), taken as written without its spaces.
 */
function sizedAsExample(schema: Schema, reading: Reading, used: Set<number>): FreeText | undefined {
  const description = typeof schema.description === 'string' ? schema.description.slice(0, 500) : '';
  if (!/\be\.?g\.?,?\s*["'`]?\d+(?:\.\d+)?[x×]\d+(?:\.\d+)?\b/i.test(description)) return undefined;
  const { text, tokens } = reading;
  for (const m of text.slice(0, 2000).matchAll(SIZE)) {
    const start = m.index;
    const end = start + m[0].length;
    const indices = tokens.flatMap((t, k) => (t.start < end && t.end > start ? [k] : []));
    if (indices.length === 0 || indices.some((k) => used.has(k))) continue;
    return { value: m[0].replace(/\s/g, ''), tokens: indices };
  }
  return undefined;
}
