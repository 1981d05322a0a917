import { describe, it } from 'vitest';
import { FRESH17 } from './router-fresh17-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 17: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, and fresh 16's test and the heads of its tables as a format example; never the router, its docs
 * or another table's cases) and committed before its first run. Its cases are never changed after that run.
 * First run: pending.
 */
describe('built-in tool router: eighteenth fresh set (fresh 17), over 22 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in six wanting no tool', () => {
    expectTableSize(FRESH17, { cases: 250, toolSets: 18, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 17', FRESH17, { outcome: 0, exact: 0 });
  });
});
