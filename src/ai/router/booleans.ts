import type { Json } from '../types.js';
import type { ValidationBudget } from '../validation-budget.js';
import { type Schema, typeOf } from './properties.js';
import type { Reading } from './reading.js';
import { findConcepts } from './reading.js';
import { WEAK_CONCEPTS } from './lexicon.js';
import { rootOf } from './enums.js';
import { kindsOf } from './hypernyms.js';
import { MAX_PARSED_TEXT } from './parts-of-speech.js';
import { oppositesOf } from './synonyms.js';
import { type Token, contentWords, escapeRegExp, identifierWords, nameWords, splitIdentifier, stemWord, tokenize } from './text.js';
import { type Fits, GENERIC, PAIR_UNITS, scanUnits } from './written-values.js';
import { wordTable } from './word-table.js';

/*
 * Booleans from the request's words (docs/ai.md): the property's words mentioned, negated or not; a
 * switch by the words that flip one; a word only the property's description uses; the verb the
 * property is named for, in any form.
 */

/** Words of a description that describe no thing of their own. */
const PLAIN = new Set([
  'whether',
  'only',
  'also',
  'when',
  'true',
  'false',
  'then',
  'will',
  'this',
  'that',
  'with',
  'from',
  'should',
  'include',
  'instead',
  'otherwise',
  'default',
  'results',
  'enable',
  'set',
  'flag',
  'user',
  'items',
]);

const OWN = /\b(?:my|our|their|his|her|your)\s+own\b/i;

/** Participles of noticing, which a name adds to the thing noticed: queen_seen, mites_found. */
const NOTICED = new Set(['seen', 'spotted', 'found', 'observed', 'sighted', 'detected', 'noticed', 'present', 'heard']);

/** Words that say something is let in: "pet friendly", "dogs welcome" for pets_allowed. */
const PERMISSIVE = new Set(['allowed', 'allow', 'friendly', 'welcome', 'ok', 'okay', 'permitted', 'accepted']);

/** Tokens keep their apostrophes, so "don't charge him" is read by its whole word too. */
const NEGATIONS = new Set(
  "no not non without don dont never disable exclude false off don't doesn't didn't won't shouldn't mustn't isn't aren't wasn't".split(' '),
);

const SWITCH_NAMES = new Set(['on', 'enabled', 'enable', 'active', 'power', 'state', 'ison', 'is_on', 'turnon', 'turn_on']);
const SWITCH_ON = new Set(['on', 'enable', 'activate', 'start', 'open', 'dim', 'brighten']);
const SWITCH_OFF = new Set(['off', 'disable', 'deactivate', 'stop', 'close']);

/** Everyday yes/no settings and the words of their other side, each side with its synonyms. */
const OPPOSITES: [string[], string[]][] = [
  [
    ['shared', 'share', 'public'],
    ['private', 'unlisted', 'just me', 'only me'],
  ],
  [['private'], ['public', 'shared']],
  [['group'], ['solo', 'alone', 'individual', 'private', 'one on one']],
  [
    ['double', 'duplex', 'both sides'],
    ['single', 'simplex', 'one side'],
  ],
  [
    ['color', 'colour', 'colored', 'coloured'],
    ['monochrome', 'grayscale', 'greyscale', 'black and white', 'b&w', 'mono'],
  ],
  [
    ['pickup', 'pick up', 'pick it up', 'pick them up', 'collect', 'carryout', 'takeout', 'take out'],
    ['delivery', 'delivered', 'deliver', 'deliver it', 'bring it'],
  ],
  [
    ['delivery', 'deliver', 'delivered'],
    ['pickup', 'pick up', 'pick it up', 'pick them up', 'collect', 'carryout'],
  ],
  [
    ['saltwater', 'salt water', 'sea', 'ocean'],
    ['freshwater', 'fresh water', 'lake', 'river'],
  ],
  [
    ['cart', 'riding', 'buggy'],
    ['walking', 'walk', 'on foot', 'carry'],
  ],
  [
    ['iced', 'ice', 'cold', 'on ice'],
    ['hot', 'warm', 'no ice'],
  ],
  [
    ['express', 'rush', 'urgent', 'asap', 'same day', 'same-day', 'priority'],
    ['no rush', 'not urgent', 'no hurry', 'standard', 'whenever'],
  ],
  [
    ['indoor', 'indoors', 'inside', 'covered'],
    ['outdoor', 'outdoors', 'outside', 'open air', 'open-air'],
  ],
  [
    ['outdoor', 'outdoors', 'outside'],
    ['indoor', 'indoors', 'inside'],
  ],
  [
    ['released', 'release', 'let it go', 'let go', 'threw it back', 'put it back', 'catch and release'],
    ['kept', 'kept it', 'keep', 'keeper', 'took it home'],
  ],
  [
    ['street', 'whole street', 'whole block', 'neighbours', 'neighbors', 'everyone'],
    ['just my', 'only my', 'just me', 'only me', 'just mine', 'only mine', 'just us', 'only us'],
  ],
];

