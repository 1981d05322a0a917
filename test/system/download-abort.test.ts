import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBlobReads } from '../helpers/blobs.js';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { streamDownload, streamUpload } from '../helpers/streamed-upload.js';

const MiB = 1024 * 1024;

/** Blob reads the server process holds open (files on disk, connections to S3). */
const openBlobs = (server: ServerProcess) => openBlobReads(server.pid, server.dataDir);

/**
 * Downloads stream from an open blob file (or an open response from S3). A client that goes away
 * mid-download must not leave that open in the server: enough of them would exhaust its descriptors
 * (or its connections to the store).
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
  function abandon(headers: Record<string, string> = {}, whileOpen?: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { 'x-service-developer-token': server.admin, ...headers } }, (res) => {
        expect(res.statusCode).toBeLessThan(300);
        res.once('data', () => {
          res.pause();
          Promise.resolve(whileOpen?.()).then(() => {
            request.destroy();
            resolve();
          }, reject);
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    });
  }

  it('releases the blob file of every abandoned download, whole or ranged, and keeps serving', async () => {
    // The probe sees a download's open blob (32 MiB cannot have been sent yet; the paused client
    // soon holds the server's reading back).
    await abandon({}, async () => {
      expect(await eventually(() => openBlobs(server).length === 1), `open: ${openBlobs(server).join(', ')}`).toBe(true);
    });
    for (let i = 0; i < 10; i++) await abandon();
    for (let i = 0; i < 10; i++) await abandon({ range: `bytes=${i * MiB}-` });
    const released = await eventually(() => openBlobs(server).length === 0);
    expect(released, `still open: ${openBlobs(server).join(', ')}`).toBe(true);

    const download = await streamDownload(url, server.admin);
    expect(download).toMatchObject({ status: 200, size: 32 * MiB, sha256 });
    // The server closes the file after its last bytes are sent, so the client may see them first.
    expect(await eventually(() => openBlobs(server).length === 0), `still open: ${openBlobs(server).join(', ')}`).toBe(true);
  });
});
