import { type CompiledSchema, compileToolSchema } from '../tool-schemas.js';
import { type Json, type JsonObject, type ToolDefinition, isJsonObject } from '../types.js';
import type { ValidationBudget } from '../validation-budget.js';
import { assignNumbers, countOfOne } from './assign-numbers.js';
import { namesKind, oneOfKind, splitFullName } from './being-properties.js';
import { findHouseNumbers } from './house-numbers.js';
import { holdsIdentifier, identifierShaped } from './given-codes.js';
import { type Candidate, identifierForms, identifierLike, isRealDate, toIsoDateTime } from './candidates.js';
import { type ToolProfile, profileTool } from './choose-tool.js';
import { onlyReads, recordsWhatHappened, reportsDone } from './request-kind.js';
import { saidOfTheFuture, saidOfThePast } from './date-tense.js';
import { partOfDayValue } from './day-parts.js';
import { periodMentions } from './enum-periods.js';
import { sizeMentions } from './enum-sizes.js';
import { loosePatternCode } from './pattern-shapes.js';
import { kindMentions } from './kind-mentions.js';
import { senseMentions } from './sense-mentions.js';
import { oneSlipApart } from './near-words.js';
import { type DateMention, dayWrittenApart, isoDate, isoDateTime, startOfWeek, timeForms, withTimeOf } from './dates.js';
import { birthdayAges, numbersNamedBy } from './ordinals.js';
import { smallNumber } from './numbers.js';
import { dayOfMonthIn, holdsDayOfMonth } from './day-of-month.js';
import { daysNamedTogether } from './weekdays.js';
import {
  type EnumMention,
  derivedMentions,
  describedMentions,
  findEnumMentions,
  headMentions,
  initialsMentions,
  orderPair,
  pairRole,
} from './enums.js';
import { findExpression, holdsExpression } from './expression.js';
import { fillBooleans } from './booleans.js';
import { SAID_PAST, booksAhead, describedAhead, isDateProp, looksBack, patternKind, recordsDone, weekStartOf } from './date-properties.js';
import { fillLists } from './lists.js';
import { fillFreeText } from './fill-free-text.js';
import { valueAfterName } from './value-after-name.js';
import { flatten } from './nested.js';
import { findMonths, monthMeant } from './months.js';
import { ageBand, saysAge } from './number-cues.js';
import { numbersForProperty } from './enum-numbers.js';
import { datesOutside } from './dates-outside.js';
import { bareAmountMentions } from './bare-amounts.js';
import { type TypedSlot, assignTyped, domainOf } from './typed-values.js';
import { type Role, withoutOwnersS } from './free-text.js';
import { roleOfProperty } from './being-properties.js';
import { type Schema, typeOf } from './properties.js';
import { type Reading, read } from './reading.js';
import { identifierWords, properCase, splitIdentifier, stem, stemWord } from './text.js';
import { isFreeString, spanContext, spanOfValue } from './span-features.js';
import { bestSpan, spanLimits, spanProbability } from './span-scorer.js';
import { BEINGS, PROPER } from './roles.js';
import { tokenTags } from './parts-of-speech.js';
import { type Fits, MAX_MENTION, PAIR_UNITS, enumMentions, nearness, parseAs, scanUnits, writtenValues } from './written-values.js';

export { propertySchemas } from './properties.js';

/** Words of a property that holds a link. */
const LINK_NAMES = new Set(['url', 'uri', 'link', 'website', 'homepage']);

/** Words of a tool that reads what is still to come. */
const READS_AHEAD =
  /\b(?:upcoming|coming|future|forecast|next|ahead|scheduled|open for|available|availability|bookable|free (?:for|on|at|in)|vacanc(?:y|ies))\b/i;

/** `guesses`: values taken as the words left over, with nothing in the sentence pointing at them. */
export type Extraction = { ok: true; input: JsonObject; guesses: number } | { ok: false; missing: string[] };

/** Roles whose values are names of someone or somewhere, rather than what is said. */
const NAME_ROLES = new Set<Role>(['channel', 'person', 'place', 'origin', 'destination', 'phone', 'symbol', 'room', 'artist']);

/** Whether two readings of a date are a year apart (a day of a month), not a week or a day. */
const yearApart = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) > 300 * 86_400_000;
/** How far back a day of a month with no year may lie and still be the one meant, not next year's. */
const JUST_GONE = 14 * 86_400_000;
/** Whether `a` is nearer `now` than `b`. */
const nearerThan = (a: Date, b: Date, now: Date) => Math.abs(a.getTime() - now.getTime()) < Math.abs(b.getTime() - now.getTime());
/** Words before a day that say it ends a stretch beginning now. */
const UNTIL = /\b(?:until|till|til|before)\s+\S/i;

/** Verbs that change how much of something a device gives, which it does only when on. */
const ADJUSTS = new Set(['dim', 'brighten', 'dimmer', 'brighter', 'darken', 'lighten']);
/** An enum of exactly "on" and "off". */
const isSwitch = (schema: Schema) =>
  Array.isArray(schema.enum) && schema.enum.length === 2 && schema.enum.includes('on') && schema.enum.includes('off');

/** Words before a value that say it is where something comes from. */
const SOURCE_CUES = new Set(['from']);

/** Enum values that say two others at once, and the words that join two values. */
const BOTH = new Set(['both', 'mixed']);
const AND = new Set(['and', '&', '+']);
const NONE = new Set(['none', 'no', 'without']);

/** Enum values that, written before another value, count it rather than name themselves. */
const QUANTIFIERS = new Set(['all', 'any', 'every', 'both']);

/** Property-name words of strings that may hold a file name or path. */
const PATH_NAMES = new Set([
  'path',
  'file',
  'filename',
  'name',
  'folder',
  'directory',
  'dir',
  'src',
  'source',
  'dest',
  'destination',
  'target',
  'newname',
  'filepath',
]);

/** Last words of property names that hold a code: `order_number`, `booking_ref`, `licence_plate`. */
const CODE_NAMES = new Set(['number', 'num', 'no', 'id', 'ref', 'reference', 'code', 'plate', 'registration', 'reg']);
/** Words of property names whose codes are read elsewhere: a phone's by its role (roles.ts), a postcode with the address. */
const NOT_CODES = new Set(['phone', 'mobile', 'tel', 'telephone', 'cell', 'fax', 'postal', 'post', 'zip']);
/** A code mixes letters and digits: "LD-30451", "RX773002", "10A"; "3-4" or "AB-CD" is none. */
const MIXED_CODE = /^(?=.*\p{L})(?=.*\d)[\p{L}\d]+(?:[-/.][\p{L}\d]+)*$/u;

