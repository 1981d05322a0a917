import type { Reading } from './reading.js';
import type { Token } from './text.js';

/*
 * Who a message, a payment or a task is for, and what the message says, read from the grammar of
 * the request rather than from cue words alone: "tell Tom the deploy is done", "let Anna know that
 * …", "dm jake: …", "send a message to Marco saying …", "pay Tom 20 pounds", "transfer 50 to my
 * landlord", "assign it to Rita", "post in the general channel that …", "post to #dev-ops: …".
 */

export interface Span {
  from: number;
  /** Past the last token. */
  to: number;
}

export interface Address {
  /** The person addressed ("Tom"). */
  person?: Span;
  /** What to tell them: everything after the person and the word that introduces it. */
  message?: Span;
  /** A chat channel's name ("dev-ops" of "#dev-ops", "general" of "the general channel"); `end` is past its last word. */
  channel?: Span & { end: number };
}

/** Verbs whose object is the person told: "tell Tom …", "ping Laura …". */
const TELL = new Set([
  'tell',
  'ask',
  'ping',
  'dm',
  'pm',
  'message',
  'text',
  'notify',
  'inform',
  'remind',
  'pay',
  'give',
  'reimburse',
  'venmo',
  'owe',
]);
/** Verbs whose person comes after "to": "send … to Marco", "write to Sam", "assign it to Rita". */
const TO_VERBS = new Set([
  'send',
  'write',
  'post',
  'drop',
  'transfer',
  'wire',
  'assign',
  'forward',
  'reply',
  'mail',
  'email',
  'give',
  'pay',
  'move',
]);
/** Words that introduce what is said. */
const INTRO = new Set([':', ',', '-', 'that', 'saying', 'and', 'say', 'to', 'know', 'with', 'the', 'message', 'tell', 'ask', 'whether']);
const KEEP_INTRO = new Set(['the']);
/** Words that are never a person's name. */
const NOT_NAMES = new Set(
  'me us you him her them it everyone everybody all team i a an the my our your this that to in on at for about with from and or please pls the message note dm text email mail money what who how when where why if whether'.split(
    ' ',
  ),
);
const KIN = new Set('my our his her their'.split(' '));
const isWord = (t: Token | undefined) => t !== undefined && /[\p{L}\p{N}]/u.test(t.text);
/** A word in capitals that may go on a name: not "I" nor "I'm", which open what is said ("text Jake I'm late"). */
const isCapital = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text) && !/^I(?:['’]\p{L}+)?$/u.test(t.text);

/** A name that starts at `at`: one word, or two when both are capitalised ("Acme Plumbing", "Tom Lee"); "my landlord" is "landlord". */
function nameAt(tokens: Token[], at: number, numbersAt: Set<number>): Span | undefined {
  let from = at;
  if (KIN.has(tokens[from]?.lower ?? '')) from++;
  const t = tokens[from];
  if (!isWord(t) || NOT_NAMES.has(t!.lower) || numbersAt.has(from)) return undefined;
  let to = from + 1;
  while (
    to < tokens.length &&
    to - from < 3 &&
    isCapital(tokens[to]) &&
    isCapital(tokens[from]) &&
    isWord(tokens[to]) &&
    !NOT_NAMES.has(tokens[to]!.lower) &&
    !numbersAt.has(to)
  )
    to++;
  return { from, to };
}

/** Where the message starts after `at`: past the words that introduce it ("that", "saying", ":"). */
function messageFrom(tokens: Token[], at: number): Span | undefined {
  let from = at;
  while (from < tokens.length && INTRO.has(tokens[from]!.lower) && !KEEP_INTRO.has(tokens[from]!.lower)) from++;
  let to = tokens.length;
  // A closing courtesy is not part of what is said.
  while (to > from && (tokens[to - 1]!.text === '.' || ['please', 'pls', 'thanks'].includes(tokens[to - 1]!.lower))) to--;
  return to > from ? { from, to } : undefined;
}

const addresses = new WeakMap<Reading, Address>();

/** Reads the request once; the result is shared by every tool tried. */
export function findAddress(reading: Reading): Address {
  let found = addresses.get(reading);
  if (found) return found;
  found = read(reading);
  addresses.set(reading, found);
  return found;
}

function read(reading: Reading): Address {
  const { tokens } = reading;
  // Tokens inside a number, found by one walk over both (each is in text order).
  const numbersAt = new Set<number>();
  let k = 0;
  tokens.forEach((t, i) => {
    while (k < reading.numbers.length && reading.numbers[k]!.end < t.end) k++;
    const n = reading.numbers[k];
    if ((n !== undefined && n.start <= t.start && t.end <= n.end) || /^[$€£¥]$/.test(t.text)) numbersAt.add(i);
  });
  const out: Address = {};
  out.channel = findChannel(tokens);
  for (let i = 0; i < tokens.length && !out.person; i++) {
    const w = tokens[i]!.lower;
    // "let Anna know (that) …"
    if (w === 'let') {
      const name = nameAt(tokens, i + 1, numbersAt);
      if (name && tokens[name.to]?.lower === 'know') {
        out.person = name;
        out.message = messageFrom(tokens, name.to + 1);
      }
      continue;
    }
    if (
      TELL.has(w) &&
      i + 1 < tokens.length &&
      (i === 0 || !isWord(tokens[i - 1]) || ['and', 'then', 'to', 'please', 'pls', 'you', 'also', 'just'].includes(tokens[i - 1]!.lower))
    ) {
      const name = nameAt(tokens, i + 1, numbersAt);
      if (name) {
        out.person = name;
        out.message = messageFrom(tokens, name.to);
        continue;
      }
    }
    // "send Mia a message saying …"
    if (w === 'send' && isCapital(tokens[i + 1])) {
      const name = nameAt(tokens, i + 1, numbersAt);
      const what = name
        ? tokens.slice(name.to, name.to + 3).findIndex((t) => ['message', 'note', 'text', 'dm', 'line'].includes(t.lower))
        : -1;
      if (name && what >= 0) {
        out.person = name;
        out.message = messageFrom(tokens, name.to + what + 1);
        continue;
      }
    }
    if (TO_VERBS.has(w)) {
      // The person after the first "to" within the clause: "send a quick message to Marco saying …".
      for (let k = i + 1; k < Math.min(tokens.length, i + 8); k++) {
        const t = tokens[k]!;
        if (['.', '?', '!', ';'].includes(t.text)) break;
        if (t.lower !== 'to') continue;
        const name = nameAt(tokens, k + 1, numbersAt);
        if (name && !(out.channel && name.from <= out.channel.end && out.channel.from < name.to + 2)) {
          out.person = name;
          out.message = messageFrom(tokens, name.to);
        }
        break;
      }
    }
  }
  if (!out.message && out.channel) out.message = messageFrom(tokens, out.channel.end);
  return out;
}

/** "#dev-ops", "the general channel", "channel random", "in general". */
function findChannel(tokens: Token[]): (Span & { end: number }) | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text === '#' && isWord(tokens[i + 1])) {
      let to = i + 2;
      // A hyphenated channel name is one name: "#dev-ops".
      while (tokens[to]?.text === '-' && isWord(tokens[to + 1]) && tokens[to]!.start === tokens[to - 1]!.end) to += 2;
      // "the #random channel": the word "channel" after the name is not what is said.
      return { from: i + 1, to, end: tokens[to]?.lower === 'channel' ? to + 1 : to };
    }
  }
  const at = tokens.findIndex((t) => t.lower === 'channel');
  if (at < 0) return undefined;
  if (at > 0 && isWord(tokens[at - 1]) && !NOT_NAMES.has(tokens[at - 1]!.lower)) return { from: at - 1, to: at, end: at + 1 };
  if (isWord(tokens[at + 1]) && !NOT_NAMES.has(tokens[at + 1]!.lower)) return { from: at + 1, to: at + 2, end: at + 2 };
  return undefined;
}
