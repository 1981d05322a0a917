import { describe, it } from 'vitest';
import { FRESH11 } from './router-fresh11-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * The twelfth fresh set (router-fresh11-cases.ts), written blind and committed before its first run.
 * Its floors sit just below that first-run score, so a change to the router that loses ground on
 * requests it was never fitted to fails here.
 */
describe('built-in tool router: twelfth fresh set (fresh 11), over eighteen new tool sets', () => {
  it('has at least 230 cases over at least 16 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH11, { cases: 230, toolSets: 16, noTool: 0.13 });
  });

  // Placeholder floors until the first run.
  it('reaches the right outcome and exact arguments at least at the first-run floors', () => {
    expectRates('router fresh set 11', FRESH11, { outcome: 0, exact: 0 });
  });
});
