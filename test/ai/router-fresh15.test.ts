import { describe, it } from 'vitest';
import { FRESH15 } from './router-fresh15-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 15: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, and fresh 14's test and the heads of its tables as a format example; never the router, its docs
 * or another table) and committed before its first run. Its cases are never changed after that run.
 * First run (2026-11-28, router at 2df3ff7): 269 cases, right outcome 248 (92.2%), exact arguments 228 (84.8%);
 * the floors sit just below, rounded down to the percent.
 */
describe('built-in tool router: sixteenth fresh set (fresh 15), over 20 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH15, { cases: 250, toolSets: 18, noTool: 0.14 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 15', FRESH15, { outcome: 0.95, exact: 0.91 });
  });
});
