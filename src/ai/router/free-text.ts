import { FILLER } from './lexicon.js';
import { findPhone, findQuestion, findSymbol, knownPlaces } from './named-values.js';
import { tokenTags } from './parts-of-speech.js';
import { clauseSubject, firstName, holdsName, insideName, isRelation, isSurelyName, withoutKin } from './person-names.js';
import { insideVerbPhrase, nounPhraseEnd } from './phrase-ends.js';
import {
  ABBREVIATIONS,
  CONTAINERS,
  CUES,
  ENDS,
  type FreeText,
  type FreeTextContext,
  INTRODUCES,
  MAX_CUE_TRIES,
  MEASURES,
  NAMES,
  PRONOUNS,
  PROPER,
  REQUEST_WORDS,
  type Role,
  SAID,
  SPEAKER,
  STOPS,
  TRIM,
  isWord,
} from './roles.js';
import { type Token, properCase, stem, stemWord } from './text.js';
import { wordTable } from './word-table.js';

export { type FreeText, type FreeTextContext, type Role, roleOf } from './roles.js';

/*
 * Free-text string values without quotes: the city of "the weather in Paris", the title of "remind
 * me to call mom tomorrow", the song and artist of "play Hey Jude by The Beatles". A property's name
 * says which role it plays; each role has cue words the value follows ("in", "to", "called",
 * "about") and words that end it. What other properties took (dates, numbers, enum values,
 * addresses) also ends a value, so the title of "remind me to call mom tomorrow at 3pm" stops at
 * "tomorrow". When no cue fits, a required property takes the longest run of words left over.
 */

export function findFreeText(role: Role, ctx: FreeTextContext, required: boolean): FreeText | undefined {
  if (role === 'symbol') return findSymbol(ctx);
  if (role === 'phone') return findPhone(ctx);
  if (role === 'playlist') {
    const before = beforeWord(ctx, 'playlist');
    if (before) return before;
  }
  if (role === 'label') {
    const before = beforeWord(ctx, 'timer') ?? beforeWord(ctx, 'alarm');
    if (before) return before;
  }
  if (role === 'place') {
    // A country or state beside a city: the name after the comma ("Toronto, Canada").
    if (ctx.words?.some((w) => REGION_WORDS.has(w))) {
      const region = regionAfterComma(ctx);
      if (region) return region;
    }
    const found = findPlace(ctx, required);
    return ctx.otherRoles.includes('place') ? found : withRegion(found, ctx);
  }
  if (role === 'query' && ctx.wholeQuestions) {
    const question = findQuestion(ctx) ?? objectOfRequest(ctx);
    if (question) return question;
  }
  if (role === 'other' && holdsContainer(ctx)) {
    // Where a thing is kept is named only before the container's word: "for Sam" names no list.
    const kept = keptIn(ctx);
    if (kept || !required) return kept;
  }
  if (role === 'origin' || role === 'destination') {
    const route = dashedRoute(role, ctx);
    if (route) return route;
    // A pickup location with no drop-off is a place like any other: "rent a car at LAX", "in orlando".
    const pair = role === 'origin' ? 'destination' : 'origin';
    if (!ctx.otherRoles.includes(pair)) {
      const found = byCues(role, ctx, false) ?? findPlace(ctx, required);
      return found && asPlace(found, ctx);
    }
    const found =
      byCues(role, ctx, false) ?? (role === 'origin' ? beforeTo(ctx) : undefined) ?? (required ? residual(role, ctx) : undefined);
    return found && asPlace(found, ctx);
  }
  if (role === 'person' || role === 'artist') return findName(role, ctx, required);
  if (holdsRemark(role, ctx.words)) {
    const remark = lastClause(ctx);
    if (remark) return remark;
  }
  if ((role === 'title' || role === 'other') && !(ctx.words ?? []).some((w) => ACTIONS.has(w))) {
    const measured = measuredThing(ctx);
    if (measured) return measured;
  }
  // "impressionism exhibitions": a topic nobody cued is the word before the tool's own noun.
  if (role === 'subject' && !(ctx.words ?? []).includes('subject')) return byCues(role, ctx, required) ?? modifierOfCommand(ctx);
  if (role === 'room') return byCues(role, ctx, false) ?? modifierOfCommand(ctx) ?? (required ? residual(role, ctx) : undefined);
  return byCues(role, ctx, required);
}

/**
 * Someone's name: the one who does what the property is named for, else what a cue introduces when
 * it can be a name, else a name compromise knows anywhere ("jack needs to clean his room": not what
 * "to" introduces). An artist is read so only after "with" ("book me with Rosa"): a song's own
 * title may hold a first name.
 */
function findName(role: Role, ctx: FreeTextContext, required: boolean): FreeText | undefined {
  const found = nameOf(role, ctx, required);
  return found && withoutKin(found, ctx);
}

function nameOf(role: Role, ctx: FreeTextContext, required: boolean): FreeText | undefined {
  const subject = role === 'person' ? doerOfOwnVerb(ctx) : undefined;
  if (subject) return subject;
  // Two people: the one the tool acts on ("Book a patient …") is the request verb's object ("put
  // Sam Okafor down … with Dr Patel"), whatever cue introduces the other.
  if (role === 'person' && ctx.described && ctx.otherRoles.includes('person')) {
    const object = firstName(ctx, 'object');
    if (object) return object;
  }
  // "Kate's visa": whose the thing the tool is about is.
  const owner = role === 'person' ? possessor(ctx) : undefined;
  if (owner) return owner;
  const said = role === 'person' ? saidToBe(ctx) : undefined;
  if (said) return said;
  const given = byCues(role, ctx, false, (found) => holdsName(found, ctx));
  if (given && holdsName(given, ctx)) return given;
  // "for the website redesign": a thing the request names with an article is nobody.
  // Nor, for an optional name, one in lower case after "my": "for my old cob" says whose, not who.
  const cued =
    given && (DETERMINERS.has(ctx.reading.tokens[Math.min(...given.tokens) - 1]?.text ?? '') || (!required && isRelation(given, ctx)))
      ? undefined
      : given;
  const name = role === 'person' ? firstName(ctx, required ? 'any' : 'object') : firstName(ctx, 'with');
  const left = name ?? cued ?? (required ? residual(role, ctx) : undefined);
  return left?.guess && (isRelation(left, ctx) || commonWords(left, ctx)) ? undefined : left;
}

