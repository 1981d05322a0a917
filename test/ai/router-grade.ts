import { expect } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import type { AiAnswer, AiRequest, ToolChoice, ToolDefinition } from '../../src/ai/types.js';
import { type Case, type Expected, NOW } from './router-everyday-cases.js';

/** How the router tables are graded: the same for every table, so their scores compare. */

export function ask(
  text: string,
  tools: ToolDefinition[],
  toolChoice: ToolChoice = { type: 'AUTO', allowParallelToolCalls: true },
): AiRequest {
  return {
    input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }],
    system: null,
    tools,
    toolChoice,
    modelConfiguration: {},
    validateSchema: false,
  };
}

/** Whether the answer is the expected kind (the tool, or text), and whether it is exactly the expected one. */
export function grade(answer: AiAnswer, expected: Expected): { outcome: boolean; exact: boolean } {
  const item = answer.content[0];
  if ('tool' in expected) {
    const outcome = answer.stopReason === 'TOOL_USE' && item?.type === 'TOOL_USE_REQUEST' && item.name === expected.tool;
    const exact = outcome && JSON.stringify(sorted(item.toolInput)) === JSON.stringify(sorted(expected.input));
    return { outcome, exact };
  }
  const outcome = answer.stopReason === 'END_TURN' && item?.type === 'TEXT';
  return { outcome, exact: outcome && item.text.includes(expected.text) };
}

const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

const describeAnswer = (a: AiAnswer) => {
  const item = a.content[0];
  return item?.type === 'TOOL_USE_REQUEST'
    ? `${item.name} ${JSON.stringify(item.toolInput)}`
    : `TEXT ${JSON.stringify(item?.type === 'TEXT' ? item.text : '')}`;
};

export interface Score {
  outcome: number;
  exact: number;
  misses: string[];
  /** Each miss's position in the table (for ROUTER_MISSES=even: a round reads one half, the other half checks it). */
  missedAt: number[];
  /** Exact arguments among the table's odd-positioned cases: the half a round fitted on the even half never read. */
  oddExact: number;
  /** One line for the test's output: the table's size and its two rates. */
  summary: string;
}

/** Runs every case through the router at `now`; the misses list what was wanted and what came back. */
export function score(name: string, cases: Case[], now: Date): Score {
  let outcomes = 0;
  let exacts = 0;
  const misses: string[] = [];
  const missedAt: number[] = [];
  let oddExacts = 0;
  for (const [index, [tools, text, expected, choice]] of cases.entries()) {
    const answer = routeTools(ask(text, tools, choice), now);
    const { outcome, exact } = grade(answer, expected);
    if (outcome) outcomes++;
    if (exact) exacts++;
    if (exact && index % 2 === 1) oddExacts++;
    if (!exact) missedAt.push(index);
    if (!exact)
      misses.push(
        `${outcome ? 'args' : 'OUTCOME'}  ${JSON.stringify(text)}\n    want ${'tool' in expected ? `${expected.tool} ${JSON.stringify(expected.input)}` : `TEXT ${JSON.stringify(expected.text)}`}\n    got  ${describeAnswer(answer)}`,
      );
  }
  const pct = (n: number) => ((100 * n) / cases.length).toFixed(1);
  return {
    outcome: outcomes / cases.length,
    exact: exacts / cases.length,
    misses,
    missedAt,
    oddExact: oddExacts / Math.floor(cases.length / 2),
    summary: `${name}: ${cases.length} cases, right outcome ${pct(outcomes)}%, exact arguments ${pct(exacts)}% (${misses.length} not exact; ROUTER_MISSES=1 lists them)`,
  };
}

/**
 * Scores a table at NOW, printing its rates (and, with ROUTER_MISSES=1, its misses). ROUTER_MISSES=even
 * lists only the misses at even positions and prints the exact rate of the odd half, so a round fitted
 * on one half of a table measures what it carries over on the other.
 */
export function printedScore(name: string, cases: Case[]): Score {
  const result = score(name, cases, NOW);
  const which = process.env.ROUTER_MISSES;
  if (which === 'even') {
    console.log(result.misses.filter((_, i) => (result.missedAt[i] ?? 0) % 2 === 0).join('\n'));
    console.log(`${name}: exact arguments on the odd half (not listed) ${(100 * result.oddExact).toFixed(1)}%`);
  } else if (which) console.log(result.misses.join('\n'));
  console.log(result.summary);
  return result;
}

/** A table's printed score, with both rates at least their floors. */
export function expectRates(name: string, cases: Case[], floors: { outcome: number; exact: number }): void {
  const result = printedScore(name, cases);
  expect(result.outcome).toBeGreaterThanOrEqual(floors.outcome);
  expect(result.exact).toBeGreaterThanOrEqual(floors.exact);
}

/** A blind table's size: enough cases over enough tool sets, and a share of them wanting no tool. */
export function expectTableSize(cases: Case[], least: { cases: number; toolSets: number; noTool: number }): void {
  expect(cases.length).toBeGreaterThanOrEqual(least.cases);
  expect(new Set(cases.map(([tools]) => tools)).size).toBeGreaterThanOrEqual(least.toolSets);
  const noTool = cases.filter(([, , expected]) => 'text' in expected && expected.text === '').length;
  expect(noTool / cases.length).toBeGreaterThanOrEqual(least.noTool);
}
