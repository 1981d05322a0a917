import { type Candidate, findCandidates, mask, maskCandidates } from './candidates.js';
import { findHouseNumbers } from './house-numbers.js';
import { type DateMention, findDates } from './dates.js';
import { ALIAS_GROUPS, CONCEPTS } from './lexicon.js';
import { NOT_TICKERS } from './tickers.js';
import { type NumberMention, findDurations, findNumbers } from './numbers.js';
import { type Token, tokenize } from './text.js';

/**
 * What the router reads in the user's text once per request, before it looks at any tool: words,
 * the concepts they name, numbers, durations, dates, and the typed values of candidates.ts.
 */
export interface Reading {
  text: string;
  now: Date;
  tokens: Token[];
  /** Tokens that are values rather than the request's wording: quoted, file names, after a colon. */
  values: Set<number>;
  /** Concepts of the lexicon the text names, with the tokens that name them. */
  concepts: Map<string, Set<number>>;
  numbers: NumberMention[];
  durations: { minutes: number; start: number; end: number }[];
  dates: DateMention[];
  candidates: Candidate[];
  /** House numbers ("22" of "22 Mill Lane"): no count, amount or hour, but an address's (house-numbers.ts). */
  houseNumbers: { start: number; end: number }[];
  /** Whether slashed dates are read day first ("02/05/2016" is 2 May): dates.ts `writesDayFirst`. */
  dayFirst: boolean;
}

const ARITHMETIC = new Set(['add', 'subtract', 'multiply', 'divide']);
/**
 * Numbers read from one request. People write a handful; readers that weigh every number against
 * every other, or against every word, would take seconds over a hostile text of thousands.
 */
const MAX_NUMBERS = 64;

/** Symbols that are operators only between two numbers ("8 x 9", "10 - 3", "2+2"). */
const OPERATORS = new Set(['+', '-', '*', 'x', '×', '/', '÷']);

let aliasWords: Set<string> | undefined;
const isAlias = (word: string) => (aliasWords ??= new Set(ALIAS_GROUPS.flat().map((a) => a.toLowerCase()))).has(word);

/** The lexicon's entries as stem sequences, by their first stem, longest first; built once. */
let phrases: Map<string, { concept: string; stems: string[] }[]> | undefined;
function conceptPhrases(): Map<string, { concept: string; stems: string[] }[]> {
  if (!phrases) {
    phrases = new Map();
    for (const [concept, entries] of Object.entries(CONCEPTS)) {
      for (const e of entries) {
        const stems = tokenize(e).map((t) => t.stem);
        if (stems.length === 0) continue;
        const list = phrases.get(stems[0]!) ?? [];
        list.push({ concept, stems });
        phrases.set(stems[0]!, list);
      }
    }
    for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  }
  return phrases;
}

/** Concepts named by a run of tokens, with the token indices that name each. */
export function findConcepts(tokens: Token[]): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const index = conceptPhrases();
  // A word of a longer phrase is not read again alone: the "put" of "put on" is not "put".
  const inPhrase = new Set<number>();
  const matches: { concept: string; at: number; length: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const { concept, stems } of index.get(tokens[i]!.stem) ?? []) {
      if (i + stems.length > tokens.length || !stems.every((s, k) => tokens[i + k]!.stem === s)) continue;
      matches.push({ concept, at: i, length: stems.length });
      if (stems.length > 1) for (let k = 0; k < stems.length; k++) inPhrase.add(i + k);
    }
  }
  for (const { concept, at, length } of matches) {
    if (length === 1 && inPhrase.has(at)) continue;
    let set = found.get(concept);
    if (!set) found.set(concept, (set = new Set()));
    for (let k = 0; k < length; k++) set.add(at + k);
  }
  return found;
}

