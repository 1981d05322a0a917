import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKeys } from '../helpers/blobs.js';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { streamDownload, streamUpload } from '../helpers/streamed-upload.js';

const MiB = 1024 * 1024;

/**
 * Uploads that run at the same time against one server process: missing directories are created
 * once, overwrites of one path leave one entry with one of the contents, and every replaced blob
 * is removed from the blob store.
 */
describe('concurrent uploads', () => {
  let server: ServerProcess;
  let filesetId: string;

  async function api(method: string, url: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'x-service-developer-token': server.admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await startServerProcess();
    const created = await api('POST', '/api/files/v1/filesets', { name: 'concurrent' });
    expect(created.status).toBe(201);
    filesetId = created.json.id as string;
  });
  afterAll(async () => server?.stop());

  it('eight uploads into the same new directories create each directory once', async () => {
    const uploads = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        streamUpload(server.baseUrl, server.admin, filesetId, { directoryPath: 'new/deep/dir', filename: `f${i}.bin`, size: MiB + i }),
      ),
    );
    expect(uploads.map((u) => u.status)).toEqual(Array(8).fill(201));
    const page = await api('POST', `/api/files/v1/filesets/${filesetId}/files/search?directoryPath=new`, {});
    expect(page.status).toBe(200);
    const paths = (page.json.files as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(['new/deep', 'new/deep/dir', ...Array.from({ length: 8 }, (_, i) => `new/deep/dir/f${i}.bin`)]);
    const root = await api('POST', `/api/files/v1/filesets/${filesetId}/files/search?immediateChildren=true`, {});
    expect((root.json.files as { path: string }[]).map((f) => f.path)).toEqual(['new']);
    expect((await api('GET', `/api/files/v1/filesets/${filesetId}`)).json.fileCount).toBe(8);
  });

  it('six overwrites of one path at once: one entry, one of the contents, no blob left behind', async () => {
    const before = (await blobKeys(server.dataDir)).length;
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        streamUpload(server.baseUrl, server.admin, filesetId, { directoryPath: 'same', filename: 'x.bin', size: 2 * MiB + i }),
      ),
    );
    const statuses = uploads.map((u) => u.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(uploads.map((u) => (JSON.parse(u.body) as { id: string }).id));
    expect(ids.size).toBe(1);

    const entry = await api('GET', `/api/files/v1/filesets/${filesetId}/path?path=same/x.bin`);
    expect(entry.status).toBe(200);
    const winner = uploads.find((u) => u.sha256 === entry.json.hash);
    expect(winner, 'the stored hash is none of the uploads').toBeDefined();
    expect(entry.json.size).toBe(winner!.size);
    const download = await streamDownload(
      `${server.baseUrl}/api/files/v1/filesets/${filesetId}/path/download?path=same/x.bin`,
      server.admin,
    );
    expect(download).toMatchObject({ status: 200, sha256: winner!.sha256, size: winner!.size });

    // Exactly one more blob than before: the five replaced contents are gone from the store.
    const settled = await eventually(async () => (await blobKeys(server.dataDir)).length === before + 1);
    expect(settled, `${(await blobKeys(server.dataDir)).length - before} new blobs in the store`).toBe(true);
    expect((await api('GET', `/api/files/v1/filesets/${filesetId}`)).json.fileCount).toBe(9);
  });
});
