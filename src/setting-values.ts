import path from 'node:path';
import { DURATION_SYNTAX, parseDuration } from './durations.js';

/** Why a setting's value was refused; the loader names the setting and collects every one. */
export class Problem {
  constructor(readonly message: string) {}
}

/** Turns a setting's text (trimmed, never empty) into its value, or says what it must be. */
export type Parse<T> = (raw: string) => T | Problem;

/** A rate such as `600/minute`: at most `max` events per `windowMs`. */
export interface Rate {
  max: number;
  windowMs: number;
}

export type ClamdAddress = { path: string } | { host: string; port: number };

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KIB: 2 ** 10,
  MIB: 2 ** 20,
  GIB: 2 ** 30,
  TIB: 2 ** 40,
};
const RATE_WINDOWS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };

export const text: Parse<string> = (raw) => raw;

export function integerBetween(min: number, max: number): Parse<number> {
  return (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : new Problem(`must be an integer from ${min} to ${max}`);
  };
}

/** One of a fixed list of words, matched as written (`exact`) or ignoring case. */
export function oneOf<const T extends string>(values: readonly T[], how: 'exact' | 'any case' = 'any case'): Parse<T> {
  const last = values.length - 1;
  const list = last === 1 ? `${values[0]} or ${values[1]}` : values.join(', ');
  return (raw) => {
    const found = values.find((v) => (how === 'exact' ? v === raw : v.toLowerCase() === raw.toLowerCase()));
    return found ?? new Problem(`must be ${last === 1 ? '' : 'one of '}${list}`);
  };
}

export function matching(pattern: RegExp, what: string): Parse<string> {
  return (raw) => (pattern.test(raw) ? raw : new Problem(`must be ${what}`));
}

/** An absolute http(s) URL, without a trailing slash. */
export function httpUrl(example: string): Parse<string> {
  return (raw) => {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString().replace(/\/+$/, '');
    } catch {
      // Reported below.
    }
    return new Problem(`must be an absolute http(s) URL${example}`);
  };
}

export const postgresUrl: Parse<string> = (raw) => {
  try {
    const url = new URL(raw);
    if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') return raw;
  } catch {
    // Reported below.
  }
  return new Problem('must be a postgres:// or postgresql:// URL (unset: the embedded SQLite database under STOWAGE_DATA_DIR)');
};

export const parseBoolean: Parse<boolean> = (raw) => {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  return new Problem('must be true or false');
};

/** A byte count with an optional unit (500MB, 5GiB); also the CLI's size flags. */
export function parseSize(raw: string): number | Problem {
  const match = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]*)$/.exec(raw);
  const unit = SIZE_UNITS[(match?.[2] ?? '').toUpperCase()];
  if (!match || unit === undefined) return new Problem('must be a byte count such as 5368709120, 500MB or 5GiB');
  const bytes = Math.floor(Number(match[1]) * unit);
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : new Problem('must be at least 1 byte');
}

export const parseRate: Parse<Rate | null> = (raw) => {
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(second|minute|hour)$/i.exec(raw);
  const windowMs = RATE_WINDOWS[(match?.[2] ?? '').toLowerCase()];
  const max = Number(match?.[1]);
  if (!match || windowMs === undefined || max < 1) return new Problem('must be "off" or N/second, N/minute or N/hour with N ≥ 1');
  return { max, windowMs };
};

/** `32KiB/30s`: at least that many bytes in every window of that duration; `off`: no minimum. */
export const parseTransferRate: Parse<{ bytes: number; windowMs: number } | null> = (raw) => {
  if (raw.toLowerCase() === 'off') return null;
  const at = raw.lastIndexOf('/');
  const bytes = at > 0 ? parseSize(raw.slice(0, at).trim()) : null;
  const windowMs = at > 0 ? parseDuration(raw.slice(at + 1)) : null;
  if (typeof bytes !== 'number' || windowMs === null || windowMs < 1000 || windowMs > 3_600_000) {
    return new Problem('must be "off" or an amount per window of 1s to 60m, such as 32KiB/30s (the window is a duration, see Durations)');
  }
  return { bytes, windowMs };
};

/** A comma-separated list of origins (`https://app.example.com`), or `*` for any. */
export const parseOrigins: Parse<string[]> = (raw) => {
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    if (origin === '*') continue;
    try {
      const url = new URL(origin);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) throw new Error('not an origin');
    } catch {
      return new Problem(
        `${JSON.stringify(origin)} is not an origin; give scheme://host[:port] such as https://app.example.com, comma-separated, or *`,
      );
    }
  }
  return origins;
};

/** A unix socket path (anything with a `/`) or `host:port` (`[::1]:3310` for IPv6). */
export const parseClamdAddress: Parse<ClamdAddress> = (raw) => {
  if (raw.includes('/')) return { path: path.resolve(raw) };
  const match = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d+)$/.exec(raw);
  const port = Number(match?.[3]);
  const host = match?.[1] ?? match?.[2];
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
    return new Problem('must be a unix socket path such as /run/clamav/clamd.sock, or host:port such as 127.0.0.1:3310');
  }
  return { host, port };
};

/**
 * A duration setting that took whole seconds before there were units (a plain number still counts
 * as seconds), from `min` to `max` seconds, in ms; whole seconds only.
 */
export function durationBetween(min: number, max: number, minText: string, maxText: string): Parse<number> {
  return (raw) => {
    const ms = parseDuration(raw, { bareSeconds: true });
    if (ms !== null && ms % 1000 === 0 && ms >= min * 1000 && ms <= max * 1000) return ms;
    return new Problem(
      `must be a duration from ${minText} to ${maxText} in whole seconds: a plain number of seconds, or ${DURATION_SYNTAX}`,
    );
  };
}
