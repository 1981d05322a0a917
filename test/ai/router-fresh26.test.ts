import { describe, it } from 'vitest';
import { FRESH26 } from './router-fresh26-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 26: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 25's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 */

describe('built-in tool router: twenty-seventh fresh set (fresh 26), over 22 tool sets', () => {
  it('has at least 280 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH26, { cases: 280, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 26', FRESH26, { outcome: 0, exact: 0 });
  });
});
