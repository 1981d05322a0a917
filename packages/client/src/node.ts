// Node-only helpers (`@stowage/client/node`): files on disk as upload sources and download targets.
import fs from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Download } from './types.js';

/**
 * A file on disk as a Blob that reads from the disk as it is sent (never the whole file in memory),
 * usable for every upload, and sliced by offset for resumable ones. The file must not change while
 * it is sent. `type` becomes the upload's content type.
 */
export async function fileSource(filePath: string, type?: string): Promise<Blob> {
  return fs.openAsBlob(filePath, type === undefined ? {} : { type });
}

/**
 * Writes a download's body to `filePath`, streamed; the file appears under its name only once
 * complete (written beside it first, then renamed), so an interrupted download leaves no half file.
 * Returns the bytes written.
 */
export async function saveDownload(download: Download, filePath: string): Promise<number> {
  const partial = path.join(path.dirname(filePath), `.${path.basename(filePath)}.${process.pid}.partial`);
  let bytes = 0;
  try {
    const body = Readable.fromWeb(download.body as unknown as NodeReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await pipeline(body, fs.createWriteStream(partial));
    await rename(partial, filePath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return bytes;
}

/** A Node readable (a file stream, stdin) as the web stream the client's uploads take. */
export function streamSource(readable: NodeJS.ReadableStream): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from(readable)) as unknown as ReadableStream<Uint8Array>;
}
