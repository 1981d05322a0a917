import http from 'node:http';
import { weatherTool } from '../../test/ai/weather-tool.js';
import { TOKEN } from '../lib/server.js';
import { ms, record } from '../lib/report.js';
import type { BenchServer } from '../lib/server.js';
import type { GatewayPeers } from './gateway.js';

/**
 * Streamed operation 5: the time to the first event through Stowage minus the time to the first
 * byte straight from the fake upstream, for the same streamed answer. Printed, never asserted.
 */

const QUESTION = 'What is the weather in Paris?';
const CALLS = 200;
const WARM_UP = 20;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds from sending the request to the first chunk of its body and to its end. */
function firstByte(url: string, headers: Record<string, string>, body: object): Promise<{ first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let first: number | null = null;
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.on('data', () => {
        first ??= Number(process.hrtime.bigint() - started) / 1e6;
      });
      res.on('end', () =>
        first === null
          ? reject(new Error(`${url}: empty answer (${res.statusCode})`))
          : resolve({ first, last: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function series(run: () => Promise<{ first: number; last: number }>): Promise<{ first: number[]; last: number[] }> {
  for (let i = 0; i < WARM_UP; i++) await run(); // connections and JIT
  const times = { first: [] as number[], last: [] as number[] };
  for (let i = 0; i < CALLS; i++) {
    const { first, last } = await run();
    times.first.push(first);
    times.last.push(last);
  }
  return times;
}

export async function streamedFirstByte(server: BenchServer, peers: GatewayPeers, s: { label: string }): Promise<void> {
  const openAiBody = {
    model: 'gpt-4.1-mini',
    stream: true,
    messages: [{ role: 'user', content: QUESTION }],
    tools: [{ type: 'function', function: weatherTool }],
  };
  const direct = await series(() =>
    firstByte(`${peers.upstream.url}/v1/chat/completions`, { authorization: 'Bearer sk-bench-upstream' }, openAiBody),
  );
  const stowageBody = { model: 'bench', input: [{ role: 'USER', content: [{ type: 'TEXT', text: QUESTION }] }], tools: [weatherTool] };
  const cpuBefore = server.cpuSeconds();
  const via = await series(() =>
    firstByte(`${server.url}/api/ai/v1/messages/tools`, { accept: 'text/event-stream', 'x-service-developer-token': TOKEN }, stowageBody),
  );
  // Warm-up calls included: /proc counts CPU in 10 ms ticks, so the more calls the finer.
  const cpuMsPerCall = ((server.cpuSeconds() - cpuBefore) * 1000) / (WARM_UP + CALLS);
  const name = `${s.label} op5 streamed`;
  const p = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;
  record({ scenario: `${name}, direct from the fake upstream`, measure: 'first byte p50 / p99', value: p(direct.first) });
  // The fixture's one event Stowage sends first (the tool request) needs the upstream's whole stream.
  record({ scenario: `${name}, direct from the fake upstream`, measure: 'whole stream p50 / p99', value: p(direct.last) });
  record({
    scenario: `${name}, via Stowage`,
    measure: 'first event p50 / p99',
    value: `${p(via.first)} (server CPU ${cpuMsPerCall.toFixed(2)} ms/call)`,
  });
  record({
    scenario: `${name}, via Stowage`,
    measure: 'added first-byte p50 / p99',
    value: `${ms(percentile(via.first, 50) - percentile(direct.first, 50))} / ${ms(percentile(via.first, 99) - percentile(direct.first, 99))}`,
  });
}
