import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeEmbedding } from './fake-embedding-vectors.js';

/**
 * An OpenAI-compatible embeddings server on 127.0.0.1 (`POST /v1/embeddings`) answering with
 * fakeEmbedding's vectors over real HTTP. The dimension comes from the model's name: a name ending
 * in `-<n>` gets n dimensions (`fake-embed-64`), any other 256, so two names make two models whose
 * vectors differ. `failNext(n)` makes the next n requests answer 500.
 */
export interface FakeEmbeddings {
  url: string;
  /** The requests received: model and number of texts. */
  requests: { model: string; texts: number }[];
  failNext(n: number): void;
  close(): Promise<void>;
}

export const FAKE_DEFAULT_DIMENSIONS = 256;

export function dimensionsOf(model: string): number {
  const m = /-(\d{1,5})$/.exec(model);
  return m ? Number(m[1]) : FAKE_DEFAULT_DIMENSIONS;
}

export async function startFakeEmbeddings(): Promise<FakeEmbeddings> {
  let failures = 0;
  const requests: FakeEmbeddings['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || !req.url?.endsWith('/embeddings'))
        return reply(404, { error: { message: `no route ${req.method} ${req.url}` } });
      let body: { model?: unknown; input?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return reply(400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
      }
      const input = typeof body.input === 'string' ? [body.input] : body.input;
      const model = typeof body.model === 'string' ? body.model : '';
      if (!Array.isArray(input) || !input.every((t) => typeof t === 'string') || model === '') {
        return reply(400, {
          error: { message: 'input must be a string or an array of strings, model a string', type: 'invalid_request_error' },
        });
      }
      requests.push({ model, texts: input.length });
      if (failures > 0) {
        failures--;
        return reply(500, { error: { message: 'fake embeddings: failing as asked', type: 'server_error' } });
      }
      const dims = dimensionsOf(model);
      const tokens = input.reduce((n, t) => n + t.split(/\s+/).length, 0);
      reply(200, {
        object: 'list',
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, dims) })),
        model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (n) => void (failures = n),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
