import { describe, it } from 'vitest';
import { FRESH17 } from './router-fresh17-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 17: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, and fresh 16's test and the heads of its tables as a format example; never the router, its docs
 * or another table's cases) and committed before its first run. Its cases are never changed after that run.
 * First run (2026-11-28, router at 49ae90f, table at 725797e): the request "Biscuit and Mochi need a sitter
 * 23–24 december" (an en dash between the days, no spaces) makes the router run out of memory (the 4 GB heap,
 * after about 5 minutes), which ends the test worker; "23-24" and "23 – 24" answer at once. That one case is
 * left out of the rates until the router was fixed (dates.ts: a reading of no characters, which chrono found
 * again for ever); it counts like any other now. Over the other 272 cases: right outcome 226 (83.1%), exact
 * arguments 184 (67.6%); counting the crash as a miss, 82.8% / 67.4% of 273. On the router after the round
 * fitted on fresh 16 (which never read this table): 83.9% / 68.1%; after four date faults of its misses
 * (docs/ai.md), 83.9% / 69.6%; after codes for properties named for one were taken whole (from its and
 * fresh 18's misses), 84.6% / 73.3%; with reasons for a visit said as people say them, 85.3% / 74.4%; an owner's "'s" dropped, 74.7% exact.
 */

describe('built-in tool router: eighteenth fresh set (fresh 17), over 22 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in six wanting no tool', () => {
    expectTableSize(FRESH17, { cases: 250, toolSets: 18, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 17', FRESH17, { outcome: 0.9, exact: 0.84 });
  });
});
