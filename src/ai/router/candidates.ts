import nlp from 'compromise';
import type { DateMention } from './dates.js';
import type { Token } from './text.js';
import { wordTable } from './word-table.js';
/**
 * Values found in a user's text, with their positions, for the built-in router to hand to tool
 * arguments. Quoted strings are found first and masked, so that a number inside a quoted search
 * phrase is not also taken as a number.
 */

export interface Candidate {
  kind: 'quoted' | 'number' | 'date' | 'datetime' | 'email' | 'url' | 'uuid' | 'path';
  text: string;
  start: number;
  end: number;
}

const DATETIME = /\b(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?/g;
const DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const UUID = /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;
const URL_RE = /\bhttps?:\/\/[^\s"'<>]+/g;
const NUMBER = /(?<![\w.])-?\d+(?:\.\d+)?(?![\w]|\.\d)/g;

export function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `text` with the ranges (in order, not overlapping) replaced by spaces of the same length, so positions stay true. */
export function mask(text: string, ranges: { start: number; end: number }[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const r of ranges) {
    parts.push(text.slice(at, r.start), ' '.repeat(r.end - r.start));
    at = r.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

function scan(text: string, re: RegExp, kind: Candidate['kind']): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags)))
    found.push({ kind, text: m[0], start: m.index, end: m.index + m[0].length });
  return found;
}

/*
 * Quoted strings and addresses are found by hand rather than by the regexes they mean
 * (/"([^"]*)"|'([^']*)'|“([^”]*)”|‘([^’]*)’|`([^`]*)`/g and /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g):
 * V8 takes time quadratic in the text for those when nothing closes a quote or a long run of address
 * characters has no "@" (half a second on 10 000 characters). These scans find the same matches in
 * one pass.
 */
const CLOSING: Record<string, string> = wordTable({ '"': '"', "'": "'", '“': '”', '‘': '’', '`': '`' });

/** An apostrophe between two letters or digits ("what's", "O'Brien", "don’t") is part of a word, not a quote mark. */
function isApostrophe(text: string, at: number): boolean {
  const c = text[at];
  return (c === "'" || c === '’') && isWordChar(text[at - 1]) && isWordChar(text[at + 1]);
}
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

export function findQuoted(text: string): Candidate[] {
  const found: Candidate[] = [];
  // An opening quote with no closing one after it: no later one of its kind has one either.
  const unclosed = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const open = text[i]!;
    const close = CLOSING[open];
    if (close === undefined || unclosed.has(open) || isApostrophe(text, i)) continue;
    let end = text.indexOf(close, i + 1);
    while (end >= 0 && isApostrophe(text, end)) end = text.indexOf(close, end + 1);
    if (end < 0) {
      unclosed.add(open);
      continue;
    }
    found.push({ kind: 'quoted', text: text.slice(i + 1, end), start: i, end: end + 1 });
    i = end;
  }
  return found;
}

const isLocal = (c: string) => /[A-Za-z0-9._%+-]/.test(c);
const isDomain = (c: string) => /[A-Za-z0-9.-]/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

export function findEmails(text: string): Candidate[] {
  const found: Candidate[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at < from) continue;
    let start = at;
    while (start > from && isLocal(text[start - 1]!)) start--;
    if (start === at) continue;
    let runEnd = at + 1;
    while (runEnd < text.length && isDomain(text[runEnd]!)) runEnd++;
    // The greedy domain gives back characters until a "." followed by two letters ends it.
    let dot = runEnd - 1;
    while (dot >= at + 2 && !(text[dot] === '.' && isLetter(text[dot + 1]) && isLetter(text[dot + 2]))) dot--;
    if (dot < at + 2) continue;
    let end = dot + 1;
    while (isLetter(text[end])) end++;
    found.push({ kind: 'email', text: text.slice(start, end), start, end });
    from = end;
  }
  return found;
}

