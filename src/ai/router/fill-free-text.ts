import type { Json } from '../types.js';
import type { ValidationBudget } from '../validation-budget.js';
import { DESCRIBED, type ToolProfile } from './choose-tool.js';
import { findAddress } from './addressee.js';
import { roleOfProperty } from './being-properties.js';
import { holdsIdentifier, identifierShaped } from './given-codes.js';
import { FILLER } from './lexicon.js';
import { oneSlipApart } from './near-words.js';
import { MAX_PARSED_TEXT, tokenTags } from './parts-of-speech.js';
import { CONTAINERS, type FreeTextContext, type Role, SAID, TRIM } from './roles.js';
import { freeList, holdsFreeList, joinedNouns, listStart } from './free-lists.js';
import { findFreeText, holdsRemark, lastClause, modifierOfCommand } from './free-text.js';
import { type Schema, holdsClause, typeOf } from './properties.js';
import { type Reading, findConcepts, guessedTicker } from './reading.js';
import { identifierWords, nameWords, splitIdentifier } from './text.js';
import { domainOf } from './typed-values.js';
import { HANDLE_NAMES, addressed, asInExample, asWritten, describesHandle, findHandle, shapedAsExample } from './whole-values.js';
import { type Fits, scanUnits } from './written-values.js';

/*
 * Step 6 of extractArguments: free-text strings without quotes (and lists of them), by the role
 * each property's name gives it, in an order that lets names and channels go before what is said.
 */

export interface FreeTextFill {
  reading: Reading;
  profile: ToolProfile;
  entries: [string, Schema][];
  required: Set<string>;
  fits: Fits;
  /** Tokens other values took; the tokens each value here takes are added. */
  used: Set<number>;
  toolText: string;
  toolConcepts: Set<string>;
  take: (name: string, value: Json) => void;
  /** Takes back a value `take` gave. */
  drop: (name: string) => void;
}

