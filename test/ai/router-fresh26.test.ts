import { describe, it } from 'vitest';
import { FRESH26 } from './router-fresh26-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 26: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 25's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at 28a022d, table at c6c9bc4, d1acb2b on main): right outcome 308 of 334 (92.2%), exact
 * arguments 252 (75.4%); no case crashed or hung the router (the whole table ran in about 3.5 s). No
 * expectation was corrected after the run and no case was added. Its no-tool share is 139 of 334 (41.6%):
 * 75 wanting any text (`none`, 22.5%) and 64 asking for a missing required value (`needs`, 19.2%).
 * On the router of session 27's rounds, fitted on the older tables' misses and fresh 24's (2026-11-29, 744e11e), its
 * misses still unread: 92.5% / 76.6%.
 * On the router of session 28's rounds, fitted on the older tables' misses and fresh 25's (2026-11-30, 74aa94a), its
 * misses still unread: 93.1% / 77.8%.
 */

describe('built-in tool router: twenty-seventh fresh set (fresh 26), over 22 tool sets', () => {
  it('has at least 280 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH26, { cases: 280, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 26', FRESH26, { outcome: 0.93, exact: 0.77 });
  });
});