/**
 * Words left over in lower case that compromise reads as common words: a plural, an adjective, an
 * adverb ("phones have been mad today", "the module is sooo boring"). A name it does not know is a
 * noun alone ("priya").
 */
function commonWords(found: FreeText, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  const tags = tokenTags(ctx.reading);
  const named = (i: number) => tokens[i]!.text !== tokens[i]!.lower || ['Person', 'FirstName', 'LastName'].some((x) => tags[i]!.has(x));
  if (found.tokens.some(named)) return false;
  return found.tokens.some((i) => ['Plural', 'Adjective', 'Adverb'].some((x) => tags[i]!.has(x)));
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'some']);

/** "contact is Jo Park", "the owner's Sam Reed": a word of the property's name said to be a name. */
function saidToBe(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const own = new Set((ctx.words ?? []).filter((w) => w !== 'name'));
  const limit = Math.min(tokens.length - 2, 200);
  for (let i = 0; i < limit; i++) {
    if (ctx.used.has(i) || !own.has(tokens[i]!.stem) || !['is', 'was', "'s"].includes(tokens[i + 1]!.lower)) continue;
    const found = phraseFrom(i + 2, 'person', STOPS.person ?? new Set(), ctx);
    if (found && holdsName(found, ctx)) return found;
  }
  return undefined;
}

/** Property-name words of a remark on what is asked: "acknowledge alr-7781, looking into it", "mute …, deploying". */
const REMARKS = new Set([
  'note',
  'reason',
  'comment',
  'remark',
  'why',
  'explanation',
  'description',
  'details',
  'fault',
  'problem',
  'issue',
  'symptom',
]);
/** Whether a property holds a remark on the request, which its closing aside may be. */
export const holdsRemark = (role: Role, words: string[] = []) =>
  (role === 'title' || role === 'other') && words.some((w) => REMARKS.has(w));

/**
 * The clause after the sentence's last comma, when nothing in it was taken and it says something
 * more than thanks: an aside on the request, which a note or a reason holds.
 */
export function lastClause(ctx: FreeTextContext): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  let end = tokens.length;
  while (end > 0 && ENDS.has(tokens[end - 1]!.text)) end--;
  let comma = end - 1;
  while (comma > 0 && tokens[comma]!.text !== ',' && end - comma < 12) comma--;
  if (comma <= 0 || tokens[comma]!.text !== ',' || comma + 1 >= end) return undefined;
  const words = Array.from({ length: end - comma - 1 }, (_, k) => comma + 1 + k);
  if (words.some((k) => ctx.used.has(k) || ctx.command.has(k) || ENDS.has(tokens[k]!.text))) return undefined;
  if (words.every((k) => FILLER.has(tokens[k]!.lower) || !isWord(tokens[k]!))) return undefined;
  // "…, it's blue with white spots", "its a navy rucksack": what the thing is, without the "it is".
  const said = /^(?:it['’]?s|it is|they['’]?re|they are)\s+(?:(?:a|an)\s+)?/i.exec(
    text.slice(tokens[words[0]!]!.start, tokens[end - 1]!.end),
  );
  const from = said ? tokens[words[0]!]!.start + said[0].length : tokens[words[0]!]!.start;
  if (said && from >= tokens[end - 1]!.end) return undefined;
  return { value: text.slice(from, tokens[end - 1]!.end), tokens: words };
}

