import { describe, it } from 'vitest';
import { FRESH22 } from './router-fresh22-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 22: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 21's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at e162218, table at 9ca033e): right outcome 249 of 280 (88.9%), exact
 * arguments 218 (77.9%); no case crashed or hung the router (the whole table ran in about 3 s). No
 * expectation was corrected after the run. Its no-tool share is 84 of 280 (30.0%): 58 wanting any text
 * (`none`, 20.7%) and 26 asking for a missing required value (`needs`).
 * On the router of a later round fitted on fresh 20 (775baa6), its misses still unread: 89.3% / 78.2%.
 * On the router of session 24's rounds, fitted on the older tables' misses (2026-11-29, f8f223d), its misses still
 * unread: 88.9% / 78.6%.
 * On the router of session 25's rounds, fitted on the older tables' misses and fresh 21's (2026-11-29, 7cbf47b), its
 * misses still unread: 90.0% / 79.6%.
 * Read from session 26 on (2026-11-29): its misses were listed and rounds fitted on them with the older
 * tables' (fresh 23, 24 and 25 stay unread); 93.2% / 85.4% at 4aa21af.
 */

describe('built-in tool router: twenty-third fresh set (fresh 22), over 22 tool sets', () => {
  it('has at least 260 cases over at least 22 tool sets, at least one in six wanting no tool', () => {
    expectTableSize(FRESH22, { cases: 260, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 22', FRESH22, { outcome: 0.93, exact: 0.86 });
  });
});
