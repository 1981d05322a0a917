import { describe, it } from 'vitest';
import { useSpanModel } from '../../src/ai/router/span-scorer.js';
import { score } from './router-grade.js';
import { NOW } from './router-everyday-cases.js';
import { TABLES, examplesOf, trainWithout } from './span-trainer.js';

/*
 * The span scorer's held-out measure, not part of `npm test` (`SPAN_VALIDATE=fresh10,fresh8 npm run
 * router:span-experiment`): for each table named (fresh10 unless told), the model trained without
 * it, and the table's rates with that model.
 */
const names = (process.env.SPAN_VALIDATE ?? 'fresh10').split(',').filter((n) => n !== '');
describe('span scorer, tables trained out', () => {
  for (const name of names) {
    it(name, () => {
      const t0 = Date.now();
      const model = trainWithout(name);
      console.log(`${name}: trained in ${Date.now() - t0} ms, ${Object.keys(model.weights).length} weights`);
      const cases = TABLES[name]!;
      for (const threshold of (process.env.SPAN_THRESHOLDS ?? '0.5')
        .split(',')
        .filter((t) => t !== '')
        .map(Number)) {
        const overrule = Number(process.env.SPAN_OVERRULE ?? model.overrule);
        const margin = Number(process.env.SPAN_MARGIN ?? model.margin);
        const previous = useSpanModel({ ...model, threshold, overrule, margin });
        const s = score(name, cases, NOW);
        console.log(`threshold ${threshold}: ${s.summary}`);
        if (process.env.ROUTER_MISSES) console.log(s.misses.join('\n'));
        useSpanModel(previous);
      }
      // Spans alone: the likeliest span of each property is its value (or, with none, is below the threshold).
      const weights = new Map(Object.entries(model.weights));
      const groups = new Map<number, { p: number; label: number; hasPositive: boolean }>();
      for (const e of examplesOf(cases)) {
        const p = 1 / (1 + Math.exp(-(model.bias + e.features.reduce((z, f) => z + (weights.get(f) ?? 0), 0))));
        const g = groups.get(e.group) ?? { p: -1, label: 0, hasPositive: false };
        if (e.label === 1) g.hasPositive = true;
        if (p > g.p) Object.assign(g, { p, label: e.label });
        groups.set(e.group, g);
      }
      const pos = [...groups.values()].filter((g) => g.hasPositive);
      const neg = [...groups.values()].filter((g) => !g.hasPositive);
      for (const th of [0, 0.2, 0.5]) {
        const right = pos.filter((g) => g.label === 1 && g.p >= th).length;
        const wrong = pos.filter((g) => g.label === 0 && g.p >= th).length;
        const fired = neg.filter((g) => g.p >= th).length;
        console.log(`${name} th ${th}: ${pos.length} with value: ${right} right, ${wrong} wrong; ${neg.length} without: ${fired} filled`);
      }
    });
  }
});
