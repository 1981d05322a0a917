import nlp from 'compromise';
import { FILLER } from './lexicon.js';
import { parsed } from './parts-of-speech.js';
import { TICKERS } from './tickers.js';
import type { Reading } from './reading.js';
import { type FreeText, type FreeTextContext, REQUEST_WORDS, isWord } from './roles.js';

/*
 * Values of free-text roles that are read by their own shape rather than by cue words: tickers,
 * phone numbers, the places compromise knows, and a question asked of a web search.
 */

/**
 * A ticker: written in capitals ("AAPL"), after "for"/"of" ("quote for msft"), a company's name
 * ("apple"), or a short lower-case word that is no English word compromise knows ("amzn", "jnj").
 */
export function findSymbol(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const free = (i: number) => !ctx.used.has(i);
  for (let i = 0; i < tokens.length; i++) {
    const ticker = TICKERS[tokens[i]!.lower];
    if (ticker && free(i)) return { value: ticker, tokens: [i] };
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (free(i) && /^[A-Z]{1,5}$/.test(t.text) && t.text !== 'I' && t.text !== 'A') return { value: t.text, tokens: [i] };
  }
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (
      free(i) &&
      ['for', 'of', 'ticker', 'symbol'].includes(tokens[i - 1]!.lower) &&
      /^[a-z]{1,5}$/i.test(t.text) &&
      !FILLER.has(t.lower)
    ) {
      return { value: t.text.toUpperCase(), tokens: [i] };
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (free(i) && !ctx.command.has(i) && /^[a-z]{2,5}$/.test(t.text) && !FILLER.has(t.lower) && !knownWord(t.lower))
      return { value: t.text.toUpperCase(), tokens: [i] };
  }
  return undefined;
}

/**
 * Whether compromise knows `word` as English: in its lexicon, or tagged by its rules for word
 * endings ("ephemeral" is an adjective). A word it can only call a noun by default ("amzn") is not.
 */
function knownWord(word: string): boolean {
  if (Object.hasOwn(lexicon(), word)) return true;
  // compromise's json() output is untyped; only the first term's confidence is read from it.
  const [sentence] = nlp(word).json() as { terms?: { confidence?: number }[] }[];
  return (sentence?.terms?.[0]?.confidence ?? 1) > GUESSED;
}
/** compromise types its model as `object`; its lexicon is `one.lexicon`, words to tags. */
const lexicon = () => (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
/** The confidence compromise gives a word it tags by default, knowing nothing of it. */
const GUESSED = 0.1;

/** A phone number: digits with an optional "+" and spaces, dashes, dots or brackets between them. */
export function findPhone(ctx: FreeTextContext): FreeText | undefined {
  const { text, tokens } = ctx.reading;
  for (const m of text.matchAll(/(?<![\w+])\+?\d[\d ().-]{5,18}\d(?![\w])/g)) {
    const value = m[0];
    if (value.replace(/\D/g, '').length < 7) continue;
    const at = tokens.flatMap((t, i) => (t.start >= m.index && t.end <= m.index + value.length ? [i] : []));
    if (at.some((i) => ctx.used.has(i))) continue;
    return { value, tokens: at };
  }
  return undefined;
}

const placesOf = new WeakMap<Reading, number[][]>();
/** Token indices of each place compromise finds in the text (read once per request). */
export function knownPlaces(ctx: FreeTextContext): number[][] {
  const { reading } = ctx;
  let found = placesOf.get(reading);
  if (found) return found;
  found = [];
  // compromise's json() output is untyped; only the match offsets are read from it.
  const matches = parsed(reading).places().json({ offset: true }) as { offset?: { start: number; length: number } }[];
  for (const m of matches) {
    if (!m.offset) continue;
    const { start, length } = m.offset;
    const at = reading.tokens.flatMap((t, i) => (t.start >= start && t.end <= start + length && isWord(t) ? [i] : []));
    if (at.length > 0) found.push(at);
  }
  placesOf.set(reading, found);
  return found;
}

const QUESTION_WORDS = new Set('how what who whom whose when where why which'.split(' '));

/**
 * A question asked of a web search, as asked: "google how tall is mount everest", "look up who
 * invented the telephone", "how tall is the eiffel tower?". Only the request's own words may come
 * before it.
 */
export function findQuestion(ctx: FreeTextContext): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  const at = tokens.findIndex((t) => QUESTION_WORDS.has(t.lower.split("'")[0]!));
  if (at < 0 || tokens.slice(0, at).some((t, i) => isWord(t) && !ctx.command.has(i) && !FILLER.has(t.lower) && !REQUEST_WORDS.has(t.lower)))
    return undefined;
  let to = tokens.length;
  while (to > at && !isWord(tokens[to - 1]!)) to--;
  const indices = Array.from({ length: to - at }, (_, k) => at + k);
  if (indices.some((i) => ctx.used.has(i)) || to - at < 2) return undefined;
  return { value: text.slice(tokens[at]!.start, tokens[to - 1]!.end), tokens: indices };
}