/** Fills the free-text properties among `open`; returns how many values were guesses from words left over. */
export function fillFreeText(open: [string, Schema][], fill: FreeTextFill, budget: ValidationBudget): number {
  const { reading, profile, entries, required, fits, used: usedTokens, toolText, toolConcepts, take, drop } = fill;
  const { text, tokens } = reading;
  let guesses = 0;
  const command = new Set<number>();
  // Only what the tool's name or description is about: a concept it has from an enum alias or a
  // parameter's name ("train" of a travel mode) may well be the value itself ("to the train station").
  // Nor a word in capitals taken for a ticker by its capitals alone: "from JFK to LAX" names airports
  // for a flight search whose prices read as a market's; the word is a value, never the command.
  const guessed = (concept: string, i: number) =>
    concept === 'stock' && guessedTicker(tokens, i) && !findConcepts([tokens[i]!]).has('stock');
  for (const [concept, at] of reading.concepts)
    if ((profile.concepts.get(concept) ?? 0) >= 2) for (const i of at) if (!guessed(concept, i)) command.add(i);
  tokens.forEach((t, i) => (profile.words.get(t.stem) ?? 0) > DESCRIBED && command.add(i));
  // "the NOW TV sub": a clipped word of the tool's name ("sub" of `cancel_subscription`) is the tool's word too.
  const named = [...profile.words].filter(([, weight]) => weight >= 3).map(([w]) => w);
  const toolNouns = new Set(named);
  // Only words compromise read (it reads the text's start), and it is asked only for a word that matches.
  for (let i = 0; i < tokens.length && tokens[i]!.start < MAX_PARSED_TEXT; i++) {
    const t = tokens[i]!;
    if (command.has(i) || !/^\p{L}{3,}$/u.test(t.lower) || TRIM.has(t.lower) || FILLER.has(t.lower)) continue;
    const clipped = named.some((w) => w.length >= t.lower.length + 3 && w.startsWith(t.lower));
    // "new invocie for …": a slip of one letter in the tool's word is still the tool's word, past the
    // request's first word (its verb, which the tool choice reads). The tool's words are stems
    // ("invoic"): the word is read to their length as well.
    const slipped =
      !clipped &&
      i > 0 &&
      t.lower.length >= 6 &&
      named.some((w) => oneSlipApart(t.lower, w) || oneSlipApart(t.lower.slice(0, Math.max(w.length, 6)), w));
    if ((clipped || slipped) && tokenTags(reading)[i]!.has('Noun')) command.add(i);
  }
  // A currency, unit or language nobody named is not read from other words.
  const textProps = open.filter(
    ([name, schema]) =>
      (typeOf(schema) === 'string' && schema.enum === undefined && schema.format === undefined && !domainOf(name, schema, toolText)) ||
      holdsFreeList(schema),
  );
  const roles = textProps.map(([name, schema]) => roleOfProperty(name, toolConcepts, schema.description));
  const ORDER = [
    'channel',
    'person',
    'symbol',
    'playlist',
    'label',
    'origin',
    'destination',
    'artist',
    'subject',
    'body',
    'text',
    'place',
    'company',
    'query',
    'song',
    'title',
    'other',
  ];
  // A list of free strings goes first when its own name is written ("with labels search and backend"),
  // else after every other value, for what they leave.
  // A list of people goes before one person ("host", "guests"): "with Sam, Priya and Leo" are guests.
  const rank = (i: number) => {
    const [name, schema] = textProps[i]!;
    // A value the property's example shapes ("stadium-vote") is found by its shape alone: it goes first.
    if (shapedAsExample(schema, reading, usedTokens)) return -2;
    // So is a remark written as the closing aside ("we drank the Cloudy Bay, 3/5, a bit too acidic"):
    // it is the note, not part of a name.
    const words = identifierWords(name);
    if (holdsRemark(roles[i]!, words) && lastClause({ reading, used: usedTokens, command, otherRoles: [], words })) return -1.5;
    if (!holdsFreeList(schema)) return ORDER.indexOf(roles[i]!);
    const own = new Set(identifierWords(name));
    if (tokens.some((t) => own.has(t.stem))) return -1;
    const role = roles[i]!;
    return roles.some((r, k) => k !== i && r === role && !holdsFreeList(textProps[k]![1])) ? ORDER.indexOf(role) - 0.5 : ORDER.length;
  };
  const ranks = textProps.map((_, i) => rank(i));
  const order = textProps.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!);
  // Read when the tool has a person or channel at all: one taken already still says a message is addressed.
  const address = entries.some(
    ([name, schema]) =>
      typeOf(schema) === 'string' && ['person', 'channel'].includes(roleOfProperty(name, toolConcepts, schema.description)),
  )
    ? findAddress(reading)
    : {};
  const toolWords = new Set(identifierWords(toolText));
  /** The value property `i` reads from the words nobody took yet, if any. */
  const attempt = (i: number): { value: Json; tokens: number[]; guess: boolean } | undefined => {
    const [name, schema] = textProps[i]!;
    budget.charge(scanUnits(text));
    const ctx = {
      reading,
      used: usedTokens,
      command,
      // A property already filled cues nothing more: its cue words may be part of this value.
      // So does one named for where things are kept ("list"): only its own word cues it, not "for".
      otherRoles: roles.filter(
        (_, k) => k !== i && !taken.some((t) => t.i === k) && !(roles[k] === 'other' && namesContainer(textProps[k]![0])),
      ),
      words: ownWords(name, roles[i]!),
      described: identifierWords(name).some((w) => toolWords.has(w)),
      wholeQuestions: (profile.concepts.get('web') ?? 0) >= 2,
    };
    const handle = HANDLE_NAMES.has(name.toLowerCase().replace(/[_\s-]/g, '')) || describesHandle(schema);
    const list = holdsFreeList(schema);
    const found = handle
      ? asWritten(
          findHandle(reading, usedTokens) ?? addressed(roles[i]!, address, ctx) ?? findFreeText(roles[i]!, ctx, required.has(name)),
          reading,
        )
      : ((list ? undefined : shapedAsExample(schema, reading, usedTokens)) ??
        addressed(roles[i]!, address, ctx) ??
        (list ? listStart(roles[i]!, ctx) : undefined) ??
        findFreeText(roles[i]!, ctx, required.has(name)) ??
        // "a large pepperoni pizza": the words before the tool's own noun name what goes in it.
        (list && roles[i] === 'other' ? modifierOfCommand(ctx) : undefined) ??
        (list && !['body', 'text'].includes(roles[i]!) ? joinedNouns(ctx) : undefined));
    if (!found) return undefined;
    if (!list && !SAID.has(roles[i]!) && !namesSomething(found, reading, ctx.wholeQuestions || holdsClause(name))) return undefined;
    if (typeof found.value === 'string' && holdsIdentifier(name) && !identifierShaped(found.value)) return undefined;
    // A sender named `from` is who a thing comes "from": "search my inbox for flight confirmation" has none.
    if (name.toLowerCase() === 'from' && roles[i] === 'person' && tokens[Math.min(...found.tokens) - 1]?.lower !== 'from') return undefined;
    const guess = found.guess === true;
    // A list of free strings: the value found and the words joined to it ("warfarin, aspirin and fish oil").
    if (list) {
      const items = freeList(found, ctx, roles[i]);
      return items && (!guess || required.has(name)) && fits(name, items.value) ? { ...items, guess } : undefined;
    }
    // A property for one word holds one: "rhyme with moon" → "moon".
    if (identifierWords(name).join(' ') === 'word' && found.tokens.length > 1) {
      const last = [...found.tokens].reverse().find((k) => /^\p{L}+$/u.test(tokens[k]!.text) && !command.has(k));
      if (last !== undefined) Object.assign(found, { value: tokens[last]!.text, tokens: [last] });
    }
    withHouseNumber(found, name, schema, ctx);
    if (roles[i] === 'query' && !ctx.wholeQuestions) queryTrimmed(found, reading, toolNouns);
    if (SAID.has(roles[i]!)) withClosingMark(found, reading);
    else {
      withoutParticle(found, reading);
      withoutOpeningVerb(found, reading);
    }
    // "Luna's flea treatment", "Henry's gone vegan": a name with an owner's "'s" (or "has", "is") is the name.
    if (roles[i] === 'person' && typeof found.value === 'string' && /^\p{Lu}[\p{L}\s-]*\p{L}['’]s$/u.test(found.value))
      found.value = found.value.slice(0, -2);
    // "Train number, e.g. ICE 592": a code's example has digits, and words without one are no code ("for 3 people").
    if (typeof found.value === 'string' && !/\d/.test(found.value) && codeExample(schema)) return undefined;
    const value = [asInExample(schema, found.value), found.value, ...writtenInGroups(found.value)].find((v) => fits(name, v));
    return value === undefined ? undefined : { value, tokens: found.tokens, guess };
  };
  const taken: { i: number; tokens: number[]; guess: boolean }[] = [];
  const takeFound = (i: number, got: { value: Json; tokens: number[]; guess: boolean }) => {
    const named = withOwnWordAfter(reading, textProps[i]![0], got, usedTokens);
    if (named && fits(textProps[i]![0], named.value)) got = named;
    take(textProps[i]![0], got.value);
    if (got.guess) guesses++;
    for (const k of got.tokens) usedTokens.add(k);
    taken.push({ i, tokens: got.tokens, guess: got.guess });
  };
  for (const i of order) {
    const got = attempt(i);
    if (got) takeFound(i, got);
  }
  // "do i have any Bowie?", "any Taylor Swift concerts in Chicago?": a search's optional query takes
  // a name in capitals (past the first word) that no other value took.
  // So does a make, model or brand ("gas safety check, its an Elddis Avante"): what is named in capitals is it.
  for (const i of order) {
    const [name, schema] = textProps[i]!;
    const leftFor = (roles[i] === 'query' && !required.has(name)) || nameWords(name).some((w) => MAKERS.has(w));
    if (!leftFor || taken.some((t) => t.i === i) || holdsFreeList(schema)) continue;
    const run = leftOverName(reading, (k) => usedTokens.has(k) || command.has(k));
    if (!run) continue;
    const value = text.slice(tokens[run[0]!]!.start, tokens[run[run.length - 1]!]!.end);
    if (fits(name, value)) takeFound(i, { value, tokens: run, guess: true });
  }
  // "at the Harrogate branch", "at the Riverside club": a name in capitals right before the property's own word is it.
  for (const i of order) {
    const [name, schema] = textProps[i]!;
    if (taken.some((t) => t.i === i) || holdsFreeList(schema) || SAID.has(roles[i]!)) continue;
    const run = nameBefore(reading, new Set(identifierWords(name)), (k) => usedTokens.has(k));
    if (!run) continue;
    const value = text.slice(tokens[run[0]!]!.start, tokens[run.at(-1)!]!.end);
    if (fits(name, value)) takeFound(i, { value, tokens: run, guess: false });
  }
  // An optional value gives way to a required one that found nothing else: in "size limit for
  // walleye" the fish is the species asked for, not the water it lives in.
  for (const i of order) {
    if (!required.has(textProps[i]![0]) || taken.some((t) => t.i === i)) continue;
    for (const other of [...taken].reverse()) {
      if (required.has(textProps[other.i]![0])) continue;
      for (const k of other.tokens) usedTokens.delete(k);
      const got = attempt(i);
      if (!got) {
        for (const k of other.tokens) usedTokens.add(k);
        continue;
      }
      drop(textProps[other.i]![0]);
      if (other.guess) guesses--;
      taken.splice(taken.indexOf(other), 1);
      takeFound(i, got);
      const again = attempt(other.i);
      if (again) takeFound(other.i, again);
      break;
    }
  }
  return guesses;
}

/**
 * "7749 1234 5678", "1Z 999 AA1": a code read out in groups, as tracking and card numbers are, is
 * the groups joined (and in capitals), where the property refuses the spaces. Every group holds a digit.
 */
function writtenInGroups(value: Json): string[] {
  if (typeof value !== 'string' || value.length > 60 || !/^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)+$/u.test(value)) return [];
  if (!value.split(' ').every((g) => /\d/.test(g))) return [];
  const joined = value.replace(/ /g, '');
  return joined === joined.toUpperCase() ? [joined] : [joined, joined.toUpperCase()];
}

