import { describe, it } from 'vitest';
import { FRESH14 } from './router-fresh14-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 14: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, never the router, its docs or another table) and committed before its first run. Its cases are
 * never changed after that run. First run (2026-11-28, router at c7679e9): 270 cases, right outcome 225
 * (83.3%), exact arguments 196 (72.6%). Three rounds fitted on fresh set 12 carried it to 83.7% and
 * 73.0%; its misses were then read for faults with fresh set 13's (session 19): 85.6% and 75.9%. Fresh
 * set 15 is the blind table now. The floors sit just below.
 */
describe('built-in tool router: fifteenth fresh set (fresh 14), over 20 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH14, { cases: 250, toolSets: 18, noTool: 0.14 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 14', FRESH14, { outcome: 0.88, exact: 0.81 });
  });
});
