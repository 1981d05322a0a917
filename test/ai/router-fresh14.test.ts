import { describe, it } from 'vitest';
import { FRESH14 } from './router-fresh14-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 14: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, never the router, its docs or another table) and committed before its first run. Its cases are
 * never changed after that run; the floors stay at zero until the first run's numbers are recorded here.
 */
describe('built-in tool router: fifteenth fresh set (fresh 14), over 20 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH14, { cases: 250, toolSets: 18, noTool: 0.14 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 14', FRESH14, { outcome: 0, exact: 0 });
  });
});