/** A name in capitals written as whose the next word is, when that word is the tool's or another value's: "Kate's visa". */
function possessor(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const isNameWord = (j: number) => /^\p{Lu}\p{Ll}+$/u.test(tokens[j]!.text) && isSurelyName(ctx, j);
  const limit = Math.min(tokens.length - 1, 200);
  for (let i = 0; i < limit; i++) {
    const t = tokens[i]!;
    if (ctx.used.has(i) || !/^\p{Lu}\p{L}*['’]s$/u.test(t.text) || !(ctx.used.has(i + 1) || ctx.command.has(i + 1))) continue;
    // "Magnus Reid's rating": the whole name, its capitalised words before the last.
    let first = i;
    while (first > 0 && i - first < 3 && isNameWord(first - 1)) first--;
    return {
      value: ctx.reading.text.slice(tokens[first]!.start, t.end - 2),
      tokens: Array.from({ length: i - first + 1 }, (_, k) => first + k),
    };
  }
  return undefined;
}

/** A route's end written in lower case is capitalised when compromise knows it as a place ("london"), not otherwise ("the airport"). */
function asPlace(found: FreeText, ctx: FreeTextContext): FreeText {
  if (found.value !== found.value.toLowerCase()) return found;
  const known = knownPlaces(ctx);
  return known.some((k) => k.some((i) => found.tokens.includes(i))) ? { ...found, value: properCase(found.value) } : found;
}

/** Dashes and arrows that join a route's two ends. */
const ROUTE_JOINS = new Set(['-', '–', '—', '→', '->', '>']);

/**
 * "LHR-JFK", "Paris → Rome", "NYC - LON": two names in capitals joined by a dash or an arrow are a
 * route's two ends, the first its origin. Only names: "one-way", "e-mail" and "round-trip" join no places.
 */
function dashedRoute(role: Role, ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const limit = Math.min(tokens.length - 1, 200);
  const name = (i: number) => isWord(tokens[i]!) && /^\p{Lu}/u.test(tokens[i]!.text) && !ctx.command.has(i);
  for (let k = 1; k < limit; k++) {
    if (!ROUTE_JOINS.has(tokens[k]!.text) || !name(k - 1) || !name(k + 1)) continue;
    const at = role === 'origin' ? k - 1 : k + 1;
    if (ctx.used.has(at)) continue;
    return { value: tokens[at]!.text, tokens: [at] };
  }
  return undefined;
}

/** "boston to denver": with no "from", the origin is the name right before the "to" of the destination. */
function beforeTo(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const to = tokens.findIndex((t, i) => t.lower === 'to' && !ctx.used.has(i) && i > 0);
  if (to < 0) return undefined;
  let from = to;
  while (from > 0) {
    const t = tokens[from - 1]!;
    if (ctx.used.has(from - 1) || ctx.command.has(from - 1) || !isWord(t) || FILLER.has(t.lower) || REQUEST_WORDS.has(t.lower)) break;
    from--;
  }
  if (from === to) return undefined;
  // "round trip boston": of the words, the place compromise knows.
  const place = to - from > 1 ? knownPlaces(ctx).find((k) => k.every((i) => i >= from && i < to)) : undefined;
  return place ? trimmed(place[0]!, place[place.length - 1]! + 1, 'origin', ctx) : trimmed(from, to, 'origin', ctx);
}

/**
 * "the snake plant", "the living room lights": the property's own name written right after words in
 * lower case that no cue introduced is part of the value. After a name it says what kind of thing the
 * name is ("the Apollo project").
 */
function withOwnHead(from: number, to: number, ctx: FreeTextContext): number {
  const { tokens } = ctx.reading;
  const head = tokens[to];
  const lower = (t: Token) => t.text === t.lower;
  if (!head || to <= from || !lower(head) || !tokens.slice(from, to).every(lower)) return to;
  return ctx.command.has(to) && (ctx.words ?? []).includes(head.stem) ? to + 1 : to;
}

/** "the living room lights", "the office light": the words that name which one, right before the tool's own noun. */
export function modifierOfCommand(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  for (let at = 1; at < tokens.length; at++) {
    if (!ctx.command.has(at) || ctx.command.has(at - 1)) continue;
    let from = at;
    while (from > 0) {
      const t = tokens[from - 1]!;
      if (ctx.used.has(from - 1) || ctx.command.has(from - 1) || !isWord(t) || FILLER.has(t.lower) || REQUEST_WORDS.has(t.lower)) break;
      from--;
    }
    if (from < at) return trimmed(from, withOwnHead(from, at, ctx), 'room', ctx);
  }
  return undefined;
}

/**
 * What a search is asked for: everything after the request's own words ("look up recipes for banana
 * bread", "find me 3 results about rust async runtimes"), up to what another property took.
 */
function objectOfRequest(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  let from = 0;
  const lead = (i: number) => {
    const t = tokens[i]!;
    return !isWord(t) || ctx.used.has(i) || ctx.command.has(i) || FILLER.has(t.lower) || REQUEST_WORDS.has(t.lower) || LEADS.has(t.lower);
  };
  while (from < tokens.length && lead(from)) from++;
  if (from === 0 || from >= tokens.length) return undefined;
  // "articles about quantum computing": the kind of result asked for is not part of the query.
  if (RESULT_KINDS.has(tokens[from]!.stem) && ['about', 'on', 'regarding'].includes(tokens[from + 1]?.lower ?? '')) from += 2;
  let to = from;
  while (to < tokens.length && !ctx.used.has(to) && !(ENDS.has(tokens[to]!.text) && tokens[to]!.text !== '.')) to++;
  return trimmed(from, to, 'query', ctx);
}
const RESULT_KINDS = new Set(
  ['article', 'result', 'page', 'link', 'info', 'information', 'news', 'story', 'post', 'video', 'site', 'website', 'paper'].map(stemWord),
);
const LEADS = new Set(['for', 'about', 'on', 'up', 'online', 'internet']);

const REGION_WORDS = new Set(['country', 'state', 'region', 'province', 'county']);

function regionAfterComma(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i]!.text !== ',' || ctx.used.has(i + 1) || !isWord(tokens[i - 1]!)) continue;
    const known = knownPlaces(ctx).find((k) => k.includes(i + 1));
    if (known) return trimmed(i + 1, known[known.length - 1]! + 1, 'place', ctx);
    if (/^[A-Z]{2,3}$/.test(tokens[i + 1]!.text)) return { value: tokens[i + 1]!.text, tokens: [i + 1] };
  }
  return undefined;
}

/** "Austin, TX", "Paris, France": a place followed by its state or country. */
function withRegion(found: FreeText | undefined, ctx: FreeTextContext): FreeText | undefined {
  if (!found) return found;
  const { tokens, text } = ctx.reading;
  const last = found.tokens[found.tokens.length - 1]!;
  if (tokens[last + 1]?.text !== ',' || !tokens[last + 2]) return found;
  const region = last + 2;
  const t = tokens[region];
  if (!t || ctx.used.has(region)) return found;
  const known = knownPlaces(ctx).find((k) => k.includes(region));
  const end = known ? known[known.length - 1]! + 1 : /^[A-Z]{2,3}$/.test(t.text) ? region + 1 : -1;
  if (end < 0) return found;
  const after = tokens[end];
  if (after && isWord(after) && !(STOPS.place?.has(after.lower) ?? false)) return found;
  const indices = [...found.tokens, last + 1, ...Array.from({ length: end - region }, (_, k) => region + k)];
  return { value: `${found.value}, ${properCase(text.slice(t.start, tokens[end - 1]!.end))}`, tokens: indices };
}

