import { describe, it } from 'vitest';
import { FRESH13 } from './router-fresh13-cases.js';
import { expectTableSize } from './router-grade.js';

/*
 * The fourteenth fresh set (router-fresh13-cases.ts): what customers type to a company's support
 * assistant, and a developer team to its chat-ops bot, written blind and committed before its first
 * run. The rates test follows that first run.
 */
describe('built-in tool router: fourteenth fresh set (fresh 13), over eighteen customer-support tool sets', () => {
  it('has at least 250 cases over at least 18 tool sets, about one in seven wanting no tool', () => {
    expectTableSize(FRESH13, { cases: 250, toolSets: 18, noTool: 0.14 });
  });
});
