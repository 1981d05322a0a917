import type { Readable } from 'node:stream';

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file content lives. Keys are backend-relative and chosen by the caller (always fresh, never
 * reused); metadata lives in the database, which alone decides what is published.
 */
export interface BlobStore {
  /** Streams `source` into the blob `key`; resolves with the byte count once the bytes are durable. */
  put(key: string, source: Readable): Promise<number>;
  /** Streams the blob, or the inclusive `range` of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
}
