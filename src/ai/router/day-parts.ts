import type { Json } from '../types.js';
import type { Reading } from './reading.js';

/*
 * An enum of parts of the day ("am"/"pm", "morning"/"afternoon"/"evening", "08:00-12:00"/"12:00-17:00")
 * filled from how people say when: "thursday morning", "friday afternoon", "at 2pm", "tonight". The
 * value is the one whose hours hold the hour said.
 */

/** Hours [from, to) each kind of value covers. */
const PART_HOURS: [RegExp, number, number][] = [
  // "am", and "half_day_am" of a session enum.
  [/(?:^|_)a\.?m\.?$/, 0, 12],
  [/(?:^|_)p\.?m\.?$/, 12, 24],
  [/^(?:early_)?morning$|^mornings$/, 5, 12],
  [/^(?:midday|noon|lunch|lunchtime)$/, 11, 14],
  [/^afternoons?$/, 12, 17],
  [/^(?:evenings?|night|nights|overnight)$/, 17, 24],
];

/** A range written as hours ("08:00-12:00", "8am-12pm", "12_to_4"), as [from, to). */
const RANGE = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(am|pm)?\s*(?:-|–|_|to|_to_|\s)+\s*(\d{1,2})(?:[:.]?(\d{2}))?\s*(am|pm)?$/;

function hour(h: string, suffix: string | undefined): number {
  const n = Number(h) % 12;
  return suffix === 'pm' ? n + 12 : suffix === 'am' ? n : Number(h);
}

/** The hours a value covers, if it is a part of the day. */
function hoursOf(value: Json): [number, number] | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase().trim();
  for (const [pattern, from, to] of PART_HOURS) if (pattern.test(v)) return [from, to];
  const range = RANGE.exec(v);
  if (!range) return undefined;
  const from = hour(range[1]!, range[3] ?? (range[6] === 'pm' && Number(range[1]) > Number(range[4]) ? 'am' : range[6]));
  const to = hour(range[4]!, range[6]);
  return from < to && to <= 24 ? [from, to] : undefined;
}

/** Words of the text that say a part of the day, as an hour in it. */
const SAID_HOURS: [RegExp, number][] = [
  [/\b(?:morning|mornings|first thing|before (?:noon|lunch)|a\.m\.)\b/i, 9],
  [/\b(?:midday|noon|lunchtime|lunch time)\b/i, 12],
  [/\b(?:afternoon|afternoons|after lunch)\b/i, 14],
  // Not "1 night", "two nights": how long a stay is.
  [/\b(?:evening|evenings|tonight|tonite|after work)\b|(?<!\b(?:\d+|a|one|two|three|four|five|six|seven)\s+)\bnight\b/i, 19],
];

/**
 * The value of a part-of-day enum that the request's words or its time of day fall in; none where the
 * enum has fewer than two such values, or the request says no part of the day.
 */
export function partOfDayValue(values: Json[], reading: Reading): Json | undefined {
  const parts = values.flatMap((value) => {
    const hours = hoursOf(value);
    return hours ? [{ value, hours }] : [];
  });
  if (parts.length < 2) return undefined;
  const text = reading.text.slice(0, 1_000);
  const said = SAID_HOURS.find(([pattern]) => pattern.test(text))?.[1] ?? reading.dates.find((d) => d.hasTime)?.date.getUTCHours();
  if (said === undefined) return undefined;
  const holding = parts.filter(({ hours: [from, to] }) => said >= from && said < to);
  // Of those that hold it, the narrowest: "lunchtime" before "pm" where an enum has both.
  return holding.sort((a, b) => a.hours[1] - a.hours[0] - (b.hours[1] - b.hours[0]))[0]?.value;
}
