import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { streamDownload, streamUpload } from '../helpers/streamed-upload.js';

const MiB = 1024 * 1024;

/** Blob files the server process holds open, from /proc/<pid>/fd. */
function openBlobs(server: ServerProcess): string[] {
  const dir = `/proc/${server.pid}/fd`;
  const targets: string[] = [];
  for (const fd of fs.readdirSync(dir)) {
    try {
      const target = fs.readlinkSync(`${dir}/${fd}`);
      if (target.startsWith(`${server.dataDir}/blobs/`)) targets.push(target);
    } catch {
      // The descriptor closed between listing and reading it.
    }
  }
  return targets;
}

/**
 * Downloads stream from an open blob file. A client that goes away mid-download must not leave that
 * file open in the server: enough of them would exhaust its descriptors.
 */
describe('downloads a client abandons', () => {
  let server: ServerProcess;
  let url: string;
  let sha256: string;

  beforeAll(async () => {
    server = await startServerProcess();
    const created = await fetch(`${server.baseUrl}/api/files/v1/filesets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-developer-token': server.admin },
      body: JSON.stringify({ name: 'downloads' }),
    });
    const filesetId = ((await created.json()) as { id: string }).id;
    const upload = await streamUpload(server.baseUrl, server.admin, filesetId, { directoryPath: 'd', filename: 'big.bin', size: 32 * MiB });
    expect(upload.status, upload.body).toBe(201);
    url = (JSON.parse(upload.body) as { downloadUrl: string }).downloadUrl;
    sha256 = upload.sha256;
  });
  afterAll(async () => server?.stop());

  /** Starts a download, waits for its first bytes, then destroys the connection. */
  function abandon(headers: Record<string, string> = {}, whileOpen: () => void = () => {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { 'x-service-developer-token': server.admin, ...headers } }, (res) => {
        expect(res.statusCode).toBeLessThan(300);
        res.once('data', () => {
          res.pause();
          whileOpen();
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    });
  }

  it('releases the blob file of every abandoned download, whole or ranged, and keeps serving', async () => {
    // The probe sees a download's open blob (32 MiB cannot have been sent yet).
    await abandon({}, () => expect(openBlobs(server)).toHaveLength(1));
    for (let i = 0; i < 10; i++) await abandon();
    for (let i = 0; i < 10; i++) await abandon({ range: `bytes=${i * MiB}-` });
    const released = await eventually(() => openBlobs(server).length === 0);
    expect(released, `still open: ${openBlobs(server).join(', ')}`).toBe(true);

    const download = await streamDownload(url, server.admin);
    expect(download).toMatchObject({ status: 200, size: 32 * MiB, sha256 });
    expect(openBlobs(server)).toEqual([]);
  });
});
