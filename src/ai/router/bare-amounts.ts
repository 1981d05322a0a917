import type { Json } from '../types.js';
import type { EnumMention } from './enums.js';
import { isUnitWord } from './measures.js';
import type { Token } from './text.js';

/**
 * Values that are amounts (`160m`, `80m`, `20m`, `70cm` of radio bands; `8oz`, `12oz`, `16oz`) are
 * told apart by their number, so a bare number that only one of them holds names it: "is 160 open
 * tonight" is `160m`. Only a number with no word of a unit after it, among at least three such values.
 */
export function bareAmountMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const byNumber = new Map<string, Json | null>();
  for (const v of values) {
    const m = typeof v === 'string' ? /^(\d+(?:\.\d+)?)\s?(\p{L}+)$/u.exec(v) : null;
    // Two values of one number (`2m`, `2ft`) leave a bare 2 unnamed.
    if (m) byNumber.set(m[1]!, byNumber.has(m[1]!) ? null : v);
  }
  if (byNumber.size < 3) return [];
  const found: EnumMention[] = [];
  tokens.forEach((t, i) => {
    const value = byNumber.get(t.text);
    const next = tokens[i + 1];
    // "160 metres", "160-meter" already name it (or another unit); "160,000" is no band.
    if (value === undefined || value === null || (next !== undefined && (next.start === t.end || isUnitWord(next.lower)))) return;
    found.push({ value, start: t.start, end: t.end, from: i, to: i + 1 });
  });
  return found.length === 1 ? found : [];
}