export function read(text: string, now: Date, dayFirst = false): Reading {
  const tokens = tokenize(text);
  const candidates = findCandidates(text);
  // Numbers are read where no address, date, id or quoted text is: "2026-12-10" is not three numbers,
  // nor is the "22" of "22 Mill Lane" a count.
  const houseNumbers = findHouseNumbers(text);
  const numbers = findNumbers(mask(maskCandidates(text, candidates), houseNumbers)).slice(0, MAX_NUMBERS);
  // Characters inside a number, for a look-up per token rather than a scan of every number.
  const inNumber = new Uint8Array(text.length + 1);
  for (const n of numbers) inNumber.fill(1, Math.max(0, n.start), n.end);
  const isNumber = (t: Token | undefined) => t !== undefined && inNumber.subarray(t.start, t.end).every((c) => c === 1);
  // Words inside quotes are a value, not what the request asks for: 'say "where is the bathroom"' is not a search.
  // File names too: the "notes" of "old-notes.txt" asks for nothing.
  const quoted = candidates.filter((c) => c.kind === 'quoted' || c.kind === 'path');
  // "report a bug: search returns duplicates": after a colon that follows the request's own words
  // comes its content, which asks for nothing.
  const colon = tokens.findIndex((t) => t.text === ':');
  if (colon > 0 && findConcepts(tokens.slice(0, colon)).size > 0) {
    const contentStart = tokens[colon]!.end;
    quoted.push({ kind: 'quoted', text: '', start: contentStart - 1, end: text.length + 1 });
  }
  // Characters inside a quote or a file name, for a look-up per token rather than a scan of every value.
  const inValue = new Uint8Array(text.length + 1);
  for (const q of quoted) {
    if (q.kind === 'path') inValue.fill(1, q.start, q.end);
    else inValue.fill(1, q.start + 1, Math.max(q.start + 1, q.end - 1));
  }
  const values = new Set<number>();
  tokens.forEach((t, i) => inValue.subarray(t.start, t.end).every((c) => c === 1) && values.add(i));
  const concepts = findConcepts(tokens.map((t, i) => (values.has(i) ? { ...t, stem: '' } : t)));
  // "let Anna know (that) …": a message to someone, with the person between the words of the phrase.
  tokens.forEach((t, i) => {
    if (t.lower !== 'let') return;
    const know = tokens.slice(i + 2, i + 4).findIndex((k) => k.lower === 'know');
    if (know < 0 || ['me', 'us'].includes(tokens[i + 1]!.lower)) return;
    let at = concepts.get('converse');
    if (!at) concepts.set('converse', (at = new Set()));
    at.add(i).add(i + 2 + know);
  });
  tokens.forEach((t, i) => {
    if (guessedTicker(tokens, i)) {
      let at = concepts.get('stock');
      if (!at) concepts.set('stock', (at = new Set()));
      at.add(i);
    }
  });
  for (const [concept, at] of [...concepts]) {
    if (ARITHMETIC.has(concept)) {
      // An operator word means arithmetic only in a request with numbers; a symbol only between two.
      const kept = [...at].filter((i) =>
        OPERATORS.has(tokens[i]!.lower) ? isNumber(tokens[i - 1]) && isNumber(tokens[i + 1]) : numbers.length > 0,
      );
      if (kept.length === 0) concepts.delete(concept);
      else concepts.set(concept, new Set(kept));
    }
  }
  return {
    text,
    now,
    tokens,
    values,
    concepts,
    numbers,
    durations: findDurations(text, numbers),
    dates: findDates(mask(maskIsoLike(text), houseNumbers), now, dayFirst),
    candidates,
    houseNumbers,
    dayFirst,
  };
}

/**
 * Whether a token is read as a ticker only by its capitals: a word in capitals that names nothing
 * else is most likely one ("what's GOOGL at"). Not one that starts an identifier ("PROJ-142").
 */
export function guessedTicker(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const joined = tokens[i + 1]?.text === '-' && tokens[i + 1]!.start === t.end;
  return /^[A-Z]{2,5}$/.test(t.text) && !NOT_TICKERS.has(t.text) && !isAlias(t.lower) && !joined;
}

/** ISO-like dates are the candidates' to read (and refuse when not real: 2026-02-30); chrono would roll them over. */
/** The last `count` tokens that end at or before `at` (a number's start): the words written just before it. */
export function tokensBefore(reading: Reading, at: number, count: number): Token[] {
  const { tokens } = reading;
  // Tokens are in text order: a binary search for the first one ending after `at`, since this runs
  // for every number against every property, over texts of thousands of words.
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return tokens.slice(Math.max(0, lo - count), lo);
}

export function maskIsoLike(text: string): string {
  return text.replace(/\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g, (m) => ' '.repeat(m.length));
}
