import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, tempDir } from '../helpers/app.js';
import { listen } from '../helpers/client.js';
import { freePort } from '../helpers/ports.js';

// @stowage/client's browser entry in Chromium (Debian's package chromium, headless; .ci/run installs it), unbundled from its dist: uploads
// through XMLHttpRequest with progress, a resumable upload from a File, a streamed download, an
// iterator, typed errors and operation 5's events, against a real server on another origin (CORS).

const SIZE = 3 * 2 ** 20;
const FILES: Record<string, string> = { '/page.js': 'test/client/browser/page.js', '/': 'test/client/browser/page.html' };
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html' };

/** Serves the page, the client's dist (/client/) and node_modules (/nm/); resolves with what the page posts to /result. */
function pageServer() {
  let deliver: (body: string) => void = () => undefined;
  const result = new Promise<string>((resolve) => (deliver = resolve));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://page');
    if (req.method === 'POST' && url.pathname === '/result') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        res.end();
        deliver(body);
      });
      return;
    }
    const file =
      FILES[url.pathname] ??
      (url.pathname.startsWith('/client/') ? path.join('packages/client/dist', url.pathname.slice(8)) : undefined) ??
      (url.pathname.startsWith('/nm/') ? path.join('node_modules', url.pathname.slice(4)) : undefined);
    if (file === undefined || !fs.existsSync(file) || file.includes('..')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return { server, result };
}

describe('@stowage/client in a browser', () => {
  let t: TestApp | undefined;
  let browser: ChildProcess | undefined;
  const page = pageServer();
  afterAll(async () => {
    browser?.kill('SIGKILL');
    await new Promise((resolve) => page.server.close(resolve));
    await t?.close();
  });

  it('uploads with progress, downloads, iterates and throws typed errors in Chromium', async () => {
    await new Promise<void>((resolve) => page.server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(page.server.address() as AddressInfo).port}`;
    t = await startTestApp({ STOWAGE_CORS_ORIGINS: origin });
    const api = await listen(t);
    const query = new URLSearchParams({ api, token: t.admin, size: String(SIZE), down: `http://127.0.0.1:${await freePort()}` });
    browser = spawn(
      'chromium',
      [
        ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
        // The machine's network is closed: no background connections, updates, sync or QUIC.
        ...['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        `--user-data-dir=${tempDir('stowage-chromium-')}`,
        `${origin}/?${query.toString()}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    browser.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    const exited = new Promise<never>((_, reject) =>
      browser?.once('exit', (code) => reject(new Error(`chromium ended (${code}) before the page reported:\n${stderr}`))),
    );
    const out = JSON.parse(await Promise.race([page.result, exited])) as Record<string, unknown>;
    console.log('what the page saw', out);
    expect(out.error).toBeUndefined();

    const bytes = Buffer.alloc(SIZE);
    for (let i = 0; i < SIZE; i++) bytes[i] = (i * 31) % 251;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(out.uploaded).toMatchObject({ size: SIZE, hash: sha256, last: { bytes: SIZE, total: SIZE } });
    expect(out.downloaded).toEqual({ same: true, etag: sha256, fileName: 'data.bin', last: { bytes: SIZE, total: SIZE } });
    expect(out.resumableHash).toBe(sha256);
    expect(out.resumableLast).toEqual({ bytes: SIZE, total: SIZE });
    expect(out.paths).toEqual(['in', 'in/data.bin', 'parts.bin']);
    expect(out.notFound).toEqual({ stowageError: true, status: 404, code: 'FILESET_NOT_FOUND', toe: 'string' });
    expect(out.down).toBe(true);
    expect(out.ai).toEqual([{ city: 'Rome' }, 'done']);
    // The upload and the resumable upload's one part.
    expect(out.xhr).toBe(2);
  });
});
