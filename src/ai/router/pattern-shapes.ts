import type { DateMention } from './dates.js';
import { isStopWord } from './text.js';

/*
 * A code typed loosely and written back in the form its pattern asks for: "205/55 R16" and "225 45 17"
 * for `^\d{3}/\d{2}R\d{2}$` are 205/55R16 and 225/45R17, "ef21abc" for `^[A-Z]{2}\d{2} [A-Z]{3}$` is
 * EF21 ABC. The pattern is read as a row of parts (a class with its count, or a literal character);
 * the text may leave out a literal, or put spaces, slashes, dots or dashes between parts, and each
 * class's letters take the case the class allows. Patterns with groups or alternatives are not read.
 */

interface Part {
  /** A class with its count (`[A-Z]{2}`, `\d{3}`), or a literal character. */
  source: string;
  literal?: string;
  /** The case a class of letters takes: only capitals, only small letters, or either. */
  letters?: 'upper' | 'lower';
}

/** A character as a literal of a `u` regular expression, which refuses escapes of anything but its syntax. */
const asLiteral = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/]/, '\\$&');

const ESCAPED_CLASS = /^\\[dDwWsS]/;
const QUANTIFIER = /^(?:\{\d+(?:,\d*)?\}|[?+*])/;

/** The pattern as a row of parts; undefined for one with groups, alternatives or look-arounds. */
function partsOf(pattern: string): Part[] | undefined {
  if (pattern.length > 200 || /[()|]/.test(pattern)) return undefined;
  let rest = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const parts: Part[] = [];
  while (rest.length > 0) {
    let source: string;
    let literal: string | undefined;
    let letters: Part['letters'];
    let consumed: number;
    if (rest.startsWith('[')) {
      const end = rest.indexOf(']', 1);
      if (end < 0) return undefined;
      source = rest.slice(0, end + 1);
      consumed = source.length;
      const inside = source.slice(1, -1);
      const upper = inside.includes('A-Z');
      const lower = inside.includes('a-z');
      letters = upper && !lower ? 'upper' : lower && !upper ? 'lower' : undefined;
    } else if (ESCAPED_CLASS.test(rest)) {
      source = rest.slice(0, 2);
      consumed = 2;
    } else if (/^[.^$]/.test(rest)) return undefined;
    else {
      consumed = rest.startsWith('\\') ? 2 : 1;
      // `\b`, `\p{L}`, `\u00e9`: more than a character, not read here.
      if (consumed === 2 && /[A-Za-z]/.test(rest[1] ?? '')) return undefined;
      literal = rest[consumed - 1]!;
      source = asLiteral(literal);
    }
    rest = rest.slice(consumed);
    const quantifier = QUANTIFIER.exec(rest)?.[0];
    if (quantifier) {
      if (literal !== undefined) return undefined;
      source += quantifier;
      rest = rest.slice(quantifier.length);
    }
    parts.push({ source, ...(literal !== undefined ? { literal } : {}), ...(letters ? { letters } : {}) });
  }
  return parts.length > 1 && parts.some((p) => p.literal === undefined) ? parts : undefined;
}

const SEPARATORS = '[\\s/.\\-]*';
const looseOf = new Map<string, { parts: Part[]; loose: RegExp } | null>();

/** The pattern with its literals optional and separators allowed between parts, read without case. */
function loose(pattern: string): { parts: Part[]; loose: RegExp } | undefined {
  let found = looseOf.get(pattern);
  if (found === undefined) {
    const parts = partsOf(pattern);
    found = null;
    if (parts) {
      // A literal letter that opens the code ("S" of `^S\d{6}$`) stays: without it any number would be one.
      const body = parts
        .map((p, i) => (p.literal === undefined ? `(${p.source})` : /\p{L}/u.test(p.literal) && i === 0 ? p.source : `(?:${p.source})?`))
        .join(SEPARATORS);
      try {
        found = { parts, loose: new RegExp(`^${body}$`, 'iu') };
      } catch {
        found = null;
      }
    }
    if (looseOf.size > 500) looseOf.clear();
    looseOf.set(pattern, found);
  }
  return found ?? undefined;
}

/** The run of words written back in the pattern's form, if it is one loosely. */
function shaped(run: string, pattern: string): string | undefined {
  const form = loose(pattern);
  const match = form?.loose.exec(run);
  if (!form || !match) return undefined;
  let group = 1;
  return form.parts
    .map((p) => {
      if (p.literal !== undefined) return p.literal;
      const written = match[group++] ?? '';
      return p.letters === 'upper' ? written.toUpperCase() : p.letters === 'lower' ? written.toLowerCase() : written;
    })
    .join('');
}

const isSmallWord = (word: string) => word === word.toLowerCase() && isStopWord(word);

/** Words a loosely typed code is read over: a card-like number is four groups ("1234 5678 9012 3456"). */
const MAX_RUN = 4;

/** A word of letters only long enough to be a word ("math", "room"): a code typed loosely is digits and short letter groups. */
const PLAIN_WORD = /^\p{L}{3,}$/u;

/**
 * The first run of one to four words, none taken and none a date, that the pattern takes once
 * written back in its form; the longest run at the first place one does.
 */
export function loosePatternCode(
  text: string,
  pattern: string,
  busy: (start: number, end: number) => boolean,
  dates: DateMention[],
): { value: string; start: number; end: number } | undefined {
  if (!loose(pattern)) return undefined;
  const words = [...text.slice(0, 1_000).matchAll(/\S+/g)].map((m) => {
    const value = m[0].replace(/[,;:!?.)]+$/, '');
    return { value, start: m.index, end: m.index + value.length };
  });
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_RUN, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      const [start, end] = [run[0]!.start, run[n - 1]!.end];
      // Nor a small word in lower case: "of 50 kg" is no postcode `OF5 0KG`.
      if (!run.some((w) => /\d/.test(w.value)) || run.some((w) => PLAIN_WORD.test(w.value) || w.value.length === 0 || isSmallWord(w.value)))
        continue;
      if (busy(start, end) || dates.some((d) => d.start < end && d.end > start)) continue;
      const value = shaped(run.map((w) => w.value).join(' '), pattern);
      if (value !== undefined) return { value, start, end };
    }
  }
  return undefined;
}
