import nlp from 'compromise';
import { FILLER, TICKERS } from './lexicon.js';
import type { Reading } from './reading.js';
import { type Token, properCase } from './text.js';

/*
 * Free-text string values without quotes: the city of "the weather in Paris", the title of "remind
 * me to call mom tomorrow", the song and artist of "play Hey Jude by The Beatles". A property's name
 * says which role it plays; each role has cue words the value follows ("in", "to", "called",
 * "about") and words that end it. What other properties took (dates, numbers, enum values,
 * addresses) also ends a value, so the title of "remind me to call mom tomorrow at 3pm" stops at
 * "tomorrow". When no cue fits, a required property takes the longest run of words left over.
 */

export type Role =
  | 'phone'
  | 'channel'
  | 'room'
  | 'place'
  | 'origin'
  | 'destination'
  | 'person'
  | 'artist'
  | 'symbol'
  | 'subject'
  | 'body'
  | 'text'
  | 'title'
  | 'label'
  | 'query'
  | 'song'
  | 'playlist'
  | 'other';

const ROLE_WORDS: Array<[Role, string[]]> = [
  ['phone', ['phone', 'mobile', 'tel', 'telephone', 'cell', 'msisdn']],
  ['origin', ['origin', 'from', 'start', 'departure', 'source', 'pickup']],
  ['destination', ['destination', 'dest', 'to', 'arrival', 'end', 'dropoff']],
  ['place', ['city', 'location', 'place', 'town', 'address', 'venue', 'region', 'country', 'where', 'locality']],
  ['channel', ['channel', 'chat', 'room_name']],
  ['room', ['room', 'zone', 'area', 'floor', 'space']],
  ['artist', ['artist', 'band', 'singer', 'performer']],
  ['symbol', ['symbol', 'ticker', 'stock']],
  ['subject', ['subject', 'topic', 'regarding']],
  ['body', ['body', 'message', 'content']],
  ['text', ['text', 'phrase', 'sentence', 'word', 'source_text']],
  ['playlist', ['playlist']],
  ['song', ['song', 'track', 'tune']],
  ['label', ['label', 'tag', 'memo', 'reference', 'purpose']],
  ['query', ['query', 'q', 'search', 'term', 'keyword', 'keywords', 'filter']],
  [
    'person',
    [
      'person',
      'user',
      'username',
      'contact',
      'employee',
      'who',
      'fullname',
      'member',
      'recipient',
      'author',
      'attendee',
      'payee',
      'assignee',
      'beneficiary',
      'owner',
      'teammate',
      'addressee',
    ],
  ],
  ['title', ['title', 'task', 'item', 'todo', 'note', 'summary', 'reminder', 'event', 'what', 'description', 'name']],
];

export function roleOf(words: string[], toolConcepts: Set<string>): Role {
  for (const [role, names] of ROLE_WORDS) {
    if (!words.some((w) => names.includes(w))) continue;
    // A "name" is a person's in a directory tool, a title elsewhere.
    if (role === 'title' && words.includes('name') && words.length === 1 && toolConcepts.has('person')) return 'person';
    return role;
  }
  return 'other';
}

