import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** What the fake answers to one request: a recorded fixture or a body made by the test, an error status, silence or a dropped connection. */
export type Script =
  | { fixture: string; status?: number; headers?: Record<string, string> }
  | { body: unknown; status?: number }
  /** A body that is not what the provider's format says (cut short, an HTML page) with status 200. */
  | { raw: string }
  | { hang: true }
  | { drop: true }
  /**
   * A recorded server-sent event stream (a `.sse` fixture), one event per write; `holdAfter`: after
   * that many events the fake stops and waits (for a cancel), `dropAfter`: it cuts the connection.
   */
  | { sse: string; holdAfter?: number; dropAfter?: number };

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** When the request had fully arrived (performance.now()), to measure the waits between retries. */
  at: number;
  /** The request body as the gateway sent it (an empty body reads as `{}`); tests read the fields they assert. */
  body: ProviderRequest;
}

/**
 * A request in any of the provider formats (OpenAI, Anthropic, Ollama; chat or embeddings), typed
 * loosely: the members the tests read are named, every one optional because no format has them all;
 * the rest are `unknown`, enough for `expect()`.
 */
export interface ProviderRequest {
  model?: string;
  messages?: ProviderMessage[];
  tools?: ProviderTool[];
  stream?: boolean;
  [member: string]: unknown;
}

export interface ProviderMessage {
  role: string;
  /** A string (OpenAI, Ollama) or a list of blocks (Anthropic). */
  content?: unknown;
  tool_call_id?: string;
  [member: string]: unknown;
}

/** OpenAI and Ollama nest the function; Anthropic names the tool at the top. */
export interface ProviderTool {
  name?: string;
  function?: { name: string; parameters?: unknown };
  [member: string]: unknown;
}

export interface FakeUpstream {
  url: string;
  received: Received[];
  /** Requests whose connection the gateway closed before the fake answered. */
  cancelled: number;
  script(...steps: Script[]): void;
  close(): Promise<void>;
}

export function fixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
}

/** A local HTTP server on 127.0.0.1 (port 0) that answers with recorded provider responses, in order. */
export async function startFake(): Promise<FakeUpstream> {
  const queue: Script[] = [];
  const received: Received[] = [];
  const open = new Set<http.ServerResponse>();
  const fake: FakeUpstream = {
    url: '',
    received,
    cancelled: 0,
    script: (...steps) => queue.push(...steps),
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        at: performance.now(),
        body: text ? (JSON.parse(text) as ProviderRequest) : {},
      });
      const step = queue.shift();
      if (!step) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'fake upstream: no scripted answer left' } }));
        return;
      }
      if ('drop' in step) {
        req.socket.destroy();
        return;
      }
      if ('hang' in step) {
        open.add(res);
        res.on('close', () => {
          if (!res.writableEnded) fake.cancelled++;
          open.delete(res);
        });
        return;
      }
      if ('raw' in step) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(step.raw);
        return;
      }
      if ('sse' in step) {
        serveEvents(req, res, step, () => fake.cancelled++);
        return;
      }
      if ('body' in step) {
        res.writeHead(step.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(step.body));
        return;
      }
      res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers }).end(JSON.stringify(fixture(step.fixture)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The events of a recorded stream, as separate writes (a client must not rely on them arriving together). */
export function sseEvents(name: string): string[] {
  return fs
    .readFileSync(path.join(FIXTURES, name), 'utf8')
    .split(/\n\n/)
    .filter((e) => e.trim() !== '')
    .map((e) => `${e}\n\n`);
}

function serveEvents(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  step: { sse: string; holdAfter?: number; dropAfter?: number },
  onCancel: () => void,
): void {
  const events = sseEvents(step.sse);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.on('close', () => {
    if (!res.writableEnded) onCancel();
  });
  let i = 0;
  const next = () => {
    if (res.destroyed) return;
    if (step.dropAfter !== undefined && i === step.dropAfter) {
      req.socket.destroy();
      return;
    }
    if (step.holdAfter !== undefined && i === step.holdAfter) return;
    if (i === events.length) {
      res.end();
      return;
    }
    res.write(events[i++]);
    setTimeout(next, 1);
  };
  next();
}

/** An OpenAI chat completion whose one tool call has `input` as its arguments. */
export function openAiToolCall(name: string, input: unknown): object {
  return {
    id: 'chatcmpl-CfTHo3Pq4Rs5Tu6Vw7Xy8Za9Bc',
    object: 'chat.completion',
    created: 1763885300,
    model: 'gpt-4.1-mini',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_Te5tMade6ByTheTest7Zz8Yy', type: 'function', function: { name, arguments: JSON.stringify(input) } }],
        },
        finish_reason: 'tool_calls',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
