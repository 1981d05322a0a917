/**
 * Values found in a user's text, with their positions, for the built-in router to hand to tool
 * arguments. Quoted strings are found first and masked, so that a number inside a quoted search
 * phrase is not also taken as a number.
 */

export interface Candidate {
  kind: 'quoted' | 'number' | 'date' | 'datetime' | 'email' | 'url' | 'uuid';
  text: string;
  start: number;
  end: number;
}

const QUOTED = /"([^"]*)"|'([^']*)'|“([^”]*)”|‘([^’]*)’|`([^`]*)`/g;
const DATETIME = /\b(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?/g;
const DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const UUID = /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_RE = /\bhttps?:\/\/[^\s"'<>]+/g;
const NUMBER = /(?<![\w.])-?\d+(?:\.\d+)?(?![\w]|\.\d)/g;

export function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `text` with the ranges replaced by spaces of the same length, so positions stay true. */
function mask(text: string, ranges: Array<{ start: number; end: number }>): string {
  let out = text;
  for (const r of ranges) out = out.slice(0, r.start) + ' '.repeat(r.end - r.start) + out.slice(r.end);
  return out;
}

function scan(text: string, re: RegExp, kind: Candidate['kind'], pick = (m: RegExpExecArray) => m[0]): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
    found.push({ kind, text: pick(m as RegExpExecArray), start: m.index, end: m.index + m[0].length });
  }
  return found;
}

export function findCandidates(text: string): Candidate[] {
  const quoted = scan(text, QUOTED, 'quoted', (m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
  let rest = mask(text, quoted);
  const urls = scan(rest, URL_RE, 'url').map((c) => ({ ...c, text: c.text.replace(/[.,;:!?)]+$/, '') }));
  rest = mask(rest, urls);
  const emails = scan(rest, EMAIL, 'email');
  rest = mask(rest, emails);
  const uuids = scan(rest, UUID, 'uuid');
  rest = mask(rest, uuids);
  const datetimes = scan(rest, DATETIME, 'datetime').filter((c) => {
    const [y, m, d] = c.text.slice(0, 10).split('-').map(Number);
    return isRealDate(y ?? 0, m ?? 0, d ?? 0) && Number(c.text.slice(11, 13)) < 24 && Number(c.text.slice(14, 16)) < 60;
  });
  rest = mask(rest, datetimes);
  const dates = scan(rest, DATE, 'date').filter((c) => {
    const [y, m, d] = c.text.split('-').map(Number);
    return isRealDate(y ?? 0, m ?? 0, d ?? 0);
  });
  rest = mask(rest, dates);
  const numbers = scan(rest, NUMBER, 'number');
  return [...quoted, ...urls, ...emails, ...uuids, ...datetimes, ...dates, ...numbers].sort((a, b) => a.start - b.start);
}

/** A date-time as full ISO 8601: a missing zone is taken as UTC and missing seconds as :00. */
export function toIsoDateTime(candidate: Candidate): string {
  if (candidate.kind === 'date') return `${candidate.text}T00:00:00Z`;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(candidate.text);
  if (!m) return candidate.text;
  const zone = m[4] ?? 'Z';
  const fixedZone = /^[+-]\d{4}$/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}${fixedZone}`;
}
