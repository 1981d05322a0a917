import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from '../src/time.js';

const byDate = (ms: number) => new Date(ms).toISOString();

describe('isoTime writes what Date.toISOString writes', () => {
  it('at the edges: the epoch, leap days, century years, the last millisecond of year 9999, and outside it', () => {
    const edges = [
      0,
      1,
      86_399_999,
      86_400_000,
      Date.UTC(2000, 1, 29, 23, 59, 59, 999),
      Date.UTC(2000, 2, 1),
      Date.UTC(2100, 1, 28, 12),
      Date.UTC(2100, 2, 1),
      Date.UTC(2024, 11, 31, 23, 59, 59, 999),
      Date.UTC(2026, 10, 27, 21, 9, 48, 141),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10_000, 0, 1),
      -1,
      Date.UTC(1969, 11, 31, 23, 59, 59, 999) - 86_400_000,
      Date.UTC(1600, 1, 29),
      1.5,
    ];
    for (const ms of edges) expect(isoTime(ms), String(ms)).toBe(byDate(ms));
  });

  it('for any millisecond from 1900 to year 10000, in any order of days', () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(10_001, 0, 1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: from, max: to }), { minLength: 1, maxLength: 5 }), (times) => {
        for (const ms of times) expect(isoTime(ms)).toBe(byDate(ms));
      }),
      { numRuns: 2000 },
    );
  });
});
