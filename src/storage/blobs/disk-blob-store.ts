import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFound, type BlobStore, type ByteRange } from './blob-store.js';
import { DiskParts } from './disk-parts.js';

const KEY = /^[A-Za-z0-9-]{8,}$/;

/**
 * What a blob's write stream buffers before it writes it in one go (writev). Node's default (16 KiB)
 * made every upload a train of small thread-pool round trips: the server sat idle between them
 * (measured with --cpu-prof, docs/performance.md). A megabyte per upload in flight is still far from
 * an upload's memory bound.
 */
const IO_CHUNK = 1024 * 1024;

/** Blobs as files under one folder, sharded by the key's first two characters. */
export class DiskBlobStore implements BlobStore {
  readonly parts: DiskParts;

  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
    this.parts = new DiskParts(root, (key, source) => this.put(key, source));
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
      await pipeline(source, syncingAlong(out), out);
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
    const handle = await fsp.open(file, 'r').catch((error: unknown) => {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new BlobNotFound(key) : error;
    });
    // Reads keep Node's 64 KiB: a stream commit parses what it reads chunk by chunk, and bigger chunks
    // raised its peak memory by tens of MiB and slowed it down.
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
    // As S3's delete ends an unfinished multipart upload: the parts of a resumable upload go too.
    await this.parts.abort(key);
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

/** Bytes written between two background syncs of a blob being written. */
const SYNC_EVERY = 32 * 1024 * 1024;

/**
 * A pass-through that starts an fdatasync of `out` in the background each time another SYNC_EVERY
 * bytes have gone by, so that the disk writes back a large upload while the rest still arrives; the
 * final sync (`flush`) is then left with the last few megabytes instead of the whole file, which it
 * would otherwise write after the last byte arrived. The background syncs only move work earlier:
 * their errors are ignored, as the final sync decides whether the blob is durable.
 */
function syncingAlong(out: fs.WriteStream): Transform {
  let sinceSync = 0;
  return new Transform({
    highWaterMark: IO_CHUNK,
    transform(chunk: Buffer, _encoding, callback) {
      sinceSync += chunk.length;
      // A WriteStream has its descriptor once open; @types/node does not declare the property.
      const fd = (out as fs.WriteStream & { fd?: number | null }).fd;
      if (sinceSync >= SYNC_EVERY && typeof fd === 'number') {
        sinceSync = 0;
        fs.fdatasync(fd, () => undefined);
      }
      callback(null, chunk);
    },
  });
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
