import { describe, it } from 'vitest';
import { FRESH20 } from './router-fresh20-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 20: written blind (the writer read only the case helpers, the grader, the conventions comment
 * and the NOW/Expected/Case lines of the everyday table, and fresh 19's test and the heads of its tables
 * as a format example; never the router, its docs or another table's cases) and committed before its
 * first run. Its cases are never changed after that run.
 * First run (2026-11-29, router at ab912b0, table at 8110700): right outcome 264 of 294 (89.8%), exact
 * arguments 220 (74.8%); no case crashed or hung the router (the whole table ran in about 4 s). No
 * expectation was corrected after the run. Its misses were then read for faults (so it is no longer blind):
 * days chrono reads otherwise ("last saturday", "the 1st and 10th of december", "next day delivery"),
 * names of people and animals (`swimmer_name`, "my brother Dave"), counts with the speaker in them ("me
 * and 2 mates"), a month for a pair of days, codes said as letters and a number ("hive 7"), "1 night",
 * "for 4 people", places guessed from words that are no nouns (docs/ai.md): 92.9% / 82.3%.
 */

describe('built-in tool router: twenty-first fresh set (fresh 20), over 22 tool sets', () => {
  it('has at least 260 cases over at least 22 tool sets, about one in six wanting no tool', () => {
    expectTableSize(FRESH20, { cases: 260, toolSets: 22, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 20', FRESH20, { outcome: 0.94, exact: 0.85 });
  });
});
