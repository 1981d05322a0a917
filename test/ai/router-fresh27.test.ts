import { describe, it } from 'vitest';
import { FRESH27 } from './router-fresh27-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 27: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 26's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run: not yet run; the floors are 0 until it is.
 */

describe('built-in tool router: twenty-eighth fresh set (fresh 27), over 22 tool sets', () => {
  it('has at least 290 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH27, { cases: 290, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 27', FRESH27, { outcome: 0, exact: 0 });
  });
});
