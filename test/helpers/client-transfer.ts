import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Progress, type StowageClient, unwrap } from '@stowage/client';
import { fileSource } from '@stowage/client/node';
import { expect } from 'vitest';
import { tempDir } from './app.js';

const MiB = 2 ** 20;

/** A file of `size` random bytes on disk, written a MiB at a time; returns its path and SHA-256. */
export function randomFile(size: number): { file: string; sha256: string } {
  const file = path.join(tempDir('stowage-client-'), 'content.bin');
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  const block = randomBytes(MiB);
  for (let written = 0, i = 0; written < size; i++) {
    const chunk = block.subarray(0, Math.min(MiB, size - written));
    chunk.writeUInt32BE(i, 0);
    hash.update(chunk);
    fs.writeSync(fd, chunk);
    written += chunk.length;
  }
  fs.closeSync(fd);
  return { file, sha256: hash.digest('hex') };
}

// A collection on demand, so that what a transfer keeps alive is told apart from garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Bytes of this process's live JavaScript objects and ArrayBuffers, after a full collection. */
function liveBytes(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

export interface TransferReport {
  size: number;
  uploadMs: number;
  downloadMs: number;
  /** Progress callbacks seen each way. */
  uploadEvents: number;
  downloadEvents: number;
  /** The highest resident set size of this (the client's) process during each transfer, above what it was before. */
  uploadRssGrowth: number;
  downloadRssGrowth: number;
  /** The most memory the transfer kept alive (measured after a collection every 1/8 of the way), above what was live before. */
  uploadLiveGrowth: number;
  downloadLiveGrowth: number;
}

/**
 * Runs `run`, tracking this process's peak RSS (sampled every 10 ms and at each progress event) and,
 * at each eighth of `size` that progress passes, the memory still alive after a collection.
 */
async function memoryDuring<T>(
  size: number,
  run: (onBytes: (bytes: number) => void) => Promise<T>,
): Promise<{ result: T; rss: number; live: number }> {
  const liveBefore = liveBytes();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  let livePeak = liveBefore;
  let nextCheck = size / 8;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  };
  const onBytes = (bytes: number) => {
    sample();
    if (bytes >= nextCheck && bytes < size) {
      nextCheck += size / 8;
      livePeak = Math.max(livePeak, liveBytes());
    }
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await run(onBytes);
    sample();
    return { result, rss: rssPeak - rssBefore, live: livePeak - liveBefore };
  } finally {
    clearInterval(timer);
  }
}

function checkProgress(events: Progress[], size: number): void {
  expect(events.length).toBeGreaterThan(size / MiB);
  for (let i = 1; i < events.length; i++) expect(events[i]!.bytes).toBeGreaterThan(events[i - 1]!.bytes);
  expect(events.at(-1)).toEqual({ bytes: size, total: size });
}

/**
 * Uploads a file of `size` random bytes from disk in one streamed request and downloads it back,
 * hashing the body as it arrives: checks the bytes (the server's hash and the download's), that
 * progress rose to the size each way, and returns what the transfers cost the client's memory.
 */
export async function streamedRoundTrip(client: StowageClient, size: number): Promise<TransferReport> {
  const { file, sha256 } = randomFile(size);
  const { id } = await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name: `round trip ${size}` } }));
  const source = await fileSource(file);

  const uploadEvents: Progress[] = [];
  const uploadStart = Date.now();
  const up = await memoryDuring(size, (onBytes) =>
    client.files.upload(id, {
      path: 'big/content.bin',
      source,
      onProgress: (p) => {
        uploadEvents.push(p);
        onBytes(p.bytes);
      },
    }),
  );
  const uploadMs = Date.now() - uploadStart;
  expect(up.result).toMatchObject({ size, hash: sha256 });
  checkProgress(uploadEvents, size);
  fs.rmSync(file);

  const downloadEvents: Progress[] = [];
  const downloadStart = Date.now();
  const down = await memoryDuring(size, async (onBytes) => {
    const download = await client.files.download(
      id,
      { fileId: up.result.id },
      {
        onProgress: (p) => {
          downloadEvents.push(p);
          onBytes(p.bytes);
        },
      },
    );
    expect(download.size).toBe(size);
    const hash = createHash('sha256');
    for await (const chunk of download.body) hash.update(chunk);
    return { etag: download.etag, sha256: hash.digest('hex') };
  });
  const downloadMs = Date.now() - downloadStart;
  expect(down.result).toEqual({ etag: sha256, sha256 });
  checkProgress(downloadEvents, size);

  return {
    size,
    uploadMs,
    downloadMs,
    uploadEvents: uploadEvents.length,
    downloadEvents: downloadEvents.length,
    uploadRssGrowth: up.rss,
    downloadRssGrowth: down.rss,
    uploadLiveGrowth: up.live,
    downloadLiveGrowth: down.live,
  };
}
