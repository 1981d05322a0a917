import type { Json } from '../types.js';
import { type EnumMention, findEnumMentions, orderPair, pairRole } from './enums.js';
import { type Schema, holdsClause, typeOf, valueText } from './properties.js';
import type { Reading } from './reading.js';
import { identifierWords } from './text.js';
import { DOMAIN_READS, DOMAIN_WORDS, VALUE_DOMAINS } from './value-groups.js';

/*
 * Free strings that hold a currency, a unit or a language without listing them in an `enum`: the
 * `from`/`to` of a currency converter ("ISO 4217 code"), `from_unit`/`to_unit`, `target_language`.
 * The text names them as people do ("50 euros in dollars", "10 km to miles", "into german"); the
 * value is the code when the property asks for one (its pattern, or "code"/"ISO" in its name or
 * description, or an example that is a code) and the words as written otherwise.
 */

/** The words of a name, small ones kept: the "from" of `from_unit`, the "to" of `to_currency`. */
const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

const textOf = (schema: Schema) => (typeof schema.description === 'string' ? schema.description.slice(0, 500) : '');

/** The domain a free string property holds values of, read from its name and description, else the tool's. */
export function domainOf(name: string, schema: Schema, toolText: string): string | undefined {
  if (typeOf(schema) !== 'string' || schema.enum !== undefined || schema.format !== undefined) return undefined;
  // "Description: colour, brand, contents" holds a phrase ("black iPhone 15"), not a colour.
  if (holdsClause(name)) return undefined;
  const own = new Set(identifierWords(name));
  const words = describedKinds(textOf(schema));
  for (const [domain, marks] of Object.entries(DOMAIN_WORDS)) if (marks.some((m) => own.has(m) || words.has(m))) return domain;
  // `from`/`to` of a converter say nothing themselves: the tool does.
  if (pairRole(nameWords(name)) === undefined) return undefined;
  const tool = new Set(toolText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const [domain, marks] of Object.entries(DOMAIN_WORDS)) if (marks.some((m) => tool.has(m))) return domain;
  return undefined;
}

/** Words before a kind that make it one alternative or an addition, not what the value is. */
const ALTERNATIVE = new Set(['or', 'and', 'with', 'optionally', 'plus', 'nor']);

/**
 * The words of a description that say what kind of value it holds: all but one named as one of
 * several ("Song, artist, album, playlist or genre") or as an addition ("City name, optionally with
 * country"), which a domain of its own would misread.
 */
function describedKinds(description: string): Set<string> {
  const out = new Set<string>();
  let before = '';
  for (const m of description.toLowerCase().matchAll(/[\p{L}\p{N}]+|[,/]/gu)) {
    const word = m[0];
    if (!ALTERNATIVE.has(before) && before !== ',' && before !== '/') out.add(word);
    before = word;
  }
  return out;
}

/** Whether the property wants the code of a value rather than its name. */
function wantsCode(name: string, schema: Schema): boolean {
  const said = `${name} ${textOf(schema)}`.toLowerCase();
  if (/\b(?:code|iso|abbreviation|symbol)\b/.test(said)) return true;
  const example = /\be\.?g\.?,?\s*["'`]?([^\s"'`,;)]+)/i.exec(textOf(schema))?.[1];
  return example !== undefined && ALL_CODES.has(example.toLowerCase());
}
const ALL_CODES = new Set(['currency', 'unit', 'language'].flatMap((d) => (VALUE_DOMAINS[d] ?? []).map((g) => g[0]!.toLowerCase())));

const mentionsOf = new WeakMap<Reading, Map<string, EnumMention[]>>();

/** Where the text names values of `domain` (read once per request and domain). */
export function domainMentions(reading: Reading, domain: string): EnumMention[] {
  let known = mentionsOf.get(reading);
  if (!known) mentionsOf.set(reading, (known = new Map<string, EnumMention[]>()));
  let found = known.get(domain);
  if (!found) {
    const heads = (DOMAIN_READS[domain] ?? [domain]).flatMap((d) => (VALUE_DOMAINS[d] ?? []).map((g) => g[0]!));
    found = findEnumMentions(heads, reading.tokens);
    known.set(domain, found);
  }
  return found;
}

/** The forms of a mention to try, best first. */
function forms(reading: Reading, m: EnumMention, code: boolean): string[] {
  const written = reading.text.slice(m.start, m.end);
  const head = valueText(m.value);
  return code ? [head, head.toUpperCase(), head.toLowerCase(), written] : [written, head];
}

export interface TypedSlot {
  name: string;
  schema: Schema;
  domain: string;
}

/**
 * Values for the typed slots of one domain, as [name, value, mention] triples. Two slots (source and
 * target) are told apart as enum pairs are; one slot takes the mention after "to/into/in" when it is
 * a target, else the first.
 */
export function assignTyped(
  slots: TypedSlot[],
  reading: Reading,
  fits: (name: string, value: Json) => boolean,
  free: (m: EnumMention) => boolean,
): [string, string, EnumMention][] {
  const out: [string, string, EnumMention][] = [];
  if (slots.length === 0) return out;
  const mentions = domainMentions(reading, slots[0]!.domain).filter(free);
  if (mentions.length === 0) return out;
  const put = (slot: TypedSlot, m: EnumMention) => {
    const value = forms(reading, m, wantsCode(slot.name, slot.schema)).find((f) => fits(slot.name, f));
    if (value !== undefined) out.push([slot.name, value, m]);
  };
  // Of two slots one of which says its role ("destination_country"), the other plays the other one ("passport_country").
  const roles = slots.map((s) => pairRole(nameWords(s.name)));
  const guessed = slots.length === 2 && roles.filter((r) => r !== undefined).length === 1;
  const source = slots.find((s, i) => roles[i] === 'source' || (guessed && roles[1 - i] === 'target'));
  const target = slots.find((s) => s !== source && pairRole(nameWords(s.name)) !== 'source');
  if (source && target && mentions.length >= 2) {
    const [a, b] = orderPair(mentions, reading.tokens, reading.numbers);
    put(source, a);
    put(target, b);
    return out;
  }
  const m = mentions[0]!;
  const before = reading.tokens[m.from - 1]?.lower ?? '';
  const toward = ['to', 'into', 'in'].includes(before);
  const slot = (toward ? target : source) ?? (toward ? source : target) ?? slots[0]!;
  // A lone value after "to" is never the source ("translate this to spanish" names no source).
  if (toward && slot === source && target === undefined && slots.length > 1) return out;
  put(slot, m);
  return out;
}