/**
 * The words of a property's name that cue its value. A person's property named by a bare
 * preposition (`from` "Sender name or address", `with`) keeps it: "emails from Sarah".
 */
function ownWords(name: string, role: Role): string[] {
  const words = identifierWords(name);
  return words.length === 0 && role === 'person' && /^[a-z]{2,5}$/i.test(name) ? [name.toLowerCase()] : words;
}

/** A property named for where things are kept: `list`, `folder`, `calendar` (free-text.ts reads it). */
function namesContainer(name: string): boolean {
  const words = identifierWords(name);
  return words.length === 1 && CONTAINERS.has(words[0]!);
}

/**
 * "3 Park Row": an address whose street was read without the house number written right before
 * it takes the number too, where the property holds an address and the street is a name in capitals
 * or a street by its word ("14 elm road"). So does the flat or unit before it ("Flat 2, 18 Mill
 * Lane") and the town written after a comma ("22 Mill Lane, Oldham tomorrow"): one or two words in
 * capitals that no other value took and that name no day.
 */
function withHouseNumber(found: { value: Json; tokens: number[] }, name: string, schema: Schema, ctx: FreeTextContext): void {
  const described = typeof schema.description === 'string' ? schema.description.slice(0, 300) : '';
  if (typeof found.value !== 'string' || !/address/i.test(`${name} ${described}`) || found.tokens.length === 0) return;
  const { tokens, text } = ctx.reading;
  const free = (k: number) => k >= 0 && k < tokens.length && !ctx.used.has(k);
  const joinedBySpace = (a: number, b: number) => /^\s+$/.test(text.slice(tokens[a]!.end, tokens[b]!.start));
  const start = Math.min(...found.tokens);
  // The value as written from its first token (a finder may hold tokens past where the value stops).
  if (text.slice(tokens[start]!.start, tokens[start]!.start + found.value.length) !== found.value) return;
  const valueEnd = tokens[start]!.start + found.value.length;
  let first = start;
  let last = start;
  while (last + 1 < tokens.length && tokens[last + 1]!.end <= valueEnd) last++;
  const end = last;
  const before = first - 1;
  if (free(before) && /^\d{1,5}[a-z]?$/i.test(tokens[before]!.text) && joinedBySpace(before, first)) {
    if (/^\p{Lu}/u.test(tokens[first]!.text) || ctx.reading.houseNumbers.some((h) => h.start === tokens[before]!.start)) first = before;
  }
  // The whole address only where the value is all of it, not its street among a city and a postcode.
  const whole = /address/i.test(`${name.slice(name.lastIndexOf('.') + 1)} ${described}`);
  // "Flat 2," / "Unit 4," before the street.
  const unit = first - 3;
  if (
    whole &&
    tokens[first - 1]?.text === ',' &&
    free(unit) &&
    /^(?:flat|apt|apartment|unit|suite)$/i.test(tokens[unit]!.text) &&
    free(unit + 1) &&
    /^\d{1,4}[a-z]?$/i.test(tokens[unit + 1]!.text)
  )
    first = unit;
  // ", Oldham": a town after the street, not a day ("…, Friday") nor a date's words.
  const town = last + 2;
  const dated = (k: number) => ctx.reading.dates.some((d) => d.start < tokens[k]!.end && d.end > tokens[k]!.start);
  const townWord = (k: number) => free(k) && /^\p{Lu}\p{Ll}+$/u.test(tokens[k]!.text) && !dated(k);
  // Not into an address's first line ("line1: First line of the address"), where the town is another's.
  const firstLine = /\b(?:line ?1|first line)\b/i.test(`${splitIdentifier(name.slice(name.lastIndexOf('.') + 1))} ${described}`);
  if (whole && !firstLine && tokens[last + 1]?.text === ',' && townWord(town))
    last = townWord(town + 1) && joinedBySpace(town, town + 1) ? town + 1 : town;
  if (first === start && last === end) return;
  found.value = text.slice(tokens[first]!.start, tokens[last]!.end);
  found.tokens = [...new Set([...found.tokens, ...Array.from({ length: last - first + 1 }, (_, k) => first + k)])];
}

