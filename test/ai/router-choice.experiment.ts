import { describe, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { choiceProbabilities } from './router-choice-model.js';
import { type Example, exampleOf, train } from './router-choice-training.js';
import { NOW, type Case } from './router-everyday-cases.js';
import { TRAINING_TABLES } from './router-training-tables.js';
import { ask, grade } from './router-grade.js';

/*
 * The learned tool choice, measured leave-one-table-out (`npm run router:choice-experiment`, about
 * three minutes; not part of `npm test`): a softmax over each request's tools and "no tool" is trained on
 * every labelled table but one (never fresh set 12 nor a blind table whose misses are unread) and may override the rules' choice on the table
 * left out, when its own choice is more probable than the rules' by more than a margin. Overriding
 * with a tool calls that tool as toolChoice TOOL would (its arguments filled, or the text asking for
 * one); with "no tool", the text answer. It is printed against the rules alone, for the model with
 * every feature and for one without the rules' own decision (their first tool, their ranked list,
 * their text answer). It did not gain on any table left out (docs/decisions.md).
 */

const TABLES = Object.entries(TRAINING_TABLES);
const LEFT_OUT = ['fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11'];
const MARGINS = [0, 0.2, 0.4, 0.6, 0.8];
/** Which choices the model may change: any, only between tools, only to "no tool", only from it. */
const MODES = ['any', 'tool to tool', 'to no tool', 'from no tool'] as const;
/** Features of the rules' own decision (router-choice-features.ts): tool rows 2, 3, 29; the no-tool row's 10. */
const RULE_DECISION = { tool: [2, 3, 29], none: [10] };

interface Graded {
  outcome: boolean;
  exact: boolean;
}
interface Row {
  c: Case;
  example: Example | undefined;
  rules: Graded;
  /** The rules' choice: the tool called or asked about, or -1 for another text answer. */
  rulesChoice: number;
  forced: Map<number, Graded>;
}

function forcedGrade(row: Row, choice: number): Graded {
  const known = row.forced.get(choice);
  if (known) return known;
  const [tools, text, expected] = row.c;
  const graded =
    choice === -1
      ? { outcome: 'text' in expected, exact: 'text' in expected && expected.text === '' }
      : grade(routeTools(ask(text, tools, { type: 'TOOL', name: tools[choice]!.name, allowParallelToolCalls: true }), NOW), expected);
  row.forced.set(choice, graded);
  return graded;
}

function withoutRuleDecision(e: Example): Example {
  return {
    label: e.label,
    rows: {
      tools: e.rows.tools.map((r) => r.map((v, i) => (RULE_DECISION.tool.includes(i) ? 0 : v))),
      none: e.rows.none.map((v, i) => (RULE_DECISION.none.includes(i) ? 0 : v)),
    },
  };
}

describe('a learned tool choice, left-one-table-out', () => {
  it('prints each left-out table: the rules alone, then the model overriding them by mode and margin', () => {
    const data = TABLES.map(([name, cases]): [string, Row[]] => [
      name,
      cases.map((c) => {
        const answer = routeTools(ask(c[1], c[0], c[3]), NOW);
        const item = answer.content[0];
        const said =
          item?.type === 'TOOL_USE_REQUEST' ? item.name : item?.type === 'TEXT' ? /^To call (\S+?),/.exec(item.text)?.[1] : undefined;
        const rulesChoice = said === undefined ? -1 : c[0].findIndex((t) => t.name === said);
        return { c, example: exampleOf(c, NOW), rules: grade(answer, c[2]), rulesChoice, forced: new Map<number, Graded>() };
      }),
    ]);
    const lines: string[] = [];
    for (const [variant, view] of [
      ['every feature', (e: Example) => e],
      ['without the rules’ decision', withoutRuleDecision],
    ] as const) {
      lines.push(`model with ${variant} (outcome/exact cases; rules alone first):`);
      const gains = new Map<string, [number, number]>();
      for (const left of LEFT_OUT) {
        const rows = data.find(([n]) => n === left)![1];
        const model = train(data.filter(([n]) => n !== left).flatMap(([, rs]) => rs.flatMap((r) => (r.example ? [view(r.example)] : []))));
        const rulesO = rows.filter((r) => r.rules.outcome).length;
        const rulesE = rows.filter((r) => r.rules.exact).length;
        const cells: string[] = [];
        for (const mode of MODES)
          for (const margin of MARGINS) {
            let o = 0;
            let e = 0;
            for (const r of rows) {
              let g = r.rules;
              if (r.example) {
                const p = choiceProbabilities(model, view(r.example).rows);
                const m = p.indexOf(Math.max(...p)) - 1;
                const rc = r.rulesChoice;
                const may =
                  mode === 'any' ||
                  (mode === 'tool to tool' && m !== -1 && rc !== -1) ||
                  (mode === 'to no tool' && m === -1) ||
                  (mode === 'from no tool' && rc === -1);
                if (m !== rc && may && p[m + 1]! - p[rc + 1]! > margin) g = forcedGrade(r, m);
              }
              if (g.outcome) o++;
              if (g.exact) e++;
            }
            cells.push(`${mode}>${margin} ${o}/${e}`);
            const key = `${mode}>${margin}`;
            const [go, ge] = gains.get(key) ?? [0, 0];
            gains.set(key, [go + o - rulesO, ge + e - rulesE]);
          }
        lines.push(`  ${left} (${rows.length}): rules ${rulesO}/${rulesE}; ${cells.join(', ')}`);
      }
      lines.push(`  summed gain over ${LEFT_OUT.join(', ')}: ${[...gains].map(([k, [o, e]]) => `${k} ${o}/${e}`).join(', ')}`);
    }
    console.log(lines.join('\n'));
  }, 900_000);
});
