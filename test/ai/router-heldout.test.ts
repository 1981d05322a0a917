import { describe, expect, it } from 'vitest';
import { FRESH } from './router-fresh-cases.js';
import { expectRates } from './router-grade.js';
import { HELDOUT } from './router-heldout-cases.js';
import { ALL } from './router-heldout-tools.js';

/*
 * The router on tool sets and requests it was not written for (router-heldout-cases.ts): the same
 * thresholds as the everyday table, so a change that only fits the other tables shows here.
 */
describe('built-in tool router: held-out requests', () => {
  it('has at least 150 cases over at least 12 tool sets', () => {
    expect(HELDOUT.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HELDOUT.map(([tools]) => tools)).size).toBeGreaterThanOrEqual(12);
    expect(ALL.length).toBeGreaterThanOrEqual(12);
  });

  it('reaches the right outcome in at least 90% and exact arguments in at least 80%', () => {
    expectRates('router held-out table', HELDOUT, { outcome: 0.9, exact: 0.8 });
  });

  it('generalises to a second fresh set at the same thresholds', () => {
    expect(FRESH.length).toBeGreaterThanOrEqual(50);
    expectRates('router fresh set', FRESH, { outcome: 0.9, exact: 0.8 });
  });
});
