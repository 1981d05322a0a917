import { type ToolDefinition, isJsonObject } from '../types.js';
import { aliasesOf, findEnumMentions, rootOf } from './enums.js';
import { compileToolSchema } from '../tool-schemas.js';
import { BudgetExceeded, type ValidationBudget } from '../validation-budget.js';
import { identifierForms, identifierLike } from './candidates.js';
import { holdsExpression } from './expression.js';
import { nearWordAt } from './near-words.js';
import { FILLER, WEAK_CONCEPTS } from './lexicon.js';
import { patternKind } from './date-properties.js';
import { propertySchemas } from './properties.js';
import { type Reading, findConcepts } from './reading.js';
import { identifierWords, splitIdentifier, tokenize } from './text.js';
import { converted, unitOfName } from './measures.js';
import { nearness } from './written-values.js';
import { domainMentions, domainOf } from './typed-values.js';
import { wordTable } from './word-table.js';

/**
 * What a tool is about, read from its name (weight 3), description (2), and parameter names and
 * enum values (1): the lexicon's concepts and its plain words, each at the highest weight it has.
 */
export interface ToolProfile {
  concepts: Map<string, number>;
  words: Map<string, number>;
  /** Roots of its enum values (enums.ts `rootOf`): "dermatologist" ties a request to a `dermatology` value. */
  roots: Set<string>;
  /** How many free strings of the tool hold each kind of value (currency, unit, language…). */
  domains: Map<string, number>;
  /** Properties whose `pattern` an identifier of the text may fit. */
  patterned: string[];
}

/** Profiles of recently seen tools: clients send the same tools with every request. */
const recent = new Map<string, ToolProfile>();
const RECENT = 256;

/** The same tool object asks for no key: the bench and in-process callers send the same tools again. */
const byTool = new WeakMap<ToolDefinition, ToolProfile>();

export function profileTool(tool: ToolDefinition): ToolProfile {
  const same = byTool.get(tool);
  if (same) return same;
  const made = profileByText(tool);
  byTool.set(tool, made);
  return made;
}

function profileByText(tool: ToolDefinition): ToolProfile {
  const key = `${tool.name}\u0000${tool.description}\u0000${JSON.stringify(tool.parameters)}`;
  const known = recent.get(key);
  if (known) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const made = makeProfile(tool);
  // A very large schema is profiled each time rather than held.
  if (key.length <= 20_000) recent.set(key, made);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return made;
}

function makeProfile(tool: ToolDefinition): ToolProfile {
  const concepts = new Map<string, number>();
  const words = new Map<string, number>();
  const roots = new Set<string>();
  const note = (text: string, weight: number) => {
    const tokens = tokenize(text);
    for (const concept of findConcepts(tokens).keys()) concepts.set(concept, Math.max(concepts.get(concept) ?? 0, weight));
    for (const t of tokens) {
      if (FILLER.has(t.lower) || !/[\p{L}\p{N}]{2}/u.test(t.lower)) continue;
      words.set(t.stem, Math.max(words.get(t.stem) ?? 0, weight));
    }
  };
  note(splitIdentifier(tool.name), 3);
  note(unnegated(tool.description.slice(0, 2000)), 2);
  for (const [name, schema] of propertySchemas(tool.parameters)) {
    note(splitIdentifier(name), 1);
    // A parameter's description says what the tool is about too ("e.g. italian, sushi, thai").
    // Only its examples: "e.g. italian, sushi, thai", "such as …".
    const example = typeof schema.description === 'string' ? EXAMPLES.exec(schema.description.slice(0, 300)) : null;
    if (example) note(example[1]!, DESCRIBED);
    // So do the members of a nested object (`guests.adults`, `address.city`).
    if (isJsonObject(schema.properties)) for (const inner of Object.keys(schema.properties).slice(0, 20)) note(splitIdentifier(inner), 1);
    const values = Array.isArray(schema.enum)
      ? schema.enum
      : isJsonObject(schema.items) && Array.isArray(schema.items.enum)
        ? schema.items.enum
        : [];
    for (const v of values.slice(0, 50)) {
      if (typeof v !== 'string' || v.length > 100) continue;
      note(aliasesOf(v).join(' , '), ENUM_WEIGHT);
      if (DERIVABLE.test(v)) roots.add(rootOf(v.toLowerCase()));
    }
  }
  // Arithmetic read in a description ("at a given time") means nothing for a tool that takes no number.
  const numeric = propertySchemas(tool.parameters).some(
    ([name, schema]) => schema.type === 'number' || schema.type === 'integer' || holdsExpression(name, schema),
  );
  if (!numeric) for (const c of ARITHMETIC) concepts.delete(c);
  const toolText = `${splitIdentifier(tool.name)} ${tool.description.slice(0, 2000)}`;
  const domains = new Map<string, number>();
  for (const [name, schema] of propertySchemas(tool.parameters)) {
    const domain = domainOf(name, schema, toolText);
    if (domain) domains.set(domain, (domains.get(domain) ?? 0) + 1);
  }
  const patterned = propertySchemas(tool.parameters)
    .filter(([, schema]) => schema.type === 'string' && typeof schema.pattern === 'string' && schema.enum === undefined)
    .slice(0, MAX_PATTERN_PROPS)
    .map(([name]) => name);
  return { concepts, words, roots, domains, patterned };
}

