import { describe, it } from 'vitest';
import { FRESH16 } from './router-fresh16-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * Fresh set 16: written blind (the writer read only the case helpers, the Case/Expected/NOW lines and the
 * grader, and fresh 15's test and the heads of its tables as a format example; never the router, its docs
 * or another table's cases) and committed before its first run. Its cases are never changed after that run.
 * First run (2026-11-28, router at 89af472): 267 cases, right outcome 240 (89.9%), exact arguments 196 (73.4%);
 * the floors sit just below, rounded down to the percent. Its misses were read the same day for two date
 * faults and one of values (docs/ai.md): 90.3% / 74.2% after them; sixteen more faults (weeks, "friday the 20th",
 * counts after a comma, irregular plurals, negated booleans, possessives, house numbers, "reject", codes by
 * their example, a numeric property's word, "I've got", initials, fractions, a
 * question to a tool that adds, "site") later: 91.8% / 79.0%.
 */
describe('built-in tool router: seventeenth fresh set (fresh 16), over 21 tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in six wanting no tool', () => {
    expectTableSize(FRESH16, { cases: 250, toolSets: 18, noTool: 0.16 });
  });
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 16', FRESH16, { outcome: 0.93, exact: 0.82 });
  });
});
