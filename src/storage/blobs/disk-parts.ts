import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PartedUploadGone, type PartedUploads, type StoredPart } from './blob-store.js';

const KEY = /^[A-Za-z0-9-]{8,}$/;

/**
 * Resumable uploads on disk: each part a file of its own in a folder per upload (beside the blobs,
 * under `.parts/`, which the blob listing skips). A part is written under a temporary name and
 * renamed into place once complete, so a part cut off mid-way never stands for the part, and one
 * sent again replaces it whole. `complete` writes the parts, in order, into the blob through `put`.
 */
export class DiskParts implements PartedUploads {
  private readonly root: string;

  constructor(
    blobRoot: string,
    private readonly putBlob: (key: string, source: Readable) => Promise<number>,
  ) {
    this.root = path.join(blobRoot, '.parts');
  }

  private folderOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid blob key ${key}`);
    return path.join(this.root, key);
  }

  async begin(key: string): Promise<string> {
    await fsp.mkdir(this.folderOf(key), { recursive: true });
    return key;
  }

  async put(key: string, _uploadId: string, partNumber: number, source: Readable): Promise<StoredPart> {
    const folder = this.folderOf(key);
    const temp = path.join(folder, `${partNumber}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    let out: fs.WriteStream;
    try {
      // No `recursive`: a folder removed by an abort or an expiry stays removed.
      out = fs.createWriteStream(temp, { flags: 'wx', flush: true, highWaterMark: 1024 * 1024 });
      await new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
    } catch (error) {
      source.resume();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PartedUploadGone(key);
      throw error;
    }
    try {
      await pipeline(source, out);
      await fsp.rename(temp, path.join(folder, String(partNumber)));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PartedUploadGone(key);
      throw error;
    }
    return { partNumber, size: out.bytesWritten, etag: String(out.bytesWritten) };
  }

  async complete(key: string, _uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    const folder = this.folderOf(key);
    async function* joined() {
      for (const part of parts) yield* fs.createReadStream(path.join(folder, String(part.partNumber)), { highWaterMark: 1024 * 1024 });
    }
    await this.putBlob(key, Readable.from(joined(), { objectMode: false, highWaterMark: 1024 * 1024 }));
    await fsp.rm(folder, { recursive: true, force: true });
  }

  async abort(key: string): Promise<void> {
    // Retried: a part still being written may add its file while the folder is emptied.
    await fsp.rm(this.folderOf(key), { recursive: true, force: true, maxRetries: 3 });
  }

  async *unfinished(): AsyncIterable<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(this.root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) if (entry.isDirectory() && KEY.test(entry.name)) yield entry.name;
  }
}
