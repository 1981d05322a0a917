import shipped from './span-model.json' with { type: 'json' };
import { type SpanContext, candidateSpans, spanFeatures } from './span-features.js';

/*
 * The learned span scorer: a logistic regression over span-features.ts, trained offline on the
 * labelled router tables (never fresh set 12 nor a blind table whose misses are unread) by test/ai/span-trainer.ts and shipped as
 * span-model.json (`npm run router:span-model` writes it again). It is read only where the
 * hand-written rules found nothing for a required free-text string, and where it is far surer of
 * another span than of the one the rules chose.
 */

export interface SpanModel {
  /** A span fills an empty required string only when its probability of being the value is at least this. */
  threshold: number;
  /** A span replaces a value the rules found only when it is at least this likely… */
  overrule: number;
  /** …and this much likelier than the rules' span. */
  margin: number;
  bias: number;
  weights: Record<string, number>;
}

let model: SpanModel = shipped;
let weights = new Map(Object.entries(model.weights));

/** Uses `next` instead of the shipped model (the trainer's held-out measures); returns the one it replaces. */
export function useSpanModel(next: SpanModel): SpanModel {
  const previous = model;
  model = next;
  weights = new Map(Object.entries(next.weights));
  return previous;
}

/** The probabilities a span must reach to replace a value the rules found. */
export const spanLimits = () => ({ overrule: model.overrule, margin: model.margin });

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability that span [from, to) is the property's value. */
export function spanProbability(ctx: SpanContext, from: number, to: number): number {
  let z = model.bias;
  for (const f of spanFeatures(ctx, from, to)) z += weights.get(f) ?? 0;
  return sigmoid(z);
}

/** The likeliest span `allowed` for the property of `ctx`, if the model is at least as sure as `threshold` (its own by default). */
export function bestSpan(
  ctx: SpanContext,
  threshold = model.threshold,
  allowed: (from: number, to: number) => boolean = () => true,
): { from: number; to: number; p: number } | undefined {
  let best: { from: number; to: number; p: number } | undefined;
  for (const [from, to] of candidateSpans(ctx)) {
    if (!allowed(from, to)) continue;
    const p = spanProbability(ctx, from, to);
    if (!best || p > best.p) best = { from, to, p };
  }
  return best && best.p >= threshold ? best : undefined;
}
