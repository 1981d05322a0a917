import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import type { AiAnswer, AiRequest, ToolChoice, ToolDefinition } from '../../src/ai/types.js';
import { CASES as FIRST, type Expected, NOW } from './router-everyday-cases.js';
import { UNSEEN } from './router-unseen-cases.js';

const CASES = [...FIRST, ...UNSEEN];

function ask(text: string, tools: ToolDefinition[], toolChoice: ToolChoice = { type: 'AUTO', allowParallelToolCalls: true }): AiRequest {
  return { input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }], system: null, tools, toolChoice, modelConfiguration: {}, validateSchema: false };
}

/** Whether the answer is the expected kind (the tool, or text), and whether it is exactly the expected one. */
function grade(answer: AiAnswer, expected: Expected): { outcome: boolean; exact: boolean } {
  const item = answer.content[0];
  if ('tool' in expected) {
    const outcome = answer.stopReason === 'TOOL_USE' && item?.type === 'TOOL_USE_REQUEST' && item.name === expected.tool;
    const exact = outcome && item.type === 'TOOL_USE_REQUEST' && JSON.stringify(sorted(item.toolInput)) === JSON.stringify(sorted(expected.input));
    return { outcome, exact };
  }
  const outcome = answer.stopReason === 'END_TURN' && item?.type === 'TEXT';
  return { outcome, exact: outcome && item.type === 'TEXT' && item.text.includes(expected.text) };
}

const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

const describeAnswer = (a: AiAnswer) => {
  const item = a.content[0];
  return item?.type === 'TOOL_USE_REQUEST' ? `${item.name} ${JSON.stringify(item.toolInput)}` : `TEXT ${JSON.stringify(item?.type === 'TEXT' ? item.text : '')}`;
};

describe('built-in tool router: everyday requests', () => {
  it('has at least 200 cases over at least 12 tool sets', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    const toolNames = new Set(CASES.flatMap(([tools]) => tools.map((t) => t.name)));
    expect(toolNames.size).toBeGreaterThanOrEqual(12);
  });

  it('reaches the right outcome in at least 90% and exact arguments in at least 80%', () => {
    let outcomes = 0;
    let exacts = 0;
    const misses: string[] = [];
    for (const [tools, text, expected, choice] of CASES) {
      const answer = routeTools(ask(text, tools, choice), NOW);
      const { outcome, exact } = grade(answer, expected);
      if (outcome) outcomes++;
      if (exact) exacts++;
      if (!exact) misses.push(`${outcome ? 'args' : 'OUTCOME'}  ${JSON.stringify(text)}\n    want ${'tool' in expected ? `${expected.tool} ${JSON.stringify(expected.input)}` : `TEXT ${JSON.stringify(expected.text)}`}\n    got  ${describeAnswer(answer)}`);
    }
    const pct = (n: number) => ((100 * n) / CASES.length).toFixed(1);
    if (process.env.ROUTER_MISSES) console.log(misses.join('\n'));
    console.log(`router everyday table: ${CASES.length} cases, right outcome ${pct(outcomes)}%, exact arguments ${pct(exacts)}% (${misses.length} not exact; ROUTER_MISSES=1 lists them)`);
    expect(outcomes / CASES.length).toBeGreaterThanOrEqual(0.9);
    expect(exacts / CASES.length).toBeGreaterThanOrEqual(0.8);
  });
});
