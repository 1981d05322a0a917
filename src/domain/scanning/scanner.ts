import type { Readable } from 'node:stream';

/** What a scan found. A scanner that cannot decide throws; the revision is then FAILED. */
export type ScanVerdict = { state: 'SAFE' } | { state: 'INFECTED'; signature: string };

/** Looks at a revision's content, off the request path (see ScanQueue). */
export interface ContentScanner {
  /** Shown in the failure detail recorded with a FAILED revision. */
  readonly name: string;
  /**
   * Reads `content` (streamed: large contents are never held whole) and decides. When `signal`
   * aborts, stops and throws.
   */
  scan(content: Readable, signal: AbortSignal): Promise<ScanVerdict>;
}
