import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkText } from '../src/indexing/chunker.js';
import { plainText } from '../src/indexing/extract/plain-text.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';

/** A real server process, killed with SIGKILL while it indexes, then started again on the same data. */
describe('content indexing survives a kill', () => {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  async function call(server: ServerProcess, method: string, url: string, body?: unknown) {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'x-service-developer-token': server.admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function statusOf(server: ServerProcess, fs: string, fileId: string): Promise<string | null> {
    const res = await call(server, 'GET', `/api/files/v1/filesets/${fs}/files/${fileId}`);
    expect(res.status).toBe(200);
    return res.json.indexStatus as string | null;
  }

  async function waitFor(what: () => Promise<boolean>, timeoutMs: number, label: string): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await what())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a file whose indexing was killed half-way is indexed once, completely, after the restart', async () => {
    const line = (i: number) => `Line ${i} of the ship's log: wind from the west, the mainsail reefed.\n`;
    let text = '';
    for (let i = 0; text.length < 16 * 2 ** 20; i++) text += line(i);
    text += 'The last line mentions the kraken.\n';
    // On PostgreSQL the killed instance's claim holds until its lease runs out: a short one keeps the test short.
    const env = { STOWAGE_LEASE_SECONDS: '3' };
    const first = await startServerProcess({ env });
    servers.push(first);
    const created = await call(first, 'POST', '/api/files/v1/filesets', { name: 'log', aiEnabled: true });
    const fs = created.json.id as string;
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), 'log.txt');
    const uploaded = await fetch(`${first.baseUrl}/api/files/v1/filesets/${fs}/files`, {
      method: 'POST',
      headers: { 'x-service-developer-token': first.admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const fileId = ((await uploaded.json()) as { id: string }).id;

    await waitFor(async () => (await statusOf(first, fs, fileId)) === 'IN_PROGRESS', 30_000, 'IN_PROGRESS');
    first.kill('SIGKILL');
    await first.exited;

    const second = await startServerProcess({ dataDir: first.dataDir, env });
    servers.push(second);
    await waitFor(async () => (await statusOf(second, fs, fileId)) === 'COMPLETED', 120_000, 'COMPLETED after the restart');

    // Exactly the chunks of one complete run: nothing the killed run wrote is left over or doubled.
    let expected = 0;
    for await (const chunk of chunkText(plainText(Readable.from([Buffer.from(text)])))) expected = chunk.index + 1;
    const stats = await call(second, 'GET', `/api/files/v1/filesets/${fs}/stats`);
    expect(stats.json.chunkCount).toBe(expected);
    const found = await call(second, 'POST', `/api/files/v1/filesets/${fs}/query`, { query: 'kraken', topK: 3 });
    expect(found.status).toBe(200);
    const matches = found.json.matches as { content: { text: string }; metadata: { start: number; end: number } }[];
    expect(matches.length).toBe(1);
    expect(text.slice(matches[0]!.metadata.start, matches[0]!.metadata.end)).toBe(matches[0]!.content.text);
  }, 240_000);
});
