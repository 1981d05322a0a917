import { type Schema, typeOf } from './properties.js';
import { identifierWords } from './text.js';

/** Which properties hold dates, and which of them bound what has already happened. */

/** Property-name words that mark a string as a date or time even without a `format`. */
const DATE_NAMES = new Set(['date', 'day', 'when', 'due', 'deadline', 'time', 'at', 'start', 'end', 'datetime', 'timestamp']);

export const SAID_PAST = /\b(?:since|last)\s+(?:the\s+)?$/i;

/** Words of a date property that bound what has already happened: `since`, `modified_after`, "published on or after". */
const BACKWARD = new Set([
  'since',
  'after',
  'modified',
  'created',
  'updated',
  'published',
  'posted',
  'changed',
  'received',
  'sent',
  'last',
  'past',
  // A day named for an event that has happened: `purchased_on`, `bought`, `date_of_birth`.
  'purchased',
  'bought',
  'born',
  'birth',
  'acquired',
  'installed',
  'adopted',
  'hired',
]);

/**
 * Words of a date property's name (only its name) for a day something was done: `paid_on`,
 * `collected`, `checked_at`. In a description they as often say what will be done ("When it is
 * collected"), so there they say nothing.
 */
const DONE_IN_NAME = new Set([
  'paid',
  'collected',
  'checked',
  'arrived',
  'occurred',
  'happened',
  // `read_on`, `taken_at`: the day a meter was read, a photo or a reading taken.
  'read',
  'taken',
  // A day named for an event, which is one only once it has happened: `transaction_date`, `incident_date`.
  'transaction',
  'incident',
  'accident',
  'purchase',
]);

/**
 * Words of time that "last" is the final one of, not the latest gone: `last_day` of a membership,
 * "Last day off (inclusive)", where `last_login` and "the last visit" are past.
 */
const SPAN_ITEMS = new Set(['day', 'date', 'night', 'week', 'month']);

/** Words that bound what has happened, "last" only where it says latest. */
const backwardWords = (words: string[]) =>
  words.filter(
    (w, i) => BACKWARD.has(w) && !(w === 'last' && SPAN_ITEMS.has(words[i + 1] ?? '')) && !(w === 'after' && AHEAD.has(words[i - 1] ?? '')),
  );
/** Words before "after" that bound what is yet to come: `depart_after`, `available_after`, "leaving after". */
const AHEAD = new Set([
  'depart',
  'departs',
  'departure',
  'departing',
  'leave',
  'leaves',
  'leaving',
  'available',
  'arrive',
  'arrival',
  'arriving',
  'start',
  'starting',
  'open',
  'opens',
]);

export function looksBack(name: string, schema: Schema): boolean {
  const named =
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  if (backwardWords(named).length > 0 || named.some((w) => DONE_IN_NAME.has(w))) return true;
  const described = typeof schema.description === 'string' ? schema.description.slice(0, 300).toLowerCase() : '';
  // "Day it was lost", "when they were seen": a day the description puts in the past.
  return backwardWords(described.match(/[a-z]+/g) ?? []).length > 0 || /\b(?:was|were)\b/.test(described);
}

/**
 * Whether a tool keeps a record of something already done (a receipt, an expense, a claim, a log
 * entry): a day it is given with no year is the one just gone ("nov 18" said on November 24), not
 * next year's. A tool that records ahead (a DVR's "record") is not one.
 */
export function recordsDone(name: string, description: string): boolean {
  const said = `${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${description.slice(0, 300)}`.toLowerCase();
  const words = said.match(/[a-z]+/g) ?? [];
  // "Book a patient into the clinic diary": a booking is written down ahead of the day it names.
  return words.some((w) => DONE_WORDS.has(w)) && !words.some((w) => BOOKS_AHEAD.has(w));
}
const BOOKS_AHEAD = new Set(['book', 'booking', 'schedule', 'reserve', 'appointment', 'remind', 'reminder']);

/** A day property described as one yet to come ("Day you will drop it off"), even on a tool that logs. */
export function describedAhead(schema: Schema): boolean {
  return (
    typeof schema.description === 'string' && /\b(?:will|going to|upcoming|planned|expected)\b/i.test(schema.description.slice(0, 300))
  );
}

/** Whether a tool writes down something ahead of the day it names (a booking, a reminder): its days are never past. */
export function booksAhead(name: string, description: string): boolean {
  const said = `${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${description.slice(0, 300)}`.toLowerCase();
  return (said.match(/[a-z]+/g) ?? []).some((w) => BOOKS_AHEAD.has(w));
}
const DONE_WORDS = new Set([
  'receipt',
  'receipts',
  'expense',
  'expenses',
  'claim',
  'reimburse',
  'reimbursement',
  'log',
  'logged',
  'journal',
  'diary',
  'spent',
  'driven',
  'done',
  'completed',
]);

export function isDateProp(name: string, schema: Schema): boolean {
  return (
    typeOf(schema) === 'string' &&
    schema.enum === undefined &&
    ((typeof schema.format === 'string' && ['date', 'date-time', 'time'].includes(schema.format)) ||
      (schema.format === undefined && (identifierWords(name).some((w) => DATE_NAMES.has(w)) || patternKind(schema) !== undefined)))
  );
}

/**
 * Whether a string's `pattern` accepts a time of day ("08:00"), a day ("2026-11-24") or a month
 * ("2026-11"): then it holds one, whatever its name (`deliver_at`, whose "at" is a stop word).
 */
export function patternKind(schema: Schema): 'time' | 'day' | 'month' | undefined {
  if (typeof schema.pattern !== 'string' || schema.pattern.length > MAX_PATTERN) return undefined;
  let re: RegExp;
  try {
    re = new RegExp(schema.pattern, 'u');
  } catch {
    return undefined;
  }
  // A pattern for words as well ("^[a-z0-9-]+$" of a channel) says nothing of dates.
  if (re.test('abc') || re.test('12345')) return undefined;
  if (re.test('08:00') || re.test('08:00:00')) return 'time';
  if (re.test('2026-11-24')) return 'day';
  // A pay month, a statement month: "2026-11".
  if (re.test('2026-11')) return 'month';
  return undefined;
}

/** Patterns longer than this are not tried on samples (the schema's own validator still checks them). */
const MAX_PATTERN = 200;

/**
 * The weekday (0 Sunday, 1 Monday) a date property of a week is given as — `week_starting`,
 * `week_of`, "Monday of the week" — or undefined where it is no week's; a week's end is left alone.
 */
export function weekStartOf(name: string, schema: Schema): 0 | 1 | undefined {
  const named = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  if (!named.includes('week') || named.some((w) => w === 'end' || w === 'ending' || w === 'ends')) return undefined;
  const described = typeof schema.description === 'string' ? schema.description.slice(0, 300) : '';
  return /\bsunday\b/i.test(described) ? 0 : 1;
}