/** Verbs whose particle may stand apart from them, after or before their object: "put Ella down", "put forward Klara". */
const PHRASAL_VERBS = new Set([
  'put',
  'sign',
  'write',
  'pencil',
  'set',
  'book',
  'take',
  'ring',
  'bring',
  'drop',
  'pick',
  'fill',
  'jot',
  'note',
  'count',
  'cross',
  'tick',
  'mark',
  'send',
  'move',
  'get',
]);
const PARTICLES = new Set(['up', 'down', 'in', 'out', 'off', 'back', 'away', 'forward', 'through']);

/**
 * "sign Ella up for lessons", "put lasagne down for dinner", "put forward Klara and the Sun": the
 * particle of the request's verb, written beside its object, is the verb's, not part of the value.
 */
function withoutParticle(found: { value: Json; tokens: number[] }, reading: Reading): void {
  if (typeof found.value !== 'string' || found.tokens.length < 2) return;
  const { text, tokens } = reading;
  const from = Math.min(...found.tokens);
  if (text.slice(tokens[from]!.start, tokens[from]!.start + found.value.length) !== found.value) return;
  const valueEnd = tokens[from]!.start + found.value.length;
  let to = from;
  while (to + 1 < tokens.length && tokens[to + 1]!.end <= valueEnd) to++;
  const verb = tokens.slice(0, from).findIndex((t) => PHRASAL_VERBS.has(t.lower));
  if (verb < 0 || tokens.slice(verb + 1, from).some((t) => /^[.,;!?]$/.test(t.text))) return;
  let first = from;
  let last = to;
  // In lower case only: "Give Up", "Shake It Off" are titles.
  const particle = (k: number) => PARTICLES.has(tokens[k]!.text);
  if (particle(last) && last > first) last--;
  else if (particle(first) && first < last && first === verb + 1) first++;
  if (first === from && last === to) return;
  found.value = text.slice(tokens[first]!.start, tokens[last]!.end);
  found.tokens = found.tokens.filter((k) => k >= first && k <= last);
}

