import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { startTestApp } from '../helpers/app.js';
import type { FileList } from '../helpers/bodies.js';
import { filesUrl, newFileSet } from '../helpers/files.js';
import { type SeedEntry, seedEntries } from '../helpers/seed-files.js';

/**
 * The full-size checks of issue 18, too slow for `npm test` (whose files hold bounded samples:
 * test/files-resumable.test.ts, test/files-move.test.ts): `npm run test:big` (SQLite + disk) and
 * `npm run test:big:scaleout` (PostgreSQL + S3). They print what they measured.
 */

const MiB = 2 ** 20;
const TOTAL = Number(process.env.STOWAGE_BIG_UPLOAD_MIB ?? 1024) * MiB;
const PART = 64 * MiB;
const CHUNK = MiB;
const block = randomBytes(CHUNK);

/** Part `n`'s bytes, chunk by chunk: the same every time it is sent. */
function* partChunks(n: number, size: number): Generator<Buffer> {
  for (let i = 0, sent = 0; sent < size; i++) {
    const chunk = Buffer.from(block.subarray(0, Math.min(CHUNK, size - sent)));
    chunk.writeUInt32BE(n, 0);
    chunk.writeUInt32BE(i, 4);
    sent += chunk.length;
    yield chunk;
  }
}

/** Sends part `n` over a real connection; with `cutAfter`, drops the connection once that many bytes are out. */
function sendPart(base: string, token: string, url: string, n: number, size: number, cutAfter?: number): Promise<number | 'cut'> {
  const boundary = `----big${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="part"; filename="p"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}/part/${n}`, {
      method: 'POST',
      headers: {
        'x-service-developer-token': token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error) => (cutAfter !== undefined ? resolve('cut') : reject(error)));
    void (async () => {
      request.write(head);
      let sent = 0;
      for (const chunk of partChunks(n, size)) {
        if (cutAfter !== undefined && sent >= cutAfter) {
          await new Promise((r) => setTimeout(r, 300));
          request.destroy();
          return;
        }
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
      }
      request.end(tail);
    })();
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe(`a ${TOTAL / MiB} MiB resumable upload through a server process`, () => {
  let server: ServerProcess | undefined;
  afterAll(async () => server?.stop());

  it('with a part cut mid-way and sent again: right hash, bounded memory, nothing visible before finalize', async () => {
    server = await startServerProcess({ env: { LOG_LEVEL: 'info' } });
    const headers = { 'content-type': 'application/json', 'x-service-developer-token': server.admin };
    const fs = (
      await json(await fetch(`${server.baseUrl}/api/files/v1/filesets`, { method: 'POST', headers, body: JSON.stringify({ name: 'big' }) }))
    ).id as string;
    const created = await fetch(`${server.baseUrl}${filesUrl(fs)}/multipart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ path: 'big/one.bin' }),
    });
    expect(created.status).toBe(202);
    const id = ((await json(created)).file as { id: string }).id;
    const url = `${filesUrl(fs)}/multipart/${id}`;
    // Warm the part path, then measure from here.
    expect(await sendPart(server.baseUrl, server.admin, url, 1, PART)).toBe(202);
    server.resetPeak();
    const baseline = server.memory().hwm;
    const started = Date.now();

    const parts = Math.ceil(TOTAL / PART);
    const sizeOf = (n: number) => Math.min(PART, TOTAL - (n - 1) * PART);
    const whole = createHash('sha256');
    for (let n = 1; n <= parts; n++) for (const chunk of partChunks(n, sizeOf(n))) whole.update(chunk);
    const expected = whole.digest('hex');

    for (let n = parts; n >= 2; n--) {
      if (n === 3) expect(await sendPart(server.baseUrl, server.admin, url, n, sizeOf(n), sizeOf(n) / 2)).toBe('cut');
      expect(await sendPart(server.baseUrl, server.admin, url, n, sizeOf(n))).toBe(202);
    }
    const hidden = await fetch(`${server.baseUrl}/api/files/v1/filesets/${fs}/path?path=big/one.bin`, { headers });
    expect(hidden.status).toBe(404);
    const finalizeStarted = Date.now();
    const done = await fetch(`${server.baseUrl}${url}/finalize`, {
      method: 'POST',
      headers: { 'x-service-developer-token': server.admin },
    });
    const body = await json(done);
    expect(done.status, JSON.stringify(body)).toBe(201);
    expect(body.file).toMatchObject({ size: TOTAL, hash: expected });
    const peak = server.memory().hwm;
    console.log(
      `[big] ${TOTAL / MiB} MiB in ${parts} parts of ${PART / MiB} MiB (one cut and re-sent): parts ${((finalizeStarted - started) / 1000).toFixed(1)} s, ` +
        `finalize ${((Date.now() - finalizeStarted) / 1000).toFixed(1)} s; server peak RSS ${(peak / MiB).toFixed(0)} MiB ` +
        `(${((peak - baseline) / MiB).toFixed(0)} MiB over the ${(baseline / MiB).toFixed(0)} MiB after warm-up)`,
    );
    expect(peak - baseline).toBeLessThan(150 * MiB);
  }, 1_800_000);
});

describe('a 10,000-entry directory moved while another client walks the file set with next', () => {
  it('sees every entry that existed throughout exactly once, under its old or new path', async () => {
    const t = await startTestApp();
    try {
      const fs = await newFileSet(t);
      const entries: SeedEntry[] = [
        { path: 'a', size: null },
        { path: 'big', size: null },
        { path: 'z', size: null },
      ];
      for (let i = 0; i < 1000; i++)
        entries.push({ path: `a/f${String(i).padStart(5, '0')}`, size: i }, { path: `z/f${String(i).padStart(5, '0')}`, size: i });
      for (let i = 0; i < 9999; i++) entries.push({ path: `big/${i % 3 ? `d${i % 7}/` : ''}e${String(i).padStart(5, '0')}`, size: i });
      for (let d = 0; d < 7; d++) entries.push({ path: `big/d${d}`, size: null });
      entries.sort((x, y) => (x.path < y.path ? -1 : 1));
      const rows = await seedEntries(t.services, fs, entries);
      const bigId = rows.find((r) => r.path === 'big')!.id;
      const moveTimes: number[] = [];
      const moveTo = async (path: string) => {
        const started = Date.now();
        const res = await t.call({ method: 'POST', url: `${filesUrl(fs)}/${bigId}`, payload: { path } });
        expect(res.statusCode, res.body).toBe(200);
        moveTimes.push(Date.now() - started);
      };
      const seen = new Map<string, string[]>();
      let next: string | undefined;
      const walkStarted = Date.now();
      for (let page = 1; ; page++) {
        const res = await t.call({
          method: 'POST',
          url: `${filesUrl(fs)}/search?limit=100${next ? `&next=${encodeURIComponent(next)}` : ''}`,
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(200);
        for (const f of res.json<FileList>().files as { id: string; path: string }[]) seen.set(f.id, [...(seen.get(f.id) ?? []), f.path]);
        next = res.json<FileList>().pageContext.next;
        if (!next) break;
        if (page === 20) await moveTo('b/moved');
        if (page === 60) await moveTo('y/moved');
        if (page === 90) await moveTo('big');
      }
      const walkMs = Date.now() - walkStarted;
      const twice = [...seen].filter(([, paths]) => paths.length > 1);
      const missing = rows.filter((r) => !seen.has(r.id));
      expect(twice).toEqual([]);
      expect(missing.map((r) => r.path)).toEqual([]);
      console.log(
        `[big] walk of ${rows.length} entries with 3 moves of a 10,006-entry directory: ${(walkMs / 1000).toFixed(1)} s; moves took ${moveTimes.join(', ')} ms`,
      );
    } finally {
      await t.close();
    }
  }, 1_800_000);
});
