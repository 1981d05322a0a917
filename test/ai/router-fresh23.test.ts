import { describe, it } from 'vitest';
import { FRESH23 } from './router-fresh23-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 23: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 22's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at 0285226, table at 5c338c8): right outcome 272 of 304 (89.5%), exact
 * arguments 241 (79.3%); no case crashed or hung the router (the whole table ran in about 2.5 s). No
 * expectation was corrected after the run and no case was added. Its no-tool share is 111 of 304 (36.5%):
 * 67 wanting any text (`none`, 22.0%) and 44 asking for a missing required value (`needs`).
 * On the router of session 24's rounds, fitted on the older tables' misses (2026-11-29, f8f223d), its misses still
 * unread: 89.1% / 79.3%.
 * On the router of session 25's rounds, fitted on the older tables' misses and fresh 21's (2026-11-29, 7cbf47b), its
 * misses still unread: 90.1% / 80.3%.
 * On the router of session 26's rounds, fitted on the older tables' misses and fresh 22's (2026-11-29, 4aa21af), its
 * misses still unread: 90.1% / 80.9%.
 * On the router of session 27's rounds, fitted on the older tables' misses and fresh 24's (2026-11-29, 744e11e), its
 * misses still unread: 90.5% / 81.3%.
 * On the router of session 28's rounds, fitted on the older tables' misses and fresh 25's (2026-11-30, 74aa94a), its
 * misses still unread: 91.1% / 82.6%.
 */

describe('built-in tool router: twenty-fourth fresh set (fresh 23), over 22 tool sets', () => {
  it('has at least 270 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH23, { cases: 270, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 23', FRESH23, { outcome: 0.91, exact: 0.82 });
  });
});
