import type { Schema } from './properties.js';
import type { Reading } from './reading.js';
import { nameWords } from './text.js';

/*
 * A day of the month said as a date's ordinal: "taken on the 15th", "on the 1st of each month" for a
 * direct debit's `payment_day` (an integer of 1–28). The date readers take "the 15th" for a date; a
 * property that counts the day of every month takes its number instead.
 */

/** Whether an integer property holds a day of the month: named `…day` and bounded by a month's days, or described so. */
export function holdsDayOfMonth(name: string, schema: Schema): boolean {
  const described = typeof schema.description === 'string' ? schema.description.slice(0, 300) : '';
  if (/\bday of (?:the |each |every )?month\b/i.test(described)) return true;
  const words = nameWords(name);
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  return words.at(-1) === 'day' && max !== undefined && max >= 28 && max <= 31;
}

/** The ordinal "the 15th" / "on the 1st" nobody took, as its token and number. */
export function dayOfMonthIn(reading: Reading, used: (i: number) => boolean): { value: number; at: number } | undefined {
  const { tokens } = reading;
  for (let i = 1; i < tokens.length; i++) {
    const m = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(tokens[i]!.lower);
    if (!m || used(i) || !['the', 'on'].includes(tokens[i - 1]!.lower)) continue;
    const value = Number(m[1]);
    if (value >= 1 && value <= 31) return { value, at: i };
  }
  return undefined;
}