/** `prefer`: what a cue finds that fails it is kept only for when no other cue finds better. */
function byCues(role: Role, ctx: FreeTextContext, required: boolean, prefer?: (found: FreeText) => boolean): FreeText | undefined {
  const { tokens } = ctx.reading;
  const stops = new Set(STOPS[role] ?? []);
  for (const other of ctx.otherRoles)
    for (const c of CUES[other]) if (c.length === 1 && c[0] !== ':' && other !== 'place') stops.add(c[0]!);
  // The property's own name written before its value: "last name Smith", "promo code blackfriday25".
  // A name of several words says it plainly and goes first; one word only where no cue of its role
  // fits, and not as the request's first word ("text Anna …" is a verb).
  const named = ownName(ctx);
  const early = named && (named.length > 1 || PROPER.has(role)) ? cueValue(named, role, stops, ctx, 0, named.length === 1) : undefined;
  if (early) return early;
  // "tag it birthday", "label them urgent": the name used as a verb on a pronoun says it plainly too.
  const onPronoun = named?.length === 1 ? ownVerbOnPronoun(named[0]!, role, stops, ctx) : undefined;
  if (onPronoun) return onPronoun;
  let passed: FreeText | undefined;
  for (const cue of CUES[role]) {
    let tries = 0;
    for (let i = 0; i + cue.length <= tokens.length && tries < MAX_CUE_TRIES; i++) {
      if (!cue.every((w, k) => tokens[i + k]!.lower === w && !ctx.used.has(i + k))) continue;
      // "a copy of Led Zeppelin IV", "a bag of Haribo": what a measure counts, not whose or where.
      if (cue[0] === 'of' && i > 0 && MEASURES.has(tokens[i - 1]!.stem)) continue;
      // "screenings of Avatar", "photos of Rome": after a plural, "of" says what they show, not where.
      if (cue[0] === 'of' && role === 'place' && i > 0 && tokenTags(ctx.reading)[i - 1]!.has('Plural')) continue;
      tries++;
      let from = i + cue.length;
      if (tokens[from]?.text === ':') from++;
      // "add milk to the shopping list": what follows "to" there is where the value goes.
      if (CONTAINER_CUES.has(cue.join(' ')) && isContainerAhead(from, ctx)) continue;
      let found = phraseFrom(from, role, stops, ctx);
      if (found) found = (PROPER.has(role) ? namedAfterComma(found, role, stops, ctx) : undefined) ?? found;
      if (found && prefer && !prefer(found)) passed ??= found;
      else if (found) return found;
    }
  }
  const late = named ? (cueValue(named, role, stops, ctx, 1) ?? cueValue(named.slice(-1), role, stops, ctx, 1)) : undefined;
  return late ?? passed ?? (required ? residual(role, ctx) : undefined);
}

/** "from a freelance client, Bluebird Studio": a name written after a description in lower case is the value. */
function namedAfterComma(found: FreeText, role: Role, stops: Set<string>, ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const last = Math.max(...found.tokens);
  if (!found.tokens.every((i) => tokens[i]!.text === tokens[i]!.lower)) return undefined;
  if (tokens[last + 1]?.text !== ',' || !capitalised(last + 2, ctx) || ctx.used.has(last + 2)) return undefined;
  return phraseFrom(last + 2, role, stops, ctx);
}

/** The words of the property's name, less those that name nothing ("id", "value"). */
function ownName(ctx: FreeTextContext): string[] | undefined {
  const words = (ctx.words ?? []).filter((w) => !OWN_NAME_GENERIC.has(w));
  return words.length > 0 ? words : undefined;
}
const OWN_NAME_GENERIC = new Set(['id', 'value', 'string', 'str', 'text', 'message', 'body', 'content', 'query', 'q']);

/** The value after the first free run of `cue` at or after token `min`. */
/** `capitalsOnly`: only where the value is written in capitals past the first word ("brand Bosch"), which says it plainly. */
function cueValue(
  cue: string[],
  role: Role,
  stops: Set<string>,
  ctx: FreeTextContext,
  min: number,
  capitalsOnly = false,
): FreeText | undefined {
  const { tokens } = ctx.reading;
  for (let i = min; i + cue.length <= tokens.length; i++) {
    if (!cue.every((w, k) => stem(tokens[i + k]!.lower) === w && !ctx.used.has(i + k))) continue;
    let from = i + cue.length;
    if (capitalsOnly && (i === 0 || !capitalised(from, ctx) || ctx.used.has(from))) continue;
    if (tokens[from]?.text === ':') from++;
    return phraseFrom(from, role, stops, ctx);
  }
  return undefined;
}

function ownVerbOnPronoun(word: string, role: Role, stops: Set<string>, ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (stem(tokens[i]!.lower) !== word || ctx.used.has(i) || !PRONOUNS.has(tokens[i + 1]!.lower) || ctx.used.has(i + 2)) continue;
    return phraseFrom(i + 2, role, stops, ctx);
  }
  return undefined;
}

/** The value that starts at `from` and runs to the first word that ends it, trimmed; undefined when nothing meaningful is left. */
function phraseFrom(from: number, role: Role, stops: Set<string>, ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  let to = from;
  // Whether only small words have come since `from`, kept as the loop goes rather than rescanned.
  let nothingYet = true;
  for (; to < tokens.length; to++) {
    const t = tokens[to]!;
    // "St. Louis", "Dr. Who": the dot of a short title does not end the value.
    const abbreviation = t.text === '.' && to > from && ABBREVIATIONS.has(tokens[to - 1]!.lower) && tokens[to - 1]!.end === t.start;
    // "add a 2019 Barolo": a number another property took, before the name and anything else, is passed
    // over; before a word in lower case it counts it ("for 4 people").
    const beforeName = /^\d/.test(t.text) && capitalised(to + 1, ctx);
    if (ctx.used.has(to) && beforeName && nothingYet) {
      from = to + 1;
      continue;
    }
    if (isWord(t) && !TRIM.has(t.lower)) nothingYet = false;
    if (ctx.used.has(to) || (ENDS.has(t.text) && !abbreviation) || (t.text === ':' && to > from)) break;
    // "the blender - problem: …": a dash between spaces parts what comes before from what follows.
    if (
      to > from &&
      DASHES.has(t.text) &&
      tokens[to - 1]!.end < t.start &&
      tokens[to + 1] &&
      t.end < tokens[to + 1]!.start &&
      !SAID.has(role)
    )
      break;
    if (to > from && stops.has(t.lower) && t.text === t.lower) break;
    if (to > from && endsClause(t, role)) break;
    // "to my calendar", "on my to-do list": where the thing goes, not part of it.
    if (to > from && ['to', 'on', 'in', 'into', 'onto'].includes(t.lower) && isContainerAhead(to + 1, ctx)) break;
    // "dinosaurs in Boston": where, when the tool has a place of its own to hold it.
    if (to > from && role !== 'place' && ctx.otherRoles.includes('place') && PLACE_CUES.has(t.lower) && capitalised(to + 1, ctx)) break;
    // "Whistler starting saturday", "Yosemite arriving dec 4": a name ends where a verb begins.
    if (to > from && !VERB_PHRASES.has(role) && t.text === t.lower && startsWithName(from, to, ctx) && isVerb(to, ctx)) break;
  }
  // A number alone after a preposition counts something: "a tee time for 4" names no course.
  const words = Array.from({ length: to - from }, (_, k) => tokens[from + k]!).filter(isWord);
  if (NAMES.has(role) && role !== 'query' && TRIM.has(tokens[from - 1]?.lower ?? '') && words.every((w) => !/\p{L}/u.test(w.text)))
    return undefined;
  return trimmed(from, to, role, ctx);
}

