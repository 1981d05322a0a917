import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrintingPort } from '../lib/processes.js';
import { ratio, record } from '../lib/report.js';
import { type BenchServer, TOKEN } from '../lib/server.js';

const MiB = 2 ** 20;

function writeSource(file: string, bytes: number): void {
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(8 * MiB);
  for (let written = 0; written < bytes; written += chunk.length) {
    randomFillSync(chunk);
    fs.writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written));
  }
  // On disk before anything is timed: the kernel writing it back later would compete with the upload.
  fs.fsyncSync(fd);
  fs.closeSync(fd);
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** cp of the same bytes on the same disk, then fsync of the copy (uploads are fsynced too). */
function timeCp(source: string, target: string): { plain: number; durable: number } {
  let start = process.hrtime.bigint();
  execFileSync('cp', [source, target]);
  const plain = seconds(start);
  fs.rmSync(target);
  start = process.hrtime.bigint();
  execFileSync('cp', [source, target]);
  const fd = fs.openSync(target, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  const durable = seconds(start);
  fs.rmSync(target);
  return { plain, durable };
}

/** Posts `source` as the multipart part "file" to `url`; resolves once the server answered 201. */
function upload(url: string, source: string, bytes: number): Promise<void> {
  const boundary = '----stowagebench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'x-service-developer-token': TOKEN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`upload answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    request.write(head);
    const file = fs.createReadStream(source, { highWaterMark: MiB });
    file.pipe(request, { end: false });
    file.on('end', () => request.end(tail));
    file.on('error', reject);
  });
}

/**
 * Reads the download over node:http (the global fetch's web streams cost the client more than the
 * server) and drops the bytes: writing them to a file made the client, not the server, the limit
 * (186 MiB/s where curl to /dev/null read the same download at 500-600 MiB/s).
 */
function download(server: BenchServer, filesetId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = `${server.url}/api/files/v1/filesets/${filesetId}/path/download?path=big.bin`;
    http
      .get(url, { headers: { 'x-service-developer-token': TOKEN } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`download answered ${response.statusCode}`));
          return;
        }
        response.on('data', () => undefined);
        response.on('end', resolve);
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

interface Timed {
  seconds: number;
  /** CPU time the server used, in seconds. */
  cpu: number;
}

/**
 * The same upload to bare-upload-server.ts (node:http, the same multipart parser, SHA-256, a file on
 * the same disk), without any of Stowage's work: once not synced at all (what this runtime reaches
 * for these bytes) and once fsynced before the answer (the plain way to make it durable).
 */
async function timeFloorUploads(workDir: string, source: string, bytes: number): Promise<{ unsynced: Timed; fsynced: Timed }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const folder = fs.mkdtempSync(path.join(workDir, 'floor-'));
  const floor = await startPrintingPort(path.join(here, '../lib/bare-upload-server.js'), [folder]);
  const time = async (fsync: boolean): Promise<Timed> => {
    const cpu = floor.cpuSeconds();
    const start = process.hrtime.bigint();
    await upload(`${floor.url}/?fsync=${fsync}`, source, bytes);
    return { seconds: seconds(start), cpu: floor.cpuSeconds() - cpu };
  };
  try {
    return { unsynced: await time(false), fsynced: await time(true) };
  } finally {
    await floor.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Scenario 3: a big upload and download against cp on the same disk, and the server's RSS growth. */
export async function transfer(server: BenchServer, workDir: string, bytes: number, label: string): Promise<void> {
  const source = path.join(workDir, 'source.bin');
  const copy = path.join(workDir, 'copy.bin');
  writeSource(source, bytes);
  const cp = timeCp(source, copy);
  const floor = await timeFloorUploads(workDir, source, bytes);
  const created = await fetch(`${server.url}/api/files/v1/filesets`, {
    method: 'POST',
    headers: { 'x-service-developer-token': TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'transfer' }),
  });
  const { id } = (await created.json()) as { id: string };
  server.resetPeakRss();
  const before = server.rss();
  const cpuBefore = server.cpuSeconds();
  let start = process.hrtime.bigint();
  await upload(`${server.url}/api/files/v1/filesets/${id}/files`, source, bytes);
  const up = seconds(start);
  const upCpu = server.cpuSeconds() - cpuBefore;
  start = process.hrtime.bigint();
  await download(server, id);
  const down = seconds(start);
  const growth = server.peakRss() - before;
  fs.rmSync(source);

  const mbps = (s: number) => bytes / MiB / s;
  const gib = bytes / 2 ** 30;
  const size = `${Math.round(bytes / MiB)} MiB`;
  record({
    scenario: `${label} cp ${size}`,
    measure: 'MiB/s (plain / with fsync)',
    value: `${mbps(cp.plain).toFixed(0)} / ${mbps(cp.durable).toFixed(0)}`,
  });
  const floorRow = (what: string, timed: Timed) =>
    record({
      scenario: `${label} upload ${size}, floor ${what}`,
      measure: 'MiB/s (server CPU s/GiB)',
      value: `${mbps(timed.seconds).toFixed(0)} (${(timed.cpu / gib).toFixed(2)})`,
      ratio: `${ratio(mbps(timed.seconds), mbps(cp.durable))} of cp+fsync`,
    });
  floorRow('not synced', floor.unsynced);
  floorRow('fsynced once', floor.fsynced);
  record({
    scenario: `${label} upload ${size}`,
    measure: 'MiB/s (server CPU s/GiB)',
    value: `${mbps(up).toFixed(0)} (${(upCpu / gib).toFixed(2)})`,
    ratio: `${ratio(mbps(up), mbps(cp.durable))} of cp+fsync, ${ratio(mbps(up), mbps(cp.plain))} of cp, ${ratio(mbps(up), mbps(floor.unsynced.seconds))} of unsynced floor`,
    target: '≥ 0.50× cp',
  });
  record({
    scenario: `${label} download ${size}`,
    measure: 'MiB/s',
    value: mbps(down).toFixed(0),
    ratio: `${ratio(mbps(down), mbps(cp.plain))} of cp`,
  });
  record({
    scenario: `${label} upload+download ${size}`,
    measure: 'server peak RSS growth',
    value: `${(growth / MiB).toFixed(1)} MiB`,
    target: '< 100 MiB',
  });
}
