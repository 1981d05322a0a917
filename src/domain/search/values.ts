import { badRequest } from '../../errors.js';
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
export function coerceValue(spec: FieldSpec, value: string | number, where: string, checkValues: boolean): string | number {
  switch (spec.type) {
    case 'uuid': {
      const text = String(value);
      if (!isUuid(text)) throw badRequest(`${where}: ${JSON.stringify(value)} is not a UUID (field ${spec.name}).`);
      return text.toLowerCase();
    }
    case 'integer': {
      const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n)) {
        throw badRequest(`${where}: ${JSON.stringify(value)} is not an integer (field ${spec.name}).`);
      }
      return n;
    }
    case 'datetime':
      return parseDateTime(value, where);
    case 'text': {
      const text = String(value);
      if (checkValues && spec.values && !spec.values.includes(text)) {
        throw badRequest(`${where}: ${JSON.stringify(value)} is not a value of ${spec.name}; allowed: ${spec.values.join(', ')}.`);
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

/** An ISO 8601 date-time string or epoch milliseconds, as epoch milliseconds. */
export function parseDateTime(value: unknown, where: string): number {
  if (typeof value === 'number' && isEpochMs(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^-?\d+$/.test(trimmed) && isEpochMs(Number(trimmed))) return Number(trimmed);
    if (ISO_DATE_TIME.test(trimmed)) {
      // A date-time without a zone is read as UTC, the API's only zone.
      const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) || !trimmed.includes('T') ? trimmed : `${trimmed}Z`;
      const ms = Date.parse(zoned.includes('T') ? zoned : `${zoned}T00:00:00Z`);
      if (Number.isFinite(ms) && isCalendarDate(trimmed)) return ms;
    }
  }
  throw badRequest(`${where}: ${JSON.stringify(value)} is not an ISO 8601 date-time or epoch milliseconds.`);
}