const cues = (list: string) => list.split('|').map((c) => c.split(' '));
const CUES: Record<Role, string[][]> = {
  phone: [],
  channel: cues('channel|in|to'),
  room: cues('in|of'),
  place: cues('in|for|at|near|of|to'),
  origin: cues('from'),
  destination: cues('navigate to|directions to|get to|way to|take me to|go to|drive to|walk to|take me|to'),
  person: cues(
    'named|called|who is|look up|lookup|details of|info on|of|for|employee|user|colleague|find|message|tell|text|ask|ping|to|with',
  ),
  artist: cues('by'),
  symbol: cues('for|of|ticker|symbol'),
  subject: cues('subject|re|regarding|titled|called|about'),
  body: cues('body|saying|that says|message|that'),
  text: cues(':|translate|say|saying|that|is|does'),
  title: cues(
    'called|named|titled|:|remind me to|remind me about|forget to|reminder to|to|about|add|put|schedule|book|create|plan|set up|new',
  ),
  label: cues('labeled|labelled|called|named|label|for'),
  query: cues('for|about|mentioning|containing|named|called|titled|look for|dig up|where is|where are|find|search|locate|show me|get'),
  song: cues('listen to|put on|play|add|save|put|queue'),
  playlist: cues('playlist called|playlist named|playlist'),
  other: cues('called|named|titled|:|about|for'),
};
/** Words that end a value of the role (beside punctuation and what other properties took). */
const STOPS: Partial<Record<Role, Set<string>>> = {
  place: new Set(
    'in on at for by with from to this next tomorrow today tonight now right please and is will was what whats how when which who'.split(
      ' ',
    ),
  ),
  origin: new Set('to by via on at please and'.split(' ')),
  destination: new Set('from by via please and'.split(' ')),
  person: new Set('in from at on please and is what how when which the that about saying'.split(' ')),
  artist: new Set('to on in from please and'.split(' ')),
  subject: new Set('body saying'.split(' ')),
  body: new Set('subject'.split(' ')),
  label: new Set('at please'.split(' ')),
  song: new Set('by please'.split(' ')),
};
/** Roles whose values are names, capitalised when written all in lower case. */
const PROPER: Set<Role> = new Set(['place', 'person']);
/** Roles whose values are names of things, never made of small words alone. */
const NAMES: Set<Role> = new Set(['place', 'person', 'origin', 'destination', 'artist', 'symbol', 'playlist', 'label', 'query', 'other']);
/** Words trimmed from the ends of a value: "the budget" → "budget", "the dentist on" → "dentist". */
const TRIM = new Set(
  'a an the my your our his her their this that some something anything to in on at for by from with into of about please pls thanks now'.split(
    ' ',
  ),
);
/** Words that name where things are kept rather than what they are: "tax documents" → "tax". */
const CONTAINERS = new Set([
  'file',
  'document',
  'doc',
  'folder',
  'calendar',
  'list',
  'todo',
  'task',
  'playlist',
  'song',
  'track',
  'music',
  'reminder',
  'event',
  'directory',
  'user',
  'employee',
  'record',
  'item',
  'entry',
]);

/** Words for an amount of something, before "of": "a bag of", "two packs of". */
const MEASURES = new Set(
  'pack bag box bottle can jar carton piece pair set loaf bunch roll tube bar case packet dozen cup glass slice bowl tin sack crate unit serving portion tablet pill capsule dose'.split(
    ' ',
  ),
);

export interface FreeTextContext {
  reading: Reading;
  /** Tokens other properties took. */
  used: Set<number>;
  /** Tokens that name the tool's own concepts ("weather", "remind", "playlist"). */
  command: Set<number>;
  /** Roles of the tool's other free-text properties, whose cues end this one's value. */
  otherRoles: Role[];
  /** Whether a question is a query as asked (a web search), rather than keywords to pick from it. */
  wholeQuestions?: boolean;
}

export interface FreeText {
  value: string;
  tokens: number[];
}

/** Places a cue is tried at: enough for any sentence, few enough that a text of 10 000 "to"s stays cheap. */
const MAX_CUE_TRIES = 8;
const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'prof']);
/** Verbs and particles of requests, which a value left over without a cue is not made of ("look up the weather"). */
const REQUEST_WORDS = new Set(
  'look up check see know find out show tell bring need go going gonna will would should could like turn switch dim'.split(' '),
);
const isWord = (t: Token) => /[\p{L}\p{N}]/u.test(t.text);
const ENDS = new Set([',', '.', '?', '!', ';', '(', ')', '"', '“', '”']);

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
  if (role === 'place') return findPlace(ctx, required);
  if (role === 'query' && ctx.wholeQuestions) {
    const question = findQuestion(ctx);
    if (question) return question;
  }
  return byCues(role, ctx, required);
}

function byCues(role: Role, ctx: FreeTextContext, required: boolean): FreeText | undefined {
  const { tokens } = ctx.reading;
  const stops = new Set(STOPS[role] ?? []);
  for (const other of ctx.otherRoles)
    for (const c of CUES[other]) if (c.length === 1 && c[0] !== ':' && other !== 'place') stops.add(c[0]!);
  for (const cue of CUES[role]) {
    let tries = 0;
    for (let i = 0; i + cue.length <= tokens.length && tries < MAX_CUE_TRIES; i++) {
      if (!cue.every((w, k) => tokens[i + k]!.lower === w && !ctx.used.has(i + k))) continue;
      tries++;
      let from = i + cue.length;
      if (tokens[from]?.text === ':') from++;
      const found = phraseFrom(from, role, stops, ctx);
      if (found) return found;
    }
  }
  return required ? residual(role, ctx) : undefined;
}

