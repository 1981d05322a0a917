import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteRange } from './blob-store.js';

const KEY = /^[A-Za-z0-9-]{8,}$/;

/**
 * Bytes per file read, and what a write stream buffers before it writes them in one go (writev).
 * Node's defaults (64 KiB reads, 16 KiB buffered writes) made every upload and download a train of
 * small thread-pool round trips: the server sat idle between them (measured with --cpu-prof,
 * docs/performance.md). A megabyte per stream in flight is still far from the memory bound of an
 * upload (the request's own buffers dominate).
 */
const IO_CHUNK = 1024 * 1024;

/** Blobs as files under one folder, sharded by the key's first two characters. */
export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid blob key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, source: Readable): Promise<number> {
    const file = this.pathOf(key);
    const shard = path.dirname(file);
    const createdShard = await fsp.mkdir(shard, { recursive: true });
    // `flush` fsyncs before close: an acknowledged upload must survive a crash.
    const out = fs.createWriteStream(file, { flags: 'wx', flush: true, highWaterMark: IO_CHUNK });
    try {
      await pipeline(source, out);
    } catch (error) {
      await fsp.rm(file, { force: true });
      throw error;
    }
    // The bytes are durable, but the file's name is only once its folder is synced too (a power cut
    // could otherwise lose a file the database already lists as published).
    await syncDirectory(shard);
    if (createdShard !== undefined) await syncDirectory(this.root);
    return out.bytesWritten;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first so a missing blob fails here, not midway through a response.
    const handle = await fsp.open(file, 'r');
    return handle.createReadStream({ highWaterMark: IO_CHUNK, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    // access() alone passes for a plain file in the folder's place, and always passes for root.
    if (!(await fsp.stat(this.root)).isDirectory()) throw new Error(`blob root ${this.root} is not a folder`);
    await fsp.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  /** Includes a blob still being written: on disk its file exists from the first byte. */
  async *list(): AsyncIterable<string> {
    for (const shard of await fsp.readdir(this.root, { withFileTypes: true })) {
      if (!shard.isDirectory()) continue;
      for (const entry of await fsp.readdir(path.join(this.root, shard.name), { withFileTypes: true })) {
        if (entry.isFile() && KEY.test(entry.name)) yield entry.name;
      }
    }
  }

  async directUrl(): Promise<null> {
    return null;
  }
}

/** fsync a folder, where the platform allows it (Windows cannot open one). */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(dir, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EISDIR' || (error as NodeJS.ErrnoException).code === 'EPERM') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
