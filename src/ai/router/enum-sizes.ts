import type { Json } from '../types.js';
import type { EnumMention } from './enums.js';
import type { Token } from './text.js';

/*
 * An enum of clothing sizes by their letters (`xs`, `s`, `m`, `l`, `xl`, `xxl`) named by the word:
 * "medium t-shirt" → `m`, "I'm a large" → `l`, "extra large" → `xl`. The letters alone are found as
 * any value is; the words are read here because "m" and "l" are also metres and litres.
 */

const SIZE_WORDS: [letters: string, words: string[][]][] = [
  [
    'xxs',
    [
      ['extra', 'extra', 'small'],
      ['xx', 'small'],
      ['xx', '-', 'small'],
    ],
  ],
  ['xs', [['extra', 'small'], ['x', '-', 'small'], ['xsmall']]],
  ['s', [['small']]],
  ['m', [['medium'], ['med']]],
  ['l', [['large']]],
  ['xl', [['extra', 'large'], ['x', '-', 'large'], ['xlarge']]],
  ['xxl', [['extra', 'extra', 'large'], ['double', 'extra', 'large'], ['xx', '-', 'large'], ['2xl']]],
  ['xxxl', [['xxx', '-', 'large'], ['3xl']]],
];

/** Mentions of a size enum's values by their words, longest words first ("extra large" is no "large"). */
export function sizeMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const lower = new Map(values.filter((v): v is string => typeof v === 'string').map((v) => [v.toLowerCase(), v]));
  if (!['s', 'm', 'l'].every((letter) => lower.has(letter))) return [];
  const found: EnumMention[] = [];
  const taken = new Set<number>();
  const forms = SIZE_WORDS.flatMap(([letters, words]) => words.map((w) => [letters, w] as const)).sort((a, b) => b[1].length - a[1].length);
  for (const [letters, words] of forms) {
    const value = lower.get(letters);
    if (value === undefined) continue;
    for (let i = 0; i + words.length <= tokens.length; i++) {
      const at = [...words.keys()].map((k) => i + k);
      if (at.some((k) => taken.has(k)) || !words.every((w, k) => tokens[i + k]!.lower === w)) continue;
      for (const k of at) taken.add(k);
      found.push({ value, start: tokens[i]!.start, end: tokens[i + words.length - 1]!.end, from: i, to: i + words.length });
    }
  }
  return found.sort((a, b) => a.from - b.from);
}