/** The value that starts at `from` and runs to the first word that ends it, trimmed; undefined when nothing meaningful is left. */
function phraseFrom(from: number, role: Role, stops: Set<string>, ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  let to = from;
  for (; to < tokens.length; to++) {
    const t = tokens[to]!;
    // "St. Louis", "Dr. Who": the dot of a short title does not end the value.
    const abbreviation = t.text === '.' && to > from && ABBREVIATIONS.has(tokens[to - 1]!.lower) && tokens[to - 1]!.end === t.start;
    if (ctx.used.has(to) || (ENDS.has(t.text) && !abbreviation) || (t.text === ':' && to > from)) break;
    if (to > from && stops.has(t.lower) && t.text === t.lower) break;
    // "to my calendar", "on my to-do list": where the thing goes, not part of it.
    if (to > from && ['to', 'on', 'in', 'into', 'onto'].includes(t.lower) && isContainerAhead(to + 1, ctx)) break;
  }
  return trimmed(from, to, role, ctx);
}

function isContainerAhead(at: number, ctx: FreeTextContext): boolean {
  const { tokens } = ctx.reading;
  for (let k = at; k < Math.min(tokens.length, at + 4); k++) {
    if (ctx.command.has(k) && CONTAINERS.has(tokens[k]!.stem)) return true;
    if (ENDS.has(tokens[k]!.text)) return false;
  }
  return false;
}

function trimmed(from: number, to: number, role: Role, ctx: FreeTextContext): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  const container = (i: number) => CONTAINERS.has(tokens[i]!.stem) && (ctx.command.has(i) || role === 'query');
  const droppable = (i: number) => {
    const t = tokens[i]!;
    return !isWord(t) || (t.text === t.lower && TRIM.has(t.lower)) || container(i);
  };
  // "2 packs of AA batteries", "three bags of coffee beans": the amount's measure is not the thing.
  for (let again = true; again;) {
    again = false;
    while (from < to && droppable(from)) from++;
    if (from + 1 < to && MEASURES.has(tokens[from]!.stem) && tokens[from + 1]!.lower === 'of') {
      from += 2;
      again = true;
    }
  }
  while (to > from && droppable(to - 1)) to--;
  if (from >= to) return undefined;
  const indices = Array.from({ length: to - from }, (_, k) => from + k);
  // Only the tool's own words and small words ("a user", "this song"): nothing was named. A name
  // is not made of filler either ("look up a user"); a text or title may be ("thank you", "Let It Be").
  const small = NAMES.has(role)
    ? (t: Token) => FILLER.has(t.lower)
    : (t: Token) => TRIM.has(t.lower) || t.lower === 'it' || t.lower === 'this';
  if (indices.every((i) => small(tokens[i]!) || ctx.command.has(i) || !isWord(tokens[i]!))) return undefined;
  // A name is not a word the lexicon knows as something else ("look up the weather" names nobody).
  if (PROPER.has(role) || role === 'artist') {
    const known = new Set([...ctx.reading.concepts.values()].flatMap((at) => [...at]));
    if (indices.every((i) => known.has(i) || !isWord(tokens[i]!) || TRIM.has(tokens[i]!.lower))) return undefined;
  }
  let value = text.slice(tokens[from]!.start, tokens[to - 1]!.end);
  if (PROPER.has(role)) value = properCase(value);
  return { value, tokens: indices };
}

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

/** A ticker: written in capitals ("AAPL"), after "for"/"of" ("quote for msft"), or a company's name ("apple"). */
function findSymbol(ctx: FreeTextContext): FreeText | undefined {
  const { tokens } = ctx.reading;
  const free = (i: number) => !ctx.used.has(i);
  for (let i = 0; i < tokens.length; i++) {
    const ticker = TICKERS[tokens[i]!.lower];
    if (ticker && free(i)) return { value: ticker, tokens: [i] };
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (free(i) && /^[A-Z]{1,5}$/.test(t.text) && t.text !== 'I' && t.text !== 'A') return { value: t.text, tokens: [i] };
  }
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (
      free(i) &&
      ['for', 'of', 'ticker', 'symbol'].includes(tokens[i - 1]!.lower) &&
      /^[a-z]{1,5}$/i.test(t.text) &&
      !FILLER.has(t.lower)
    ) {
      return { value: t.text.toUpperCase(), tokens: [i] };
    }
  }
  return undefined;
}

