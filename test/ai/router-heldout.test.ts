import { describe, expect, it } from 'vitest';
import { NOW } from './router-everyday-cases.js';
import { FRESH } from './router-fresh-cases.js';
import { score } from './router-grade.js';
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
    const result = score('router held-out table', HELDOUT, NOW);
    if (process.env.ROUTER_MISSES) console.log(result.misses.join('\n'));
    console.log(result.summary);
    expect(result.outcome).toBeGreaterThanOrEqual(0.9);
    expect(result.exact).toBeGreaterThanOrEqual(0.8);
  });

  it('generalises to a second fresh set at the same thresholds', () => {
    const result = score('router fresh set', FRESH, NOW);
    if (process.env.ROUTER_MISSES) console.log(result.misses.join('\n'));
    console.log(result.summary);
    expect(FRESH.length).toBeGreaterThanOrEqual(50);
    expect(result.outcome).toBeGreaterThanOrEqual(0.9);
    expect(result.exact).toBeGreaterThanOrEqual(0.8);
  });
});
