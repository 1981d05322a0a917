import { describe, it } from 'vitest';
import { FRESH9 } from './router-fresh9-cases.js';
import { expectRates, expectTableSize } from './router-grade.js';

/*
 * The tenth fresh set (router-fresh9-cases.ts), written blind and committed before its first run,
 * since fitted on by three rounds (below). Its floors sit just below the current score, so a change
 * to the router that loses ground here fails.
 */
describe('built-in tool router: tenth fresh set (fresh 9), over eighteen new tool sets', () => {
  it('has at least 230 cases over at least 16 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH9, { cases: 230, toolSets: 16, noTool: 0.13 });
  });

  // The first run, on the committed table and before any router change made for it: 250 cases, the
  // right outcome in 214 (85.6%) and exact arguments in 166 (66.4%), on the router with the round on
  // fresh set 7's tool choice and dates already in. The later rounds on fresh set 7's free text and
  // fresh set 8's numbers, which never saw this table, brought it to 86.0% and 67.6%. Then three
  // rounds were fitted on it (names and noun-phrase ends; numbers, units and dates; whether and which
  // tool): 97.2% and 92.0%. The floors sit just below that; it is no longer a blind measure of the
  // router (fresh sets 10 and 11 measured what those rounds carried over).
  it('reaches the right outcome and exact arguments at least its floors', () => {
    expectRates('router fresh set 9', FRESH9, { outcome: 0.98, exact: 0.94 });
  });
});
