import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFetch, httpStreamFetch } from '../../src/ai/providers/http-fetch.js';

/**
 * The node:http fetches the AI SDK providers are given: the streamed one must hand each chunk over
 * as it arrives (the first event of a streamed answer waits for nothing else), and both must fail
 * the way Node's fetch does, which providers/failures.ts relies on.
 */
describe('the providers’ node:http fetch', () => {
  let server: http.Server;
  let url: string;
  /** Resolves the current /held request's second half. */
  let release: () => void = () => undefined;
  let closedEarly = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/held') {
          // The first chunk, then nothing until the test has read it.
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('data: one\n\n');
          release = () => res.end('data: two\n\n');
          res.on('close', () => {
            if (!res.writableFinished) closedEarly++;
          });
          return;
        }
        if (req.url === '/cut') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('data: one\n\n', () => setTimeout(() => res.socket?.destroy(), 20));
          return;
        }
        if (req.url === '/empty') {
          res.writeHead(204).end();
          return;
        }
        res.writeHead(201, { 'content-type': 'application/json', 'x-answer': 'yes' }).end(JSON.stringify({ method: req.method }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a whole answer: status, headers and body as a Response', async () => {
    for (const fetch of [httpFetch, httpStreamFetch]) {
      const res = await fetch(`${url}/json`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-answer')).toBe('yes');
      expect(await res.json()).toEqual({ method: 'POST' });
      const empty = await fetch(`${url}/empty`);
      expect(empty.status).toBe(204);
      expect(empty.body).toBeNull();
    }
  });

  it('streamed: the first chunk is readable while the upstream still holds back the rest', async () => {
    const res = await httpStreamFetch(`${url}/held`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value).toString()).toBe('data: one\n\n');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += Buffer.from(part.value).toString();
    expect(rest).toBe('data: two\n\n');
  });

  it('streamed: an abort after the head errors the body with the signal’s reason and closes the upstream connection', async () => {
    const before = closedEarly;
    const controller = new AbortController();
    const res = await httpStreamFetch(`${url}/held`, { method: 'POST', body: '{}', signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    const reason = new Error('cancelled by the test');
    controller.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
    for (let i = 0; i < 100 && closedEarly === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(closedEarly).toBe(before + 1);
  });

  it('streamed: a connection cut mid-answer errors the body with a TypeError, as fetch does', async () => {
    const res = await httpStreamFetch(`${url}/cut`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    await reader.read();
    await expect(reader.read()).rejects.toBeInstanceOf(TypeError);
  });

  it('a refused connection rejects with a TypeError; an aborted signal rejects with its reason before anything is sent', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    for (const fetch of [httpFetch, httpStreamFetch]) {
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(TypeError);
      const reason = new Error('gone');
      await expect(fetch(`${url}/json`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    }
  });
});
