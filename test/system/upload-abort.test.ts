import { afterEach, describe, expect, it } from 'vitest';
import { blobKeys, blobsBeingWritten } from '../helpers/blobs.js';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { startPartialUpload, streamDownload, streamUpload } from '../helpers/streamed-upload.js';
import { onPostgres } from '../helpers/test-database.js';

const MiB = 1024 * 1024;

/**
 * API.md §2: "An upload is all or nothing … an aborted or failed upload leaves no entry and no
 * orphaned content." Checked against a real server process and its blob store (the data folder on
 * disk, or its bucket with STOWAGE_TEST_BLOB_STORE=s3, where a partial blob is an unfinished
 * multipart upload).
 */
describe('an upload that does not finish leaves nothing behind', () => {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.stop();
  });

  // Short leases: on PostgreSQL a restarted server sweeps what a killed one was writing once the
  // killed one's lease has run out (on SQLite, whose next start owns the database, at once).
  const env = { STOWAGE_LEASE_SECONDS: '2' };

  async function start(dataDir?: string) {
    const server = await startServerProcess(dataDir ? { dataDir, env } : { env });
    servers.push(server);
    return server;
  }

  async function api(server: ServerProcess, method: string, url: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'x-service-developer-token': server.admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async function entries(server: ServerProcess, filesetId: string): Promise<string[]> {
    const page = await api(server, 'POST', `/api/files/v1/filesets/${filesetId}/files/search?limit=1000`, {});
    expect(page.status).toBe(200);
    return (page.json.files as { path: string }[]).map((f) => f.path);
  }

  async function fileCount(server: ServerProcess, filesetId: string): Promise<number> {
    const fileSet = await api(server, 'GET', `/api/files/v1/filesets/${filesetId}`);
    expect(fileSet.status).toBe(200);
    return fileSet.json.fileCount as number;
  }

  /** Waits until the server has begun writing a blob other than `known`; returns its key. */
  async function blobBeingWritten(server: ServerProcess, known: string[]): Promise<string> {
    let fresh: string | undefined;
    const started = await eventually(async () => {
      fresh = (await blobsBeingWritten(server.dataDir)).find((key) => !known.includes(key));
      return fresh !== undefined;
    });
    expect(started, 'the server never started writing the upload').toBe(true);
    return fresh!;
  }

  async function setUp(server: ServerProcess) {
    const created = await api(server, 'POST', '/api/files/v1/filesets', { name: 'abort checks' });
    expect(created.status).toBe(201);
    const filesetId = created.json.id as string;
    const kept = await streamUpload(server.baseUrl, server.admin, filesetId, {
      directoryPath: 'kept',
      filename: 'kept.bin',
      size: 3 * MiB,
    });
    expect(kept.status, kept.body).toBe(201);
    const published = await blobKeys(server.dataDir);
    expect(published).toHaveLength(1);
    return { filesetId, kept, published };
  }

  it('a client that disconnects mid-upload: no entry, fileCount unchanged, the partial blob removed', async () => {
    const server = await start();
    const { filesetId, kept, published } = await setUp(server);

    const socket = await startPartialUpload(server.baseUrl, server.admin, filesetId, {
      directoryPath: 'aborted',
      filename: 'partial.bin',
      declaredSize: 64 * MiB,
      sentBytes: 8 * MiB,
    });
    const partial = await blobBeingWritten(server, published);
    socket.destroy();

    const cleaned = await eventually(async () => !(await blobsBeingWritten(server.dataDir)).includes(partial));
    expect(cleaned, `blob ${partial} of the aborted upload is still stored: ${(await blobsBeingWritten(server.dataDir)).join(', ')}`).toBe(
      true,
    );
    expect(await blobKeys(server.dataDir)).toEqual(published);
    expect(await entries(server, filesetId)).toEqual(['kept', 'kept/kept.bin']);
    expect(await fileCount(server, filesetId)).toBe(1);

    // The server is unharmed: the kept file still downloads and a new upload works.
    const download = await streamDownload(
      `${server.baseUrl}/api/files/v1/filesets/${filesetId}/path/download?path=kept/kept.bin`,
      server.admin,
    );
    expect(download).toMatchObject({ status: 200, sha256: kept.sha256, size: 3 * MiB });
    const again = await streamUpload(server.baseUrl, server.admin, filesetId, {
      directoryPath: 'aborted',
      filename: 'partial.bin',
      size: MiB,
    });
    expect(again.status, again.body).toBe(201);
  });

  it('a server killed mid-upload (SIGKILL): after restart no entry and no orphan blob; acknowledged uploads survive', async () => {
    const first = await start();
    const { filesetId, kept, published } = await setUp(first);

    await startPartialUpload(first.baseUrl, first.admin, filesetId, {
      directoryPath: 'crashed',
      filename: 'partial.bin',
      declaredSize: 64 * MiB,
      sentBytes: 8 * MiB,
    });
    const partial = await blobBeingWritten(first, published);
    first.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    // The crash left the partial blob behind: the restart has something to clean up.
    expect(await blobsBeingWritten(first.dataDir)).toContain(partial);

    const second = await start(first.dataDir);
    if (onPostgres) {
      const swept = await eventually(async () => !(await blobsBeingWritten(second.dataDir)).includes(partial), 20_000);
      expect(swept, `blob ${partial} of the killed upload is still stored`).toBe(true);
    } else {
      expect(second.output()).toMatch(/removed unpublished blobs left by an earlier run/);
    }
    expect(await blobKeys(second.dataDir)).toEqual(published);
    expect(await blobsBeingWritten(second.dataDir)).not.toContain(partial);
    expect(await entries(second, filesetId)).toEqual(['kept', 'kept/kept.bin']);
    expect(await fileCount(second, filesetId)).toBe(1);
    const download = await streamDownload(
      `${second.baseUrl}/api/files/v1/filesets/${filesetId}/path/download?path=kept/kept.bin`,
      second.admin,
    );
    expect(download).toMatchObject({ status: 200, sha256: kept.sha256, size: 3 * MiB });
  });
});
