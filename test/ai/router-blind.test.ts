import { describe, expect, it } from 'vitest';
import { BLIND } from './router-blind-cases.js';
import { FRESH2 } from './router-fresh2-cases.js';
import { FRESH3 } from './router-fresh3-cases.js';
import { FRESH4 } from './router-fresh4-cases.js';
import { expectRates, printedScore } from './router-grade.js';

/*
 * The blind table (router-blind-cases.ts): tool sets shaped like public function-calling examples,
 * requests written before the router was run on them, and the fresh sets written after it
 * (router-fresh2-cases.ts, router-fresh3-cases.ts, router-fresh4-cases.ts). Their first-run scores
 * are in docs/ai.md.
 */
describe('built-in tool router: blind table of public-example tool sets', () => {
  it('has at least 150 cases over at least 15 tool sets', () => {
    expect(BLIND.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BLIND.map(([tools]) => tools)).size).toBeGreaterThanOrEqual(15);
  });

  it('reaches the right outcome in at least 90% and exact arguments in at least 80%', () => {
    expectRates('router blind table', BLIND, { outcome: 0.9, exact: 0.8 });
  });

  it('reaches the same thresholds on the fresh set written after the blind table', () => {
    expect(FRESH2.length).toBeGreaterThanOrEqual(60);
    expectRates('router fresh set 2', FRESH2, { outcome: 0.9, exact: 0.8 });
  });

  // Printed, not asserted: this set is the untuned estimate of requests the router has never seen
  // (docs/ai.md), and a threshold here would invite tuning on it.
  it('prints the rates of the fresh set written after the second', () => {
    expect(FRESH3.length).toBeGreaterThanOrEqual(60);
    printedScore('router fresh set 3', FRESH3);
  });

  // Written before the router's source was read; the router was then changed on its misses (docs/ai.md).
  it('reaches the same thresholds on the fourth fresh set, over thirteen new tool sets', () => {
    expect(FRESH4.length).toBeGreaterThanOrEqual(80);
    expect(new Set(FRESH4.map(([tools]) => tools)).size).toBeGreaterThanOrEqual(12);
    expectRates('router fresh set 4', FRESH4, { outcome: 0.9, exact: 0.8 });
  });
});
