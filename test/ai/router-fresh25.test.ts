import { describe, it } from 'vitest';
import { FRESH25 } from './router-fresh25-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 25: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 24's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at 3951851, table at dae8db1, c728b5c on main): right outcome 273 of 302 (90.4%), exact
 * arguments 228 (75.5%); no case crashed or hung the router (the whole table ran in about 6.5 s). No
 * expectation was corrected after the run and no case was added. Its no-tool share is 124 of 302 (41.1%):
 * 70 wanting any text (`none`, 23.2%) and 54 asking for a missing required value (`needs`, 17.9%).
 * On the router of session 26's rounds, fitted on the older tables' misses and fresh 22's (2026-11-29, 4aa21af), its
 * misses still unread: 90.4% / 75.5%.
 * On the router of session 27's rounds, fitted on the older tables' misses and fresh 24's (2026-11-29, 744e11e), its
 * misses still unread: 90.7% / 76.5%.
 * On the span scorer retrained with fresh sets 15–22 and 24 (2026-11-30, 61166c6), its misses still unread: 90.7% / 76.8%.
 * Its misses were read from session 28 (2026-11-30); after that session's rounds (74aa94a): 93.0% / 82.8%.
 */

describe('built-in tool router: twenty-sixth fresh set (fresh 25), over 22 tool sets', () => {
  it('has at least 270 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH25, { cases: 270, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 25', FRESH25, { outcome: 0.93, exact: 0.82 });
  });
});
