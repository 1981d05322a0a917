import { describe, it } from 'vitest';
import { FRESH12 } from './router-fresh12-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * The thirteenth fresh set (router-fresh12-cases.ts): requests to a general assistant app, written
 * blind and committed before its first run. Its floors will sit just below that first-run score, so a
 * change to the router that loses ground on requests it was never fitted to fails here.
 */
describe('built-in tool router: thirteenth fresh set (fresh 12), over eighteen general-assistant tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH12, { cases: 250, toolSets: 18, noTool: 0.14 });
  });

  // Written blind and not yet run: the floors are 0 until the first run sets them.
  it('reaches the right outcome and exact arguments at least at its floors', () => {
    expectRates('router fresh set 12', FRESH12, { outcome: 0, exact: 0 });
  });
});
