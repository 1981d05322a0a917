import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { writeInPieces } from '../helpers/write-in-pieces.js';
import type { ErrorBody } from '../helpers/bodies.js';
import { DRAIN_LIMITS } from '../../src/http/drain-request.js';

// API.md §0 from outside, over real connections: every error, whichever layer answers it (Node's
// HTTP parser, the router, the body parser), is the JSON error with a toe equal to x-request-id;
// and a refused oversized body still reaches the client as 413.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request over node:http. A body is written in 64 KiB pieces as the connection takes them, as
 * a client streaming it would (chunked): a server that closes as soon as it has answered makes
 * such a client fail with EPIPE or ECONNRESET instead of reading the answer.
 */
function request(server: ServerProcess, path: string, options: http.RequestOptions & { body?: Buffer | string } = {}): Promise<Answer> {
  const { body, ...rest } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.baseUrl}${path}`, rest, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    writeInPieces(req, Buffer.from(body ?? ''));
  });
}

/** Writes raw bytes on a fresh connection and reads until the server closes it. */
function raw(server: ServerProcess, bytes: string): Promise<string> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function expectErrorShape(answer: Answer, status: number, code: string): { message: string; path: string } {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'path', 'status', 'statusReason', 'toe']);
  expect(body).toMatchObject({ status, code });
  expect(body.toe).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.toe).toBe(answer.headers['x-request-id']);
  return body;
}

/** An HTTP/1.1 response read off a raw connection. */
function parseRaw(text: string): Answer {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('errors from every layer, over real connections', () => {
  let server: ServerProcess;
  let token: Record<string, string>;
  beforeAll(async () => {
    server = await startServerProcess();
    token = { 'x-service-developer-token': server.admin };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('431: headers too large', async () => {
    const answer = await request(server, '/healthz', { headers: { 'x-big': 'a'.repeat(20_000) } });
    const body = expectErrorShape(answer, 431, 'HEADERS_TOO_LARGE');
    expect(body.path).toBe('/healthz');
  });

  it('400: a message that is not HTTP', async () => {
    const answer = parseRaw(await raw(server, 'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
    expectErrorShape(answer, 400, 'MALFORMED_REQUEST');
  });

  it('414 and 400 from the router, after authentication like every /api answer', async () => {
    const long = `/api/files/v1/filesets/${'a'.repeat(200)}`;
    expectErrorShape(await request(server, long, { headers: token }), 414, 'URI_TOO_LONG');
    expectErrorShape(await request(server, long), 401, 'UNAUTHORIZED');
    const badEncoding = await request(server, '/api/files/v1/filesets/%FF', { headers: token });
    expect(expectErrorShape(badEncoding, 400, 'MALFORMED_REQUEST').path).toBe('/api/files/v1/filesets/%FF');
    expectErrorShape(await request(server, '/api/files/v1/filesets/%FF'), 401, 'UNAUTHORIZED');
  });

  it('415 for a body the route does not take', async () => {
    const answer = await request(server, '/api/files/v1/filesets', {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/xml' },
      body: '<x/>',
    });
    expectErrorShape(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('413 for an oversized JSON body reaches the client every time, and the connection serves on', async () => {
    // 4 MiB, four times the JSON limit: before the fix about one try in four failed with EPIPE.
    const body = Buffer.alloc(4 * 1024 * 1024, 'a');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 50; i++) {
        const answer = await request(server, '/api/files/v1/filesets/search', {
          method: 'POST',
          agent,
          headers: { ...token, 'content-type': 'application/json' },
          body,
        });
        expectErrorShape(answer, 413, 'PAYLOAD_TOO_LARGE');
      }
      // The refused bodies were read to their end, so the kept-alive connection is still in step.
      const after = await request(server, '/api/files/v1/filesets/search', {
        method: 'POST',
        agent,
        headers: { ...token, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(after.status, after.body).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a refused body that stops arriving before its end: the 413 arrives, and the connection is cut soon after', async () => {
    // As a Node.js client leaves a chunked body when its answer comes while it waits for 'drain':
    // every byte but the closing chunk. The drain gives up after a second without data
    // (DRAIN_LIMITS.idleMs), not after its whole ten seconds, which held the client's next request.
    const chunk = 'a'.repeat(2 * 1024 * 1024);
    const started = performance.now();
    const text = await raw(
      server,
      `POST /api/files/v1/filesets/search HTTP/1.1\r\nHost: x\r\nX-SERVICE-Developer-Token: ${server.admin}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    );
    expectErrorShape(parseRaw(text), 413, 'PAYLOAD_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(DRAIN_LIMITS.ms / 2);
  });

  it('accepts Authorization: Bearer as well as the developer-token header', async () => {
    const bearer = await request(server, '/api/files/v1/filesets/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${server.admin}` },
    });
    expect(bearer.status, bearer.body).toBe(200);
    const basic = await request(server, '/api/files/v1/filesets/search', {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(expectErrorShape(basic, 401, 'UNAUTHORIZED').message).toContain('Authorization: Bearer');
    expectErrorShape(
      await request(server, '/api/files/v1/filesets/search', { method: 'POST', headers: { authorization: 'Bearer stw_wrong' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('sends a person opening the server in a browser to the web console', async () => {
    const root = await request(server, '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/console/');
  });

  it('writes one log line per request with its id, operation, method, path (no query), status and duration', async () => {
    const answer = await request(server, '/api/files/v1/filesets/search?limit=7', { method: 'POST', headers: token });
    const id = answer.headers['x-request-id'];
    const lineOf = () =>
      server
        .output()
        .split('\n')
        .map((text) => {
          try {
            return JSON.parse(text) as Record<string, unknown>;
          } catch {
            return null;
          }
        })
        .find((entry) => entry?.reqId === id && entry?.msg === 'request');
    // The line is written after the answer, so it may arrive a moment later.
    await eventually(() => lineOf() !== undefined, 5000);
    const line = lineOf();
    expect(line).toMatchObject({ operation: 'searchFileSets', method: 'POST', path: '/api/files/v1/filesets/search', status: 200 });
    expect(typeof line?.durationMs).toBe('number');
  });
});
