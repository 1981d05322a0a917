import type { Readable } from 'node:stream';

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * `get` found no blob under the key: deleted since the caller looked the key up (a purge, an
 * overwrite), or lost. Callers tell the two apart by looking again in the database.
 */
export class BlobNotFound extends Error {
  constructor(readonly key: string) {
    super(`no blob stored under ${key}`);
    this.name = 'BlobNotFound';
  }
}

/**
 * Where file content lives. Keys are backend-relative and chosen by the caller (always fresh, never
 * reused); metadata lives in the database, which alone decides what is published.
 */
export interface BlobStore {
  /** Streams `source` into the blob `key`; resolves with the byte count once the bytes are durable. */
  put(key: string, source: Readable): Promise<number>;
  /** Streams the blob, or the inclusive `range` of it; BlobNotFound when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  /** Every stored key, in no set order (audits and tests; never on a request's path). */
  list(): AsyncIterable<string>;
  /**
   * A time-limited URL from which a client may GET the blob itself, answered with these headers; null
   * when downloads are to stream through the server (always, for a store that cannot sign URLs).
   */
  directUrl(key: string, response: DirectResponse): Promise<string | null>;
  /** Resumable uploads: a blob whose parts arrive apart, in any order, and are joined at the end. */
  parts: PartedUploads;
}

/** One part as the store keeps it; `etag` is what joining the parts needs back. */
export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

/**
 * A blob written in numbered parts (S3's multipart upload; part files on disk). Nothing is readable
 * under the key until `complete`; `abort` (or `delete` of the key) removes every part.
 */
export interface PartedUploads {
  /** Starts one for blob `key`; returns the store's id of it. */
  begin(key: string): Promise<string>;
  /** Streams one part; a part sent again replaces the earlier one. */
  put(key: string, uploadId: string, partNumber: number, source: Readable): Promise<StoredPart>;
  /** Joins the parts, in the order given, into the blob `key` and drops them. */
  complete(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  /** Drops the parts; an upload already gone is not an error. */
  abort(key: string, uploadId: string): Promise<void>;
  /** The keys of uploads with parts stored (audits and tests). */
  unfinished(): AsyncIterable<string>;
}

/** A part uploaded to an upload that is no longer there (aborted, expired, completed). */
export class PartedUploadGone extends Error {
  constructor(readonly key: string) {
    super(`no resumable upload under ${key}`);
    this.name = 'PartedUploadGone';
  }
}

/** Headers the store answers a direct download with, so it looks like one the server streams. */
export interface DirectResponse {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}
