import { badRequest } from '../errors.js';
import type { FieldSpec } from './fields.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Turns a filter value (string or number) into the field's stored type; 400 naming the value and
 * the expected type when it does not fit. `checkValues` enforces a closed set of text values.
 */
export function coerceValue(name: string, spec: FieldSpec, value: string | number, where: string, checkValues: boolean): string | number {
  switch (spec.type) {
    case 'uuid': {
      const text = String(value);
      if (!isUuid(text)) throw badRequest(`${where}: ${JSON.stringify(value)} is not a UUID (field ${name}).`);
      return text.toLowerCase();
    }
    case 'integer': {
      const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n)) {
        throw badRequest(`${where}: ${JSON.stringify(value)} is not an integer (field ${name}).`);
      }
      return n;
    }
    case 'datetime':
      return parseDateTime(value, where);
    case 'text': {
      const text = String(value);
      if (checkValues && spec.values && !spec.values.includes(text)) {
        throw badRequest(`${where}: ${JSON.stringify(value)} is not a value of ${name}; allowed: ${spec.values.join(', ')}.`);
      }
      return text;
    }
  }
}

/** The range a JavaScript Date holds (±100,000,000 days from 1970); beyond it no time can be shown. */
const MAX_EPOCH_MS = 8.64e15;

function isEpochMs(n: number): boolean {
  return Number.isSafeInteger(n) && Math.abs(n) <= MAX_EPOCH_MS;
}

/** Date.parse rolls 2026-02-30 over into March; a date that is not on the calendar is refused instead. */
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 date-time string or epoch milliseconds, as epoch milliseconds; null when it is neither. */
export function readDateTime(value: unknown): number | null {
  if (typeof value === 'number') return isEpochMs(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^-?\d+$/.test(trimmed)) return isEpochMs(Number(trimmed)) ? Number(trimmed) : null;
  if (!ISO_DATE_TIME.test(trimmed)) return null;
  // A date-time without a zone is read as UTC, the API's only zone.
  const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) || !trimmed.includes('T') ? trimmed : `${trimmed}Z`;
  const ms = Date.parse(zoned.includes('T') ? zoned : `${zoned}T00:00:00Z`);
  return Number.isFinite(ms) && isCalendarDate(trimmed) ? ms : null;
}

/** An ISO 8601 date-time string or epoch milliseconds, as epoch milliseconds; 400 naming `where` otherwise. */
export function parseDateTime(value: unknown, where: string): number {
  const ms = readDateTime(value);
  if (ms === null) throw badRequest(`${where}: ${JSON.stringify(value)} is not an ISO 8601 date-time or epoch milliseconds.`);
  return ms;
}
