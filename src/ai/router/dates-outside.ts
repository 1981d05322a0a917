import { type DateMention, findDates } from './dates.js';
import { type Reading, maskIsoLike } from './reading.js';

const PART_OF_DAY = /^(?:night|evening|morning|afternoon|midday|noon|midnight)$/i;

/**
 * Dates read again without the words another value took. chrono reads a value's number as a time:
 * "on 20m" (a band) as 20 minutes from now, "lab 13 on saturday 7:30pm" (a room) as 13:00 on
 * Saturday. Once an enum value has taken those words they say nothing of when, so the text is read
 * again with them blanked ("on saturday 7:30pm"). Only when a date overlaps a taken span holding a
 * digit: chrono is the costly reader, and otherwise the first reading stands, less any date made
 * only of a value's words.
 */
export function datesOutside(reading: Reading, taken: [number, number][]): DateMention[] {
  const { text } = reading;
  // A part of the day within a value of more words is that value's: "night ops" (a package) is no
  // night tonight. A day is still when ("sunday lunch"), and so is a word that is all of a value
  // ("evening" for a slot).
  const dates = reading.dates.filter(
    (d) => !(PART_OF_DAY.test(text.slice(d.start, d.end)) && taken.some(([s, e]) => s <= d.start && d.end <= e && e - s > d.end - d.start)),
  );
  const spans = taken.filter(([s, e]) => /\d/.test(text.slice(s, e)) && dates.some((d) => d.start < e && d.end > s));
  if (spans.length === 0) return dates;
  let masked = text;
  for (const [s, e] of spans) masked = masked.slice(0, s) + ' '.repeat(e - s) + masked.slice(e);
  return findDates(maskIsoLike(masked), reading.now, reading.dayFirst);
}
