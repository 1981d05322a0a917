import type { DateMention } from './dates.js';
import { type Schema, typeOf } from './properties.js';
import { identifierPattern } from './text.js';
import { MAX_MENTION } from './written-values.js';

/*
 * Step 1 of extractArguments: a value written right after its property's name, `name: value`,
 * `name = value` or `name is value` ("task: clean the garage", "max results = 5").
 */

export interface WrittenText {
  text: string;
  /** The value as written from an offset on (a quoted string, a word, a number), if any. */
  written: (start: number) => string | undefined;
  entries: [string, Schema][];
  /** Dates read in the text, which end a plain string's clause; none when the tool takes no date. */
  dates: DateMention[];
}

/** The value written after `leaf` (the property's own name) and where it starts, if any. */
export function valueAfterName(leaf: string, name: string, schema: Schema, w: WrittenText): { written: string; start: number } | undefined {
  const { text, written, entries, dates } = w;
  // `\s*[:=]` and `\s+is\s` as separate branches: `\s*(?:[:=]|\s+is\s)` backtracks over every split of a run of spaces.
  const head = new RegExp(`(?<![\\p{L}\\p{N}_])${identifierPattern(leaf)}(?:\\s*[:=]|\\s+is\\s)\\s*`, 'giu');
  let found: { written: string; start: number } | undefined;
  for (const m of text.matchAll(head)) {
    const start = m.index + m[0].length;
    const value = written(start);
    if (value !== undefined) {
      found = { written: value, start };
      break;
    }
  }
  if (!found) return undefined;
  // A plain string runs on to the end of its clause: "task: clean the garage", "title: Lunch, date: …".
  if (typeOf(schema) === 'string' && schema.format === undefined && schema.enum === undefined && !/^["']/.test(found.written)) {
    let clause = /^[^,;\n]*/.exec(text.slice(found.start))![0];
    // "subject: standup body: I will be late": the next property named with a colon ends this one.
    for (const [other] of entries) {
      if (other === name || other.length > MAX_MENTION) continue;
      const next = new RegExp(`(?<![\\p{L}\\p{N}_])${identifierPattern(other)}\\s*[:=]`, 'iu').exec(clause);
      if (next && next.index > 0) clause = clause.slice(0, next.index);
    }
    const date = dates.find((d) => d.start > found!.start && d.start < found!.start + clause.length);
    if (date) clause = clause.slice(0, date.start - found.start).replace(/\s+(?:by|on|at|for|in|from)\s*$/i, '');
    clause = clause.replace(/\s+$/, '');
    if (clause.length > found.written.length) found = { written: clause, start: found.start };
  }
  // "urgent: no hot water" says what is wrong, not urgent = false: a yes or no ends its clause.
  if (typeOf(schema) === 'boolean' && !/^\s*(?:[,;.!?\n]|$)/.test(text.slice(found.start + found.written.length))) return undefined;
  return found;
}
