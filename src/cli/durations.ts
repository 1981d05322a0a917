const MAX_DATE_MS = 8.64e15;
const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `30d`, `12h`, `90m`, `45s`, `2w`, or an ISO date-time: the moment a token expires, in epoch ms. */
export function parseExpiry(raw: string, now: number): number {
  const match = /^(\d+)\s*([smhdw])$/i.exec(raw.trim());
  // A zero duration would make a token that is expired before it is ever used, and a time past what
  // a Date holds could not be shown.
  const at = match ? now + Number(match[1]) * UNITS[match[2]!.toLowerCase()]! : Date.parse(raw);
  if (Number.isFinite(at) && at > now && at <= MAX_DATE_MS) return at;
  throw new Error(`--expires ${JSON.stringify(raw)}: give a duration such as 30d, 12h or 90m, or a future date-time`);
}
