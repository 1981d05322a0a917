import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import { DataFilesRepository } from '../../storage/db/repositories/data-files-repository.js';
import type { ScanState } from '../../storage/db/schema-data-files.js';
import type { ContentScanner } from './scanner.js';

/** Where newly published revisions are handed for scanning. */
export interface ScanScheduler {
  enqueue(revisionId: number): void;
}

/**
 * Scans revisions one at a time in this process, off the request path: an upload answers as soon as
 * its bytes are stored, with `scanState: PENDING`, and the verdict lands later. The queue lives in
 * memory; revisions still PENDING when the process stops are picked up by `resume` at the next start.
 */
export class ScanQueue implements ScanScheduler {
  private readonly waiting: number[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly scanner: ContentScanner,
    private readonly now: () => number = Date.now,
  ) {}

  enqueue(revisionId: number): void {
    if (this.closed) return;
    this.waiting.push(revisionId);
    this.kick();
  }

  /** Queues every revision a previous run left PENDING; returns how many. */
  async resume(): Promise<number> {
    const repo = new DataFilesRepository(this.db);
    let after = 0;
    let total = 0;
    for (;;) {
      const ids = await repo.pendingScans(after, 1000);
      if (ids.length === 0) return total;
      for (const id of ids) this.enqueue(id);
      total += ids.length;
      after = ids[ids.length - 1] ?? after;
    }
  }

  /** Stops taking work and aborts the scan under way; its revision stays PENDING for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    await this.running;
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      // An enqueue between the loop's last look and this moment found `running` still set.
      if (this.waiting.length > 0 && !this.closed) this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined && !this.closed; id = this.waiting.shift()) {
      try {
        await this.scanOne(id);
      } catch {
        // Only the database failing gets here (the scan itself is caught below): the revision stays
        // PENDING and is retried at the next start.
      }
    }
  }

  private async scanOne(revisionId: number): Promise<void> {
    const repo = new DataFilesRepository(this.db);
    const revision = await repo.findRevisionById(revisionId);
    if (!revision || revision.scan_state !== 'PENDING' || revision.blob_key === null) return;
    let state: Exclude<ScanState, 'PENDING'>;
    let detail: string | null = null;
    try {
      const verdict = await this.scanner.scan(await this.blobs.get(revision.blob_key), this.abort.signal);
      state = verdict.state;
      if (verdict.state === 'INFECTED') detail = verdict.signature;
    } catch (error) {
      if (this.closed) return;
      state = 'FAILED';
      detail = `${this.scanner.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
    }
    await repo.recordScan(revisionId, state, detail, this.now());
  }
}
