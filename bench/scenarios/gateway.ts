import fs from 'node:fs';
import path from 'node:path';
import { weatherTool } from '../../test/ai/weather-tool.js';
import { type LoadRequest, type LoadResult, load } from '../lib/load.js';
import { type Helper, startAndProbe, startPrintingPort } from '../lib/processes.js';
import { ms, perSecond, ratio, record } from '../lib/report.js';
import { type BenchServer, freePort } from '../lib/server.js';

/**
 * Scenario 4: operation 5 through Stowage, against calling the fake upstream directly, against
 * Portkey's gateway (@portkey-ai/gateway) pointed at the same fake, and against the floor of
 * bare-proxy.ts, each its own process.
 */

const UPSTREAM_KEY = 'sk-bench-upstream';
const QUESTION = 'What is the weather in Paris?';

/** The same question in the OpenAI chat-completions format, as the direct call and Portkey take it. */
const OPENAI_BODY = {
  model: 'gpt-4.1-mini',
  messages: [{ role: 'user', content: QUESTION }],
  tools: [{ type: 'function', function: weatherTool }],
  tool_choice: 'auto',
};

export interface GatewayPeers {
  upstream: Helper;
  /** fake-tool-loop.ts: asks for a server tool, then answers (model `bench-loop`). */
  loopUpstream: Helper;
  portkey: Helper;
  /** bare-proxy.ts in front of the same fake: the floor. */
  floor: Helper;
  /** The server's settings that route model `bench` to the fake upstream. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the fake upstream (answering every call with the AI tests' one-tool-call fixture) and Portkey. */
export async function startGatewayPeers(root: string, workDir: string): Promise<GatewayPeers> {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const fixture = path.join(root, 'test/ai/fixtures/openai/one-tool-call.json');
  const upstream = await startPrintingPort(path.join(here, '../lib/fake-openai.js'), [fixture]);
  const port = await freePort();
  const portkey = await startAndProbe(
    [path.join(root, 'node_modules/@portkey-ai/gateway/build/start-server.js'), `--port=${port}`, '--headless'],
    `http://127.0.0.1:${port}`,
    `http://127.0.0.1:${port}/`,
  ).catch(async (error: unknown) => {
    await upstream.stop();
    throw error;
  });
  const floor = await startPrintingPort(path.join(here, '../lib/bare-proxy.js'), [`${upstream.url}/v1/chat/completions`]).catch(
    async (error: unknown) => {
      await portkey.stop();
      await upstream.stop();
      throw error;
    },
  );
  const loopUpstream = await startPrintingPort(path.join(here, '../lib/fake-tool-loop.js'), []).catch(async (error: unknown) => {
    await floor.stop();
    await portkey.stop();
    await upstream.stop();
    throw error;
  });
  const models = path.join(workDir, 'bench-models.json');
  const entry = (url: string) => ({ model: 'openai/gpt-4.1-mini', baseUrl: `${url}/v1`, apiKeyEnv: 'BENCH_UPSTREAM_KEY', retries: 0 });
  const registry = { default: 'bench', models: { bench: entry(upstream.url), 'bench-loop': entry(loopUpstream.url) } };
  fs.writeFileSync(models, JSON.stringify(registry));
  return {
    upstream,
    loopUpstream,
    portkey,
    floor,
    env: { STOWAGE_MODELS_FILE: models, BENCH_UPSTREAM_KEY: UPSTREAM_KEY },
    stop: async () => {
      await loopUpstream.stop();
      await floor.stop();
      await portkey.stop();
      await upstream.stop();
    },
  };
}

interface Measured {
  c1: LoadResult;
  c32: LoadResult;
}

async function measure(request: LoadRequest, seconds: number, process?: { cpuSeconds(): number }): Promise<Measured> {
  // A warm-up first, so that each contender is measured after its JIT has settled.
  await load(request, 8, 2);
  return { c1: await load(request, 1, seconds), c32: await load(request, 32, seconds, process) };
}

/** The better of two rounds, each measure on its own: what the contender does when nothing else disturbs it. */
function better(a: Measured | undefined, b: Measured): Measured {
  if (!a) return b;
  return { c1: a.c1.p50 <= b.c1.p50 ? a.c1 : b.c1, c32: a.c32.rps >= b.c32.rps ? a.c32 : b.c32 };
}

/** Rounds per contender, taken in turns, so that a disturbance of the shared machine hits one round, not one contender. */
const ROUNDS = 2;

export async function gateway(server: BenchServer, peers: GatewayPeers, s: { seconds: number; label: string }): Promise<void> {
  const contenders: { request: LoadRequest; process?: { cpuSeconds(): number } }[] = [
    {
      request: {
        url: `${peers.upstream.url}/v1/chat/completions`,
        method: 'POST',
        body: OPENAI_BODY,
        auth: false,
        headers: { authorization: `Bearer ${UPSTREAM_KEY}` },
      },
    },
    {
      request: {
        url: `${server.url}/api/ai/v1/messages/tools`,
        method: 'POST',
        body: { model: 'bench', input: [{ role: 'USER', content: [{ type: 'TEXT', text: QUESTION }] }], tools: [weatherTool] },
      },
      process: server,
    },
    {
      request: {
        url: `${peers.portkey.url}/v1/chat/completions`,
        method: 'POST',
        body: OPENAI_BODY,
        auth: false,
        headers: {
          authorization: `Bearer ${UPSTREAM_KEY}`,
          'x-portkey-provider': 'openai',
          'x-portkey-custom-host': `${peers.upstream.url}/v1`,
        },
      },
      process: peers.portkey,
    },
    {
      request: {
        url: `${peers.floor.url}/v1/chat/completions`,
        method: 'POST',
        body: OPENAI_BODY,
        auth: false,
        headers: { authorization: `Bearer ${UPSTREAM_KEY}` },
      },
      process: peers.floor,
    },
  ];
  const best: (Measured | undefined)[] = contenders.map(() => undefined);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, c] of contenders.entries()) best[i] = better(best[i], await measure(c.request, s.seconds, c.process));
  }
  const [direct, stowage, portkey, floor] = best as [Measured, Measured, Measured, Measured];

  const name = `${s.label} op5`;
  record({ scenario: `${name} fake upstream, direct`, measure: 'c=1 p50 / p99', value: `${ms(direct.c1.p50)} / ${ms(direct.c1.p99)}` });
  record({ scenario: `${name} fake upstream, direct`, measure: 'c=32 throughput', value: perSecond(direct.c32.rps) });
  const added = (m: Measured) => m.c1.p50 - direct.c1.p50;
  for (const [who, m] of [
    ['via Stowage', stowage],
    ['via Portkey', portkey],
    ['floor: a node:http pass-through (parse, forward, parse, answer)', floor],
  ] as const) {
    const isStowage = who === 'via Stowage';
    record({
      scenario: `${name} ${who}`,
      measure: 'c=1 added p50 / p99',
      value: `${ms(added(m))} / ${ms(m.c1.p99 - direct.c1.p99)}`,
      ...(isStowage ? { ratio: `${ratio(added(m), added(portkey))} of Portkey's`, target: '≤ 0.50× Portkey' } : {}),
    });
    // The gateway's CPU per call too: on a busy machine it varies far less than calls per second.
    const cpu = `gateway CPU ${m.c32.cpuMs!.toFixed(2)} ms/call${m === floor ? '' : `, ${ratio(m.c32.cpuMs!, floor.c32.cpuMs!)} the floor's`}`;
    record({
      scenario: `${name} ${who}`,
      measure: 'c=32 throughput',
      value: `${perSecond(m.c32.rps)} (${cpu})`,
      ratio: isStowage ? `${ratio(m.c32.rps, portkey.c32.rps)} of Portkey` : `${ratio(m.c32.rps, direct.c32.rps)} of direct`,
      ...(isStowage ? { target: '≥ 2.00× Portkey' } : {}),
    });
  }
}
