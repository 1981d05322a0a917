import { type Json, isJsonObject } from '../types.js';
import type { Candidate } from './candidates.js';
import { type Schema, typeOf } from './properties.js';
import { wordTable } from './word-table.js';

/*
 * Arrays of typed strings: addresses (`to`, `cc`, `attendees`), links, ids or dates. A list whose
 * name is written right before a value ("cc kim@example.com and joe@example.com") takes that value
 * and the ones written after it; the others take what no list took, required lists first.
 */

const KIND_OF_FORMAT: Record<string, Candidate['kind'][]> = wordTable({
  email: ['email'],
  uri: ['url'],
  url: ['url'],
  uuid: ['uuid'],
  date: ['date'],
  'date-time': ['datetime', 'date'],
});

function itemKinds(schema: Schema): Candidate['kind'][] {
  if (typeOf(schema) !== 'array' || !isJsonObject(schema.items)) return [];
  const items = schema.items;
  if (typeOf(items) !== 'string' || typeof items.format !== 'string') return [];
  return KIND_OF_FORMAT[items.format] ?? [];
}

type Near = (name: string, c: Candidate, side: 'before' | 'after') => boolean;

export function fillLists(
  entries: [string, Schema][],
  candidates: Candidate[],
  used: Set<Candidate>,
  fits: (name: string, value: Json) => boolean,
  isNear: Near,
  required: Set<string>,
  take: (name: string, value: Json, taken: Candidate[]) => void,
): void {
  const lists = entries.flatMap(([name, schema]) => {
    const kinds = itemKinds(schema);
    return kinds.length > 0 ? [{ name, kinds }] : [];
  });
  if (lists.length === 0) return;
  const claimed = new Map<string, Candidate[]>();
  const owner = new Map<Candidate, string>();
  // Named right before: that list owns the value and those that follow it, up to another list's name.
  for (const list of lists) {
    const ofKind = candidates.filter((c) => list.kinds.includes(c.kind) && !used.has(c));
    const first = ofKind.findIndex((c) => isNear(list.name, c, 'before'));
    if (first < 0) continue;
    for (const c of ofKind.slice(first)) {
      if (c !== ofKind[first] && lists.some((other) => other !== list && isNear(other.name, c, 'before'))) break;
      if (owner.has(c)) continue;
      owner.set(c, list.name);
      claimed.set(list.name, [...(claimed.get(list.name) ?? []), c]);
    }
  }
  const order = [...lists].sort((a, b) => Number(required.has(b.name)) - Number(required.has(a.name)));
  for (const list of order) {
    let mine = claimed.get(list.name);
    if (!mine) {
      mine = candidates.filter((c) => list.kinds.includes(c.kind) && !used.has(c) && !owner.has(c));
      for (const c of mine) owner.set(c, list.name);
    }
    if (mine.length === 0) continue;
    const value = mine.map((c) => c.text);
    if (fits(list.name, value)) take(list.name, value, mine);
  }
}