const PATH_CHARS = /^[\w.~/-]+$/;
const FILE_NAME = /^[\w-][\w.-]*\.[a-z][a-z0-9]{0,5}$/;

/**
 * File names and paths: "old-notes.txt", "/tmp/cache.db", "~/docs/q3", "src/app". Read word by word
 * (a word being what lies between spaces, less the punctuation around it), not by one regex over
 * the text, so that the cost stays linear. A word with a slash must have a letter beside it; one
 * without needs a lower-case extension of letters and digits ("2.5" and "e.g." are not files).
 */
export function findPaths(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    let word = m[0];
    let start = m.index;
    while (word.length > 0 && /^[("'“‘`[<]/.test(word)) {
      word = word.slice(1);
      start++;
    }
    word = word.replace(/[)"'”’`\]>,;:!?]+$/, '').replace(/\.+$/, '');
    if (word.length < 3 || word.length > 300 || !PATH_CHARS.test(word) || !/[a-z]/i.test(word)) continue;
    const slash = word.includes('/') && /[\w-]\/|\/[\w-]/.test(word) && !/^\d+\/\d+(?:\/\d+)?$/.test(word);
    const file = FILE_NAME.test(word) && /[a-z0-9_-]{2,}\./i.test(word);
    if (!slash && !file) continue;
    found.push({ kind: 'path', text: word, start, end: start + word.length });
  }
  return found;
}

/** `text` with every candidate but the numbers blanked out, for readers that must not see inside them. */
export function maskCandidates(text: string, candidates: Candidate[]): string {
  return mask(
    text,
    candidates.filter((c) => c.kind !== 'number'),
  );
}

export function findCandidates(text: string): Candidate[] {
  const quoted = findQuoted(text);
  let rest = mask(text, quoted);
  const urls = scan(rest, URL_RE, 'url').map((c) => ({ ...c, text: c.text.replace(/[.,;:!?)]+$/, '') }));
  rest = mask(rest, urls);
  const emails = findEmails(rest);
  rest = mask(rest, emails);
  const paths = findPaths(rest);
  rest = mask(rest, paths);
  const uuids = scan(rest, UUID, 'uuid');
  rest = mask(rest, uuids);
  const datetimes = scan(rest, DATETIME, 'datetime').filter((c) => {
    const [y, m, d] = c.text.slice(0, 10).split('-').map(Number);
    return isRealDate(y ?? 0, m ?? 0, d ?? 0) && Number(c.text.slice(11, 13)) < 24 && Number(c.text.slice(14, 16)) < 60;
  });
  rest = mask(rest, datetimes);
  const dates = scan(rest, DATE, 'date').filter((c) => {
    const [y, m, d] = c.text.split('-').map(Number);
    return isRealDate(y ?? 0, m ?? 0, d ?? 0);
  });
  rest = mask(rest, dates);
  const numbers = scan(rest, NUMBER, 'number');
  return [...quoted, ...urls, ...emails, ...paths, ...uuids, ...datetimes, ...dates, ...numbers].sort((a, b) => a.start - b.start);
}

/** A date-time as full ISO 8601: a missing zone is taken as UTC and missing seconds as :00. */
export function toIsoDateTime(candidate: Candidate): string {
  if (candidate.kind === 'date') return `${candidate.text}T00:00:00Z`;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(candidate.text);
  if (!m) return candidate.text;
  const zone = m[4] ?? 'Z';
  const fixedZone = /^[+-]\d{4}$/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}${fixedZone}`;
}

/** Identifier-like words tried per property: a request names its identifiers early, and each try is a schema check. */
export const MAX_IDENTIFIERS = 50;

/** Words of the text (between spaces, less the punctuation around them) that look like identifiers: digits or inner "." "-" "/" "_". */
export function identifierLike(
  text: string,
  tokens: Token[],
  used: Set<number>,
  dates: DateMention[],
): { value: string; start: number; end: number }[] {
  const out: { value: string; start: number; end: number }[] = [];
  // Characters of taken tokens, for a look-up per word rather than a scan of every token.
  const busy = new Uint8Array(text.length + 1);
  for (const i of used) busy.fill(1, tokens[i]!.start, tokens[i]!.end);
  const free = (start: number, end: number) => !busy.subarray(start, end).includes(1) && !dates.some((d) => d.start < end && d.end > start);
  // A code written in groups ("po 100990", "CLM 090 909", "07912 345 678"), tried after the words alone.
  const split: { value: string; start: number; end: number }[] = [];
  let groups: Group[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    if (out.length >= MAX_IDENTIFIERS) break;
    const lead = /^[("'“‘`[<#]*/.exec(m[0])![0].length;
    const value = m[0].slice(lead).replace(/[)"'”’`\]>,;:!?.]+$/, '');
    const start = m.index + lead;
    const end = start + value.length;
    // A group is a bare word: one with punctuation before it starts a new run, one with punctuation after it ends its run.
    const group = GROUP.test(value) && (lead === 0 || groups.length === 0) ? { value, start, end } : undefined;
    if (group && lead > 0) groups = [];
    if (group) groups.push(group);
    if (!group || value !== m[0].slice(lead)) {
      split.push(...groupedCodes(groups, free));
      groups = [];
    }
    if (value.length === 0 || value.length > 200 || !/[\p{L}\p{N}]/u.test(value)) continue;
    if (!/\d|[\p{L}\p{N}][._/-][\p{L}\p{N}]/u.test(value)) continue;
    if (!free(start, end)) continue;
    out.push({ value, start, end });
  }
  split.push(...groupedCodes(groups, free));
  return [...out, ...split].slice(0, MAX_IDENTIFIERS);
}

interface Group {
  value: string;
  start: number;
  end: number;
}

/** A word that may be one group of a code written apart: a few letters, or letters and digits with a digit ("U2", "345", "+33"). */
const GROUP = /^(?:\p{L}{1,4}|\+?(?=[\p{L}\p{N}]*\p{N})[\p{L}\p{N}]{1,8})$/u;
/** Letters that may begin or end a code ("PO", "inv", "gb"): a short word of letters only. */
const CODE_LETTERS = /^\p{L}{1,4}$/u;

/**
 * The codes a run of groups may be written as: each stretch of groups with digits, with the letters
 * written before it and after it ("cd 123 456 789 gb"), longest first; a single group only with its
 * letters ("po 100990"), being a word of its own already. Values keep their spaces: identifierForms
 * joins them where the property's pattern asks.
 */
function groupedCodes(groups: Group[], free: (start: number, end: number) => boolean): Group[] {
  const found: Group[] = [];
  for (let i = 0; i < groups.length; i++) {
    if (CODE_LETTERS.test(groups[i]!.value)) continue;
    let j = i;
    while (j + 1 < groups.length && !CODE_LETTERS.test(groups[j + 1]!.value)) j++;
    const before = i > 0 ? i - 1 : i;
    const after = j + 1 < groups.length ? j + 1 : j;
    for (const [a, b] of [
      [before, after],
      [before, j],
      [i, after],
      [i, j],
    ] as const) {
      if (b === a || found.some((f) => f.start === groups[a]!.start && f.end === groups[b]!.end)) continue;
      const { start } = groups[a]!;
      const { end } = groups[b]!;
      if (free(start, end))
        found.push({
          value: groups
            .slice(a, b + 1)
            .map((g) => g.value)
            .join(' '),
          start,
          end,
        });
    }
    i = j;
  }
  return found;
}

/**
 * The forms an identifier may be meant in: as written, then in capitals ("ord-555123" for a pattern
 * `^ORD-[0-9]{6}$`, a booking code "x7k9qz"), as people type codes in lower case.
 */
export function identifierForms(value: string, pattern?: unknown): string[] {
  const upper = value.toUpperCase();
  if (upper.includes(' ')) return groupForms(value, typeof pattern === 'string' ? pattern : undefined);
  return upper === value ? [value] : [value, upper];
}

/**
 * A code written in groups, as written where the pattern takes the spaces, else joined as codes
 * are: "07912 345 678" → "07912345678", "U2 8123" → "U28123". Letters written apart before its digits ("po 100990", "CLM 090 909") join where the
 * pattern writes those letters ("PO-100990", "PO100990"), or where it begins with a class of capitals
 * and they are two letters that are no English word ("ua 920" → "UA920"; "zone 1300" is no plate,
 * "is 160" no call sign). Letters after the digits ("… 789 gb") join where the pattern ends in
 * capitals ("^[A-Z]{2}[0-9]{9}[A-Z]{2}$"), which the digits alone never match.
 */
/** The fewest characters of a code written in groups of digits: a phone, card, order or flight number. */
const MIN_GROUPED = 6;
/** A pattern whose last element is capitals alone ("[A-Z]{2}$", "GB$"): the letters after the digits belong to the code. */
const ENDS_IN_LETTERS = /(?:\[(?:A-Z|A-Za-z|a-zA-Z)\](?:\{[\d,]+\}|\+)?|[A-Z]+)\$?$/;

/** A pattern of one class repeated: no parts a code is written in. */
const ONE_CLASS = /^\^?\[[^\]]+\](?:\{[\d,]+\}|[+*])?\$?$/;