/**
 * A description without what it says the tool does not do: "Price estimate for a ride, without
 * booking it" is not for "book a ride", nor "List files (does not delete them)" for "delete a file".
 * The clause after the negation is dropped, up to its end.
 */
export function unnegated(description: string): string {
  return description.replace(NEGATED_CLAUSE, ' ');
}
const NEGATED_CLAUSE =
  /\b(?:without|instead of|rather than|(?:does|do|will|can|should)\s+not|(?:does|do|will|can|should)n't|never)\b[^.,;:()\n]{0,200}/gi;

/**
 * The weight of a parameter's description: it ties a request to the tool ("sushi" to a cuisine
 * described by examples) but names no command, so its words stay free to be values ("e.g. Paris").
 */
export const DESCRIBED = 0.5;

const EXAMPLES = /\b(?:e\.g\.|eg\.?|such as|for example|for instance|like)[,:]?\s+([^.;()]*)/i;

/** When a request is about (now, later) only breaks ties between tools of one kind. */
const TENSES = new Set(['future', 'present']);
const TENSE_SHARE = 0.25;

/** What a word shared as written adds, per point of its weight in the tool: less than a concept, so a synonym still wins over a tool that only repeats a small word. */
const EXACT_SHARE = 0.25;

const ARITHMETIC = ['add', 'subtract', 'multiply', 'divide', 'power', 'math'];
/** Concepts that are kinds of another: a tool for the general one serves them. */
const PARENT: Record<string, string> = wordTable({ add: 'math', subtract: 'math', multiply: 'math', divide: 'math', power: 'math' });

/**
 * How well a tool fits the request: the weights of the concepts both name (a concept the lexicon
 * calls weak counts only beside a strong one), plus the words they share that no concept covers.
 * Zero means nothing ties the request to the tool. `first` is where the first word that ties them
 * stands: of two tools that score the same, the one the request names first is meant ("multiply 7
 * and 6 then add 2").
 */
export function scoreTool(profile: ToolProfile, reading: Reading): { score: number; first: number } {
  let strong = 0;
  let weak = 0;
  let first = Number.POSITIVE_INFINITY;
  const covered = new Set<number>();
  // A word counts once, for the concept the tool weighs most: the "add" of the add tool is its
  // arithmetic and not also its "create".
  const shared = [...reading.concepts].flatMap(([concept, at]) => {
    // A kind of a concept the tool names counts for it: "times" for a calculator's math.
    const parent = PARENT[concept];
    const general = parent !== undefined && !Object.keys(PARENT).some((c) => PARENT[c] === parent && (profile.concepts.get(c) ?? 0) >= 1);
    const own = profile.concepts.get(concept);
    const inherited = general ? profile.concepts.get(parent) : undefined;
    const weight = own === undefined && inherited === undefined ? undefined : Math.max(own ?? 0, inherited ?? 0);
    return weight === undefined ? [] : [{ concept, at, weight }];
  });
  // At one weight a concept that picks a tool takes the word before one that only adds to another:
  // the "showing" of "when is Wicked showing" is a film's showing, not a weak "list".
  const weakness = (c: string) => (WEAK_CONCEPTS.has(c) ? 1 : 0);
  shared.sort((a, b) => b.weight - a.weight || weakness(a.concept) - weakness(b.concept));
  for (const { concept, at, weight } of shared) {
    if ([...at].every((i) => covered.has(i))) continue;
    if (WEAK_CONCEPTS.has(concept)) weak += TENSES.has(concept) ? TENSE_SHARE * weight : weight;
    else {
      strong += weight;
      first = Math.min(first, ...at);
    }
    for (const i of at) covered.add(i);
  }
  // Of tools that share a concept, the one that uses the very word written fits a little better:
  // "play some jazz" is start_playback's "play", not skip_track's "track", though both are music.
  let same = 0;
  const seen = new Set<string>();
  for (const i of covered) {
    const t = reading.tokens[i]!;
    if (seen.has(t.stem) || FILLER.has(t.lower)) continue;
    seen.add(t.stem);
    same += EXACT_SHARE * (profile.words.get(t.stem) ?? 0);
  }
  const words = new Set<string>();
  /** Tool words the request writes otherwise (near-words.ts), with what each counts for. */
  const near = new Map<string, number>();
  let nearLooks = 0;
  reading.tokens.forEach((t, i) => {
    if (covered.has(i) || reading.values.has(i) || FILLER.has(t.lower) || !/[\p{L}\p{N}]{2}/u.test(t.lower)) return;
    // Another form of an enum value's word counts as the value does ("a dermatologist", "publicly").
    const derived = !profile.words.has(t.stem) && t.lower.length >= 4 && profile.roots.has(rootOf(t.lower));
    const own = derived ? ENUM_WEIGHT : (profile.words.get(t.stem) ?? 0);
    if (own < PURPOSE) {
      // Another member of a name's or description's word family, a compound written apart, a slip of a
      // letter: "send it to the printer" is print_document's, though printer_supplies writes "printer".
      const other = nearLooks++ < MAX_NEAR_LOOKS ? nearWordAt(reading.tokens, i, profile.words) : undefined;
      const weight = other ? (profile.words.get(other.stem) ?? 0) * (other.slip ? SLIP_SHARE : 1) : 0;
      if (other && weight > Math.max(own, ENUM_WEIGHT) && !words.has(other.stem)) {
        near.set(other.stem, Math.max(near.get(other.stem) ?? 0, weight));
        first = Math.min(first, i);
        return;
      }
    }
    if (!profile.words.has(t.stem) && !derived) return;
    words.add(derived ? DERIVED_KEY + t.stem : t.stem);
    first = Math.min(first, i);
  });
  for (const [w, weight] of near) if (!words.has(w)) strong += weight;
  for (const w of words) {
    const weight = w.startsWith(DERIVED_KEY) ? ENUM_WEIGHT : (profile.words.get(w) ?? 0);
    // A word only a parameter's description has ties the request to the tool only beside something stronger.
    if (weight > DESCRIBED) strong += weight;
    else weak += weight;
  }
  return { score: strong > 0 ? strong + weak + same : 0, first };
}

/** The weight of a tool's description: a word that ties the request only to a parameter may mean a word of the name. */
const PURPOSE = 2;
/** Words of a request read for a near word (near-words.ts): a long text is not compared word by word with every tool. */
const MAX_NEAR_LOOKS = 40;
/** What a slip of one letter counts for, per point of the tool word's weight: less than the word as written. */
const SLIP_SHARE = 0.75;

/** Enum values are noted at this weight (makeProfile). */
const ENUM_WEIGHT = 1;
/** Marks a word counted as another form of an enum value among the stems of shared words. */
const DERIVED_KEY = '\u0000';
/** Enum values whose other forms are read: one word of four characters or more (enums.ts `derivedMentions`). */
const DERIVABLE = /^[\p{L}\p{N}]{4,}$/u;

/**
 * A little more for a tool that has a place for a value the text clearly carries: an email address
 * for an email-format property, a URL, one of its enum values ("350 F to celsius" for a tool over
 * C/F/K rather than one over lengths).
 */
export function evidenceBonus(tool: ToolDefinition, reading: Reading, profile: ToolProfile = profileTool(tool)): number {
  let bonus = 0;
  let dated = 0;
  let measured = 0;
  let enums = 0;
  let enumProps = 0;
  for (const [name, schema] of propertySchemas(tool.parameters)) {
    const format = schema.format ?? (isJsonObject(schema.items) ? schema.items.format : undefined);
    if (format === 'email' && reading.candidates.some((c) => c.kind === 'email')) bonus += 2;
    if ((format === 'uri' || format === 'url') && reading.candidates.some((c) => c.kind === 'url')) bonus += 1;
    if (format === 'uuid' && reading.candidates.some((c) => c.kind === 'uuid')) bonus += 2;
    // A moment ("at 11pm", "tomorrow") for a tool with a date or time to fill: a ride scheduled, not one now.
    if (typeof format === 'string' && DATED.has(format) && reading.dates.length > 0) dated = Math.max(dated, DATE_EVIDENCE);
    // A time of day ("gel mani tomorrow at 2pm") for a tool with a moment or a time to fill: a booking, more than a day's listing.
    if (
      reading.dates.some((d) => d.hasTime) &&
      (format === 'date-time' || format === 'time' || (format === undefined && patternKind(schema) === 'time'))
    )
      dated = TIME_EVIDENCE;
    // A street address ("3 Harbour Road, Bristol") for a property that holds one: where a thing goes.
    if (ADDRESS_PROPERTY.test(name) && holdsStreetAddress(reading)) bonus += ADDRESS_EVIDENCE;
    // A file name ("flyer.pdf") for a property that holds one.
    if (schema.type === 'string' && FILE_PROPERTY.test(name) && reading.candidates.some((c) => c.kind === 'path')) bonus += 1;
    // A number written after a numeric property's name ("ph 7.0", "temp 77F") or in the unit its name gives.
    if ((schema.type === 'number' || schema.type === 'integer') && numberNamed(name, reading)) measured = NUMBER_EVIDENCE;
    // A few enum properties are looked at: each look reads the whole text.
    if (!Array.isArray(schema.enum) || enums >= MAX_ENUM_EVIDENCE || enumProps++ >= MAX_ENUM_PROPS) continue;
    if (findEnumMentions(schema.enum.slice(0, 100), reading.tokens).length > 0) enums++;
  }
  // Currencies, units or languages named in the text, for a tool with free strings that hold them.
  let typed = 0;
  for (const [domain, count] of profile.domains) typed += Math.min(count, domainMentions(reading, domain).length);
  return bonus + dated + measured + (enums + typed) * ENUM_EVIDENCE;
}

const NUMBER_EVIDENCE = 1;
const ADDRESS_EVIDENCE = 3;
/** Property names that hold a street address: `address`, `delivery_address`, `new_address`. */
const ADDRESS_PROPERTY = /address/i;
/**
 * A house number, a street's name and the word for a kind of street: "3 Harbour Road", "22 Elm Grove",
 * "415 Elm St". The kinds are those English street names end in.
 */
const STREET_ADDRESS =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}'-]+\s+){1,3}(?:road|rd|street|st|avenue|ave|lane|ln|grove|drive|dr|close|way|place|pl|court|ct|crescent|terrace|boulevard|blvd|square|sq|gardens|row|parade|mews|hill)\b/iu;
const addressed = new WeakMap<Reading, boolean>();
function holdsStreetAddress(reading: Reading): boolean {
  let found = addressed.get(reading);
  if (found === undefined) addressed.set(reading, (found = STREET_ADDRESS.test(reading.text.slice(0, 2000))));
  return found;
}
const nearnessOf = new WeakMap<Reading, ReturnType<typeof nearness>>();
const MAX_NUMBERS_LOOKED = 8;

