import type { Json } from '../types.js';
import { findCandidates, toIsoDateTime } from './candidates.js';
import { type Schema, typeOf, valueText } from './properties.js';
import { NUMERAL, numeralValue } from './numerals.js';
import { contentWords, escapeRegExp, identifierWords } from './text.js';
import { wordTable } from './word-table.js';

/*
 * Helpers of extract-arguments.ts for values written next to a property's name ("limit 20",
 * "city: Paris", "3 days"), and the budget units the router charges for its own scans.
 */

/** Words that say nothing about which value belongs to a property. */
export const GENERIC = new Set(['is', 'ha', 'has', 'include', 'enable', 'allow', 'should', 'value', 'name', 'id', 'max', 'min', 'number']);

/** Whether a value fits one property, by the tool's compiled schema (the same validators as `validateSchema`). */
export type Fits = (name: string, value: Json) => boolean;

/** A number as written, with its sign and separators ("-12", "12,880"). */
function signed(raw: string): number | undefined {
  const value = numeralValue(raw.replace(/^-/, ''));
  return value === undefined ? undefined : raw.startsWith('-') ? -value : value;
}

/** A written value read as the property's type; undefined when it cannot be one. */
export function parseAs(fits: Fits, name: string, schema: Schema, raw: string): Json | undefined {
  const parsed = ((): Json | undefined => {
    if (schema.const !== undefined) return valueText(schema.const).toLowerCase() === raw.toLowerCase() ? schema.const : undefined;
    if (Array.isArray(schema.enum)) return schema.enum.find((v) => valueText(v).toLowerCase() === raw.toLowerCase());
    switch (typeOf(schema)) {
      case 'integer':
      case 'number': {
        // "12,880", "1.500,00": a number with the separators people write; an integer takes a whole one.
        const value = signed(raw);
        return value === undefined || (typeOf(schema) === 'integer' && !Number.isInteger(value)) ? undefined : value;
      }
      case 'boolean':
        return /^(true|yes|on|1)$/i.test(raw) ? true : /^(false|no|off|0)$/i.test(raw) ? false : undefined;
      case 'string': {
        if (schema.format === 'date-time' || schema.format === 'date') {
          const found = findCandidates(raw).find((c) => (c.kind === 'date' || c.kind === 'datetime') && c.start === 0);
          if (!found) return undefined;
          return schema.format === 'date' ? found.text.slice(0, 10) : toIsoDateTime(found);
        }
        return raw;
      }
      default:
        return undefined;
    }
  })();
  return parsed !== undefined && fits(name, parsed) ? parsed : undefined;
}

export interface Span {
  start: number;
  end: number;
}

/**
 * Whether a word of a property's name stands just before a value ("limit 20") or, with `after`,
 * right after it ("3 days"). The words of each name and around each value are read once: the
 * router asks for every pair of property and value.
 */
export function nearness(text: string): (name: string, c: Span, side: 'before' | 'after') => boolean {
  const nameWords = new Map<string, string[]>();
  const around = new Map<Span, { before: string[]; after: string[] }>();
  return (name, c, side) => {
    let words = nameWords.get(name);
    // The words after "per" name what it is counted by, not what it is: `max_price_per_ticket` is no count of tickets.
    if (!words) nameWords.set(name, (words = ownWords(name).filter((w) => !GENERIC.has(w))));
    if (words.length === 0) return false;
    let near = around.get(c);
    if (!near) {
      near = {
        before: contentWords(text.slice(Math.max(0, c.start - 40), c.start)).slice(-2),
        // Not past a comma or a semicolon: in "pH 7.2, ammonia 0" the 7.2 is no amount of ammonia.
        after: contentWords(text.slice(c.end, c.end + 30).split(/[,;]/)[0]!).slice(0, 1),
      };
      around.set(c, near);
    }
    // Or clipped, as a unit after its number: "3 bed houses" for min_bedrooms.
    return near[side].some(
      (w) => words.includes(w) || (side === 'after' && w.length >= 3 && words.some((x) => x.length >= w.length + 3 && x.startsWith(w))),
    );
  };
}

function ownWords(name: string): string[] {
  const words = identifierWords(name);
  const per = words.indexOf('per');
  const own = per > 0 ? words.slice(0, per) : words;
  // A name of two or three words is also written as its initials: "OG 1.062" for original_gravity.
  const initials = own.length >= 2 && own.length <= 3 && own.every((w) => /^\p{L}/u.test(w)) ? [own.map((w) => w[0]).join('')] : [];
  return [...own, ...own.flatMap((w) => SAID_ALSO[w] ?? []), ...initials];
}

/** Other words people write for a property's word: "2 kids" for `children`, "ref" for `reference`. */
const SAID_ALSO: Record<string, string[]> = wordTable({
  // "10 points", "74 pts" for a score.
  score: ['point', 'pt'],
  // "12 goes", "3 tries" for attempts.
  attempt: ['try', 'go', 'goe'],
  children: ['kid', 'child'],
  child: ['kid'],
  kid: ['child', 'children'],
  // "ref 1923/D/4471" for a reference.
  reference: ['ref'],
});

/**
 * Budget units the router charges for its own work, beside the validations it runs: a scan of the
 * text costs a unit per four characters, a pair of property and value considered a few units.
 */
export const scanUnits = (text: string) => Math.ceil(text.length / 4);
export const PAIR_UNITS = 4;

/**
 * Property names and enum values longer than this are not looked for in the text: nobody writes
 * them, and matching each at every position of the text would cost their length times its.
 */
export const MAX_MENTION = 200;

/**
 * The value written at a position, as `"[^"]*"|'[^']*'|[^\s,;]+` reads it there, or undefined. A
 * quote that nothing closes is remembered, so that many of them cost one scan, not one each.
 */
export function writtenValues(text: string): (at: number) => string | undefined {
  const next = new Map<string, { from: number; at: number }>();
  const nextIndex = (quote: string, from: number): number => {
    const known = next.get(quote);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    const at = text.indexOf(quote, from);
    next.set(quote, { from, at });
    return at;
  };
  const word = /[^\s,;]+/y;
  // "reading is 12,880", "amount = 1.500,00": a number with its separators is one value, commas and all.
  const numeral = new RegExp(`-?${NUMERAL}(?![\\p{L}\\p{N}])`, 'uy');
  return (at) => {
    const open = text[at];
    if (open === '"' || open === "'") {
      const end = nextIndex(open, at + 1);
      if (end >= 0) return text.slice(at, end + 1);
    }
    word.lastIndex = at;
    const plain = word.exec(text)?.[0];
    numeral.lastIndex = at;
    const number = numeral.exec(text)?.[0];
    // Only where the separators cut the word short: "2026-11-24" is a word, not the number 2026.
    return number !== undefined && number.length > (plain?.length ?? 0) ? number : plain;
  };
}

/** Where each enum value is mentioned as a whole word. */
export function enumMentions(values: Json[], text: string): { value: Json; start: number; end: number }[] {
  const found: { value: Json; start: number; end: number }[] = [];
  for (const value of values) {
    if (value === null || typeof value === 'object' || String(value).length > MAX_MENTION) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(String(value))}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const m of text.matchAll(re)) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}