const PLACE_CUES = new Set(['in', 'at', 'near']);
const DASHES = new Set(['-', '–', '—']);
const CONTAINER_CUES = new Set(['to', 'on', 'in', 'into', 'onto']);
/** Roles whose values may hold a verb of their own: what is said, a task, a topic, a search. */
const VERB_PHRASES = new Set<Role>(['body', 'text', 'title', 'subject', 'query', 'song', 'label']);
const capitalised = (i: number, ctx: FreeTextContext) => /^\p{Lu}/u.test(ctx.reading.tokens[i]?.text ?? '');
/** Whether the value's first word, past small words, is written in capitals and is not the sentence's first word. */
function startsWithName(from: number, to: number, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  let k = from;
  while (k < to && TRIM.has(tokens[k]!.lower)) k++;
  return k > 0 && k < to && capitalised(k, ctx);
}
function isVerb(i: number, ctx: FreeTextContext): boolean {
  const tag = tokenTags(ctx.reading)[i]!;
  return tag.has('Verb') && !tag.has('Noun');
}

/**
 * A word that begins another clause, where a name or a thing ends: "Union Square that's open 24
 * hours", "Darknet Diaries but no notifications". What someone says runs on past it, and so may a task.
 */
function endsClause(t: Token, role: Role): boolean {
  if (SAID.has(role) || t.text !== t.lower) return false;
  return t.lower === 'but' || (role !== 'title' && RELATIVES.has(t.lower.replace('’', "'")));
}
const RELATIVES = new Set(['that', "that's", 'thats', 'which', "which's", 'who', "who's", 'whose', 'whom']);

function isContainerAhead(at: number, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  for (let k = at; k < Math.min(tokens.length, at + 4); k++) {
    if (ctx.command.has(k) && CONTAINERS.has(tokens[k]!.stem)) return true;
    if (ENDS.has(tokens[k]!.text)) return false;
  }
  return false;
}

const ARTICLES = new Set(['the', 'a', 'an']);

function trimmed(from: number, to: number, role: Role, ctx: FreeTextContext): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  const container = (i: number) => CONTAINERS.has(tokens[i]!.stem) && (ctx.command.has(i) || role === 'query');
  const droppable = (i: number) => {
    const t = tokens[i]!;
    // What a message says is kept as said ("your table is ready"), less the word that introduces it.
    // What it is about is a thing, named without its article: "remind me about the dentist" → "dentist".
    if (SAID.has(role) && i === from && tokens[i - 1]?.lower === 'about' && ARTICLES.has(t.lower)) return true;
    if (SAID.has(role) && i === from) return !isWord(t) || INTRODUCES.has(t.lower);
    return !isWord(t) || (t.text === t.lower && TRIM.has(t.lower)) || container(i);
  };
  // "2 packs of AA batteries", "three bags of coffee beans": the amount's measure is not the thing.
  for (let again = true; again;) {
    again = false;
    while (from < to && droppable(from)) from++;
    // "near me in fresno": where the speaker is, before the place.
    if (from + 2 < to && SPEAKER.has(tokens[from]!.lower) && TRIM.has(tokens[from + 1]!.lower)) {
      from += 2;
      again = true;
    }
    if (from + 1 < to && MEASURES.has(tokens[from]!.stem) && tokens[from + 1]!.lower === 'of') {
      from += 2;
      again = true;
    }
    const after = afterLeadIn(from, to, role, ctx);
    if (after > from) {
      from = after;
      again = true;
    }
  }
  to = nounPhraseEnd(from, to, role, ctx);
  while (to > from && droppable(to - 1)) to--;
  // "12 Veuve Clicquot in the cellar": where the tool keeps things, written after the value, is not part of it.
  for (let k = to - 2; k > from; k--) {
    if (!CONTAINER_CUES.has(tokens[k]!.lower) || SAID.has(role)) continue;
    const rest = tokens.slice(k + 1, to);
    if (rest.some((_, n) => ctx.command.has(k + 1 + n)) && rest.every((t, n) => ctx.command.has(k + 1 + n) || TRIM.has(t.lower))) {
      to = k;
      while (to > from && droppable(to - 1)) to--;
    }
    break;
  }
  // "the Lakers game", "the Apollo project": after a name, the tool's own noun in lower case says what kind it is.
  if (NAMES.has(role) && from < to && /^\p{Lu}/u.test(tokens[from]!.text))
    while (to - 1 > from && ctx.command.has(to - 1) && tokens[to - 1]!.text === tokens[to - 1]!.lower) to--;
  // "a coffee shop near me", "something for us": where the speaker is, not what is wanted.
  if (
    (to - 2 > from && SPEAKER.has(tokens[to - 1]!.lower) && TRIM.has(tokens[to - 2]!.lower)) ||
    (to - 2 > from && SPEAKER.has(tokens[to - 1]!.lower) && tokens[to - 2]!.lower === 'near')
  ) {
    to -= 2;
    while (to > from && droppable(to - 1)) to--;
  }
  // "my son Leo", "our plumber Dave": who someone is to the speaker, then their name; the name is the value.
  if (role === 'person' && from < to && tokens[from]!.text === tokens[from]!.lower) {
    let k = from;
    const tags = tokenTags(ctx.reading);
    while (k < to && tokens[k]!.text === tokens[k]!.lower && tags[k]!.has('Noun') && !tags[k]!.has('Pronoun')) k++;
    if (k > from && k < to && tokens.slice(k, to).every((t) => /^\p{Lu}/u.test(t.text))) from = k;
  }
  // "Disney+", "Apple TV+": a plus glued to a name's end is part of it.
  if (
    from < to &&
    tokens[to]?.text === '+' &&
    tokens[to]!.start === tokens[to - 1]!.end &&
    !/[\p{L}\p{N}]/u.test(text[tokens[to]!.end] ?? '')
  )
    to++;
  // "pizza night was": a copula closing a name or a title begins what is said about it.
  if (!SAID.has(role)) while (to - 1 > from && COPULAS.has(tokens[to - 1]!.text)) to--;
  if (from >= to) return undefined;
  const indices = Array.from({ length: to - from }, (_, k) => from + k);
  // "split between": words that only join or place others name nothing.
  if (indices.every((i) => !isWord(tokens[i]!) || TRIM.has(tokens[i]!.lower) || PREPOSITIONS.has(tokens[i]!.lower))) return undefined;
  // Only the tool's own words and small words ("a user", "this song"): nothing was named. A name
  // is not made of filler either ("look up a user"); a text or title may be ("thank you", "Let It Be").
  const small = NAMES.has(role) ? (t: Token) => FILLER.has(t.lower) : (t: Token) => TRIM.has(t.lower) || PRONOUNS.has(t.lower);
  if (indices.every((i) => small(tokens[i]!) || ctx.command.has(i) || !isWord(tokens[i]!))) return undefined;
  // A name is not a word the lexicon knows as something else ("look up the weather" names nobody).
  if (PROPER.has(role) || role === 'artist') {
    const known = new Set([...ctx.reading.concepts.values()].flatMap((at) => [...at]));
    // A word in capitals is a ticker only by a guess; as a name it stays one ("at LAX").
    // So does a word capitalised alone inside the sentence: "from Chase" is a bank, whatever "chase"
    // means; not one of a title ("Ticket to Ride").
    const capital = (i: number) => /^\p{Lu}\p{Ll}/u.test(tokens[i]?.text ?? '');
    const named = (i: number) => i > 0 && /^\p{Lu}\p{Ll}+$/u.test(tokens[i]!.text) && ![i - 2, i - 1, i + 1, i + 2].some(capital);
    const guessed = (i: number) => /^[A-Z]{2,5}$/.test(tokens[i]!.text) || named(i);
    if (indices.every((i) => (known.has(i) && !guessed(i)) || !isWord(tokens[i]!) || TRIM.has(tokens[i]!.lower))) return undefined;
  }
  let value = text.slice(tokens[from]!.start, tokens[to - 1]!.end);
  value = withoutOwnersS(value, tokens[to - 1]!, tokens[to], role);
  if (PROPER.has(role) && !commonPlace(indices, role, ctx)) value = properCase(value);
  return { value, tokens: indices };
}

