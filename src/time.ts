const DAY_MS = 86_400_000;
/** 9999-12-31T23:59:59.999Z and one millisecond: beyond it toISOString writes a six-digit year. */
const YEAR_10000_MS = 253_402_300_800_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** The last day written, and its "YYYY-MM-DDT": a page's entries mostly share a few days. */
let lastDay = Number.NaN;
let lastDayPrefix = '';

/**
 * "YYYY-MM-DDT" of a day counted from 1970-01-01, by Howard Hinnant's days-to-civil arithmetic
 * (proleptic Gregorian, as Date uses).
 */
function dayPrefix(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T`;
}

/**
 * ISO 8601 UTC with milliseconds, the API's format for FileSet and File times: what
 * `new Date(epochMs).toISOString()` writes. Every entry of every search page carries one, and a
 * Date object per value cost about five times this arithmetic (docs/decisions.md); times before
 * 1970 or after year 9999 take the Date.
 */
export function isoTime(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < 0 || epochMs >= YEAR_10000_MS) return new Date(epochMs).toISOString();
  const days = Math.floor(epochMs / DAY_MS);
  if (days !== lastDay) {
    lastDay = days;
    lastDayPrefix = dayPrefix(days);
  }
  let rest = epochMs - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${lastDayPrefix}${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`;
}
