import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLDER_FILE, type Holder } from '../../src/storage/data-folder-lock.js';
import { type ServerProcess, eventually, runToExit, serverEnv, startServerProcess } from '../helpers/server-process.js';
import { streamDownload, contentChunks, multipartFrame } from '../helpers/streamed-upload.js';

/**
 * One server per data folder (docs/operations.md, "The data folder"): a second `stowage serve` on
 * the folder refuses to start, naming the folder and the server holding it, and the first server's
 * upload in flight meanwhile is untouched (the second never reaches its start-up sweep). On the
 * scale-out run the servers are on PostgreSQL with the disk blob store, whose uploads live in the
 * folder too.
 */

/** Blobs in the data folder, on either database: the folder is what is locked. */
const DISK = { STOWAGE_BLOB_STORE: 'disk' };

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

/** The blob files in the folder's disk store (every run here uses it), written or being written. */
function diskBlobs(dataDir: string): string[] {
  const root = path.join(dataDir, 'blobs');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/**
 * An upload to `server` whose body is sent in two steps: the head and `first` bytes of content at
 * once, the rest only when `proceed()` is called.
 */
function gatedUpload(server: ServerProcess, fileSet: string, size: number, first: number) {
  const hash = createHash('sha256');
  const chunks = [...contentChunks(size, (chunk) => hash.update(chunk))];
  const frame = multipartFrame('slow.bin', { directoryPath: 'slow' }, size);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${server.baseUrl}/api/files/v1/filesets/${fileSet}/files`, {
      method: 'POST',
      headers: { ...frame.headers, 'x-service-developer-token': server.admin },
    });
    request.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    });
    request.on('error', reject);
    void (async () => {
      request.write(frame.head);
      let sent = 0;
      for (const chunk of chunks) {
        if (sent >= first) await gate;
        request.write(chunk);
        sent += chunk.length;
      }
      request.end(frame.tail);
    })();
  });
  // Awaited once the gate is open; a failure before that (the server gone) is the test's to report.
  answer.catch(() => undefined);
  return { answer, proceed: release, sha256: () => hash.digest('hex') };
}

describe('one server per data folder', { timeout: 180_000 }, () => {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  it("a second server on the folder refuses to start naming the folder and the holder; the first one's upload in flight completes", async () => {
    const first = await startServerProcess({ env: DISK });
    servers.push(first);
    const made = await fetch(`${first.baseUrl}/api/files/v1/filesets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-developer-token': first.admin },
      body: JSON.stringify({ name: 'in flight' }),
    });
    const fileSet = ((await made.json()) as { id: string }).id;

    // 4 MiB, of which 1 MiB is sent at once: the blob is being written while the second server tries.
    const size = 4 * 1024 * 1024;
    const upload = gatedUpload(first, fileSet, size, 1024 * 1024);
    expect(await eventually(() => diskBlobs(first.dataDir).length > 0), 'the upload never reached the blob store').toBe(true);
    const writing = diskBlobs(first.dataDir);

    const { env } = await serverEnv({ dataDir: first.dataDir, env: DISK });
    const second = await runToExit(env);
    expect(second.code, second.stderr).toBe(2);
    const lines = second.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `stowage: cannot start: the data folder ${first.dataDir} (STOWAGE_DATA_DIR) is in use by another Stowage server ` +
        `(pid ${first.pid} on host ${os.hostname()}, since ${(JSON.parse(fs.readFileSync(path.join(first.dataDir, HOLDER_FILE), 'utf8')) as Holder).since}); ` +
        'stop that server first, or give this one another STOWAGE_DATA_DIR (or --data-dir)',
    );
    noStack(second.stdout + second.stderr);
    // It never got as far as listening, or sweeping.
    expect(second.stdout).not.toMatch(/Server listening|removed unpublished blobs/);
    expect(diskBlobs(first.dataDir)).toEqual(writing);

    // CLI commands need no lock and run beside it.
    const migrated = await runToExit(env, ['migrate']);
    expect(migrated.code, migrated.stderr).toBe(0);
    const listed = await runToExit(env, ['token', 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/user=1\tadmin=yes\tname=bootstrap/);

    upload.proceed();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    const stored = JSON.parse(answer.body) as { id: string; size: number; hash: string };
    expect(stored).toMatchObject({ size, hash: upload.sha256() });
    const download = await streamDownload(`${first.baseUrl}/api/files/v1/filesets/${fileSet}/files/${stored.id}/download`, first.admin);
    expect(download).toMatchObject({ status: 200, size, sha256: stored.hash });
  });

  it('a server killed with SIGKILL leaves no lock behind: the next one starts on the folder at once', async () => {
    const first = await startServerProcess({ env: DISK });
    servers.push(first);
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const next = await startServerProcess({ dataDir: first.dataDir, env: DISK });
    servers.push(next);
    expect(JSON.parse(fs.readFileSync(path.join(first.dataDir, HOLDER_FILE), 'utf8'))).toMatchObject({
      pid: next.pid,
      host: os.hostname(),
    });
    expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
  });
});