/**
 * A search's query without the tool's own noun at either end ("find me a curry recipe" for
 * `find_recipe` is "curry", "find asset 9XK22L" "9XK22L"), and ending before a verb in the past
 * ("any sunglasses turned in since monday", "the security audit changed after Nov 1").
 */
function queryTrimmed(found: { value: Json; tokens: number[] }, reading: Reading, toolNouns: Set<string>): void {
  if (typeof found.value !== 'string' || found.tokens.length < 2) return;
  const { text, tokens } = reading;
  const sorted = [...found.tokens].sort((a, b) => a - b);
  let [first, last] = [sorted[0]!, sorted.at(-1)!];
  // Only a value written as one run from its first token.
  if (text.slice(tokens[first]!.start, tokens[last]!.end) !== found.value) return;
  const tags = tokenTags(reading);
  const cut = sorted.find((k) => k > first && tokens[k]!.text === tokens[k]!.lower && tags[k]!.has('PastTense'));
  if (cut !== undefined) last = cut - 1;
  if (last > first && toolNouns.has(tokens[last]!.stem)) last--;
  if (last > first && toolNouns.has(tokens[first]!.stem)) first++;
  if (first === sorted[0] && last === sorted.at(-1)) return;
  found.value = text.slice(tokens[first]!.start, tokens[last]!.end);
  found.tokens = sorted.filter((k) => k >= first && k <= last);
}