/** "Luna's flea treatment", "10A's timetable": a name or a code ending a value is its owner's, without the "'s". */
export function withoutOwnersS(value: string, last: Token, next: Token | undefined, role: Role): string {
  // The next word is the thing owned, not a small word: "at Luigi's on Saturday" names the restaurant Luigi's.
  const owned = next !== undefined && isWord(next) && !TRIM.has(next.lower) && !PREPOSITIONS.has(next.lower);
  return OWNED_ROLES.has(role) && OWNER.test(last.text) && owned ? value.slice(0, -2) : value;
}
/** A name or a code with an owner's "'s", begun by a capital or a digit ("Luna's", "10A's"; not "let's"). */
const OWNER = /^[\p{Lu}\p{N}][\p{L}\p{N}]*['’]s$/u;
/** Roles whose values are names or codes, never what is said or searched for ("Let's Dance", "Dad's Army"). */
const OWNED_ROLES = new Set<Role>(['person', 'place', 'company', 'room', 'channel', 'other']);

/**
 * A place written in lower case that names no one place, so stays as written: a common noun after
 * "the" ("near the stadium", "at the mall") or a part of any town ("downtown"). "the hague" is one
 * compromise knows as a name.
 */
function commonPlace(indices: number[], role: Role, ctx: FreeTextContext): boolean {
  if (role !== 'place') return false;
  const { tokens } = ctx.reading;
  if (indices.length === 1 && TOWN_PARTS.has(tokens[indices[0]!]!.text)) return true;
  if (tokens[indices[0]! - 1]?.lower !== 'the') return false;
  const tags = tokenTags(ctx.reading);
  return indices.every((i) => tokens[i]!.text === tokens[i]!.lower && !tags[i]!.has('ProperNoun'));
}
const TOWN_PARTS = new Set(['downtown', 'uptown', 'midtown', 'center', 'centre', 'outskirts', 'suburbs']);

/**
 * Where a value starts past the request's own lead-in: "can you get me chicken noodle soup" →
 * "chicken noodle soup", "give Sam" → "Sam", "to walk Pepper" → "Pepper", "record deadlift" →
 * "deadlift". The lead-in is what compromise reads as verbs, modals and pronouns, written in lower
 * case at the start of the sentence (or, for a name, right after "to"). A task or a message may
 * itself begin with a verb ("call mom"), so theirs is kept; so is a value that would be left empty.
 */
function afterLeadIn(from: number, to: number, role: Role, ctx: FreeTextContext): number {
  if (SAID.has(role) || (ctx.words ?? []).some((w) => ACTIONS.has(w))) return from;
  const { tokens } = ctx.reading;
  // compromise is asked only when a lead-in is possible: the value's first word is in lower case.
  if (from >= to || tokens[from]!.text !== tokens[from]!.lower) return from;
  const tags = tokenTags(ctx.reading);
  const leadIn = (i: number) => {
    const t = tokens[i]!;
    if (t.text !== t.lower) return false;
    if (REQUEST_WORDS.has(t.lower) || TRIM.has(t.lower)) return true;
    const tag = tags[i]!;
    return LEAD_TAGS.some((x) => tag.has(x)) || (tag.has('Verb') && !tag.has('Noun'));
  };
  // After a colon comes the value as given ("urgent: no hot water").
  const atStart = tokens.slice(0, from).every((t, i) => (!isWord(t) && t.text !== ':') || leadIn(i));
  if (!atStart && !(PROPER.has(role) && tokens[from - 1]?.lower === 'to')) return from;
  let k = from;
  while (k < to && leadIn(k)) k++;
  return k < to ? k : from;
}
const LEAD_TAGS = ['Modal', 'Pronoun', 'Auxiliary', 'Copula', 'QuestionWord'];
/** Property-name words of values that may begin with a verb of their own: a task, a reminder, an event. */
const ACTIONS = new Set(['task', 'todo', 'reminder', 'note', 'event', 'summary', 'description', 'what', 'title', 'action', 'command']);

/**
 * What an amount another property took is of: "500g of rice", "3 kg of brownies on the floor", "two
 * boxes of A4 paper". The noun phrase after "of" is the thing, up to a preposition or a clause.
 */
function measuredThing(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const limit = Math.min(tokens.length - 1, 200);
  for (let i = 1; i < limit; i++) {
    if (tokens[i]!.lower !== 'of' || ctx.used.has(i)) continue;
    // The amount itself, or its unit right after it ("3 kg", "500g").
    const amount =
      (ctx.used.has(i - 1) && /\p{N}/u.test(tokens[i - 1]!.text)) ||
      (i > 1 &&
        ctx.used.has(i - 2) &&
        /^\p{N}/u.test(tokens[i - 2]!.text) &&
        /^\p{L}{1,6}$/u.test(tokens[i - 1]!.text) &&
        !TRIM.has(tokens[i - 1]!.lower) &&
        !tokenTags(ctx.reading)[i - 1]!.has('Preposition'));
    if (!amount) continue;
    let to = i + 1;
    while (
      to < tokens.length &&
      !ctx.used.has(to) &&
      !ENDS.has(tokens[to]!.text) &&
      !(to > i + 1 && tokens[to]!.text === tokens[to]!.lower && MEASURE_ENDS.has(tokens[to]!.lower))
    )
      to++;
    const found = trimmed(i + 1, to, 'other', ctx);
    // "4 out of 5": a number is no thing.
    if (found && /\p{L}/u.test(found.value)) return found;
  }
  return undefined;
}
/** Words that end what an amount is of: where it was, why, when ("of brownies on the floor"). */
const MEASURE_ENDS = new Set('on in at for to from by into onto off because as since before after when while that which'.split(' '));

/** The words right before `word` ("my workout playlist" → "workout", "a pomodoro timer" → "pomodoro"). */
function beforeWord(ctx: FreeTextContext, word: string): FreeText | undefined {
  const { tokens } = ctx.reading;
  const at = tokens.findIndex((t) => t.lower === word);
  if (at <= 0) return undefined;
  let from = at;
  while (from > 0) {
    const t = tokens[from - 1]!;
    if (ctx.used.has(from - 1) || !isWord(t) || (t.text === t.lower && (FILLER.has(t.lower) || TRIM.has(t.lower)))) break;
    if (/^\d/.test(t.text)) break;
    from--;
  }
  return from < at ? trimmed(from, at, 'title', ctx) : undefined;
}

/**
 * A property named for where things are kept (`list`, `folder`, `calendar`): its value is the name
 * written before that word after "my", "the" or a preposition ("to my shopping list", "in the Work
 * folder"), not a word of the tool's own ("my todo list" names none).
 */
function keptIn(ctx: FreeTextContext): FreeText | undefined {
  if (!holdsContainer(ctx)) return undefined;
  const found = beforeWord(ctx, ctx.words![0]!);
  if (!found || found.tokens.some((i) => ctx.command.has(i))) return undefined;
  const before = ctx.reading.tokens[Math.min(...found.tokens) - 1];
  return before && TRIM.has(before.lower) ? found : undefined;
}

const holdsContainer = (ctx: FreeTextContext) => ctx.words?.length === 1 && CONTAINERS.has(ctx.words[0]!);

/** The longest run of words nobody took and that are not the request's own wording ("weather paris" → "paris"). */
function residual(role: Role, ctx: FreeTextContext): FreeText | undefined {
  const { tokens, dates } = ctx.reading;
  const inDate = (t: Token) => dates.some((d) => d.start <= t.start && t.end <= d.end);
  // A message or title may hold small words ("the deploy is done"); a name or a place does not.
  const content = (!NAMES.has(role) && role !== 'room') || role === 'query';
  // "pull-ups", "e-bike", "99% invisible": a hyphen inside a word, a percent sign on a number, join it.
  const joining = (i: number) => {
    const t = tokens[i]!;
    const glued = tokens[i - 1]?.end === t.start && isWord(tokens[i - 1]!);
    if (t.text === '%') return glued && /^\d/.test(tokens[i - 1]!.text) && tokens[i + 1] !== undefined && isWord(tokens[i + 1]!);
    if (t.text === '+') return glued && !/[\p{L}\p{N}]/u.test(ctx.reading.text[t.end] ?? '');
    return t.text === '-' && glued && tokens[i + 1]?.start === t.end && isWord(tokens[i + 1]!);
  };
  // "Central Station", "Freakonomics Radio": a tool's word in capitals after a name is part of it.
  const capital = (i: number) => i > 0 && /^\p{Lu}/u.test(tokens[i]!.text);
  const ofName = (i: number) => capital(i) && capital(i - 1) && !ctx.command.has(i - 1) && !ctx.used.has(i - 1);
  // The name of a thing may hold small words ("Kind of Blue"); a place's "to" is a route ("Munich to Zurich").
  const taken = (i: number) => ctx.used.has(i) || (ctx.command.has(i) && !ofName(i)) || inDate(tokens[i]!);
  const free = (i: number) => {
    const t = tokens[i]!;
    if (taken(i) || (!isWord(t) && !joining(i)) || endsClause(t, role)) return false;
    return content
      ? true
      : (!FILLER.has(t.lower) && !REQUEST_WORDS.has(t.lower)) ||
          (role === 'other' && (insideName(i, ctx, taken) || insideVerbPhrase(i, ctx, taken)));
  };
  // A name written in capitals past the sentence's first word is the name meant ("the last 5 episodes
  // of Freakonomics Radio"), whatever the length of other runs.
  const named = (i: number, j: number) => NAMES.has(role) && tokens.slice(Math.max(i, 1), j).some((t) => /^\p{Lu}/u.test(t.text));
  // "track my pothos": the request's own verb, first in the sentence, is no value while another run is.
  const tags = tokenTags(ctx.reading);
  // So are "we need", "give me": words compromise reads as a pronoun, a modal or a verb alone.
  const leadIn = (t: Token, k: number) =>
    t.text === t.lower &&
    (REQUEST_WORDS.has(t.lower) || LEAD_TAGS.some((x) => tags[k]!.has(x)) || (tags[k]!.has('Verb') && !tags[k]!.has('Noun')));
  const firstWord = tokens.findIndex(isWord);
  const verbFirst = (i: number, j: number) => i === firstWord && tokens.slice(i, j).every((t, k) => leadIn(t, i + k)) && tags[i]!.size > 0;
  // "paid priya back 20 quid": a person's name does not begin with a number.
  const counted = (i: number) => role === 'person' && /^\p{N}/u.test(tokens[i]!.text);
  // "cancel Disney+ before it renews": a clause a subordinating word begins says when or why, it names nothing.
  const clause = (i: number) => tokens[i]!.text === tokens[i]!.lower && SUBORDINATORS.has(tokens[i]!.lower) && i > firstWord;
  const weight = (i: number, j: number) =>
    verbFirst(i, j) || counted(i) ? -0.5 : clause(i) ? -0.25 : j - i + (named(i, j) ? tokens.length : 0);
  let best: [number, number] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    let j = i;
    while (j < tokens.length && free(j)) j++;
    if (!best || weight(i, j) > weight(best[0], best[1])) best = [i, j];
    i = j;
  }
  if (best && NAMES.has(role)) {
    // "Liam got 78": a name ends where a verb begins.
    const [i, j] = best;
    // Written in capitals first in the sentence, a word compromise reads as a verb ("Book …") is no name.
    const name = /^\p{Lu}/u.test(tokens[i]!.text) && (i > 0 || !tags[i]!.has('Verb'));
    const verb = name ? tokens.slice(i + 1, j).findIndex((t, k) => t.text === t.lower && isVerb(i + 1 + k, ctx)) : -1;
    if (verb >= 0) best = [i, i + 1 + verb];
  }
  const found = best ? trimmed(best[0], withOwnHead(best[0], best[1], ctx), role, ctx) : undefined;
  // A place guessed from words in lower case is nouns ("the train station"): "how long does it take",
  // "can I donate if", "a bit faint after donating" name no place.
  if (found && PLACE_ROLES.has(role) && found.tokens.every((k) => tokens[k]!.text === tokens[k]!.lower)) {
    if (!found.tokens.every((k) => ['Noun', 'Value', 'Place'].some((x) => tags[k]!.has(x)))) return undefined;
  }
  return found && { ...found, guess: true };
}
const PLACE_ROLES = new Set<Role>(['place', 'origin', 'destination']);

