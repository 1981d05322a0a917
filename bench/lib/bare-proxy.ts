import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor under operation 5: a gateway reduced to what every gateway does, on node:http alone. It
 * reads the request, parses it, sends it on to the upstream over a keep-alive connection, reads and
 * parses the answer, and sends it back. It does no authentication, validation, conversion or
 * recording, so its added latency and CPU per call are what the two extra HTTP hops and the JSON cost
 * on this machine, whatever else a gateway does.
 *
 * Usage: node bare-proxy.js <upstream chat-completions URL>; prints the port it listens on, then
 * serves until killed. Any POST is forwarded.
 */
const [upstreamUrl] = process.argv.slice(2);
if (!upstreamUrl) throw new Error('usage: bare-proxy <upstream chat-completions URL>');
const upstream = new URL(upstreamUrl);
const agent = new http.Agent({ keepAlive: true });

function readAll(stream: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

async function forward(body: unknown, authorization: string | undefined): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(upstream, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...(authorization ? { authorization } : {}),
      },
    });
    request.on('response', resolve).on('error', reject);
    request.end(payload);
  });
  return { status: answer.statusCode ?? 502, body: JSON.parse(await readAll(answer)) as unknown };
}

const server = http.createServer((req, res) => {
  readAll(req)
    .then((text) => forward(JSON.parse(text), req.headers.authorization))
    .then(({ status, body }) => {
      const out = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) }).end(out);
    })
    .catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
