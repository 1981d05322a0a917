import { weatherTool } from '../../test/ai/weather-tool.js';
import { type LoadRequest, load } from '../lib/load.js';
import { ms, ratio, record } from '../lib/report.js';
import { type BenchServer, TOKEN } from '../lib/server.js';

/** Files in the set the loop's tool searches: a page of 20, as the tool asks for. */
const FILES = 40;

async function api(
  server: BenchServer,
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { 'x-service-developer-token': TOKEN, ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Issue 17: the server-tool loop's own cost. Three request shapes, each at c=32 with the server's
 * CPU per request: operation 5 with `serverTools` against fake-tool-loop.ts (two model calls and one
 * files.search run), a plain operation 5 call (one model call), and the same search through its
 * HTTP route. The loop's step, what it adds over a plain call, sits beside the route's cost. The
 * model `bench-loop` is the gateway peers' (gateway.ts).
 */
export async function serverToolLoop(server: BenchServer, s: { seconds: number; label: string }): Promise<void> {
  const set = (await (
    await api(server, '/api/files/v1/filesets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'loop bench' }),
    })
  ).json()) as { id: string };
  for (let i = 0; i < FILES; i++) {
    const form = new FormData();
    form.append('file', new Blob([`note ${i}`], { type: 'text/plain' }), `note-${String(i).padStart(3, '0')}.txt`);
    await api(server, `/api/files/v1/filesets/${set.id}/files`, { method: 'POST', body: form });
  }
  const shapes: [string, LoadRequest][] = [
    [
      'op5 with serverTools (2 model calls, 1 files.search)',
      {
        url: `${server.url}/api/ai/v1/messages/tools`,
        method: 'POST',
        body: {
          model: 'bench-loop',
          input: [{ role: 'USER', content: [{ type: 'TEXT', text: `What is in file set ${set.id}?` }] }],
          serverTools: ['files.search'],
        },
      },
    ],
    [
      'op5 plain (1 model call)',
      {
        url: `${server.url}/api/ai/v1/messages/tools`,
        method: 'POST',
        body: {
          model: 'bench',
          input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'What is the weather in Paris?' }] }],
          tools: [weatherTool],
        },
      },
    ],
    [
      'files.search through its route',
      { url: `${server.url}/api/files/v1/filesets/${set.id}/files/search?limit=20`, method: 'POST', body: {} },
    ],
  ];
  const cpu: number[] = [];
  for (const [, request] of shapes) {
    await load(request, 8, 2);
    cpu.push((await load(request, 32, s.seconds, server)).cpuMs!);
  }
  const [loop, plain, route] = cpu as [number, number, number];
  const name = `${s.label} server tools`;
  for (const [i, [what]] of shapes.entries())
    record({ scenario: `${name}: ${what}`, measure: 'server CPU per request (c=32)', value: ms(cpu[i]!) });
  record({
    scenario: `${name}: one loop step (loop − plain call)`,
    measure: 'server CPU per step',
    value: ms(loop - plain),
    ratio: `${ratio(loop - plain, route)} of the route's search`,
  });
  // The loop's step is a model call, its record and a tool run; without the model call's share:
  record({
    scenario: `${name}: the step without its model call (loop − 2 × plain)`,
    measure: 'server CPU',
    value: ms(loop - 2 * plain),
    ratio: `${ratio(loop - 2 * plain, route)} of the route's search`,
  });
}
