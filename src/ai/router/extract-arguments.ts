import { resolvePointer } from '../schema-limits.js';
import { type CompiledSchema, compileToolSchema } from '../tool-schemas.js';
import type { Json, JsonObject, ToolDefinition } from '../types.js';
import type { ValidationBudget } from '../validation-budget.js';
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

/**
 * The root's properties with their schemas, a property that is only a `$ref` (as generated for enums
 * and shared types) read as the schema it points to; its checks still go through the whole schema.
 */
export function propertySchemas(parameters: JsonObject): Array<[string, Schema]> {
  const properties = isObject(parameters.properties) ? parameters.properties : {};
  const deref = (schema: unknown): unknown => {
    for (let hops = 0; hops < 8 && isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#'); hops++) {
      schema = resolvePointer(parameters, schema.$ref);
    }
    return schema;
  };
  return Object.entries(properties)
    .map(([name, schema]): [string, unknown] => [name, deref(schema)])
    .filter((e): e is [string, Schema] => isObject(e[1]));
}

/** Whether a value fits one property, by the tool's compiled schema (the same validators as `validateSchema`). */
type Fits = (name: string, value: Json) => boolean;

/** A written value read as the property's type; undefined when it cannot be one. */
function parseAs(fits: Fits, name: string, schema: Schema, raw: string): Json | undefined {
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
  return parsed !== undefined && fits(name, parsed) ? parsed : undefined;
}

/**
 * Whether a word of a property's name stands just before a value ("limit 20") or, with `after`,
 * right after it ("3 days"). The words of each name and around each value are read once: the
 * router asks for every pair of property and value.
 */
function nearness(text: string): (name: string, c: Candidate, side: 'before' | 'after') => boolean {
  const nameWords = new Map<string, string[]>();
  const around = new Map<Candidate, { before: string[]; after: string[] }>();
  return (name, c, side) => {
    let words = nameWords.get(name);
    if (!words) nameWords.set(name, (words = identifierWords(name).filter((w) => !GENERIC.has(w))));
    if (words.length === 0) return false;
    let near = around.get(c);
    if (!near) {
      near = { before: contentWords(text.slice(Math.max(0, c.start - 40), c.start)).slice(-2), after: contentWords(text.slice(c.end, c.end + 30)).slice(0, 1) };
      around.set(c, near);
    }
    return near[side].some((w) => words.includes(w));
  };
}

/**
 * Budget units the router charges for its own work, beside the validations it runs: a scan of the
 * text costs a unit per four characters, a pair of property and value considered a few units.
 */
const scanUnits = (text: string) => Math.ceil(text.length / 4);
const PAIR_UNITS = 4;

/**
 * Property names and enum values longer than this are not looked for in the text: nobody writes
 * them, and matching each at every position of the text would cost their length times its.
 */
const MAX_MENTION = 200;

/**
 * The value written at a position, as `"[^"]*"|'[^']*'|[^\s,;]+` reads it there, or undefined. A
 * quote that nothing closes is remembered, so that many of them cost one scan, not one each.
 */
function writtenValues(text: string): (at: number) => string | undefined {
  const next = new Map<string, { from: number; at: number }>();
  const nextIndex = (quote: string, from: number): number => {
    const known = next.get(quote);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    const at = text.indexOf(quote, from);
    next.set(quote, { from, at });
    return at;
  };
  const word = /[^\s,;]+/y;
  return (at) => {
    const open = text[at];
    if (open === '"' || open === "'") {
      const end = nextIndex(open, at + 1);
      if (end >= 0) return text.slice(at, end + 1);
    }
    word.lastIndex = at;
    return word.exec(text)?.[0];
  };
}

/** Where each enum value is mentioned as a whole word. */
function enumMentions(values: Json[], text: string): Array<{ value: Json; start: number; end: number }> {
  const found: Array<{ value: Json; start: number; end: number }> = [];
  for (const value of values) {
    if (value === null || typeof value === 'object' || String(value).length > MAX_MENTION) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(String(value))}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const m of text.matchAll(re)) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Fills a tool's arguments from the user's text by the schema of each property (see docs/ai.md):
 * `name: value` pairs first, then enum values, dates, numbers, emails/URLs/UUIDs, quoted strings and
 * booleans. The result is checked against the whole schema; optional values that break it are dropped.
 * Every check is charged to `budget`, which throws BudgetExceeded when spent.
 */