/** The longest run of words nobody took and that are not the request's own wording ("weather paris" → "paris"). */
function residual(role: Role, ctx: FreeTextContext): FreeText | undefined {
  const { tokens, dates } = ctx.reading;
  const inDate = (t: Token) => dates.some((d) => d.start <= t.start && t.end <= d.end);
  // A message or title may hold small words ("the deploy is done"); a name or a place does not.
  const content = !NAMES.has(role) && role !== 'room';
  const free = (i: number) => {
    const t = tokens[i]!;
    if (ctx.used.has(i) || ctx.command.has(i) || !isWord(t) || inDate(t)) return false;
    return content ? true : !FILLER.has(t.lower) && !REQUEST_WORDS.has(t.lower);
  };
  let best: [number, number] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    let j = i;
    while (j < tokens.length && free(j)) j++;
    if (!best || j - i > best[1] - best[0]) best = [i, j];
    i = j;
  }
  return best ? trimmed(best[0], best[1], role, ctx) : undefined;
}

/** A phone number: digits with an optional "+" and spaces, dashes, dots or brackets between them. */
function findPhone(ctx: FreeTextContext): FreeText | undefined {
  const { text, tokens } = ctx.reading;
  for (const m of text.matchAll(/(?<![\w+])\+?\d[\d ().-]{5,18}\d(?![\w])/g)) {
    const value = m[0];
    if (value.replace(/\D/g, '').length < 7) continue;
    const at = tokens.flatMap((t, i) => (t.start >= m.index && t.end <= m.index + value.length ? [i] : []));
    if (at.some((i) => ctx.used.has(i))) continue;
    return { value, tokens: at };
  }
  return undefined;
}

/**
 * A place: what follows "in", "for", "at"… unless compromise knows another word of the text as a place
 * and not that one ("weather for my trip to rome" is Rome's). compromise is asked only here: its
 * reading of a sentence costs about 0.3 ms, more than the rest of the router.
 */
function findPlace(ctx: FreeTextContext, required: boolean): FreeText | undefined {
  const byCue = byCues('place', ctx, false);
  const known = knownPlaces(ctx);
  if (byCue && (known.length === 0 || known.some((k) => k.some((i) => byCue.tokens.includes(i))))) return byCue;
  const place = known.find((k) => k.every((i) => !ctx.used.has(i)));
  if (place) return trimmed(place[0]!, place[place.length - 1]! + 1, 'place', ctx);
  return byCue ?? (required ? residual('place', ctx) : undefined);
}

const placesOf = new WeakMap<Reading, number[][]>();
/** Token indices of each place compromise finds in the text (read once per request). */
function knownPlaces(ctx: FreeTextContext): number[][] {
  const { reading } = ctx;
  let found = placesOf.get(reading);
  if (found) return found;
  found = [];
  const text = reading.text.slice(0, MAX_PLACE_TEXT);
  // compromise's json() output is untyped; only the match offsets are read from it.
  const matches = nlp(text).places().json({ offset: true }) as Array<{ offset?: { start: number; length: number } }>;
  for (const m of matches) {
    if (!m.offset) continue;
    const { start, length } = m.offset;
    const at = reading.tokens.flatMap((t, i) => (t.start >= start && t.end <= start + length && isWord(t) ? [i] : []));
    if (at.length > 0) found.push(at);
  }
  placesOf.set(reading, found);
  return found;
}
/** Characters compromise reads: it is the slowest reader, and places are named early. */
const MAX_PLACE_TEXT = 1_000;

const QUESTION_WORDS = new Set('how what who whom whose when where why which'.split(' '));

/**
 * A question asked of a web search, as asked: "google how tall is mount everest", "look up who
 * invented the telephone", "how tall is the eiffel tower?". Only the request's own words may come
 * before it.
 */
function findQuestion(ctx: FreeTextContext): FreeText | undefined {
  const { tokens, text } = ctx.reading;
  const at = tokens.findIndex((t) => QUESTION_WORDS.has(t.lower.split("'")[0]!));
  if (at < 0 || tokens.slice(0, at).some((t, i) => isWord(t) && !ctx.command.has(i) && !FILLER.has(t.lower) && !REQUEST_WORDS.has(t.lower)))
    return undefined;
  let to = tokens.length;
  while (to > at && !isWord(tokens[to - 1]!)) to--;
  const indices = Array.from({ length: to - at }, (_, k) => at + k);
  if (indices.some((i) => ctx.used.has(i)) || to - at < 2) return undefined;
  return { value: text.slice(tokens[at]!.start, tokens[to - 1]!.end), tokens: indices };
}
