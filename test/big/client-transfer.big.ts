import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../helpers/client.js';
import { streamedRoundTrip } from '../helpers/client-transfer.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';

/**
 * The client's streamed upload and download at full size (issue 19: 1 GiB; STOWAGE_BIG_UPLOAD_MIB
 * sets another), against the real server process: `npm run test:big` (SQLite + disk) and
 * `npm run test:big:scaleout` (PostgreSQL + S3). test/client/transfers.test.ts runs 64 MiB in the suite.
 */

const MiB = 2 ** 20;
const SIZE = Number(process.env.STOWAGE_BIG_UPLOAD_MIB ?? 1024) * MiB;

describe('client transfers at full size', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => {
    await server.stop();
  });

  it(`uploads and downloads ${SIZE / MiB} MiB through the client in bounded memory`, async () => {
    const report = await streamedRoundTrip(clientOf(server.baseUrl, server.admin), SIZE);
    console.log(`client round trip of ${SIZE / MiB} MiB`, report);
    // Measured: 1 to 8 MiB kept alive by an upload, 2 to 44 MiB by a download (what Node's fetch reads ahead).
    expect(report.uploadLiveGrowth).toBeLessThan(64 * MiB);
    expect(report.downloadLiveGrowth).toBeLessThan(128 * MiB);
    expect(report.uploadRssGrowth).toBeLessThan(128 * MiB);
    expect(report.downloadRssGrowth).toBeLessThan(128 * MiB);
  });
});