function groupForms(written: string, pattern: string | undefined): string[] {
  const parts = written.toUpperCase().split(' ');
  const first = CODE_LETTERS.test(parts[0]!) ? parts.shift()! : undefined;
  const last = parts.length > 1 && CODE_LETTERS.test(parts[parts.length - 1]!) ? parts.pop()! : undefined;
  if (parts.length === 0 || parts.some((p) => !/\d/.test(p))) return [];
  // Short numbers written apart are numbers apart ("room 12 3 nights"): groups are joined into a long code.
  if (parts.length > 1 && parts.join('').replace(/^\+/, '').length < MIN_GROUPED) return [];
  if (last !== undefined && (pattern === undefined || !ENDS_IN_LETTERS.test(pattern))) return [];
  // Groups of letters and digits ("U2 8123") join where the pattern has parts for them to be (a
  // flight's "^[A-Z0-9]{2}[0-9]{1,4}$"): one class of any six ("^[A-Z0-9]{6}$", a booking
  // reference) is typed in one piece, and says nothing of a code written apart.
  if (parts.length > 1 && parts.some((p) => /\p{L}/u.test(p)) && (pattern === undefined || ONE_CLASS.test(pattern))) return [];
  const digits = parts.join('') + (last ?? '');
  // Groups are kept as written where the pattern allows the spaces ("+44 20 7946 0958", a plate's "AB12 CDE").
  // A postcode typed in lower case ("hg1 4sp") is the one in capitals.
  if (first === undefined)
    return [...new Set(last === undefined ? [written, written.toUpperCase(), digits] : [written.toUpperCase(), digits])];
  if (pattern?.toUpperCase().includes(first)) return [`${first}-${digits}`, `${first}${digits}`];
  const classed = pattern !== undefined && /^\^?\[A-Z/.test(pattern);
  return classed && first.length === 2 && !isEnglishWord(first.toLowerCase()) ? [`${first}${digits}`] : [];
}

const englishWords = new Map<string, boolean>();
/** Whether compromise knows a short word as something other than an unknown noun or an abbreviation. */
function isEnglishWord(word: string): boolean {
  let known = englishWords.get(word);
  if (known === undefined) {
    // compromise's json() output is untyped; only the one term's tags are read from it.
    const tags = (nlp(word).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? [];
    known = !tags.every((t) => ['Noun', 'Singular', 'Abbreviation'].includes(t));
    if (englishWords.size < 1000) englishWords.set(word, known);
  }
  return known;
}
