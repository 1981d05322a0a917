import type { ChoiceRows } from './router-choice-features.js';

/**
 * A linear softmax over a request's tools and "no tool" (router-choice-features.ts makes its rows).
 * Each feature is divided by its scale (the largest value it takes in training) before its weight applies.
 */
export interface ChoiceModel {
  tool: { weights: number[]; scales: number[] };
  none: { weights: number[]; scales: number[] };
}

const dot = (w: number[], s: number[], x: number[]) => x.reduce((sum, v, i) => sum + (w[i]! * v) / s[i]!, 0);

/** Probabilities of "no tool" (first) and of each tool, in the rows' order. */
export function choiceProbabilities(model: ChoiceModel, rows: ChoiceRows): number[] {
  const z = [
    dot(model.none.weights, model.none.scales, rows.none),
    ...rows.tools.map((r) => dot(model.tool.weights, model.tool.scales, r)),
  ];
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
