import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import { digestStream } from '../../storage/blobs/digest-stream.js';

/** Bytes of a coming revision, stored but owned by nothing until a transaction publishes them. */
export interface StagedRevision {
  key: string;
  size: number;
  /** Uppercase hex, as API.md §3 shows hashes. */
  md5: string;
  sha256: string;
  /** From the first byte read to the bytes being durable. */
  uploadTimeMillis: number;
}

/**
 * Streams `source` into a fresh blob, computing MD5 and SHA-256 on the way (the content is read
 * once and never held whole). The blob is listed with the collector before its first byte, so a
 * failure here or a crash before publication leaves nothing behind.
 */
export async function stageRevision(
  blobs: BlobStore,
  collector: BlobCollector,
  source: Readable,
  now: () => number,
): Promise<StagedRevision> {
  const started = now();
  const { stream, digests } = digestStream(['md5', 'sha256']);
  // Attached before any await: a multipart part can fail (or be destroyed by the parser) while this
  // function waits, and an error emitted with no listener here would leave the write hanging.
  // A failing source fails the write; a failing write only unpipes the source (not `pipeline`, which
  // would destroy it, and with it the client's connection before it can get an error response).
  if (source.destroyed) throw source.errored ?? new Error('the upload ended before its content could be read');
  source.on('error', (error) => stream.destroy(error));
  source.on('close', () => {
    if (!source.readableEnded) stream.destroy(source.errored ?? new Error('the upload ended before all its content arrived'));
  });
  source.pipe(stream);
  // Until `blobs.put` takes `stream` (after the database lists the key) nothing else listens to
  // it: a source failing meanwhile (a body over the limit) would be an uncaught error that ends the
  // process. The error stays on `stream.errored`, and `put` fails with it.
  stream.on('error', () => undefined);
  const key = randomUUID();
  try {
    await collector.stage(key);
  } catch (error) {
    source.unpipe(stream);
    stream.destroy();
    throw error;
  }
  try {
    const size = await blobs.put(key, stream);
    const { md5, sha256 } = digests();
    return { key, size, md5: md5.toUpperCase(), sha256: sha256.toUpperCase(), uploadTimeMillis: Math.max(0, now() - started) };
  } catch (error) {
    await collector.collect([key]);
    throw error;
  }
}
