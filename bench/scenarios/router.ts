import { routeTools } from '../../src/ai/router/tool-router.js';
import type { AiRequest } from '../../src/ai/types.js';
import { CASES, NOW } from '../../test/ai/router-everyday-cases.js';
import { ASSISTANT } from '../../test/ai/router-everyday-tools.js';
import { UNSEEN } from '../../test/ai/router-unseen-cases.js';
import { ms, record } from '../lib/report.js';

/**
 * The built-in router in-process: each request of the router's table (router-everyday-cases.ts and
 * router-unseen-cases.ts), asked with the same ten tools, timed one call at a time. Printed, not
 * asserted.
 */
export function router(rounds = 20): void {
  const texts = [...new Set([...CASES, ...UNSEEN].map(([, text]) => text))];
  const ask = (text: string): AiRequest => ({
    input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }],
    system: null,
    tools: ASSISTANT,
    toolChoice: { type: 'AUTO', allowParallelToolCalls: true },
    modelConfiguration: {},
    validateSchema: false,
  });
  // Warm-up: module loading, schema compilation, the JIT.
  for (const text of texts) routeTools(ask(text), NOW);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const text of texts) {
      const request = ask(text);
      const started = performance.now();
      routeTools(request, NOW);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  record({
    scenario: 'router',
    measure: `p50 per request, ${ASSISTANT.length} tools (${texts.length} texts × ${rounds})`,
    value: ms(at(0.5)),
  });
  record({ scenario: 'router', measure: 'p99 per request', value: ms(at(0.99)) });
  record({ scenario: 'router', measure: 'max per request', value: ms(times[times.length - 1]!) });
}