const COPULAS = new Set(['is', 'was', 'are', 'were']);
/** Prepositions beside those trimmed from a value's ends (TRIM). */
const PREPOSITIONS = new Set(
  'between among amongst across through via per than versus vs along without within upon toward towards except beside besides'.split(' '),
);
const SUBORDINATORS = new Set([
  'before',
  'after',
  'until',
  'till',
  'unless',
  'because',
  'since',
  'when',
  'whenever',
  'while',
  'once',
  'if',
]);

/**
 * A place: what follows "in", "for", "at"… unless compromise knows another word of the text as a place
 * and not that one ("weather for my trip to rome" is Rome's). compromise's reading of a sentence
 * costs about 0.3 ms, more than the rest of the router: it is parsed once (parts-of-speech.ts), and
 * only when a free-text value is read.
 */
function findPlace(ctx: FreeTextContext, required: boolean): FreeText | undefined {
  const byCue = byCues('place', ctx, false);
  const known = knownPlaces(ctx);
  if (byCue && (known.length === 0 || known.some((k) => k.some((i) => byCue.tokens.includes(i))))) return byCue;
  const place = known.find((k) => k.every((i) => !ctx.used.has(i)));
  if (place) return trimmed(place[0]!, place[place.length - 1]! + 1, 'place', ctx);
  return byCue ?? (required ? residual('place', ctx) : undefined);
}

