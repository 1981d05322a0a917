import { describe, it } from 'vitest';
import { FRESH24 } from './router-fresh24-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 24: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 23's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at 8436d1a, table at d319f22, 191012c on its writer's branch): right outcome 263 of 301 (87.4%), exact
 * arguments 215 (71.4%); no case crashed or hung the router (the whole table ran in about 2.7 s). No
 * expectation was corrected after the run and no case was added. Its no-tool share is 120 of 301 (39.9%):
 * 66 wanting any text (`none`, 21.9%) and 54 asking for a missing required value (`needs`, 17.9%).
 * On the router of session 25's rounds, fitted on the older tables' misses and fresh 21's (2026-11-29, 7cbf47b), its
 * misses still unread: 87.7% / 71.8%.
 * On the router of session 26's rounds, fitted on the older tables' misses and fresh 22's (2026-11-29, 4aa21af), its
 * misses still unread: 87.7% / 71.8%.
 * Its misses were read in session 27 (2026-11-29) and the router's rounds fitted on them: 91.0% / 82.1%
 * (274 and 247 of 301) at 744e11e; the floors are those.
 */

describe('built-in tool router: twenty-fifth fresh set (fresh 24), over 22 tool sets', () => {
  it('has at least 270 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH24, { cases: 270, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 24', FRESH24, { outcome: 0.91, exact: 0.83 });
  });
});
