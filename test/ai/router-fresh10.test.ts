import { describe, it } from 'vitest';
import { FRESH10 } from './router-fresh10-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * The eleventh fresh set (router-fresh10-cases.ts), written blind and committed before its first run.
 * Its floors sit just below that first-run score, so a change to the router that loses ground on
 * requests it was never fitted to fails here.
 */
describe('built-in tool router: eleventh fresh set (fresh 10), over eighteen new tool sets', () => {
  it('has at least 230 cases over at least 16 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH10, { cases: 230, toolSets: 16, noTool: 0.13 });
  });

  // The first run, on the committed table and before any router change made for it: 250 cases, the
  // right outcome in 214 (85.6%) and exact arguments in 170 (68.0%). The three rounds fitted on fresh
  // set 9, which never saw this table, brought it to 88.0% and 71.6%, and the three on fresh set 11's
  // even half left it at 88.0% and 71.2%. Its misses were then read (session 17; fresh set 12 is the
  // blind table now) and five general faults they showed fixed (a moment filling a time property
  // besides, "collected" in a description read as past, a property described "Where …" taking no
  // place, a day after a count read as what it counts, "me and the wife" counting nobody): 89.2% and
  // 75.2%. The rounds of session 19 (fitted on fresh sets 13 and 14) carried it to 89.2% and 77.2%.
  // The floors sit just below.
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 10', FRESH10, { outcome: 0.92, exact: 0.81 });
  });
});
