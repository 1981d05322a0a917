import type { Token } from './text.js';

/*
 * Words of a request that are not a tool's word as written but mean it: another member of its word
 * family ("interact" for check_interactions, "printer" for print_document), the two halves of a
 * compound ("check out" for request_late_checkout), or a slip of one letter ("subscibe" for
 * subscribe_podcast). Read only for words that tie the request to nothing else, so that a tool the
 * lexicon does not know is still found by its own words however they are written.
 */

/** Endings that make a noun of a verb or a verb of a noun: "interaction" → "interact", "printer" → "print". */
const FAMILY_ENDINGS = ['ations', 'ation', 'ions', 'ion', 'ments', 'ment', 'ers', 'er', 'ors', 'or', 'als', 'al'];
/** The shortest root left once an ending is taken off: "order" is not "ord". */
const MIN_ROOT = 4;

/** A stem less an ending of its word family ("interaction" → "interact", "printer" → "print"). */
export function familyOf(stem: string): string {
  const ending = FAMILY_ENDINGS.find((e) => stem.endsWith(e) && stem.length - e.length >= MIN_ROOT);
  if (!ending) return stem;
  // "deferral" → "defer", "controller" → "control": a consonant doubled before the ending is one.
  const root = stem.slice(0, -ending.length);
  return /([b-df-hj-np-tv-z])\1$/.test(root) ? root.slice(0, -1) : root;
}

/** Shortest words read for a one-letter slip: shorter ones are too often other words ("bike", "like"). */
const MIN_SLIP = 6;

/**
 * Whether two words differ by one letter left out, added, changed or two letters swapped, with the
 * first letter the same ("subscibe" and "subscribe", "wieght" and "weight", "refil" and "refill").
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (
    a === b ||
    a.length === 0 ||
    !b.startsWith(a[0]!) ||
    Math.min(a.length, b.length) < MIN_SLIP - 1 ||
    Math.max(a.length, b.length) < MIN_SLIP
  )
    return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // One letter changed, or two side by side swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

export interface NearWord {
  /** The tool's word (a stem of its profile) the request's words mean. */
  stem: string;
  /** How many tokens, from the one asked about, mean it: two for a compound written apart. */
  length: number;
  /** Whether it is a slip of the keyboard, which counts for less than a word as written. */
  slip: boolean;
}

/**
 * The tool word that the token at `i` (with the next one, for a compound) means, when it is not that
 * word as written. `words` are the tool's stems, with their weights.
 */
export function nearWordAt(tokens: Token[], i: number, words: ReadonlyMap<string, number>): NearWord | undefined {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  // "check out" for "checkout", "sign up" for "signup": two words written apart that the tool writes as one.
  if (next?.start === t.end + 1 && /^\p{L}+$/u.test(next.lower)) {
    const joined = t.lower + next.lower;
    if (words.has(joined)) return { stem: joined, length: 2, slip: false };
  }
  if (t.stem.length < MIN_ROOT || !/^\p{L}+$/u.test(t.stem)) return undefined;
  const family = familyOf(t.stem);
  let slip: string | undefined;
  for (const w of words.keys()) {
    if (w.length >= MIN_ROOT && familyOf(w) === family) return { stem: w, length: 1, slip: false };
    if (slip === undefined && (oneSlipApart(t.lower, w) || oneSlipApart(t.stem, w))) slip = w;
  }
  return slip === undefined ? undefined : { stem: slip, length: 1, slip: true };
}
