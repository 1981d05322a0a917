import { describe, it } from 'vitest';
import { FRESH27 } from './router-fresh27-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 27: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 26's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-30, router at cb76f38, table at 17f5c92, 8b51724 on main): right outcome 268 of 311 (86.2%), exact
 * arguments 228 (73.3%); no case crashed or hung the router (the whole table ran in about 3.4 s). No
 * expectation was corrected after the run and no case was added. Its no-tool share is 126 of 311 (40.5%):
 * 68 wanting any text (`none`, 21.9%) and 58 asking for a missing required value (`needs`, 18.6%).
 * On the router of session 28's rounds, fitted on the older tables' misses and fresh 25's (2026-11-30, 74aa94a), its
 * misses still unread: 86.2% / 73.6%.
 */

describe('built-in tool router: twenty-eighth fresh set (fresh 27), over 22 tool sets', () => {
  it('has at least 290 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH27, { cases: 290, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 27', FRESH27, { outcome: 0.86, exact: 0.73 });
  });
});
