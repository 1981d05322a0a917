import { describe, expect, it } from 'vitest';
import { CASES as FIRST } from './router-everyday-cases.js';
import { expectRates } from './router-grade.js';
import { UNSEEN } from './router-unseen-cases.js';

const CASES = [...FIRST, ...UNSEEN];

describe('built-in tool router: everyday requests', () => {
  it('has at least 200 cases over at least 12 tool sets', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    const toolNames = new Set(CASES.flatMap(([tools]) => tools.map((t) => t.name)));
    expect(toolNames.size).toBeGreaterThanOrEqual(12);
  });

  it('reaches the right outcome in at least 90% and exact arguments in at least 80%', () => {
    expectRates('router everyday table', CASES, { outcome: 0.9, exact: 0.8 });
  });
});
