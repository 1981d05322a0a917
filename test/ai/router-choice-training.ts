import { profileTool } from '../../src/ai/router/choose-tool.js';
import { rankTools } from '../../src/ai/router/rank-tools.js';
import { read } from '../../src/ai/router/reading.js';
import { type ChoiceRows, NONE_FEATURES, TOOL_FEATURES, choiceRows } from './router-choice-features.js';
import type { ChoiceModel } from './router-choice-model.js';
import type { Case } from './router-everyday-cases.js';

/*
 * Training of the learned tool choice (router-choice-model.ts): one example per AUTO case of
 * the labelled router tables, its label the tool the case expects (a call, or a text asking for one
 * of its arguments) or "no tool". A softmax over the case's candidates, L2-regularised, fitted by
 * full-batch gradient descent from zero weights for a fixed number of steps: the same tables always
 * give the same weights.
 */

export interface Example {
  rows: ChoiceRows;
  /** -1 for no tool, else the expected tool's index among the rows' tools. */
  label: number;
}

export function exampleOf([tools, text, expected, choice]: Case, now: Date): Example | undefined {
  if (choice !== undefined && choice.type !== 'AUTO') return undefined;
  const wanted = 'tool' in expected ? expected.tool : /^To call (\S+), I need/.exec(expected.text)?.[1];
  const label = wanted === undefined ? -1 : tools.findIndex((t) => t.name === wanted);
  if (wanted !== undefined && label < 0) return undefined;
  const reading = read(text, now);
  const ranking = rankTools(tools, choice ?? { type: 'AUTO', allowParallelToolCalls: true }, reading, profileTool);
  return { rows: choiceRows(ranking, reading, profileTool), label };
}

export const TRAINING = { steps: 600, rate: 1, l2: 0.01 };

export function train(examples: Example[], options = TRAINING): ChoiceModel {
  const scalesOf = (rows: number[][], n: number) =>
    Array.from({ length: n }, (_, i) => {
      const max = Math.max(0, ...rows.map((r) => Math.abs(r[i]!)));
      return max > 0 ? round(max) : 1;
    });
  const toolScales = scalesOf(
    examples.flatMap((e) => e.rows.tools),
    TOOL_FEATURES.length,
  );
  const noneScales = scalesOf(
    examples.map((e) => e.rows.none),
    NONE_FEATURES.length,
  );
  const scaled = examples.map((e) => ({
    tools: e.rows.tools.map((r) => r.map((v, i) => v / toolScales[i]!)),
    none: e.rows.none.map((v, i) => v / noneScales[i]!),
    label: e.label,
  }));
  const wt = new Array<number>(TOOL_FEATURES.length).fill(0);
  const wn = new Array<number>(NONE_FEATURES.length).fill(0);
  const n = scaled.length;
  for (let step = 0; step < options.steps; step++) {
    const gt = wt.map((w) => options.l2 * w);
    const gn = wn.map((w) => options.l2 * w);
    for (const e of scaled) {
      const z = [dotp(wn, e.none), ...e.tools.map((r) => dotp(wt, r))];
      const top = Math.max(...z);
      const ex = z.map((v) => Math.exp(v - top));
      const sum = ex.reduce((a, b) => a + b, 0);
      const p = ex.map((v) => v / sum);
      const g0 = (p[0]! - (e.label === -1 ? 1 : 0)) / n;
      for (let i = 0; i < gn.length; i++) gn[i]! += g0 * e.none[i]!;
      e.tools.forEach((r, k) => {
        const g = (p[k + 1]! - (e.label === k ? 1 : 0)) / n;
        if (g !== 0) for (let i = 0; i < gt.length; i++) gt[i]! += g * r[i]!;
      });
    }
    for (let i = 0; i < wt.length; i++) wt[i]! -= options.rate * gt[i]!;
    for (let i = 0; i < wn.length; i++) wn[i]! -= options.rate * gn[i]!;
  }
  return { tool: { weights: wt.map(round), scales: toolScales }, none: { weights: wn.map(round), scales: noneScales } };
}

const dotp = (w: number[], x: number[]) => x.reduce((s, v, i) => s + w[i]! * v, 0);
/** Weights kept to 6 significant digits, so a weights file written from them would not differ in platforms' last bits. */
const round = (v: number) => Number(v.toPrecision(6));
