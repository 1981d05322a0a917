import { routeTools } from '../../src/ai/router/tool-router.js';
import type { ToolDefinition } from '../../src/ai/types.js';
import { BLIND } from '../../test/ai/router-blind-cases.js';
import { ASSISTANT as BLIND_ASSISTANT } from '../../test/ai/router-blind-tools.js';
import { CASES, NOW } from '../../test/ai/router-everyday-cases.js';
import { ASSISTANT } from '../../test/ai/router-everyday-tools.js';
import { ask } from '../../test/ai/router-grade.js';
import { UNSEEN } from '../../test/ai/router-unseen-cases.js';
import { ms, record } from '../lib/report.js';

/** Texts of 10,000 characters (all the router reads) built to make each of its readers work hardest. */
const ADVERSARIAL = [
  'to ',
  '1 2 3 ',
  '1 plus 2 times ',
  '(1 + 2) * ',
  'a@b.co ',
  '"x ',
  'PROJ-1 web-01.prod ',
  'weather in paris tomorrow at 3pm for 2 people ',
  'Paris, France, ',
  '$200 ',
  'email bob@x.com cc kim@y.org ',
  'remind me to ',
].map((unit) => unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000));

/** p50 and p99 of one call per text, over `rounds` rounds after a warm-up (module loading, schema compilation, the JIT). */
function time(texts: string[], tools: ToolDefinition[], rounds: number): { p50: number; p99: number; max: number } {
  for (const text of texts) routeTools(ask(text, tools), NOW);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const text of texts) {
      const request = ask(text, tools);
      const started = performance.now();
      routeTools(request, NOW);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: times[times.length - 1]! };
}

/**
 * The built-in router in-process, one call at a time, printed and not asserted: the everyday table's
 * requests (router-everyday-cases.ts, router-unseen-cases.ts) with its ten tools, the blind table's
 * (router-blind-cases.ts) with its ten-tool assistant, and adversarial texts of 10,000 characters.
 */
export function router(rounds = 20): void {
  const everyday = [...new Set([...CASES, ...UNSEEN].map(([, text]) => text))];
  const a = time(everyday, ASSISTANT, rounds);
  record({
    scenario: 'router',
    measure: `p50 per request, ${ASSISTANT.length} tools (${everyday.length} texts × ${rounds})`,
    value: ms(a.p50),
  });
  record({ scenario: 'router', measure: 'p99 per request', value: ms(a.p99) });
  record({ scenario: 'router', measure: 'max per request', value: ms(a.max) });
  const blind = [...new Set(BLIND.map(([, text]) => text))];
  const b = time(blind, BLIND_ASSISTANT, rounds);
  record({
    scenario: 'router',
    measure: `p50 per request, blind table's ${BLIND_ASSISTANT.length}-tool assistant (${blind.length} texts × ${rounds})`,
    value: ms(b.p50),
  });
  record({ scenario: 'router', measure: 'p99 per request (blind)', value: ms(b.p99) });
  let worst = 0;
  for (const tools of [ASSISTANT, BLIND_ASSISTANT]) worst = Math.max(worst, time(ADVERSARIAL, tools, 3).max);
  record({
    scenario: 'router',
    measure: `max per request, ${ADVERSARIAL.length} adversarial 10,000-character texts × 2 tool sets`,
    value: ms(worst),
  });
}
