import type { Json } from '../types.js';

/*
 * Days of the week said together: "on weekdays" is Monday to Friday, "weekends" Saturday and
 * Sunday, "every day" all seven, for an array of weekday values however the schema writes them
 * (`mon`, `Monday`, `MO`).
 */

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
const TOGETHER: [RegExp, number[]][] = [
  [/\b(?:weekdays?|work ?days?|monday (?:to|through|thru|-) friday|mon-fri)\b/i, [0, 1, 2, 3, 4]],
  [/\bweekends?\b/i, [5, 6]],
  [/\b(?:every ?day|daily|all week|each day)\b/i, [0, 1, 2, 3, 4, 5, 6]],
];

/** The values of `values` that the text names together ("weekdays"), or none. */
export function daysNamedTogether(values: Json[], text: string): Json[] {
  const byDay = DAYS.map((d) => values.find((v) => typeof v === 'string' && v.slice(0, 2).toLowerCase() === d));
  // Only an enum of the seven days: "su" is no weekday of `[sushi, …]`.
  if (byDay.some((v) => v === undefined) || values.length > 8) return [];
  for (const [said, days] of TOGETHER) if (said.test(text)) return days.map((d) => byDay[d]!);
  return [];
}
