/**
 * Months of a year, for a property that holds one (a pay month, a statement month: `YYYY-MM`):
 * "my october payslip", "september 2025", "last month". chrono reads a month name alone as its
 * first day, which says nothing of which year is meant, so they are read here.
 */
export interface MonthMention {
  start: number;
  end: number;
  /** 1..12. */
  month: number;
  /** The year written with it, if any. */
  year?: number;
  /** Months from now's month, for "last month" (-1), "this month" (0), "next month" (1). */
  shift?: number;
}

const NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Full names and their usual shortenings; "may" and "mar" are words too, so they count only with a
// year or after a word that names a month ("in may", "for march").
const MONTH =
  /\b(?:(january|february|march|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)|(?<=\b(?:in|for|of|since|from|until|my|last|this|next)\s+)(may|mar))\.?(?:\s+(?:'(\d{2})|(\d{4})))?\b|\b(may|mar)\s+(\d{4})\b/gi;
const RELATIVE = /\b(last|this|next|previous|current)\s+month(?:'s)?\b/gi;

/** Characters read for month names: a request names its month early. */
const MAX_MONTH_TEXT = 1_000;

export function findMonths(text: string): MonthMention[] {
  const read = text.slice(0, MAX_MONTH_TEXT);
  const found: MonthMention[] = [];
  for (const m of read.matchAll(MONTH)) {
    const name = (m[1] ?? m[2] ?? m[5])!.toLowerCase().slice(0, 3);
    const year =
      m[3] !== undefined ? 2000 + Number(m[3]) : m[4] !== undefined ? Number(m[4]) : m[6] !== undefined ? Number(m[6]) : undefined;
    found.push({ start: m.index, end: m.index + m[0].length, month: NAMES.indexOf(name) + 1, ...(year !== undefined ? { year } : {}) });
  }
  for (const m of read.matchAll(RELATIVE)) {
    const word = m[1]!.toLowerCase();
    const shift = word === 'last' || word === 'previous' ? -1 : word === 'next' ? 1 : 0;
    found.push({ start: m.index, end: m.index + m[0].length, month: 0, shift });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The month meant, as `YYYY-MM`. With no year written, the nearest such month to `now` ("october"
 * said in November is the one just gone, "january" the coming one), or for a record of what has
 * happened (`back`) the latest one not after now's.
 */
export function monthMeant(m: MonthMention, now: Date, back: boolean): string {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  let index: number;
  if (m.shift !== undefined) index = thisMonth + m.shift;
  else if (m.year !== undefined) index = m.year * 12 + m.month - 1;
  else {
    const sameYear = now.getUTCFullYear() * 12 + m.month - 1;
    const candidates = [sameYear - 12, sameYear, sameYear + 12].filter((c) => !back || c <= thisMonth);
    index = candidates.reduce((a, b) => (Math.abs(b - thisMonth) < Math.abs(a - thisMonth) ? b : a));
  }
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
