import { checkToolInput } from '../tool-schemas.js';
import type { Json, JsonObject, ToolDefinition } from '../types.js';
import { type Candidate, findCandidates, isRealDate, toIsoDateTime } from './candidates.js';
import { contentWords, escapeRegExp, identifierPattern, identifierWords } from './text.js';

export type Extraction = { ok: true; input: JsonObject } | { ok: false; missing: string[] };

type Schema = JsonObject;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Words that say nothing about which value belongs to a property. */
const GENERIC = new Set(['is', 'ha', 'include', 'enable', 'allow', 'should', 'value', 'name', 'id', 'max', 'min', 'number']);
const NEGATIONS = new Set(['no', 'not', 'without', 'don', 'dont', 'never', 'disable', 'exclude', 'false', 'off']);

function typeOf(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === 'string' && x !== 'null');
  if (schema.enum !== undefined || schema.const !== undefined) return 'enum';
  return undefined;
}

/** Whether a value fits one property's schema; a schema ajv cannot compile alone (a $ref) is left to the final check. */
function fits(schema: Schema, value: Json): boolean {
  try {
    return checkToolInput({ type: 'object', properties: { v: schema }, required: ['v'] }, { v: value }).length === 0;
  } catch {
    return true;
  }
}

/** A written value read as the property's type; undefined when it cannot be one. */
function parseAs(schema: Schema, raw: string): Json | undefined {
  const parsed = ((): Json | undefined => {
    if (schema.const !== undefined) return String(schema.const).toLowerCase() === raw.toLowerCase() ? schema.const : undefined;
    if (Array.isArray(schema.enum)) return schema.enum.find((v) => String(v).toLowerCase() === raw.toLowerCase());
    switch (typeOf(schema)) {
      case 'integer':
        return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
      case 'number':
        return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : undefined;
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
  return parsed !== undefined && fits(schema, parsed) ? parsed : undefined;
}

/** True when a word of the property's name stands just before the value ("limit 20") or, with `after`, right after it ("3 days"). */
function isNear(name: string, c: { start: number; end: number }, text: string, side: 'before' | 'after'): boolean {
  const words = identifierWords(name).filter((w) => !GENERIC.has(w));
  if (words.length === 0) return false;
  const near =
    side === 'before' ? contentWords(text.slice(Math.max(0, c.start - 40), c.start)).slice(-2) : contentWords(text.slice(c.end, c.end + 30)).slice(0, 1);
  return near.some((w) => words.includes(w));
}

/** Where each enum value is mentioned as a whole word. */
function enumMentions(values: Json[], text: string): Array<{ value: Json; start: number; end: number }> {
  const found: Array<{ value: Json; start: number; end: number }> = [];
  for (const value of values) {
    if (value === null || typeof value === 'object') continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(String(value))}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const m of text.matchAll(re)) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Fills a tool's arguments from the user's text by the schema of each property (see docs/ai.md):
 * `name: value` pairs first, then enum values, dates, numbers, emails/URLs/UUIDs, quoted strings and
 * booleans. The result is checked against the whole schema; optional values that break it are dropped.
 */
export function extractArguments(tool: ToolDefinition, text: string): Extraction {
  const properties = isObject(tool.parameters.properties) ? tool.parameters.properties : {};
  const required = Array.isArray(tool.parameters.required) ? tool.parameters.required.filter((r): r is string => typeof r === 'string') : [];
  const entries = Object.entries(properties).filter((e): e is [string, Schema] => isObject(e[1]));
  const input: JsonObject = {};
  const candidates = findCandidates(text);
  const used = new Set<Candidate>();
  const take = (name: string, value: Json, c?: Candidate) => {
    input[name] = value;
    if (c) used.add(c);
  };
  const open = () => entries.filter(([name]) => !(name in input));

  // 1. Explicit `name: value`, `name = value` or `name is value`.
  for (const [name, schema] of entries) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${identifierPattern(name)}\\s*(?:[:=]|\\s+is\\s)\\s*("[^"]*"|'[^']*'|[^\\s,;]+)`, 'iu');
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const raw = m[1].replace(/^["']|["']$/g, '').replace(/[.!?]$/, '');
    const value = parseAs(schema, raw);
    if (value === undefined) continue;
    const start = m.index + m[0].length - m[1].length;
    take(name, value);
    for (const c of candidates) if (c.start < start + m[1].length && c.end > start) used.add(c);
  }

  // 2. Enum and const values mentioned as words; an array of enums takes every one mentioned.
  const enumUsed = new Set<number>();
  for (const [name, schema] of open()) {
    if (schema.const !== undefined && required.includes(name)) take(name, schema.const);
    const items = isObject(schema.items) ? schema.items : undefined;
    if (typeOf(schema) === 'array' && Array.isArray(items?.enum)) {
      const values = [...new Set(enumMentions(items.enum, text).map((m) => m.value))];
      if (values.length > 0 && fits(schema, values)) take(name, values);
      continue;
    }
    if (!Array.isArray(schema.enum)) continue;
    const hit = enumMentions(schema.enum, text).find((m) => !enumUsed.has(m.start) && fits(schema, m.value));
    if (hit) {
      enumUsed.add(hit.start);
      take(name, hit.value);
    }
  }

  // 3. Typed values: those next to the property's name first, then the rest in order of mention.
  const kindsFor = (schema: Schema): Array<Candidate['kind']> => {
    const type = typeOf(schema);
    if (type === 'integer' || type === 'number') return ['number'];
    if (type !== 'string') return [];
    switch (schema.format) {
      case 'date':
      case 'date-time':
        return ['date', 'datetime'];
      case 'email':
        return ['email'];
      case 'uri':
      case 'url':
        return ['url'];
      case 'uuid':
        return ['uuid'];
      default:
        return ['quoted'];
    }
  };
  const valueOf = (schema: Schema, c: Candidate): Json | undefined => {
    if (c.kind === 'number') return parseAs(schema, c.text);
    if (c.kind === 'date' || c.kind === 'datetime') {
      const [y, m, d] = c.text.slice(0, 10).split('-').map(Number);
      if (!isRealDate(y ?? 0, m ?? 0, d ?? 0)) return undefined;
      const value = schema.format === 'date' ? c.text.slice(0, 10) : toIsoDateTime(c);
      return fits(schema, value) ? value : undefined;
    }
    return fits(schema, c.text) ? c.text : undefined;
  };
  const assign = (pick: (name: string, c: Candidate) => boolean, onlyRequired: boolean) => {
    for (const [name, schema] of open()) {
      if (onlyRequired && !required.includes(name)) continue;
      if (schema.enum !== undefined || schema.const !== undefined) continue;
      const kinds = kindsFor(schema);
      for (const c of candidates) {
        if (used.has(c) || !kinds.includes(c.kind) || !pick(name, c)) continue;
        const value = valueOf(schema, c);
        if (value === undefined) continue;
        take(name, value, c);
        break;
      }
    }
  };
  assign((name, c) => isNear(name, c, text, 'before'), false);
  assign((name, c) => isNear(name, c, text, 'after'), false);
  assign(() => true, true);
  // Quoted strings, dates, URLs and addresses are deliberate values: an optional property may take one
  // that is left. A bare number is not: it may be meant for anything.
  assign((_, c) => c.kind !== 'number', false);

  // 4. Booleans: the property's words mentioned, negated or not.
  const words = contentWords(text);
  const rawWords = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const [name, schema] of open()) {
    if (typeOf(schema) !== 'boolean') continue;
    const nameWords = identifierWords(name).filter((w) => !GENERIC.has(w));
    if (nameWords.length === 0 || !nameWords.every((w) => words.includes(w))) continue;
    const at = rawWords.findIndex((w) => contentWords(w)[0] === nameWords[0]);
    const negated = rawWords.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.has(w));
    if (fits(schema, !negated)) take(name, !negated);
  }

  // 5. A required property nobody named may still have a default.
  for (const [name, schema] of open()) {
    if (required.includes(name) && schema.default !== undefined && fits(schema, schema.default)) take(name, schema.default);
  }

  const missing = required.filter((name) => !(name in input));
  if (missing.length > 0) return { ok: false, missing };
  return finalCheck(tool, input, required);
}

/** Drops optional values the whole schema rejects (e.g. by a rule across properties); fails if that is not enough. */
function finalCheck(tool: ToolDefinition, input: JsonObject, required: string[]): Extraction {
  for (let round = 0; round <= Object.keys(input).length; round++) {
    if (checkToolInput(tool.parameters, input).length === 0) return { ok: true, input };
    const optional = Object.keys(input).filter((k) => !required.includes(k));
    const drop = optional[optional.length - 1];
    if (drop === undefined) break;
    delete input[drop];
  }
  return { ok: false, missing: required.filter((name) => !(name in input)) };
}
