import { describe, it } from 'vitest';
import { FRESH25 } from './router-fresh25-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 25: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 24's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 */

describe('built-in tool router: twenty-sixth fresh set (fresh 25), over 22 tool sets', () => {
  it('has at least 270 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH25, { cases: 270, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 25', FRESH25, { outcome: 0, exact: 0 });
  });
});
