import { readDateTime } from './search-query/values.js';

/**
 * The one duration syntax (docs/configuration.md, "Durations"), used by settings, the CLI and the
 * HTTP API alike: a whole number and a unit, `ms`, `s`, `m`, `h`, `d` or `w` (`90s`, `15m`, `12h`,
 * `30d`, `2w`). Settings that always took a plain number of seconds still do.
 */
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const DURATION = /^(\d+)\s*(ms|s|m|h|d|w)?$/i;

/** How a duration is written, for messages: "…: must be <DURATION_SYNTAX>". */
export const DURATION_SYNTAX = 'a whole number with a unit (ms, s, m, h, d or w), such as 90s, 15m, 12h, 30d or 2w';

/** The range a JavaScript Date holds; a moment past it could not be shown. */
const MAX_EPOCH_MS = 8.64e15;

/**
 * A duration in milliseconds, or null when `raw` is not one. `bareSeconds`: a number without a unit
 * counts as seconds (settings that took seconds before there were units); otherwise it is refused,
 * since a bare number means different things in different places.
 */
export function parseDuration(raw: string, options: { bareSeconds?: boolean } = {}): number | null {
  const match = DURATION.exec(raw.trim());
  if (!match) return null;
  const unit = match[2]?.toLowerCase() ?? (options.bareSeconds ? 's' : undefined);
  if (unit === undefined) return null;
  const ms = Number(match[1]) * UNIT_MS[unit]!;
  return Number.isSafeInteger(ms) ? ms : null;
}

/** How an expiry is written, for messages. */
export const EXPIRY_SYNTAX =
  'a duration from now such as 30d, 12h or 90m, an ISO 8601 date-time such as 2030-01-01T00:00:00Z, or epoch milliseconds';

/**
 * The moment something given as "expires" ends, in epoch ms: a duration from `now` (`30d`), an ISO
 * 8601 date-time, or epoch milliseconds (a number, or digits). A problem, said as the end of a
 * sentence that starts with the value, when it is none of these or not in the future.
 */
export function parseExpiry(value: string | number, now: number): { at: number } | { problem: string } {
  const duration = typeof value === 'string' && !/^\s*-?\d+\s*$/.test(value) ? parseDuration(value) : null;
  const at = duration !== null ? now + duration : readDateTime(value);
  if (at === null || at > MAX_EPOCH_MS) return { problem: `is not ${EXPIRY_SYNTAX}` };
  // A token that expired before it was first used would be of no use to anyone.
  if (at <= now) return { problem: 'is not in the future' };
  return { at };
}
