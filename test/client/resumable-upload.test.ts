import { createHash, randomBytes } from 'node:crypto';
import { type ResumableState, type StowageClient, StowageError, unwrap } from '@stowage/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { clientOf, listen } from '../helpers/client.js';

// uploadResumable against a real server: interrupted after a part, resumed from the saved state
// (only the missing parts sent), a part that fails on the network sent again, and the bytes identical.

const MiB = 2 ** 20;
const PART = 5 * MiB;
const content = randomBytes(2 * PART + MiB); // 3 parts: 5 MiB, 5 MiB, 1 MiB
const sha256 = createHash('sha256').update(content).digest('hex');

describe('resumable uploads through the client', () => {
  let t: TestApp;
  let base: string;
  let filesetId: string;
  /** Part requests sent, by part number, and a way to fail some of them before they leave. */
  const parts: number[] = [];
  let failPart: ((n: number) => boolean) | undefined;

  const client = (): StowageClient =>
    clientOf(base, t.admin, {
      fetch: async (request) => {
        const part = /\/part\/(\d+)$/.exec(new URL(request.url).pathname);
        if (part) {
          const n = Number(part[1]);
          parts.push(n);
          // As undici reports a connection reset.
          if (failPart?.(n)) throw new TypeError('fetch failed', { cause: new Error('read ECONNRESET') });
        }
        return fetch(request);
      },
    });

  const downloaded = async (c: StowageClient, path: string) => {
    const download = await c.files.download(filesetId, { path });
    return Buffer.from(await new Response(download.body).arrayBuffer());
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t);
    filesetId = (await unwrap(clientOf(base, t.admin).api.POST('/api/files/v1/filesets', { body: { name: 'resumable' } }))).id;
  });
  afterAll(() => t.close());

  it('resumes after an interruption, sending only the parts not acknowledged', async () => {
    const c = client();
    const stop = new AbortController();
    let saved: ResumableState | undefined;
    parts.length = 0;
    const first = c.files.uploadResumable(filesetId, {
      path: 'video/raw.bin',
      source: new Blob([content]),
      partSize: PART,
      concurrency: 1,
      signal: stop.signal,
      onState: (state) => {
        saved = state;
        if (state.partsDone.length === 1) stop.abort();
      },
    });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved?.partsDone).toEqual([1]);
    // Nothing is visible before finalize.
    await expect(c.files.download(filesetId, { path: 'video/raw.bin' })).rejects.toMatchObject({ status: 404 });

    // A new client, as after a restart, with only the saved state (as JSON, as it would be kept).
    parts.length = 0;
    const progress: number[] = [];
    const file = await client().files.uploadResumable(filesetId, {
      path: 'video/raw.bin',
      source: new Blob([content]),
      resume: JSON.parse(JSON.stringify(saved)) as ResumableState,
      onProgress: ({ bytes }) => progress.push(bytes),
    });
    expect(parts.sort()).toEqual([2, 3]);
    expect(progress[0]).toBeGreaterThanOrEqual(PART);
    expect(progress.at(-1)).toBe(content.length);
    expect(file).toMatchObject({ id: saved?.fileId, path: 'video/raw.bin', size: content.length, hash: sha256 });
    expect((await downloaded(c, 'video/raw.bin')).equals(content)).toBe(true);
  });

  it('sends a part again after a network failure, and stops at once on a 4xx', async () => {
    parts.length = 0;
    let failures = 0;
    failPart = (n) => n === 2 && failures++ < 2;
    try {
      const file = await client().files.uploadResumable(filesetId, {
        path: 'retried.bin',
        source: new Blob([content]),
        partSize: PART,
        concurrency: 1,
      });
      expect(file.hash).toBe(sha256);
      expect(parts).toEqual([1, 2, 2, 2, 3]);
    } finally {
      failPart = undefined;
    }
    expect((await downloaded(client(), 'retried.bin')).equals(content)).toBe(true);

    // A saved state of an upload that is gone: the server's 404 is final, not retried.
    parts.length = 0;
    const gone: ResumableState = {
      filesetId,
      fileId: '3f1b5a4e-0c7d-4e8f-9a1b-2c3d4e5f6a7b',
      path: 'gone.bin',
      size: content.length,
      partSize: PART,
      partsDone: [1],
    };
    const error = await client()
      .files.uploadResumable(filesetId, { path: 'gone.bin', source: new Blob([content]), resume: gone, concurrency: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StowageError);
    expect(error).toMatchObject({ status: 404 });
    expect(parts).toEqual([2]);
  });
});
