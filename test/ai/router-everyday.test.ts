import { describe, expect, it } from 'vitest';
import { CASES as FIRST, NOW } from './router-everyday-cases.js';
import { score } from './router-grade.js';
import { UNSEEN } from './router-unseen-cases.js';

const CASES = [...FIRST, ...UNSEEN];

describe('built-in tool router: everyday requests', () => {
  it('has at least 200 cases over at least 12 tool sets', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    const toolNames = new Set(CASES.flatMap(([tools]) => tools.map((t) => t.name)));
    expect(toolNames.size).toBeGreaterThanOrEqual(12);
  });

  it('reaches the right outcome in at least 90% and exact arguments in at least 80%', () => {
    const result = score('router everyday table', CASES, NOW);
    if (process.env.ROUTER_MISSES) console.log(result.misses.join('\n'));
    console.log(result.summary);
    expect(result.outcome).toBeGreaterThanOrEqual(0.9);
    expect(result.exact).toBeGreaterThanOrEqual(0.8);
  });
});