/** Where the text names a side of a boolean whose name holds one of OPPOSITES' words, and whether it is the name's own side. */
function sideSaid(nameWords: string[], reading: Reading): { own: boolean; at: number } | undefined {
  const lower = reading.text.toLowerCase();
  for (const [yes, no] of OPPOSITES) {
    if (!nameWords.some((w) => yes[0] === w || yes.includes(w))) continue;
    for (const [words, own] of [
      [no, false],
      [yes, true],
    ] as const) {
      for (const w of words) {
        const m = new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').exec(lower);
        if (m) return { own, at: reading.tokens.findIndex((t) => t.start >= m.index) };
      }
    }
  }
  return undefined;
}

/**
 * Whether a negation stands within three words before `words[at]`, or before the "or" of a list that
 * `words[at]` ends: "no blood thinners or pacemaker" says no pacemaker too.
 */
function negatedAt(words: string[], at: number): boolean {
  const before = (k: number, span: number) => words.slice(Math.max(0, k - span), k);
  if (before(at, 3).some((w) => NEGATIONS.has(w))) return true;
  const or =
    at -
    1 -
    before(at, 3)
      .reverse()
      .findIndex((w) => w === 'or' || w === 'nor');
  if (or >= at) return false;
  const item = before(or, 5);
  const breaks = item.findLastIndex((w) => LIST_BREAKS.has(w));
  return item.slice(breaks + 1).some((w) => NEGATIONS.has(w));
}
const LIST_BREAKS = new Set(['.', ';', '!', '?', 'but', 'and', 'yes']);

/**
 * The side a description spells out that the request says: "true to go ahead, false to decline" is
 * true for "yes go ahead with WR-18820" and false for "decline the quote". A side is said when every
 * word of its phrase is (by stem), and the other side's is not; a negation before it turns it over.
 */
function describedSide(schema: Schema, tokens: Token[], lowers: string[]): boolean | undefined {
  const description = typeof schema.description === 'string' ? schema.description.slice(0, 300) : '';
  // Most descriptions name neither side: no pattern is built nor the text read for them.
  if (!/\b(?:true|false)\b/i.test(description)) return undefined;
  const phraseOf = (side: 'true' | 'false') =>
    new RegExp(`\\b${side}\\s*(?:=|:|to|if|when|for|means)\\s+([\\p{L} '-]+)`, 'iu').exec(description)?.[1];
  const saidAt = (phrase: string | undefined) => {
    const words = phrase === undefined ? [] : contentWords(phrase).map(stemWord);
    if (words.length === 0 || words.length > 3) return -1;
    const at = words.map((w) => tokens.findIndex((t) => t.stem === w));
    return at.every((k) => k >= 0) ? Math.min(...at) : -1;
  };
  const [yes, no] = [saidAt(phraseOf('true')), saidAt(phraseOf('false'))];
  if (yes < 0 === no < 0) return undefined;
  return yes >= 0 !== negatedAt(lowers, yes >= 0 ? yes : no);
}

