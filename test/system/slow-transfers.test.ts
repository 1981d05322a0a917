import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/bodies.js';
import { blobKeys } from '../helpers/blobs.js';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';

// STOWAGE_MIN_TRANSFER_RATE (docs/configuration.md): a body trickled slower than the minimum is cut
// off with 408 and what it staged is removed; a download read slower is cut off; a client at a
// normal pace notices nothing.

const RATE = '1KiB/1s';

interface Trickled {
  status: number;
  body: string;
  seconds: number;
}

/**
 * Sends a request's head at once and then its body one byte every 100 ms (10 bytes/s, a hundredth
 * of the minimum), and reads the answer.
 */
function trickle(server: ServerProcess, head: string, firstBytes = ''): Promise<Trickled> {
  const { port } = new URL(server.baseUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head + firstBytes));
    const timer = setInterval(() => {
      if (socket.writable) socket.write('a');
    }, 100);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers, body] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers ?? '');
      if (length && body !== undefined && Buffer.byteLength(body) >= Number(length[1])) {
        clearInterval(timer);
        socket.destroy();
        resolve({ status: Number(headers!.split(' ')[1]), body, seconds: (Date.now() - started) / 1000 });
      }
    });
    socket.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
  });
}

const head = (server: ServerProcess, method: string, path: string, contentType: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-SERVICE-Developer-Token: ${server.admin}\r\n` +
  `Content-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`;

function expect408(answer: Trickled): void {
  expect(answer.status, answer.body).toBe(408);
  const body = JSON.parse(answer.body) as ErrorBody;
  expect(body).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
  expect(body.message).toContain('STOWAGE_MIN_TRANSFER_RATE');
  // Cut off within a few windows of 1 s, not left to run.
  expect(answer.seconds).toBeLessThan(15);
}

describe(`request bodies and downloads slower than STOWAGE_MIN_TRANSFER_RATE=${RATE}`, () => {
  let server: ServerProcess;
  const api = (path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) =>
    fetch(`${server.baseUrl}${path}`, { ...init, headers: { 'x-service-developer-token': server.admin, ...init.headers } });

  beforeAll(async () => {
    server = await startServerProcess({ env: { STOWAGE_MIN_TRANSFER_RATE: RATE } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('cuts off a trickled data-file upload with 408 and keeps nothing of it', async () => {
    const before = await blobKeys(server.dataDir);
    expect408(await trickle(server, head(server, 'POST', '/api/data/v1/data-files?name=slow.csv', 'text/csv')));
    expect(await eventually(async () => (await blobKeys(server.dataDir)).length === before.length)).toBe(true);
    expect(await blobKeys(server.dataDir)).toEqual(before);
  });

  it('cuts off a trickled file-set upload with 408 and creates no entry', async () => {
    const created = await api('/api/files/v1/filesets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"slow"}',
    });
    const { id } = (await created.json()) as { id: string };
    const before = await blobKeys(server.dataDir);
    const partHead = '--XX\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n';
    expect408(
      await trickle(server, head(server, 'POST', `/api/files/v1/filesets/${id}/files`, 'multipart/form-data; boundary=XX'), partHead),
    );
    const listed = await api(`/api/files/v1/filesets/${id}/files/search`, { method: 'POST' });
    expect(((await listed.json()) as { files: unknown[] }).files).toEqual([]);
    expect(await eventually(async () => (await blobKeys(server.dataDir)).length === before.length)).toBe(true);
  });

  it('cuts off a trickled stream part with 408; the commit then has no part to apply', async () => {
    const stream = await api('/api/data/v1/streams', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'slow', updateMethod: 'APPEND', schema: { columns: [{ name: 'a', type: 'STRING' }] } }),
    });
    const { id } = (await stream.json()) as { id: number };
    const execution = (await (await api(`/api/data/v1/streams/${id}/executions`, { method: 'POST' })).json()) as { executionId: number };
    expect408(
      await trickle(server, head(server, 'PUT', `/api/data/v1/streams/${id}/executions/${execution.executionId}/part/1`, 'text/csv')),
    );
    const committed = await api(`/api/data/v1/streams/${id}/executions/${execution.executionId}/commit`, { method: 'PUT' });
    expect(await committed.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 0 });
  });

  it('cuts off a trickled JSON body with 408', async () => {
    expect408(await trickle(server, head(server, 'POST', '/api/files/v1/filesets/search', 'application/json'), '{"filters":[ '));
  });

  it('lets a body sent at a normal pace through', async () => {
    const content = randomBytes(3 * 1024 * 1024);
    const res = await api('/api/data/v1/data-files?name=fast.bin', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: content,
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('closes a download whose client stops reading, and serves one read at a normal pace', async () => {
    // Larger than what the kernels' socket buffers take in a burst on loopback (about 10 MB).
    const size = 40 * 1024 * 1024;
    const created = await api('/api/data/v1/data-files?name=big.bin', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: randomBytes(size),
    });
    const { dataFileId } = (await created.json()) as { dataFileId: number };

    const whole = await api(`/api/data/v1/data-files/${dataFileId}`);
    expect((await whole.arrayBuffer()).byteLength).toBe(size);

    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `GET /api/data/v1/data-files/${dataFileId} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-SERVICE-Developer-Token: ${server.admin}\r\n\r\n`,
      ),
    );
    // Read the head and a little, then nothing.
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause();
    const warned = () => server.output().includes('the client read the answer slower than');
    expect(await eventually(warned, 30_000)).toBe(true);
    // Reading again now finds the connection closed long before the 40 MB are through.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.once('error', () => resolve());
      socket.resume();
    });
    expect(received).toBeLessThan(size);
  });
});
