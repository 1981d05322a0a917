import { verbOfPast } from './verb-forms.js';

/** Word handling shared by the built-in router's tool choice and argument extraction. */

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from get give have i in into is it its me my of on or please set show some that the this to use what when where which with would you your'.split(
    ' ',
  ),
);

/** A word that carries no meaning of its own here ("on", "with", "please"). */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word.toLowerCase());

/** Lower-case word stems: a crude plural strip so "files" meets "file". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Words of free text, stop words removed, stemmed. */
export function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}

/** Words of an identifier: `getWeather_forecast-v2` → get, weather, forecast, v2. */
export function identifierWords(name: string): string[] {
  return contentWords(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' '));
}

/** An identifier as words in prose: `getWeather_forecast` → "get Weather forecast". */
export const splitIdentifier = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ');

/** An identifier's words in lower case, as written (not stemmed): `fish_species` → ["fish", "species"], `payment-day` → ["payment", "day"]. */
export const nameWords = (name: string): string[] =>
  splitIdentifier(name)
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regex source matching an identifier as written in prose: `max_results` also as "max results" or "maxResults". */
export function identifierPattern(name: string): string {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return escapeRegExp(name);
  return parts.map(escapeRegExp).join('[\\s_\\-.]?');
}

/** A word or symbol of the user's text, with where it stands. */
export interface Token {
  /** As written. */
  text: string;
  lower: string;
  stem: string;
  start: number;
  end: number;
}

/*
 * Words keep the apostrophes inside them ("what's", "don't", "O'Brien"): an apostrophe between two
 * letters is part of a word, never a quote mark. Each other non-space character is a token of its own.
 */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const lower = m[0].toLowerCase().replace(/’/g, "'");
    tokens.push({ text: m[0], lower, stem: stemWord(lower), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/**
 * A word's root, by a few suffix rules (raining → rain, divided → divid, times → time, cities →
 * city). Crude, but the lexicon is read through the same function, so both sides meet.
 */
export function stemWord(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  let w = lower;
  if (w.endsWith("'s") && w.length > 3) w = w.slice(0, -2);
  const verb = verbOfPast(w);
  if (verb !== undefined) return stemWord(verb);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // "used", "owed", "aged": a short verb in e takes only a d.
  else if (/^[aeiou][a-z]ed$/.test(w)) return w.slice(0, -1);
  else if (w.length > 3 && w.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  // "running" → run, "stopped" → stop: a consonant doubled before the ending is one.
  // "hiked", "hiking" → hike, as "hikes": a short verb in e lost it to the ending.
  const ended = w !== lower && /(?:ed|ing)$/.test(lower);
  if (ended && /^[b-df-hj-np-tv-z][aeiou][b-df-hj-np-tv]$/.test(w)) return `${w}e`;
  // Not a word of three letters, whose double is its own: "added" → add, "egged" → egg.
  if (w.length > 3 && w !== lower && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
  // "travelling", "cancelled": British spelling doubles the l of a verb in -el ("spelled", "yelled" keep theirs).
  else if (w.length >= 6 && w !== lower && /[^e]ell$/.test(w)) w = w.slice(0, -1);
  // "divid(e)", "multipli(ed)": drop a final e and read a final i as y so that the forms meet.
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('i')) w = `${w.slice(0, -1)}y`;
  // British -ise and American -ize meet ("winterise" a pool for `winterize`, "organisation").
  if (BRITISH_ISE.test(lower)) w = w.replace(/is(ation)?$/, 'iz$1');
  return w;
}
const BRITISH_ISE = /[a-z]{3}is(?:e|ed|es|ing|ation|ations)$/;

/** Consonant pairs an English word or name may begin with; "mp", "jl", "rk" begin none. */
const ONSETS = new Set(
  'bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pn pr ps qu rh sc sh sk sl sm sn sp sq st sv sw th tr ts tw vl wh wr zh'.split(
    ' ',
  ),
);

/**
 * A word typed as an account or address rather than a name: with a digit inside ("bc1q…", "dave99"),
 * or begun by an initial glued to a name ("mpatel", "jlee", "rkim"), which no English word starts with.
 */
export function looksLikeHandle(word: string): boolean {
  if (/\p{N}/u.test(word) && /\p{L}/u.test(word)) return true;
  const w = word.toLowerCase();
  return /^[b-df-hj-np-tv-xz][b-df-hj-np-tv-z]/.test(w) && w.length > 3 && !ONSETS.has(w.slice(0, 2));
}

/**
 * Capitalises each word of a name written all in lower case ("new york" → "New York"); others stay
 * as written, and so does a word that looks like a handle ("assign it to mpatel").
 */
export function properCase(name: string): string {
  if (name !== name.toLowerCase()) return name;
  return name.replace(/(^|[\s-])(\p{L})([\p{L}\p{N}_.]*)/gu, (whole: string, sep: string, c: string, rest: string) =>
    looksLikeHandle(c + rest) ? whole : sep + c.toUpperCase() + rest,
  );
}