/** One to three words in capitals, none taken, right before a word of `own` after "the" ("the Harrogate branch"). */
function nameBefore(reading: Reading, own: Set<string>, taken: (k: number) => boolean): number[] | undefined {
  const { tokens } = reading;
  const capital = (k: number) => !taken(k) && /^\p{Lu}\p{Ll}/u.test(tokens[k]!.text);
  for (let k = 2; k < tokens.length && tokens[k]!.start < MAX_PARSED_TEXT; k++) {
    if (!own.has(tokens[k]!.stem) || !capital(k - 1)) continue;
    let first = k - 1;
    while (first > 1 && k - first < 3 && capital(first - 1)) first--;
    if (tokens[first - 1]?.lower !== 'the') continue;
    return Array.from({ length: k - first }, (_, j) => first + j);
  }
  return undefined;
}

/**
 * "Hiking Society funding request" for a `society`: a name in capitals followed by the property's own
 * word in capitals holds that word, as a proper name does ("Chess Society", "Leeds Branch"); in lower
 * case ("the hiking society") the word only says what the name is of.
 */
function withOwnWordAfter(
  reading: Reading,
  name: string,
  got: { value: Json; tokens: number[]; guess: boolean },
  used: Set<number>,
): { value: string; tokens: number[]; guess: boolean } | undefined {
  const { text, tokens } = reading;
  const last = got.tokens.at(-1);
  if (typeof got.value !== 'string' || last === undefined || !/^\p{Lu}/u.test(tokens[last]!.text)) return undefined;
  const next = tokens[last + 1];
  if (next === undefined || used.has(last + 1) || !/^\p{Lu}\p{Ll}/u.test(next.text) || text.slice(tokens[last]!.end, next.start) !== ' ')
    return undefined;
  const own = identifierWords(name);
  if (!own.includes(next.lower) && !own.includes(next.stem)) return undefined;
  if (!got.value.endsWith(tokens[last]!.text)) return undefined;
  return { value: `${got.value} ${next.text}`, tokens: [...got.tokens, last + 1], guess: got.guess };
}

/** Property words for who made a thing, which a name in capitals left over is. */
const MAKERS = new Set(['make', 'model', 'brand', 'manufacturer', 'maker']);

/** The first run of one to four words in capitals past the request's first word, none taken, joined by single spaces. */
function leftOverName(reading: Reading, taken: (k: number) => boolean): number[] | undefined {
  const { text, tokens } = reading;
  const name = (k: number) => !taken(k) && /^\p{Lu}\p{Ll}/u.test(tokens[k]!.text) && tokens[k]!.start < MAX_PARSED_TEXT;
  for (let k = 1; k < tokens.length; k++) {
    if (!name(k)) continue;
    const run = [k];
    while (run.length < 4 && k + 1 < tokens.length && name(k + 1) && text.slice(tokens[k]!.end, tokens[k + 1]!.start) === ' ')
      run.push(++k);
    if (k + 1 < tokens.length && name(k + 1)) return undefined;
    return run;
  }
  return undefined;
}

/** Words that open a noun phrase: after the request's first word they make that word its verb. */
const PHRASE_OPENERS = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'this', 'that', 'these', 'those', 'some']);

/**
 * "bookmark a product designer job": the request's first word in lower case, followed by an article
 * or a possessive, is its verb, not the start of the value
 * ("vitamin D reminder", "lemon cake for 12" open with their value).
 */
function withoutOpeningVerb(found: { value: Json; tokens: number[] }, reading: Reading): void {
  if (typeof found.value !== 'string' || !found.tokens.includes(0) || found.tokens.length < 2) return;
  const { text, tokens } = reading;
  const opening = tokens[0]!;
  const next = tokens[1];
  if (next === undefined || opening.text !== opening.lower || !/^\p{L}+$/u.test(opening.text) || !found.value.startsWith(opening.text))
    return;
  if (!PHRASE_OPENERS.has(next.lower)) return;
  let from = 1;
  while (from < tokens.length && PHRASE_OPENERS.has(tokens[from]!.lower) && found.tokens.includes(from + 1)) from++;
  if (!found.tokens.includes(from)) return;
  const rest = text.slice(tokens[from]!.start, opening.start + found.value.length);
  if (rest.trim() === '') return;
  found.value = rest;
  found.tokens = found.tokens.filter((k) => k >= from);
}