export function extractArguments(tool: ToolDefinition, text: string, budget: ValidationBudget): Extraction {
  const compiled = compileToolSchema(tool.parameters);
  const fits: Fits = (name, value) => compiled.fitsProperty(name, value, budget);
  const required = new Set(Array.isArray(tool.parameters.required) ? tool.parameters.required.filter((r): r is string => typeof r === 'string') : []);
  const entries = propertySchemas(tool.parameters);
  const isNear = nearness(text);
  const input: JsonObject = {};
  const candidates = findCandidates(text);
  const used = new Set<Candidate>();
  const take = (name: string, value: Json, c?: Candidate) => {
    input[name] = value;
    if (c) used.add(c);
  };
  const open = () => entries.filter(([name]) => !(name in input));

  // 1. Explicit `name: value`, `name = value` or `name is value`.
  const written = writtenValues(text);
  for (const [name, schema] of entries) {
    if (name.length > MAX_MENTION) continue;
    budget.charge(scanUnits(text));
    // `\s*[:=]` and `\s+is\s` as separate branches: `\s*(?:[:=]|\s+is\s)` backtracks over every split of a run of spaces.
    const head = new RegExp(`(?<![\\p{L}\\p{N}_])${identifierPattern(name)}(?:\\s*[:=]|\\s+is\\s)\\s*`, 'giu');
    let found: { written: string; start: number } | undefined;
    for (const m of text.matchAll(head)) {
      const start = m.index + m[0].length;
      const value = written(start);
      if (value !== undefined) {
        found = { written: value, start };
        break;
      }
    }
    if (!found) continue;
    const raw = found.written.replace(/^["']|["']$/g, '').replace(/[.!?]$/, '');
    const value = parseAs(fits, name, schema, raw);
    if (value === undefined) continue;
    take(name, value);
    for (const c of candidates) if (c.start < found.start + found.written.length && c.end > found.start) used.add(c);
  }

  // 2. Enum and const values mentioned as words; an array of enums takes every one mentioned.
  const enumUsed = new Set<number>();
  for (const [name, schema] of open()) {
    if (schema.const !== undefined && required.has(name)) take(name, schema.const);
    const items = isObject(schema.items) ? schema.items : undefined;
    if (typeOf(schema) === 'array' && Array.isArray(items?.enum)) {
      budget.charge(items.enum.length * scanUnits(text));
      const values = [...new Set(enumMentions(items.enum, text).map((m) => m.value))];
      if (values.length > 0 && fits(name, values)) take(name, values);
      continue;
    }
    if (!Array.isArray(schema.enum)) continue;
    budget.charge(schema.enum.length * scanUnits(text));
    const hit = enumMentions(schema.enum, text).find((m) => !enumUsed.has(m.start) && fits(name, m.value));
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
  const valueOf = (name: string, schema: Schema, c: Candidate): Json | undefined => {
    if (c.kind === 'number') return parseAs(fits, name, schema, c.text);
    if (c.kind === 'date' || c.kind === 'datetime') {
      const [y, m, d] = c.text.slice(0, 10).split('-').map(Number);
      if (!isRealDate(y ?? 0, m ?? 0, d ?? 0)) return undefined;
      const value = schema.format === 'date' ? c.text.slice(0, 10) : toIsoDateTime(c);
      return fits(name, value) ? value : undefined;
    }
    return fits(name, c.text) ? c.text : undefined;
  };
  const assign = (pick: (name: string, c: Candidate) => boolean, onlyRequired: boolean) => {
    for (const [name, schema] of open()) {
      if (onlyRequired && !required.has(name)) continue;
      if (schema.enum !== undefined || schema.const !== undefined) continue;
      const kinds = kindsFor(schema);
      for (const c of candidates) {
        budget.charge(PAIR_UNITS);
        if (used.has(c) || !kinds.includes(c.kind) || !pick(name, c)) continue;
        const value = valueOf(name, schema, c);
        if (value === undefined) continue;
        take(name, value, c);
        break;
      }
    }
  };
  assign((name, c) => isNear(name, c, 'before'), false);
  assign((name, c) => isNear(name, c, 'after'), false);
  assign(() => true, true);
  // Quoted strings, dates, URLs and addresses are deliberate values: an optional property may take one
  // that is left. A bare number is not: it may be meant for anything.
  assign((_, c) => c.kind !== 'number', false);

  // 4. Booleans: the property's words mentioned, negated or not.
  const words = new Set(contentWords(text));
  const rawWords = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems = rawWords.map((w) => contentWords(w)[0]);
  for (const [name, schema] of open()) {
    if (typeOf(schema) !== 'boolean') continue;
    budget.charge(PAIR_UNITS);
    const nameWords = identifierWords(name).filter((w) => !GENERIC.has(w));
    if (nameWords.length === 0 || !nameWords.every((w) => words.has(w))) continue;
    budget.charge(scanUnits(text));
    const at = stems.indexOf(nameWords[0]);
    const negated = rawWords.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.has(w));
    if (fits(name, !negated)) take(name, !negated);
  }

  // 5. A required property nobody named may still have a default.
  for (const [name, schema] of open()) {
    if (required.has(name) && schema.default !== undefined && fits(name, schema.default)) take(name, schema.default);
  }

  const missing = [...required].filter((name) => !(name in input));
  if (missing.length > 0) return { ok: false, missing };
  return finalCheck(compiled, input, required, budget);
}

/** Drops optional values the whole schema rejects (e.g. by a rule across properties); fails if that is not enough. */
function finalCheck(compiled: CompiledSchema, input: JsonObject, required: Set<string>, budget: ValidationBudget): Extraction {
  for (let round = 0; round <= Object.keys(input).length; round++) {
    if (compiled.check(input, budget).length === 0) return { ok: true, input };
    const optional = Object.keys(input).filter((k) => !required.has(k));
    const drop = optional[optional.length - 1];
    if (drop === undefined) break;
    delete input[drop];
  }
  return { ok: false, missing: [...required].filter((name) => !(name in input)) };
}