/** Words a name opens with to say its setting happens by itself: auto_renew, autoPay. */
const AUTOMATIC = new Set(['auto', 'automatic', 'automatically']);

/** Where the words of a name of several words stand together in the text, in order, or -1. */
function phraseOf(nameWords: string[], tokens: Token[]): number {
  if (nameWords.length < 2) return -1;
  const stems = nameWords.map((w) => stemWord(w));
  return tokens.findIndex((_, i) => stems.every((s, k) => tokens[i + k]?.stem === s));
}

/** Where the text says the opposite of a name's word (synonyms.ts), or -1. */
function oppositeAt(word: string, reading: Reading): number {
  const lower = reading.text.toLowerCase();
  for (const o of oppositesOf(word)) {
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(o)}(?![\\p{L}\\p{N}])`, 'u').exec(lower);
    if (m) return reading.tokens.findIndex((t) => t.start >= m.index);
  }
  return -1;
}

/** Words of a boolean's name that say a thing is required: needs_signature, id_required. */
const NEEDING = new Set(['need', 'needs', 'require', 'required', 'requires', 'must', 'mandatory']);
/** An obligation, and the tokens it takes: "has to", "needs to be", "must", "will need". */
const OBLIGED = /^(?:(?:has|have|had|got|needs?|requires?|ought)\s+to|must|need|needs|requires?|gotta)$/;
/** Words that turn an obligation away: "doesn't have to", "no need to". */
const UNOBLIGED = new Set(['no', 'not', "doesn't", 'doesnt', "don't", 'dont', "won't", 'never', 'without']);
/** Tokens read after an obligation for the thing obliged: "has to be signed for". */
const OBLIGED_REACH = 4;

/**
 * Whether the text obliges what a need-named boolean names ("she has to sign for it" → needs_signature
 * true, "no need to sign" → false): a word after the obligation whose stem begins the name's other
 * word, or that word begins it ("sign", "signature"). Undefined when no obligation names it.
 */
function obligation(name: string, reading: Reading): boolean | undefined {
  const words = identifierWords(name);
  if (!words.some((w) => NEEDING.has(w))) return undefined;
  const others = words.filter((w) => !NEEDING.has(w) && w.length >= 4).map(stemWord);
  if (others.length === 0) return undefined;
  const { tokens } = reading;
  const related = (stem: string) => stem.length >= 4 && others.some((o) => o.startsWith(stem) || stem.startsWith(o));
  for (let i = 0; i < tokens.length; i++) {
    const pair = `${tokens[i]!.lower} ${tokens[i + 1]?.lower ?? ''}`;
    const width = OBLIGED.test(pair) ? 2 : OBLIGED.test(tokens[i]!.lower) ? 1 : 0;
    if (width === 0) continue;
    const after = tokens.slice(i + width, i + width + OBLIGED_REACH);
    if (!after.some((t) => related(t.stem))) continue;
    return !tokens.slice(Math.max(0, i - 2), i + width + 1).some((t) => UNOBLIGED.has(t.lower));
  }
  return undefined;
}

/** Unit letters written onto a number in a property's name, as contentWords stems the unit's word. */
const UNIT_LETTERS: Record<string, string> = wordTable({ h: 'hour', hr: 'hour', d: 'day', m: 'minute', min: 'minute', wk: 'week' });

/** Names of a boolean that says whether someone comes: `attending`, `will_attend`, `going`, `coming`. */
const ATTENDS = new Set(['attend', 'attending', 'attends', 'going', 'coming', 'attendance', 'present']);
/** Ways to say one is not coming (read first: "sorry, can't come" also has "come"). */
const STAYS_AWAY =
  /\b(?:can'?t|cannot|can not|won'?t|wont|will not|unable to|not able to)\s+(?:make|come|attend|be there|be at|go|join)|\b(?:not|n't)\s+(?:coming|going|attending)|\b(?:absent|miss|missing|decline|declined|declining|apologies|regrets)\b|\b(?:rsvp(?:ed|'d)?|answer(?:ed)?|reply|replied)\s+no\b|^\s*no\b/i;
/** Ways to say one is coming. */
const COMES =
  /\b(?:i'?ll|i will|we'?ll|we will|(?:he|she|they)(?:'ll| will))\s+be\s+(?:there|at|in|coming)\b|\bcount (?:me|us|\w+) in\b|\b(?:i'?m|we'?re|(?:he|she)'?s|(?:they)'?re)\s+(?:coming|going|attending|in)\b|\b(?:attending|accept|accepted|accepting)\b|\bsee you (?:there|at|on|then)\b|\b(?:rsvp(?:ed|'d)?|answer(?:ed)?|reply|replied)\s+yes\b|^\s*yes\b|\byes to\b/i;

/**
 * Whether the request says someone comes, for a boolean named for it: "I'll be at rehearsal", "count
 * me in", "yes to tuesday's" → true; "can't make it", "I'll miss choir", "put me down as absent" →
 * false. Undefined when the property is no such boolean or the request says neither.
 */
function attendance(name: string, text: string): boolean | undefined {
  if (!nameWords(name).some((w) => ATTENDS.has(w))) return undefined;
  if (STAYS_AWAY.test(text)) return false;
  if (COMES.test(text)) return true;
  return undefined;
}

/** Words of a boolean's name that narrow it rather than name it: the "only" of unreadOnly. */
const QUALIFIERS = new Set(['only', 'flag', 'should', 'whether', 'do', 'has', 'is']);

export interface BooleanContext {
  reading: Reading;
  /** All the tool's properties, whose words say which description words are a boolean's own. */
  entries: [string, Schema][];
  /** The tool's name and description. */
  toolText: string;
  fits: Fits;
  budget: ValidationBudget;
}

/** The values of the boolean properties among `open` that the request sets. */
export function fillBooleans(open: [string, Schema][], ctx: BooleanContext): [string, Json][] {
  const { reading, entries, toolText, fits, budget } = ctx;
  const { text, tokens } = reading;
  const out: [string, Json][] = [];
  const take = (name: string, value: Json) => out.push([name, value]);
  const stemsOf = (said: string) => (said.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 3 && !PLAIN.has(w)).map(stemWord);
  const elsewhere = new Set(
    stemsOf(
      `${toolText} ${entries.map(([n, sc]) => `${splitIdentifier(n)} ${typeOf(sc) !== 'boolean' && typeof sc.description === 'string' ? sc.description.slice(0, 300) : ''}`).join(' ')}`,
    ),
  );
  const describedOnly = (_name: string, schema: Schema) =>
    new Set(typeof schema.description === 'string' ? stemsOf(schema.description.slice(0, 300)).filter((w) => !elsewhere.has(w)) : []);
  const words = new Set(contentWords(text));
  const toolWords = new Set(contentWords(toolText.slice(0, 300)));
  const rawWords = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems = rawWords.map((w) => contentWords(w)[0]);
  const lowers = tokens.map((t) => t.lower);
  for (const [name, schema] of open) {
    if (typeOf(schema) !== 'boolean') continue;
    budget.charge(PAIR_UNITS);
    // A switch ("on", "enabled", "active") is set by the words that flip one: "turn off the lights".
    if (SWITCH_NAMES.has(name.toLowerCase())) {
      const flip = rawWords.find((w) => SWITCH_ON.has(w) || SWITCH_OFF.has(w));
      if (flip !== undefined && fits(name, SWITCH_ON.has(flip))) take(name, SWITCH_ON.has(flip));
      continue;
    }
    // "true to go ahead, false to decline": the words a description gives each side.
    const described = describedSide(schema, tokens, lowers);
    if (described !== undefined) {
      if (fits(name, described)) take(name, described);
      continue;
    }
    // "can't make it thursday", "count me in": whether someone comes, for `attending`, `going`.
    const coming = attendance(name, text);
    if (coming !== undefined) {
      if (fits(name, coming)) take(name, coming);
      continue;
    }
    // "she has to sign for it" for needs_signature: an obligation to do what the rest of the name is.
    const obliged = obligation(name, reading);
    if (obliged !== undefined) {
      if (fits(name, obliged)) take(name, obliged);
      continue;
    }
    // "open_24h" is said "open 24 hours": a number with a unit letter is the number and the unit.
    const named = identifierWords(name)
      .filter((w) => !GENERIC.has(w))
      .flatMap((w) => {
        const m = /^(\d+)(h|hr|d|m|min|wk)$/.exec(w);
        return m ? [m[1]!, UNIT_LETTERS[m[2]!]!] : [w];
      });
    // "queen_seen", "leak_found": what is seen is told by naming it ("saw the queen", "no queen
    // spotted"), whatever verb of noticing goes with it.
    const nameWords = named.length > 1 && named.some((w) => !NOTICED.has(w)) ? named.filter((w) => !NOTICED.has(w)) : named;
    // A word of the name may be said otherwise: "pet friendly" for pets_allowed, "goal alerts" for
    // notify_goals (by the lexicon's concept of the word), as long as one is written as it is.
    const saidOtherwise = (w: string) =>
      (PERMISSIVE.has(w) && rawWords.some((r) => PERMISSIVE.has(r))) ||
      // Another form of the word: "rental shoes" for rent_shoes.
      (w.length >= 4 && rawWords.some((r) => r.length > w.length && rootOf(r) === w)) ||
      [...findConcepts(tokenize(w)).keys()].some((c) => !WEAK_CONCEPTS.has(c) && reading.concepts.has(c));
    // "we have our own shoes", "bringing my own racket": none to rent or lend (but own_bike is the owning itself).
    const owned =
      nameWords.length > 1 &&
      !nameWords.includes('own') &&
      OWN.test(text) &&
      nameWords.some((w) => new RegExp(`\\bown\\s+(?:\\p{L}+\\s+)?${w}`, 'iu').test(text));
    if (owned) {
      if (fits(name, false)) take(name, false);
      continue;
    }
    // A word of the name that the tool itself is about goes without saying: "I need a loaner" for the
    // loaner_car of a car service.
    // Or the same word in another form: "give £100 anonymously" for `anonymous`.
    const formAt = (w: string) => (w.length >= 5 ? rawWords.findIndex((r) => r.length > w.length && rootOf(r) === rootOf(w)) : -1);
    const writtenWord = nameWords.find((w) => (words.has(w) || formAt(w) >= 0) && !toolWords.has(w));
    if (nameWords.length > 0 && writtenWord !== undefined && nameWords.every((w) => words.has(w) || saidOtherwise(w) || toolWords.has(w))) {
      budget.charge(scanUnits(text));
      const at = words.has(writtenWord) ? stems.indexOf(writtenWord) : formAt(writtenWord);
      const negated = negatedAt(rawWords, at);
      if (fits(name, !negated)) take(name, !negated);
      continue;
    }
    // The name written whole, as a phrase ("with the travel pass", "clean room 220"), states it even
    // when its words are the tool's own.
    const phraseAt = phraseOf(nameWords, tokens);
    if (phraseAt >= 0) {
      const value = !negatedAt(lowers, phraseAt);
      if (fits(name, value)) take(name, value);
      continue;
    }
    // "make it renew every month" for auto_renew: what a setting does by itself, asked for.
    const automatic = nameWords.length === 2 && AUTOMATIC.has(nameWords[0]!) ? nameWords[1]! : undefined;
    const done = automatic !== undefined && !toolWords.has(automatic) ? tokens.findIndex((t) => t.stem === stemWord(automatic)) : -1;
    if (done >= 0) {
      const value = !negatedAt(lowers, done);
      if (fits(name, value)) take(name, value);
      continue;
    }
    // The opposite of the name's one word: "manual" for automatic, "permanent" for temporary.
    const otherSide = nameWords.length === 1 ? oppositeAt(nameWords[0]!, reading) : -1;
    if (otherSide >= 0) {
      const value = negatedAt(lowers, otherSide);
      if (fits(name, value)) take(name, value);
      continue;
    }
    // A word of the name's other side: "private" for shared, "solo" for group_walk, "single-sided"
    // for double_sided, "black and white" for color; the name's own synonyms ("colour") set it.
    const side = sideSaid(identifierWords(name), reading);
    if (side) {
      const value = side.own !== negatedAt(lowers, side.at);
      if (fits(name, value)) take(name, value);
      continue;
    }
    // A word only the property's description uses: "student discount" for reduced_fare ("Student or
    // senior discount"), "every episode" for series ("Record every episode").
    const own = describedOnly(name, schema);
    const hit = tokens.findIndex((t) => own.has(t.stem));
    if (hit >= 0) {
      const value = !negatedAt(lowers, hit);
      if (fits(name, value)) take(name, value);
      continue;
    }
    // The verb the property is named for, in any form: "lock the door" → locked, "unlock" → not
    // locked, "unread mails" → unreadOnly.
    const roots = identifierWords(name)
      .filter((w) => !GENERIC.has(w) && !QUALIFIERS.has(w))
      .map(stemWord);
    if (roots.length !== 1) {
      // A name that opens with a verb or a thing and narrows it after ("accent_first_beat"): its first
      // word written, as itself, sets it ("accent the downbeat", "no accent").
      const head = named[0];
      const at = head === undefined || head.length < 4 || toolWords.has(head) ? -1 : tokens.findIndex((t) => t.stem === stemWord(head));
      if (at < 0) continue;
      const value = !negatedAt(lowers, at);
      if (fits(name, value)) take(name, value);
      continue;
    }
    const root = roots[0]!;
    const opposite = root.startsWith('un') ? root.slice(2) : `un${root}`;
    // "drive it" for drivable, "wash" for washable: an adjective in -able is its verb's.
    const verb = /^\p{L}{3,}(?:able|ible)$/u.test(root) ? root.slice(0, -4) : undefined;
    const said = tokens.findIndex((t) => t.stem === root || (verb !== undefined && t.stem === verb));
    const unsaid = tokens.findIndex((t) => t.stem === opposite);
    if (said < 0 && unsaid < 0) {
      // A thing of the kind the name is (WordNet): "as a present" for `gift`.
      // A word alone, not one of a file's or a code's ("phone_stand.3mf" says nothing of supports).
      const inCode = (t: Token) =>
        /[\p{L}\p{N}_./-]/u.test(text[t.start - 1] ?? ' ') || /^(?:[\p{L}\p{N}_/-]|\.[\p{L}\p{N}])/u.test(text.slice(t.end, t.end + 2));
      const kindAt = toolWords.has(root)
        ? -1
        : // Only within the words compromise reads: a WordNet look-up a word, over a long text, cost tens of ms.
          tokens.findIndex((t) => t.end <= MAX_PARSED_TEXT && t.lower.length > 3 && !inCode(t) && (kindsOf(t.lower).get(root) ?? 2) <= 1);
      if (kindAt >= 0) {
        const value = !negatedAt(lowers, kindAt);
        if (fits(name, value)) take(name, value);
        continue;
      }
      // The verb in other words of its concept: "ping me when…", "no notifications" for notify. Not
      // a concept the tool itself is about: "play" is not `shuffle` of a playback tool.
      const concepts = findConcepts(tokenize(root));
      for (const c of findConcepts(tokenize(toolText)).keys()) concepts.delete(c);
      const at = [...concepts.keys()].flatMap((c) => [...(reading.concepts.get(c) ?? [])]).sort((a, b) => a - b)[0];
      if (at === undefined || concepts.size === 0) continue;
      const value = !negatedAt(lowers, at);
      if (fits(name, value)) take(name, value);
      continue;
    }
    const value = said >= 0 && (unsaid < 0 || said > unsaid) ? !negatedAt(lowers, said) : false;
    if (fits(name, value)) take(name, value);
  }
  return out;
}
