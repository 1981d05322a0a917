import { describe, it } from 'vitest';
import { FRESH18 } from './router-fresh18-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 18: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 17's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at 8647f04, table at e4ed738): right outcome 249 of 278 (89.6%), exact
 * arguments 223 (80.2%); no case crashed or hung the router (the whole table ran in about 2.5 s). No
 * expectation was corrected after the run. Its misses were then read for faults (so it is no longer blind):
 * codes for properties named for one taken whole, plates kept as written, "seven point two", "between"
 * ending a name (docs/ai.md): 89.6% / 82.7%; British -ise spellings and ranges for a pair of bounds: 89.9% / 83.5%.
 */

describe('built-in tool router: nineteenth fresh set (fresh 18), over 22 tool sets', () => {
  it('has at least 260 cases over at least 22 tool sets, about one in six wanting no tool', () => {
    expectTableSize(FRESH18, { cases: 260, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 18', FRESH18, { outcome: 0.93, exact: 0.89 });
  });
});
