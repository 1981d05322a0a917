import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, cappedHeapEnv, startServerProcess } from '../helpers/server-process.js';
import { streamDownload, streamUpload } from '../helpers/streamed-upload.js';

const MiB = 1024 * 1024;
const BIG = 256 * MiB;

/**
 * API.md §2: uploads stream. A file far larger than the server could comfortably buffer goes
 * through a real server process, whose peak memory (VmHWM) must stay nearly flat. Each upload runs
 * in a process of its own, so what one leaves resident cannot hide the other's growth. Its heap is
 * capped (cappedHeapEnv), so the growth measured is what the upload holds rather than how far V8
 * chose to grow its heap on a loaded machine; uploaded bytes held as Buffers live outside the heap
 * and show in the RSS bound.
 */
describe('a large upload streams through the server process', () => {
  /** The test's server process, stopped after it. */
  let running: ServerProcess | undefined;

  /**
   * A fresh server with a file set, warmed up (the first upload loads the multipart parser, hashing
   * and the write path), and its peak reset: the peak from here on is the upload's own.
   */
  async function freshServer(): Promise<{ server: ServerProcess; filesetId: string; baseline: number }> {
    const server = await startServerProcess({ env: { LOG_LEVEL: 'info', ...cappedHeapEnv(128) } });
    running = server;
    const response = await fetch(`${server.baseUrl}/api/files/v1/filesets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-developer-token': server.admin },
      body: JSON.stringify({ name: 'big uploads' }),
    });
    expect(response.status).toBe(201);
    const filesetId = ((await response.json()) as { id: string }).id;
    const warm = await streamUpload(server.baseUrl, server.admin, filesetId, { directoryPath: 'warm', filename: 'w.bin', size: 4 * MiB });
    expect(warm.status, warm.body).toBe(201);
    server.resetPeak();
    return { server, filesetId, baseline: server.memory().hwm };
  }
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  it(`stores ${BIG / MiB} MiB with far less than that in server memory, with the right size and hash both ways`, async () => {
    const { server, filesetId, baseline } = await freshServer();

    const upload = await streamUpload(server.baseUrl, server.admin, filesetId, {
      directoryPath: 'big/one',
      filename: 'huge.bin',
      size: BIG,
    });
    expect(upload.status, upload.body).toBe(201);
    const peak = server.memory().hwm;
    expect(upload.size).toBe(BIG);

    const growth = peak - baseline;
    expect(growth, `peak RSS grew by ${(growth / MiB).toFixed(1)} MiB over a ${(baseline / MiB).toFixed(1)} MiB baseline`).toBeLessThan(
      100 * MiB,
    );

    const file = JSON.parse(upload.body) as {
      id: string;
      size: number;
      hash: string;
      hashAlgorithm: string;
      path: string;
      downloadUrl: string;
    };
    expect(file).toMatchObject({ path: 'big/one/huge.bin', size: BIG, hash: upload.sha256, hashAlgorithm: 'SHA_256_HEX' });

    // The stored entry, read back over HTTP, says the same.
    const stored = await fetch(`${server.baseUrl}/api/files/v1/filesets/${filesetId}/path?path=big/one/huge.bin`, {
      headers: { 'x-service-developer-token': server.admin },
    });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ id: file.id, size: BIG, hash: upload.sha256 });

    const download = await streamDownload(file.downloadUrl, server.admin);
    expect(download.status).toBe(200);
    expect(download.headers['content-length']).toBe(String(BIG));
    expect(download.size).toBe(BIG);
    expect(download.sha256).toBe(upload.sha256);
    // Sending it back out must not buffer it either.
    const afterDownload = server.memory().hwm;
    expect(afterDownload - baseline, 'peak RSS after the download').toBeLessThan(100 * MiB);
  }, 110_000);

  it('a 200 MiB upload sent with Transfer-Encoding: chunked (no length announced) streams just the same', async () => {
    const size = 200 * MiB;
    const { server, filesetId, baseline } = await freshServer();
    const upload = await streamUpload(server.baseUrl, server.admin, filesetId, {
      directoryPath: 'big/two',
      filename: 'chunked.bin',
      size,
      chunked: true,
    });
    expect(upload.status, upload.body).toBe(201);
    const growth = server.memory().hwm - baseline;
    expect(growth, `peak RSS grew by ${(growth / MiB).toFixed(1)} MiB`).toBeLessThan(100 * MiB);
    expect(JSON.parse(upload.body)).toMatchObject({ path: 'big/two/chunked.bin', size, hash: upload.sha256 });
    const download = await streamDownload(
      `${server.baseUrl}/api/files/v1/filesets/${filesetId}/path/download?path=big/two/chunked.bin`,
      server.admin,
    );
    expect(download).toMatchObject({ status: 200, size, sha256: upload.sha256 });
  }, 110_000);
});