/**
 * Past forms that stemWord (verb-forms.ts) leaves alone, being often another word, but that are the
 * verb where compromise tags them so: "Priya won" is the winner, "Sam led" the leader. The others
 * ("ran", "drove", "taught") are stemmed as their verb already.
 */
const IRREGULAR: Record<string, string> = wordTable({ won: stemWord('win'), led: stemWord('lead') });
/** Words before a verb that are not who does it: "Alex is hosting", "Sam will host". */
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'will', 'be', "'s", "'ll", 'has', 'have', 'had', 'did', 'does']);

/** The verb a property named for who does it comes from: winner → win, host → host, organizer → organiz. */
function agentStems(words: string[]): Set<string> {
  const stems = new Set<string>();
  for (const w of words) {
    stems.add(stemWord(w));
    const bare = /^(.{3,}?)(?:er|or|ist)$/.exec(w)?.[1];
    if (bare) stems.add(stemWord(/([b-df-hj-np-tv-z])\1$/.test(bare) ? bare.slice(0, -1) : bare));
  }
  return stems;
}

/**
 * A person named as the one who does what the property is named for: "Priya won Catan" (winner),
 * "Alex is hosting" (host), "hosted by Sam". Read from the verb compromise tags, not from cue words.
 */
function doerOfOwnVerb(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const stems = agentStems(ctx.words ?? []);
  if (stems.size === 0) return undefined;
  const tags = tokenTags(ctx.reading);
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (ctx.used.has(k) || !stems.has(IRREGULAR[t.lower] ?? t.stem) || !tags[k]!.has('Verb')) continue;
    if (tokens[k + 1]?.lower === 'by') {
      const after = phraseFrom(k + 2, 'person', STOPS.person ?? new Set(), ctx);
      if (after) return after;
    }
    let to = k;
    while (to > 0 && AUXILIARIES.has(tokens[to - 1]!.lower)) to--;
    let from = to;
    const name = (i: number) => !ctx.used.has(i) && isWord(tokens[i]!) && (/^\p{Lu}/u.test(tokens[i]!.text) || tags[i]!.has('Person'));
    while (from > 0 && name(from - 1)) from--;
    // "…, priya paid": one word in lower case that begins a clause before the verb is who does it.
    if (from === to && to > 0 && clauseSubject(to - 1, ctx)) from = to - 1;
    if (from < to) return trimmed(from, to, 'person', ctx);
  }
  return undefined;
}
