import { InvalidArgumentError } from 'commander';
import { parseSize } from '../setting-values.js';
import { parseExpiry } from '../durations.js';

/** Argument parsers for commander: a bad value is a usage error (exit 1) before anything runs. */

export function positiveInteger(raw: string): number {
  const n = Number(raw);
  if (!/^[1-9][0-9]*$/.test(raw) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

export function byteSize(raw: string): number {
  const bytes = parseSize(raw.trim());
  if (typeof bytes !== 'number') throw new InvalidArgumentError(`${JSON.stringify(raw)} ${bytes.message}`);
  return bytes;
}

export function expiry(raw: string): number {
  const parsed = parseExpiry(raw, Date.now());
  if ('problem' in parsed) throw new InvalidArgumentError(`${JSON.stringify(raw)} ${parsed.problem}`);
  return parsed.at;
}

/** A comma-separated list (`--server-tools a,b`), repeatable. */
export function commaList(raw: string, previous: string[] = []): string[] {
  return [
    ...previous,
    ...raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
}

/** A repeatable flag (`--filter a --filter b`). */
export function repeated(raw: string, previous: string[] = []): string[] {
  return [...previous, raw];
}
