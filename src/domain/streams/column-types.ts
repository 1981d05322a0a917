/**
 * Column types of a stream schema (API.md §4) and how a CSV value is checked against them.
 * A converter returns the value's canonical text, '' for null, or undefined when it does not fit.
 * Converters run for every value of a commit, so they avoid allocation on the happy path.
 */

import type { ColumnType } from '../../entities/streams.js';

export type Converter = (raw: string) => string | undefined;

/** What a value of each type looks like, for error messages. */
export const TYPE_EXPECTATIONS: Record<ColumnType, string> = {
  STRING: 'any text',
  LONG: 'a whole number from -9223372036854775808 to 9223372036854775807',
  DOUBLE: 'a number such as 12, -0.5 or 1.5e3',
  DECIMAL: 'a decimal number without exponent such as 12, -0.5 or 1234.5678',
  BOOLEAN: 'true, false, 1 or 0',
  DATE: 'a calendar date YYYY-MM-DD',
  DATETIME: 'an ISO 8601 date-time such as 2026-11-22T08:00:00Z or 2026-11-22 08:00:00.123+01:00',
};

const LONG = /^[+-]?\d+$/;
const DOUBLE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/i;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function validDate(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(Number(year), m);
}

/** Digits with an optional `-`, not starting with 0 unless `0` itself: as String(Number(v)) writes it. */
function canonicalLong(v: string): boolean {
  const first = v.charCodeAt(0) === 45 ? 1 : 0; // 45: '-'
  const c = v.charCodeAt(first);
  if (c === 48) return v.length === 1; // 48: '0'; '-0' is 0
  return c >= 49 && c <= 57 && v.length > first; // 49-57: '1'-'9'
}

const toLong: Converter = (raw) => {
  const v = raw.trim();
  if (v === '') return '';
  if (!LONG.test(v)) return undefined;
  // Up to 15 digits a double holds exactly; longer ones go through BigInt for the int64 range check.
  // A value already canonical (no `+`, no leading zero) is returned as it is: made again by
  // String(Number(v)), every value of a commit passed through V8's number-to-string cache, which
  // kept it past young-generation collections, so a commit left ~10 bytes per row in old-generation
  // garbage (docs/performance.md).
  if (v.length <= 15) return canonicalLong(v) ? v : String(Number(v));
  const n = BigInt(v);
  return n < INT64_MIN || n > INT64_MAX ? undefined : n.toString();
};

const toDouble: Converter = (raw) => {
  const v = raw.trim();
  if (v === '') return '';
  return DOUBLE.test(v) && Number.isFinite(Number(v)) ? v : undefined;
};

const toDecimal: Converter = (raw) => {
  const v = raw.trim();
  if (v === '') return '';
  return DECIMAL.test(v) ? v : undefined;
};

const toBoolean: Converter = (raw) => {
  const v = raw.trim().toLowerCase();
  if (v === '') return '';
  if (v === 'true' || v === '1') return 'true';
  if (v === 'false' || v === '0') return 'false';
  return undefined;
};

const toDate: Converter = (raw) => {
  const v = raw.trim();
  if (v === '') return '';
  const m = DATE.exec(v);
  return m && validDate(m[1]!, m[2]!, m[3]!) ? v : undefined;
};

const toDateTime: Converter = (raw) => {
  const v = raw.trim();
  if (v === '') return '';
  const m = DATETIME.exec(v);
  if (!m || !validDate(m[1]!, m[2]!, m[3]!)) return undefined;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return undefined;
  if (m[7] !== undefined && (Number(m[7]) > 18 || Number(m[8]) > 59)) return undefined;
  return v;
};

const toString: Converter = (raw) => raw;

export const CONVERTERS: Record<ColumnType, Converter> = {
  STRING: toString,
  LONG: toLong,
  DOUBLE: toDouble,
  DECIMAL: toDecimal,
  BOOLEAN: toBoolean,
  DATE: toDate,
  DATETIME: toDateTime,
};

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: quoted only when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