/**
 * "body: are you free at noon?", "saying Happy 40th Mark!": what someone says keeps the question or
 * exclamation mark (or full stop) that closes it, where the request ends with it.
 */
function withClosingMark(found: { value: Json; tokens: number[] }, reading: Reading): void {
  if (typeof found.value !== 'string' || found.tokens.length === 0) return;
  const { text, tokens } = reading;
  const start = tokens[Math.min(...found.tokens)]!.start;
  if (text.slice(start, start + found.value.length) !== found.value) return;
  const mark = /^[?!.]+(?=\s*$)/.exec(text.slice(start + found.value.length))?.[0];
  if (mark !== undefined && !/^\.{2,}$/.test(mark)) found.value += mark;
}

/** Whether the property's description gives a code as its example: capitals and digits, "e.g. ICE 592", "e.g. GB1234". */
function codeExample(schema: Schema): boolean {
  const described = typeof schema.description === 'string' ? schema.description.slice(0, 300) : '';
  const example = /\be\.?g\.?,?\s*["'`]?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+)?)/u.exec(described)?.[1];
  return example !== undefined && /\d/.test(example) && !/\p{Ll}/u.test(example);
}

/** compromise's tags of the words that only frame a sentence: who, which, what, and its auxiliaries. */
const FRAME_TAGS = ['Pronoun', 'Determiner', 'QuestionWord', 'Auxiliary', 'Copula', 'Modal', 'Preposition', 'Conjunction', 'Negative'];
/** Auxiliaries, which compromise tags as plain verbs in a question ("how do I", "what time does"). */
const AUXILIARIES = new Set('do does did is are was were am have has had can could will would should shall may might must'.split(' '));
/** Subjects that open a clause, not a name, before a word in lower case ("I start my own", "we need", "I'd like"). */
const SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she']);

/**
 * Whether words taken for a name, title or query name anything: "what time does" (the library close),
 * "me" (play a song for), "how do I" (negotiate) are the words that frame a question or a command,
 * not a value; a tool called with them answers what nobody asked. Nor does a run that opens with a
 * question word, an auxiliary or a subject and a verb in lower case ("do I need to graduate", "I start
 * my own"): it is the question itself. One other word (in capitals, with a digit, or of any other
 * part of speech) may name something; "time" after "what" asks when.
 */
function namesSomething(found: { value: Json; tokens: number[] }, reading: Reading, clause: boolean): boolean {
  const { tokens } = reading;
  const taken = found.tokens;
  const tags = tokenTags(reading);
  const first = Math.min(...taken);
  const opening = tokens[first]!;
  const next = tokens[first + 1];
  // No question when a name in capitals follows: a finder may hold the cue it trims ("her name is
  // Grace Okafor" → "is Grace Okafor"). A web search's query and a sentence property (`clause`) may
  // be the question as asked ("how tall is the eiffel tower").
  const named = taken.some((k) => k !== first && tokens[k]!.text !== 'I' && /^\p{Lu}/u.test(tokens[k]!.text));
  const opens = typeof found.value === 'string' && found.value.startsWith(opening.text) && !named;
  if (taken.length > 1 && opening.start < MAX_PARSED_TEXT && opens && !clause) {
    if (tags[first]!.has('QuestionWord') || AUXILIARIES.has(opening.text)) return false;
    if (
      SUBJECTS.has(opening.lower.replace(/['’](?:d|m|ll|ve|re)$/, '')) &&
      next !== undefined &&
      taken.includes(first + 1) &&
      next.text === next.lower &&
      /^\p{L}+$/u.test(next.text)
    )
      return false;
  }
  return taken.some((k) => {
    const t = tokens[k]!;
    if (t.text !== t.lower || /\d/.test(t.text) || t.start >= MAX_PARSED_TEXT || tags[k]!.size === 0) return true;
    if (t.lower === 'time' && tokens[k - 1]?.lower === 'what') return false;
    return !AUXILIARIES.has(t.lower) && !FRAME_TAGS.some((tag) => tags[k]!.has(tag));
  });
}