/** Whether a number stands right after the property's name, or is written in a unit its name converts from. */
function numberNamed(name: string, reading: Reading): boolean {
  let near = nearnessOf.get(reading);
  if (!near) nearnessOf.set(reading, (near = nearness(reading.text)));
  const target = unitOfName(identifierWords(name));
  return reading.numbers
    .slice(0, MAX_NUMBERS_LOOKED)
    .some((n) => near(name, n, 'before') || (target !== undefined && n.unit !== undefined && converted(n, target) !== undefined));
}

/**
 * Whether the text carries an identifier that one of the tool's patterned string properties accepts
 * ("PROJ-142" for a key `^[A-Z][A-Z0-9]+-[0-9]+$`, "ORD-004512"): that alone ties the request to the
 * tool, as a shared word would. A few words and properties are tried, each check charged to `budget`.
 */
export function identifierEvidence(
  tool: ToolDefinition,
  reading: Reading,
  budget: ValidationBudget,
  profile: ToolProfile = profileTool(tool),
): number {
  if (profile.patterned.length === 0) return 0;
  let words = identifiersOf.get(reading);
  if (!words)
    identifiersOf.set(
      reading,
      (words = identifierLike(reading.text, reading.tokens, new Set(), reading.dates)
        // A bare number ties nothing: any loose pattern takes "3".
        .filter((w) => /\p{L}/u.test(w.value))
        .slice(0, MAX_PATTERN_WORDS)),
    );
  if (words.length === 0) return 0;
  const compiled = compileToolSchema(tool.parameters);
  try {
    const props = Object.fromEntries(propertySchemas(tool.parameters));
    for (const name of profile.patterned)
      if (words.some((w) => identifierForms(w.value, props[name]?.pattern).some((v) => compiled.fitsProperty(name, v, budget))))
        return ID_EVIDENCE;
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
  }
  return 0;
}
const ID_EVIDENCE = 1.5;
const DATED = new Set(['date', 'date-time', 'time']);
const DATE_EVIDENCE = 0.5;
const TIME_EVIDENCE = 1;
/** Property names that hold a file name or path. */
const FILE_PROPERTY = /(?:^|[^a-z])(?:file|path|folder|directory|dir|document|attachment)|(?:file|path)(?:name)?$|^(?:file|path)/i;
const identifiersOf = new WeakMap<Reading, { value: string }[]>();
const MAX_PATTERN_PROPS = 3;
const MAX_PATTERN_WORDS = 8;
const ENUM_EVIDENCE = 0.75;
const MAX_ENUM_EVIDENCE = 2;
const MAX_ENUM_PROPS = 8;