function holdsCode(name: string, schema: Schema): boolean {
  if (typeOf(schema) !== 'string' || schema.enum !== undefined || schema.const !== undefined) return false;
  if (schema.format !== undefined || schema.pattern !== undefined) return false;
  const words = identifierWords(name);
  return CODE_NAMES.has(words.at(-1) ?? '') && !words.some((w) => NOT_CODES.has(w));
}

/**
 * Fills a tool's arguments from the user's text by the schema of each property (see docs/ai.md):
 * `name: value` pairs first, then enum values (by their names and aliases), dates and times,
 * addresses and quoted strings, numbers, free-text values, booleans and defaults. The result is
 * checked against the whole schema; optional values that break it are dropped. Every check is
 * charged to `budget`, which throws BudgetExceeded when spent.
 */
export function extractArguments(
  tool: ToolDefinition,
  given: Reading | string,
  budget: ValidationBudget,
  profile: ToolProfile = profileTool(tool),
): Extraction {
  const reading = typeof given === 'string' ? read(given, new Date()) : given;
  const { text, tokens } = reading;
  const compiled = compileToolSchema(tool.parameters);
  // Members of nested objects are read as properties of their own ("guests.adults").
  const flat = flatten(tool.parameters, budget);
  const fits: Fits = (name, value) => flat.fits(name, value) ?? compiled.fitsProperty(name, value, budget);
  const required = flat.required;
  const entries = flat.entries;
  const isNear = nearness(text);
  const input: JsonObject = {};
  let guesses = 0;
  const candidates = reading.candidates;
  const used = new Set<Candidate>();
  /** Tokens some value took: they end free-text values and are not read twice. */
  const usedTokens = new Set<number>();
  // Tokens are in text order: the first that ends after `start` is found by halving, then those up to `end`.
  const useSpan = (start: number, end: number) => {
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokens[mid]!.end <= start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < tokens.length && tokens[i]!.start < end; i++) usedTokens.add(i);
  };
  const take = (name: string, value: Json, c?: Candidate) => {
    input[name] = value;
    if (c) {
      used.add(c);
      useSpan(c.start, c.end);
    }
  };
  const open = () => entries.filter(([name]) => !(name in input));
  budget.charge(scanUnits(text));
  for (const c of candidates) if (c.kind !== 'number' && c.kind !== 'quoted') useSpan(c.start, c.end);

  const hasDates = entries.some(([name, schema]) => isDateProp(name, schema));
  const toolNameWords = new Set(identifierWords(tool.name));
  const toolStems = new Set([...toolNameWords].map((w) => stemWord(w)));
  const hasNumeric = entries.some(([, schema]) => typeOf(schema) === 'number' || typeOf(schema) === 'integer');

  // 1. Explicit `name: value`, `name = value` or `name is value`.
  const written = writtenValues(text);
  for (const [name, schema] of entries) {
    if (name.length > MAX_MENTION) continue;
    budget.charge(scanUnits(text));
    const found = valueAfterName(flat.leaf(name), name, schema, { text, written, entries, dates: hasDates ? reading.dates : [] });
    if (!found) continue;
    const raw = found.written.replace(/^["']|["']$/g, '').replace(/[.!?]$/, '');
    const value = parseAs(fits, name, schema, raw);
    if (value === undefined) continue;
    take(name, value);
    useSpan(found.start, found.start + found.written.length);
    for (const c of candidates) if (c.start < found.start + found.written.length && c.end > found.start) used.add(c);
  }

  // 2. Enum and const values, by their names and aliases; two properties over the same values
  // ("from"/"to") are told apart by how the sentence reads.
  const enumUsed = new Set<number>();
  const enumProps: [string, Schema, Json[]][] = [];
  const otherValues = (name: string) =>
    new Set(
      entries.flatMap(([other, schema]) => {
        const values = other === name ? undefined : (schema.enum ?? (isJsonObject(schema.items) ? schema.items.enum : undefined));
        return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()) : [];
      }),
    );
  for (const [name, schema] of open()) {
    if (schema.const !== undefined && required.has(name)) take(name, schema.const);
    const items = isJsonObject(schema.items) ? schema.items : undefined;
    if (typeOf(schema) === 'array' && Array.isArray(items?.enum)) {
      budget.charge(items.enum.length * scanUnits(text));
      // In the order they are written: "vanilla, mint choc chip and strawberry" lists mint second,
      // though "vanilla" and "strawberry" are found as themselves and "mint choc chip" by its alias.
      const at = new Map<Json, number>();
      const written = [...enumMentions(items.enum, text), ...findEnumMentions(items.enum.slice(0, 1000), tokens)];
      // Values of several words not written whole, by the first word of each that no other value has.
      // Not a word that is all of another property's value: "strawberry" among the flavours is no strawberry_sauce topping.
      const others = otherValues(name);
      const heads = headMentions(items.enum.slice(0, 1000), tokens, toolStems, true).filter(
        (m) => !written.some((w) => w.value === m.value || (w.start < m.end && m.start < w.end)) && !others.has(tokens[m.from]!.lower),
      );
      for (const m of [...written, ...heads]) if (!at.has(m.value) || at.get(m.value)! > m.start) at.set(m.value, m.start);
      const values = [...new Set([...[...at].sort((a, b) => a[1] - b[1]).map(([v]) => v), ...daysNamedTogether(items.enum, text)])];
      if (values.length > 0 && fits(name, values)) take(name, values);
      continue;
    }
    if (Array.isArray(schema.enum)) enumProps.push([name, schema, schema.enum.slice(0, 1000)]);
  }
  // A unit written onto its number ("250ml") leaves the number to a numeric property.
  const enumSpans: [number, number][] = [];
  const useMention = (m: EnumMention) => {
    if (m.start !== tokens[m.from]?.start) return;
    useSpan(m.start, m.end);
    enumSpans.push([m.start, m.end]);
  };
  for (let p = 0; p < enumProps.length; p++) {
    const [name, , values] = enumProps[p]!;
    if (name in input) continue;
    budget.charge(values.length * scanUnits(text));
    const free = (m: EnumMention) => !m.to || ![...Array(m.to - m.from).keys()].some((k) => usedTokens.has(m.from + k));
    // "Q4", "the third quarter": a number said by what it counts comes before a bare "4" elsewhere.
    const counted = values.every((v) => typeof v === 'number') ? numbersNamedBy(name, tokens).filter(free) : [];
    let mentions = counted.length > 0 ? counted : findEnumMentions(values, tokens).filter(free);
    // The one word of a value of several words names it, unless it is the tool's own ("heating oil" orders no `gas_oil`).
    // Nor a word that names a numeric property and carries its number: "in coach 9" is no `quiet_coach`.
    const numbersOther = (m: EnumMention) =>
      /^\d+$/.test(tokens[m.to]?.text ?? '') &&
      entries.some(
        ([other, sc]) =>
          other !== name &&
          ['integer', 'number'].includes(typeOf(sc) ?? '') &&
          identifierWords(other).map(stemWord).includes(tokens[m.from]!.stem),
      );
    // "medium t-shirt" for `m` of a size enum.
    if (mentions.length === 0) mentions = sizeMentions(values, tokens).filter(free);
    if (mentions.length === 0) mentions = headMentions(values, tokens, toolStems).filter((m) => free(m) && !numbersOther(m));
    if (mentions.length === 0) mentions = describedMentions(values, enumProps[p]![1].description, tokens).filter(free);
    if (mentions.length === 0) mentions = derivedMentions(values, tokens).filter(free);
    if (mentions.length === 0) mentions = initialsMentions(values, tokens).filter(free);
    // "over the past year" for `1y`, "a day licence" for `1_day`: a length of time said.
    if (mentions.length === 0) mentions = periodMentions(values, tokens).filter(free);
    // "has anyone handed in a grey scarf" for `clothing`: a value named by one of its things.
    // Only for a value the tool needs: an optional one nobody named stays unset.
    if (mentions.length === 0 && required.has(name)) mentions = kindMentions(values, reading).filter(free);
    // "bid by phone" for `telephone`, "we've been burgled" for `burglary`: a word of the same meaning, or made from the value's.
    if (mentions.length === 0 && required.has(name)) mentions = senseMentions(values, reading, toolNameWords).filter(free);
    // "is 160 open": a bare number names an amount among amounts, where no numeric property could want it.
    if (mentions.length === 0 && !hasNumeric) mentions = bareAmountMentions(values, tokens).filter(free);
    const partner = enumProps.find(([other, , v], q) => q > p && !(other in input) && v.some((x) => values.includes(x)));
    if (partner && mentions.length >= 2) {
      const [source, target] = orderPair(mentions, tokens, reading.numbers);
      const roleA = pairRole(identifierWords(name));
      const [first, second] = roleA === 'target' ? [target, source] : [source, target];
      if (fits(name, first.value)) take(name, first.value);
      if (fits(partner[0], second.value)) take(partner[0], second.value);
      for (const m of [first, second]) useMention(m);
      continue;
    }
    if (partner && mentions.length === 1) {
      const m = mentions[0]!;
      const before = tokens[m.from - 1]?.lower ?? '';
      const isTarget = ['to', 'into', 'in'].includes(before);
      const roleA = pairRole(identifierWords(name));
      // A lone value that heads the request ("portuguese for 'see you tomorrow'", "french: good night")
      // names what is asked for: the one of the pair the tool cannot do without. Not one said later
      // with no cue ("teach me french"), which is no request of the tool's.
      const [needA, needB] = [required.has(name), required.has(partner[0])];
      const heads = m.from === 0 || [':', 'for'].includes(tokens[m.to]?.lower ?? '');
      const uncued = heads && !isTarget && !SOURCE_CUES.has(before) && needA !== needB;
      const forA = uncued ? needA : isTarget ? roleA === 'target' : roleA !== 'target';
      const owner = forA ? name : partner[0];
      if (fits(owner, m.value)) take(owner, m.value);
      useMention(m);
      continue;
    }
    // The tool's own verb is the command, not a choice, where another value is written too: "merge PR 42 with squash".
    const isCommand = (m: EnumMention) => (profile.words.get(tokens[m.from]!.stem) ?? 0) >= 3;
    // "all closed bugs": "all" right before another value of the property counts the other.
    const quantifier = (m: EnumMention) => QUANTIFIERS.has(tokens[m.from]!.lower) && mentions.some((o) => o !== m && o.from === m.to);
    mentions = mentions.filter((m) => !quantifier(m));
    // "poopy and wet": two values joined by "and" are the value that says both, where there is one.
    const both = values.find((v) => typeof v === 'string' && BOTH.has(v.toLowerCase()));
    const joined = mentions.find((m, k) => {
      const other = mentions[k + 1];
      return other !== undefined && other.value !== m.value && other.from === m.to + 1 && AND.has(tokens[m.to]!.lower);
    });
    if (both !== undefined && joined && fits(name, both)) {
      take(name, both);
      useSpan(joined.start, mentions[mentions.indexOf(joined) + 1]!.end);
      continue;
    }
    // "no milk", "without sauce": the property's own word said away is its `none` value, where it has one.
    const none = values.find((v) => typeof v === 'string' && NONE.has(v.toLowerCase()));
    if (none !== undefined && mentions.length === 0) {
      const own = identifierWords(name).map((w) => stemWord(w));
      const at = tokens.findIndex((t, i) => own.includes(t.stem) && i > 0 && ['no', 'without'].includes(tokens[i - 1]!.lower));
      if (at > 0 && fits(name, none)) {
        take(name, none);
        useSpan(tokens[at - 1]!.start, tokens[at]!.end);
        continue;
      }
    }
    mentions = numbersForProperty(name, mentions, tokens);
    const hit = [...mentions.filter((m) => !isCommand(m)), ...mentions.filter(isCommand)].find(
      (m) => !enumUsed.has(m.start) && fits(name, m.value),
    );
    if (hit) {
      enumUsed.add(hit.start);
      take(name, hit.value);
      useMention(hit);
    }
  }

  // "thursday morning", "at 2pm" for a slot of `am`/`pm` or "08:00-12:00": the part of the day said.
  for (const [name, , values] of enumProps) {
    if (name in input) continue;
    const value = partOfDayValue(values, reading);
    if (value !== undefined && fits(name, value)) take(name, value);
  }

  // A list over the values of a single property of the other role ("spanish to english" for
  // source_language and target_languages) holds the other values only: the source is no target.
  for (const [name, schema] of entries) {
    const list = input[name];
    const items = isJsonObject(schema.items) ? schema.items.enum : undefined;
    const role = pairRole(identifierWords(name));
    if (!Array.isArray(list) || list.length < 2 || !Array.isArray(items) || role === undefined) continue;
    for (const [other, , values] of enumProps) {
      const value = input[other];
      if (other === name || value === undefined || !list.includes(value) || !values.every((v) => items.includes(v))) continue;
      const rest = list.filter((v) => v !== value);
      if (pairRole(identifierWords(other)) === (role === 'source' ? 'target' : 'source') && fits(name, rest)) input[name] = rest;
    }
  }

  // Words an enum value took are no date: "on 20m" is a band, not 20 minutes from now.
  const dates = datesOutside(reading, [...enumSpans, ...scoreSpans(text, entries)]);
  const seen: Reading = dates === reading.dates ? reading : { ...reading, dates };

  // 2b. Free strings that hold a currency, a unit or a language ("50 euros in dollars" → EUR, USD).
  const toolText = `${splitIdentifier(tool.name)} ${tool.description.slice(0, 2000)}`;
  const typed = new Map<string, TypedSlot[]>();
  for (const [name, schema] of open()) {
    const domain = domainOf(name, schema, toolText);
    if (domain) typed.set(domain, [...(typed.get(domain) ?? []), { name, schema, domain }]);
  }
  for (const slots of typed.values()) {
    budget.charge(scanUnits(text));
    const free = (m: EnumMention) => ![...Array(m.to - m.from).keys()].some((k) => usedTokens.has(m.from + k));
    for (const [name, value, m] of assignTyped(slots, seen, fits, free)) {
      take(name, value);
      useSpan(m.start, m.end);
    }
  }

  // 2c. Lists of addresses, links or dates (`to`, `cc`, `attendees`): a list named right before its
  // values ("cc kim@…") takes those, the others take what is left, in the order written.
  fillLists(open(), candidates, used, fits, isNear, required, (name, value, taken) => {
    take(name, value);
    for (const c of taken) {
      used.add(c);
      useSpan(c.start, c.end);
    }
  });

  // 3. Addresses, ids, ISO dates and quoted strings: next to the property's name first, then for
  // required properties, then (all but bare numbers, which could be meant for anything) for optional ones.
  const kindsFor = (name: string, schema: Schema): Candidate['kind'][] => {
    if (typeOf(schema) !== 'string') return [];
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
        // `repo_url` with a pattern but no format: a link is its value all the same.
        if (
          identifierWords(name).some((w) => LINK_NAMES.has(w)) ||
          (typeof schema.pattern === 'string' && /^\^https?/.test(schema.pattern))
        )
          return ['url', 'quoted'];
        return identifierWords(name).some((w) => PATH_NAMES.has(w)) ? ['quoted', 'path'] : ['quoted'];
    }
  };
  const valueOf = (name: string, schema: Schema, c: Candidate): Json | undefined => {
    if (c.kind === 'date' || c.kind === 'datetime') {
      const [y, m, d] = c.text.slice(0, 10).split('-').map(Number);
      if (!isRealDate(y ?? 0, m ?? 0, d ?? 0)) return undefined;
      const value = schema.format === 'date' ? c.text.slice(0, 10) : toIsoDateTime(c);
      return fits(name, value) ? value : undefined;
    }
    return fits(name, c.text) ? c.text : undefined;
  };
  // Text written in quotes is what a message, title or query says before it is a name or a place.
  const toolConcepts = new Set(profile.concepts.keys());
  // Each property's role, read once: the open properties are sorted by it four times over, each
  // comparison reading two.
  const roles = new Map<string, Role>();
  const roleOfEntry = (name: string, schema: Schema) => {
    let role = roles.get(name);
    if (role === undefined) roles.set(name, (role = roleOfProperty(name, toolConcepts, schema.description)));
    return role;
  };
  const namesLast = (list: [string, Schema][]) =>
    [...list].sort((a, b) => Number(NAME_ROLES.has(roleOfEntry(a[0], a[1]))) - Number(NAME_ROLES.has(roleOfEntry(b[0], b[1]))));
  const assign = (pick: (name: string, c: Candidate) => boolean, onlyRequired: boolean) => {
    for (const [name, schema] of namesLast(open())) {
      if (onlyRequired && !required.has(name)) continue;
      if (schema.enum !== undefined || schema.const !== undefined) continue;
      const kinds = kindsFor(name, schema);
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
  assign(() => true, false);

  // 4. Dates and times in words, in the property's format.
  // Not a tool that reads what is coming ("List upcoming astronomical events"): its "from" is ahead.
  const readsRecords = onlyReads(tool) && !READS_AHEAD.test(`${splitIdentifier(tool.name)} ${tool.description.slice(0, 300)}`);
  const pastRecord = recordsDone(tool.name, tool.description);
  const bookings = booksAhead(tool.name, tool.description);
  const dateProps = entries.filter(([name, schema]) => isDateProp(name, schema));
  if (dateProps.length > 0) for (const d of seen.dates) useSpan(d.start, d.end);
  const datesUsed = new Map<DateMention, Set<string>>();
  const months = dateProps.length > 0 ? findMonths(text) : [];
  // A length of time read as that long from now ("half an hour a day") is a moment only when no
  // other date is written: "practise half an hour a day, remind me at 8pm" is reminded at 8pm.
  // "in 2 hours" is a moment: only a mention that begins with the length itself is one.
  const isLength = (d: DateMention) => seen.durations.some((x) => x.start === d.start);
  // "ran 5k in 27 minutes": in a report of something done, "in" a length of time is how long it took.
  // The length may run past what chrono read ("in an hour and a half" is read "in an hour").
  const took = (d: DateMention) =>
    /^in\s/i.test(text.slice(d.start, d.end)) && seen.durations.some((x) => x.start >= d.start && x.start < d.end) && reportsDone(seen);
  // "two and a half hours": what chrono reads inside a length of time ("half hours") is part of it, no moment.
  const within = (d: DateMention) => seen.durations.some((x) => d.start > x.start && d.end <= x.end);
  const moment = (d: DateMention) => !took(d) && !within(d);
  const byMoment = [...seen.dates.filter((d) => !isLength(d) && moment(d)), ...seen.dates.filter((d) => isLength(d) && moment(d))];
  // "how many days until christmas": a range whose end alone is written starts today.
  const named = (re: RegExp) => dateProps.find(([n, sc]) => sc.format === 'date' && re.test(splitIdentifier(n).toLowerCase()));
  const [rangeStart, rangeEnd] = [named(/\b(?:from|start|since|begin)\b/), named(/\b(?:to|end|until|till)\b/)];
  const only = seen.dates.length === 1 ? seen.dates[0]! : undefined;
  if (rangeStart && rangeEnd && only && UNTIL.test(text.slice(Math.max(0, only.start - 10), only.end)) && !(rangeStart[0] in input)) {
    const today = isoDate(seen.now);
    if (fits(rangeStart[0], today)) take(rangeStart[0], today);
  }
  // "next month", "in december": a range of days given by a month alone is its first and last day.
  // Not "this month", which may as well start today.
  const month = months.length === 1 && months[0]!.shift !== 0 ? months[0] : undefined;
  const dayNamed = seen.dates.some((d) => d.hasDay && !(d.start >= (month?.start ?? 0) - 3 && d.end <= (month?.end ?? 0)) && !isLength(d));
  if (rangeStart && rangeEnd && month && !dayNamed && !(rangeStart[0] in input) && !(rangeEnd[0] in input)) {
    const back = pastRecord || recordsWhatHappened(tool) || looksBack(rangeStart[0], rangeStart[1]);
    const [year, m] = monthMeant(month, seen.now, back).split('-').map(Number) as [number, number];
    const [first, last] = [isoDate(new Date(Date.UTC(year, m - 1, 1))), isoDate(new Date(Date.UTC(year, m, 0)))];
    if (fits(rangeStart[0], first) && fits(rangeEnd[0], last)) {
      take(rangeStart[0], first);
      take(rangeEnd[0], last);
      useSpan(month.start, month.end);
    }
  }
  // Its end, from today, is ahead whatever kind of tool reads it.
  const ahead = rangeStart && input[rangeStart[0]] === isoDate(seen.now) ? only : undefined;
  for (const [name, schema] of dateProps) {
    if (name in input) continue;
    budget.charge(seen.dates.length * PAIR_UNITS);
    const byPattern = schema.format === undefined ? patternKind(schema) : undefined;
    if (byPattern === 'month') {
      const back = looksBack(name, schema) || pastRecord || readsRecords || recordsWhatHappened(tool);
      const month = months.map((m) => ({ m, value: monthMeant(m, seen.now, back) })).find(({ value }) => fits(name, value));
      if (month) {
        take(name, month.value);
        useSpan(month.m.start, month.m.end);
      }
      continue;
    }
    const wantsTime =
      schema.format === 'time' ||
      byPattern === 'time' ||
      (schema.format === undefined && !byPattern && identifierWords(name).includes('time'));
    const wantsDay = !wantsTime && (schema.format === 'date' || schema.format === undefined);
    // A date serves one property as a day, one as a time, one as a moment: "from December 21 to
    // December 31" fills start and end, "tomorrow at 3pm" a date and a time.
    const kind = wantsTime ? 'time' : wantsDay ? 'day' : 'moment';
    // A range of a tool that only reads (get_transactions' from_date/to_date) is of records already made.
    const recordsBack = looksBack(name, schema) || (pastRecord && !describedAhead(schema));
    const readsRange = readsRecords && /\b(?:from|to|start|end)\b/.test(splitIdentifier(name).toLowerCase());
    const backward = recordsBack || readsRange;
    // "humidity since monday 16th": a reading tool's moment of a range's start, given a day alone, is its first moment.
    const readsFrom = readsRecords && /\b(?:from|since|start)\b/.test(splitIdentifier(name).toLowerCase());
    // "this week's timesheet" for `week_starting`: the week said is given by its first day.
    const weekStart = wantsDay ? weekStartOf(name, schema) : undefined;
    const weekOf = (m: DateMention): DateMention =>
      weekStart === undefined || !/\bweek\b/i.test(text.slice(m.start, m.end)) ? m : { ...m, date: startOfWeek(m.date, weekStart) };
    // "dates after christmas" for a range's first day is from the 26th; "before the 12th" for its last, to the 11th.
    const edge = wantsDay
      ? /\b(?:from|start|earliest)\b/.test(splitIdentifier(name).toLowerCase())
        ? 'after'
        : /\b(?:to|end|until|latest)\b/.test(splitIdentifier(name).toLowerCase())
          ? 'before'
          : undefined
      : undefined;
    const beyond = (m: DateMention): DateMention => {
      const said = /\b(after|before)\s+(?:the\s+)?$/i.exec(text.slice(Math.max(0, m.start - 12), m.start))?.[1]?.toLowerCase();
      if (edge === undefined || said !== edge || !m.hasDay || m.hasTime) return m;
      const date = new Date(m.date.getTime());
      date.setUTCDate(date.getUTCDate() + (edge === 'after' ? 1 : -1));
      return { ...m, date };
    };
    for (const found of byMoment) {
      // A moment holds its day and its time: a mention that filled one (`start`) fills no day or time
      // besides (`bedtime`), nor a moment one that filled a day or a time.
      const used = datesUsed.get(found);
      if (used && (used.has(kind) || (kind === 'moment' ? used.size > 0 : used.has('moment')))) continue;
      // "since nov 20", "last Friday", "3 days ago": the words around say it is past; so does a verb in
      // the past ("took 35 from me on the 20th").
      const said =
        SAID_PAST.test(text.slice(Math.max(0, found.start - 12), found.start)) ||
        /^\s*ago\b/i.test(text.slice(found.end, found.end + 6)) ||
        (found.past !== undefined && saidOfThePast(reading, found));
      // A read-only tool's range has no tense of its own: a day of a month in it is the nearer of this
      // year's and last ("transactions from November 1", "theater between dec 10 and dec 20", said in late November).
      const nearerAhead = (m: DateMention) =>
        readsRange && !recordsBack && !said && m.past !== undefined && yearApart(m.date, m.past) && nearerThan(m.date, m.past, seen.now);
      // A day of a month a few days gone ("20 nov" said on November 24) is that one, not next year's,
      // unless the tool books ahead.
      const justGone = (m: DateMention) =>
        !bookings && m.past !== undefined && yearApart(m.date, m.past) && seen.now.getTime() - m.past.getTime() <= JUST_GONE;
      // "I'll drop off some tins on saturday": a verb in the future keeps the day ahead, whatever the tool.
      const future = found.past !== undefined && !said && saidOfTheFuture(reading, found);
      const back = (m: DateMention) =>
        (backward || said || justGone(m)) && m.past && m !== ahead && !nearerAhead(m) && !future ? { ...m, date: m.past } : m;
      // "on dec 3, leaving 7:30": a day and a time written apart are one moment.
      const dayApart = kind === 'moment' && found.hasTime && !found.hasDay ? dayWrittenApart(found, byMoment) : undefined;
      const d = beyond(weekOf(dayApart ? withTimeOf(back(dayApart), found) : back(found)));
      // "predicted 1:45:00": hours, minutes and seconds are a length or a clock as written, not the next 13:45.
      const written = /\b\d{1,2}:\d{2}:\d{2}\b/.exec(text.slice(found.start, found.end))?.[0];
      const forms = wantsTime
        ? d.hasTime
          ? [...(written === undefined ? [] : [written]), ...timeForms(d.date)]
          : []
        : wantsDay
          ? d.hasDay
            ? [isoDate(d.date)]
            : []
          : d.hasTime
            ? [isoDateTime(d.date)]
            : readsFrom && d.hasDay
              ? [isoDateTime(new Date(`${isoDate(d.date)}T00:00:00Z`))]
              : [];
      const value = forms.find((f) => fits(name, f));
      if (value !== undefined) {
        take(name, value);
        for (const m of dayApart ? [found, dayApart] : [found]) datesUsed.set(m, (datesUsed.get(m) ?? new Set()).add(kind));
        break;
      }
    }
  }

  // A file-like word no property took ("web-01.prod", "1923/D/4471") is still free for a hostname or a code.
  const pathsFreed = () => {
    const freePaths = candidates.filter((c) => c.kind === 'path' && !used.has(c));
    const taken = new Set([...usedTokens].filter((i) => !freePaths.some((c) => c.start <= tokens[i]!.start && tokens[i]!.end <= c.end)));
    return { freePaths, taken };
  };
  /**
   * A code its pattern writes as letters and a number ("^H\d{2}$", "^CP\d{2}$", "^Z\d{1,2}$"), written
   * as people say it: the number after the property's name or the letters ("hive 7", "zone 3",
   * "cp 3"), or glued to the letters in lower case ("cp3"); the letters and the number padded.
   */
  const numberedCode = (name: string, pattern: string, taken: Set<number>) => {
    const m = LETTERS_AND_NUMBER.exec(pattern);
    if (!m) return undefined;
    const [, prefix, least] = m as unknown as [string, string, string];
    const letters = prefix.replace('-', '').toLowerCase();
    // At most two zeros put before the number: "wristband 40" is no "WB-000040".
    const padded = (digits: string) => (digits.length + 2 >= Number(least) ? `${prefix}${digits.padStart(Number(least), '0')}` : undefined);
    const own = new Set(identifierWords(name));
    for (const [i, t] of tokens.entries()) {
      if (taken.has(i)) continue;
      const glued = t.lower.startsWith(letters) ? /^-?(\d{1,6})$/.exec(t.lower.slice(letters.length)) : null;
      const value = glued ? padded(glued[1]!) : undefined;
      if (value) return { value, start: t.start, end: t.end };
      // "t-7": the letters, a dash and the number, read as three words.
      const [letter, dash] = [tokens[i - 2], tokens[i - 1]];
      const dashed =
        /^\d{1,6}$/.test(t.text) && dash?.text === '-' && letter?.lower === letters && letter.end === dash.start && dash.end === t.start;
      const spelled = dashed && !taken.has(i - 2) && !taken.has(i - 1) ? padded(t.text) : undefined;
      if (spelled && letter) return { value: spelled, start: letter.start, end: t.end };
      // Right after the letters or a word of the property's name, and no amount ("hive 7", not "zone 3 kg").
      const before = tokens[i - 1];
      const cued = before !== undefined && !taken.has(i - 1) && (before.lower === letters || own.has(before.stem) || own.has(before.lower));
      const after = tokens[i + 1];
      if (!cued || !/^\d{1,6}$/.test(t.text) || (after?.start === t.end && /^\p{L}/u.test(after.text))) continue;
      const spoken = padded(t.text);
      if (spoken) return { value: spoken, start: before.start, end: t.end };
    }
    return undefined;
  };
  const takeWord = (name: string, value: Json, word: { start: number; end: number }, freePaths: Candidate[]) => {
    take(name, value);
    useSpan(word.start, word.end);
    for (const c of freePaths) if (c.start < word.end && c.end > word.start) used.add(c);
  };

  // 4b. Identifiers a pattern describes ("web-01.prod", "feature-search", "4410" for a zone): a word
  // with digits or inner punctuation that the property's pattern accepts. Plain words are left to
  // free text, which reads them by the sentence.
  for (const [name, schema] of open()) {
    if (typeOf(schema) !== 'string' || typeof schema.pattern !== 'string' || schema.enum !== undefined || schema.format !== undefined)
      continue;
    budget.charge(scanUnits(text));
    const { freePaths, taken } = pathsFreed();
    // A bare number right after another property's name is that one's: "zone 4521" is no plate.
    const namedForOther = (w: { value: string; start: number; end: number }) =>
      /^\d+$/.test(w.value) &&
      open().some(([other, s]) => other !== name && ['integer', 'number'].includes(typeOf(s) ?? '') && isNear(other, w, 'before'));
    let value: string | undefined;
    // A code written apart ("ua 920") before the number alone, which a loose pattern may take too.
    // A date no date property took is words like any ("at 7/2" is odds, where nothing wants July 2).
    const words = identifierLike(
      text,
      tokens,
      taken,
      seen.dates.filter((d) => datesUsed.has(d)),
    );
    const word = [...words.filter((w) => w.value.includes(' ')), ...words.filter((w) => !w.value.includes(' '))].find(
      (w) => !namedForOther(w) && (value = identifierForms(w.value, schema.pattern).find((v) => fits(name, v))) !== undefined,
    );
    if (word && value !== undefined) takeWord(name, value, word, freePaths);
    else {
      const numbered = numberedCode(name, schema.pattern, taken);
      // "205/55 R16", "ef21abc": a code typed loosely, written back in the pattern's form.
      const shaped = numbered
        ? undefined
        : loosePatternCode(
            text,
            schema.pattern,
            (start, end) => tokens.some((t, k) => taken.has(k) && t.start < end && t.end > start),
            seen.dates,
          );
      if (numbered && fits(name, numbered.value)) takeWord(name, numbered.value, numbered, freePaths);
      else if (shaped && !namedForOther(shaped) && fits(name, shaped.value)) takeWord(name, shaped.value, shaped, freePaths);
    }
  }

  // 4b''. A code for a property whose name says it holds one and no pattern says how it looks
  // (`order_number` ← "LD-30451", `booking_reference` ← "RC-44810"): taken whole, before numbers
  // and free text would split it into "LD" and 30451. A word right after the property's own name
  // may be digits alone ("order 88120"); elsewhere it must mix letters and digits.
  const codeProps = open().filter(([name, schema]) => holdsCode(name, schema));
  /** Codes taken whole: the span scorer, which reads tokens, never cuts one to a part ("LD" of "LD-30451"). */
  const codes = new Set<string>();
  for (const [name] of codeProps) {
    budget.charge(scanUnits(text));
    const { freePaths, taken } = pathsFreed();
    const words = identifierLike(text, tokens, taken, seen.dates);
    // A code written in groups ("AB12 CDE") before one of its groups.
    // Groups each with a digit or in capitals, as written: "for" in "order 448120 for £55" is no group.
    const spaced = words.filter((w) => w.value.includes(' ') && w.value.split(' ').every((g) => /\d/.test(g) || /^\p{Lu}+$/u.test(g)));
    const grouped = [...spaced, ...words.filter((w) => !w.value.includes(' '))];
    const named = grouped.find((w) => isNear(name, w, 'before') && /\d/.test(w.value));
    // Else the one code written, for the one property that needs one, unless another property's name
    // stands before it: "a branch hotfix-2.3.1" is no `base_ref`.
    const namedForOther = (w: { start: number; end: number }) => open().some(([other]) => other !== name && isNear(other, w, 'before'));
    const lone =
      codeProps.length === 1 && required.has(name)
        ? grouped.find((w) => MIXED_CODE.test(w.value.replaceAll(' ', '')) && !namedForOther(w))
        : undefined;
    const word = named ?? lone;
    if (word && fits(name, word.value)) {
      takeWord(name, word.value, word, freePaths);
      codes.add(name);
    }
  }

  // 4b'. A list of such identifiers ("elisa on s000231 and s000232"): each word whose form the items' pattern accepts.
  for (const [name, schema] of open()) {
    const items = isJsonObject(schema.items) ? schema.items : undefined;
    if (typeOf(schema) !== 'array' || !items || typeOf(items) !== 'string' || typeof items.pattern !== 'string') continue;
    if (items.enum !== undefined || items.format !== undefined) continue;
    budget.charge(scanUnits(text));
    const found: { value: string; start: number; end: number }[] = [];
    for (const w of identifierLike(text, tokens, usedTokens, seen.dates).slice(0, MAX_LISTED_IDS)) {
      const value = identifierForms(w.value, items.pattern).find((v) => fits(name, [v]));
      if (value !== undefined && !found.some((f) => f.value === value)) found.push({ ...w, value });
    }
    const values = found.map((f) => f.value);
    if (values.length === 0 || !fits(name, values)) continue;
    take(name, values);
    for (const f of found) useSpan(f.start, f.end);
  }

  // 4c. An arithmetic expression, for a property that holds one ("what is 15 * 23").
  for (const [name, schema] of open()) {
    if (!holdsExpression(name, schema)) continue;
    budget.charge(scanUnits(text));
    const found = findExpression(seen);
    if (found && fits(name, found.value)) {
      take(name, found.value);
      useSpan(found.start, found.end);
    }
  }

  // 5. Numbers.
  // "bid 250" with `place_bid`: the tool's own word ties a number to no optional property that shares
  // it (`max_auto_bid`) while a required number (`amount`) is open; the property's other words do.
  const toolWords = new Set(identifierWords(tool.name));
  const distinctWords = (name: string) => {
    const words = identifierWords(name);
    const own = words.filter((w) => !toolWords.has(w));
    return own.length > 0 && own.length < words.length ? own.join('_') : name;
  };
  const inDate = (n: { start: number; end: number }) => dateProps.length > 0 && seen.dates.some((d) => d.start < n.end && d.end > n.start);
  const numberSlots = open().map(([name, schema]) => ({ name, schema, required: required.has(name) }));
  const numberRequired = numberSlots.some((s) => s.required && ['number', 'integer'].includes(typeOf(s.schema) ?? ''));
  // Characters of the text some value took, for a look-up per number rather than a scan.
  const takenAt = new Uint8Array(text.length + 1);
  // A number in words counts too: the "four" of "line four" (`line_4`) is no speed.
  for (const i of usedTokens)
    if (/\d/.test(tokens[i]!.text) || smallNumber(tokens[i]!.lower) !== undefined) takenAt.fill(1, tokens[i]!.start, tokens[i]!.end);
  const numbers = assignNumbers(numberSlots, {
    reading: seen,
    taken: (n) => inDate(n) || takenAt.subarray(Math.max(0, n.start), n.end).includes(1),
    fits,
    near: (name, n, side) => isNear(required.has(name) || !numberRequired ? name : distinctWords(name), n, side),
  });
  for (const [name, { value, spans }] of numbers) {
    take(name, value);
    for (const [s, e] of spans) if (s >= 0) useSpan(s, e);
  }

  // 5b. A day of the month said as a date's ordinal ("taken on the 15th") that no date property took.
  for (const [name, schema] of open()) {
    if (typeOf(schema) !== 'integer' || !holdsDayOfMonth(name, schema)) continue;
    const day = dayOfMonthIn(seen, (i) => usedTokens.has(i));
    if (day && fits(name, day.value)) {
      take(name, day.value);
      usedTokens.add(day.at);
    }
  }

  // 5c. "Leo's 6th birthday": the age turned, for a number of years named for an age (`age_turning`).
  for (const [name, schema] of open()) {
    if (typeOf(schema) !== 'integer' || !identifierWords(name).includes('age')) continue;
    const turned = birthdayAges(tokens).find((m) => !usedTokens.has(m.from));
    if (turned && fits(name, turned.value)) {
      take(name, turned.value);
      useSpan(turned.start, turned.end);
    }
  }
  // "my 9 year old": an age, for an enum of age bands (`kids_5_11`, `teens_12_17`, `over_65`).
  for (const [name, schema] of open()) {
    if (!Array.isArray(schema.enum) || !identifierWords(name).includes('age')) continue;
    const aged = seen.numbers.find((n) => Number.isInteger(n.value) && saysAge(text, n));
    const band = aged && ageBand(schema.enum, aged.value);
    if (aged && band !== undefined && fits(name, band)) {
      take(name, band);
      useSpan(aged.start, aged.end);
    }
  }

  // 6. Free text without quotes, by the role the property's name gives it. A quoted string is a value
  // taken whole or not at all: none of its words are read as free text.
  for (const c of candidates) if (c.kind === 'quoted') useSpan(c.start, c.end);
  guesses += fillFreeText(
    open(),
    { reading: seen, profile, entries, required, fits, used: usedTokens, toolText, toolConcepts, take, drop: (name) => delete input[name] },
    budget,
  );
  const one = countOfOne(open(), input, text);
  if (one !== undefined && fits(one, 1)) take(one, 1);

  // 7. Booleans: the property's words mentioned, negated or not.
  for (const [name, value] of fillBooleans(open(), { reading: seen, entries, toolText, fits, budget })) take(name, value);

  // 7b. "dim the bedroom lights to 20%": a switch (on/off) nobody named is on where the request sets
  // how much of something it gives (a level, or dims or brightens it): nothing is set on what is off.
  for (const [name, schema] of open()) {
    if (!required.has(name) || !isSwitch(schema) || !fits(name, 'on')) continue;
    const level = entries.some(([other, s]) => other !== name && ['number', 'integer'].includes(typeOf(s) ?? '') && other in input);
    if (level || tokens.some((t) => ADJUSTS.has(t.lower))) take(name, 'on');
  }

  // 8. A required property nobody named may still have a default.
  for (const [name, schema] of open()) {
    if (required.has(name) && schema.default !== undefined && fits(name, schema.default)) take(name, schema.default);
  }

  const spanValue = (span: { from: number; to: number }, name: string, schema: Schema) => {
    const role = roleOfEntry(name, schema);
    const written = withoutOwnersS(
      text.slice(tokens[span.from]!.start, tokens[span.to - 1]!.end),
      tokens[span.to - 1]!,
      tokens[span.to],
      role,
    );
    return PROPER.has(role) ? properCase(written) : written;
  };
  const toolVerb = identifierWords(tool.name)[0] ?? '';
  const notOpeningVerb = (from: number, to: number) => !isOpeningVerb(seen, from, to, toolVerb);
  // 9. A required free-text string the rules found nothing for: the learned scorer's likeliest span
  // of the words nobody took, if it is sure enough (span-scorer.ts). A guess, for the tool choice.
  for (const [name, schema] of open()) {
    if (!required.has(name) || !isFreeString(name, schema, toolText)) continue;
    const best = bestSpan(
      spanContext(seen, name, schema, tool.name, (i) => usedTokens.has(i)),
      undefined,
      notOpeningVerb,
    );
    if (!best) continue;
    const value = spanValue(best, name, schema);
    if (!fits(name, value) || (holdsIdentifier(name) && !identifierShaped(value))) continue;
    take(name, value);
    for (let i = best.from; i < best.to; i++) usedTokens.add(i);
    guesses++;
  }
  // 10. A free-text string the rules filled gives way to another span of the words nobody else took
  // when the scorer is far surer of that one: mostly where a value starts or ends ("son Ethan as a
  // driver" → "Ethan", "Evans" → "Lily Evans").
  const { overrule, margin } = spanLimits();
  for (const [name, schema] of entries) {
    const current = input[name];
    if (typeof current !== 'string' || codes.has(name) || !isFreeString(name, schema, toolText)) continue;
    // An address read by its shape (a house number and a street) is not the scorer's to cut.
    if (findHouseNumbers(current).some((h) => h.start === 0)) continue;
    const own = spanOfValue(seen, current);
    if (!own) continue;
    const ctx = spanContext(seen, name, schema, tool.name, (i) => usedTokens.has(i) && !(own[0] <= i && i < own[1]));
    // A value the rules read as the opening verb alone is the command mistaken for a value: any span
    // the scorer finds more likely than not replaces it.
    const commandWord = isOpeningVerb(seen, own[0], own[1], toolVerb);
    const best = bestSpan(ctx, commandWord ? 0.5 : overrule, notOpeningVerb);
    if (!best || (best.from === own[0] && best.to === own[1])) continue;
    // "my brother Dave" is Dave: who someone is to the speaker is no part of a name the rules read.
    if (best.to === own[1] && best.from < own[0] && tokens.slice(best.from, own[0]).every((t) => BEINGS.has(stem(t.lower)))) continue;
    if (!commandWord && spanProbability(ctx, own[0], own[1]) > best.p - margin) continue;
    const value = spanValue(best, name, schema);
    if (!fits(name, value)) continue;
    take(name, value);
    for (let i = own[0]; i < own[1]; i++) usedTokens.delete(i);
    for (let i = best.from; i < best.to; i++) usedTokens.add(i);
  }

  splitFullName(entries, input, take);
  for (const [name, schema] of entries) {
    const value = input[name];
    if (typeof value === 'string' && schema.enum === undefined && namesKind(name)) {
      const one = oneOfKind(value);
      if (one !== value && fits(name, one)) take(name, one);
    }
  }
  const missing = [...required].filter((name) => !(name in input));
  if (missing.length > 0) return { ok: false, missing };
  const incomplete = flat.assemble(input);
  if (incomplete.length > 0) return { ok: false, missing: incomplete };
  return finalCheck(compiled, input, rootRequired(tool), budget, guesses);
}

/**
 * The verb a request opens with ("reserve the audiobook of Becoming") is the command, not a value: the
 * scorer's spans never take it alone. So is the tool's own verb with a slip ("cancle my standup" for
 * `cancel_event`), which no tagger knows for a verb.
 */
function isOpeningVerb(reading: Reading, from: number, to: number, toolVerb: string): boolean {
  if (from !== 0 || to !== 1) return false;
  if (oneSlipApart(reading.tokens[0]!.lower, toolVerb)) return true;
  const tags = tokenTags(reading)[0];
  return tags !== undefined && tags.has('Verb') && !tags.has('Noun');
}

/**
 * "4/5", "9/10": a score out of the most a property takes (a rating to 5, a severity to 10), which
 * is no 4th of May; where no property's maximum is that number it may be a date.
 */
function scoreSpans(text: string, entries: [string, Schema][]): [number, number][] {
  const tops = new Set(
    entries.flatMap(([, s]) => (['integer', 'number'].includes(typeOf(s) ?? '') && typeof s.maximum === 'number' ? [s.maximum] : [])),
  );
  if (tops.size === 0) return [];
  return [...text.slice(0, 2_000).matchAll(/(?<![\d/.])(\d{1,3})\s?\/\s?(\d{1,3})(?![\d/.])/g)]
    .filter((m) => tops.has(Number(m[2])) && Number(m[1]) <= Number(m[2]))
    .map((m) => [m.index, m.index + m[0].length]);
}

/** A pattern of capitals and a number alone: `^H\d{2}$`, `^CP-\d{3}$`, `^Z\d{1,2}$` (the letters, the number's fewest digits). */
const LETTERS_AND_NUMBER = /^\^([A-Z]{1,4}-?)\\d\{(\d)(?:,\d)?\}\$$/;

/** Identifier-like words tried for a list of identifiers: each is a schema check. */
const MAX_LISTED_IDS = 20;

const rootRequired = (tool: ToolDefinition) =>
  new Set(Array.isArray(tool.parameters.required) ? tool.parameters.required.filter((r): r is string => typeof r === 'string') : []);

/** Drops optional values the whole schema rejects (e.g. by a rule across properties); fails if that is not enough. */
function finalCheck(
  compiled: CompiledSchema,
  input: JsonObject,
  required: Set<string>,
  budget: ValidationBudget,
  guesses: number,
): Extraction {
  for (let round = 0; round <= Object.keys(input).length; round++) {
    if (compiled.check(input, budget).length === 0) return { ok: true, input, guesses };
    const optional = Object.keys(input).filter((k) => !required.has(k));
    const drop = optional[optional.length - 1];
    if (drop === undefined) break;
    delete input[drop];
  }
  return { ok: false, missing: [...required].filter((name) => !(name in input)) };
}
