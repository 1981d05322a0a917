import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import { DataFilesRepository } from '../../storage/db/repositories/data-files-repository.js';
import type { ScanState } from '../../entities/data-files.js';
import { isUnavailable } from '../../storage/unavailable.js';
import type { Instance } from '../cluster/instance.js';
import type { ContentScanner } from './scanner.js';

/** Where newly published revisions are handed for scanning. */
export interface ScanScheduler {
  enqueue(revisionId: number): void;
}

/**
 * Scans revisions one at a time in this process, off the request path: an upload answers as soon as
 * its bytes are stored, with `scanState: PENDING`, and the verdict lands later.
 *
 * The queue lives in memory, but the work is claimed in the database: before scanning, an instance
 * claims the revision with a lease (renewed while the scan runs), so when every instance picks up
 * PENDING revisions each is scanned once. Revisions left PENDING by a stop, a crash (once its claim
 * has run out) or a database fault are picked up by `resume`, at start and periodically.
 */
export class ScanQueue implements ScanScheduler {
  private readonly waiting: number[] = [];
  /** Ids in `waiting` or being scanned, so a pick-up does not queue them twice. */
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly abort = new AbortController();
  private readonly repo: DataFilesRepository;

  constructor(
    db: Db,
    private readonly blobs: BlobStore,
    private readonly scanner: ContentScanner,
    private readonly instance: Pick<Instance, 'id' | 'exclusive' | 'leaseMs'>,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new DataFilesRepository(db);
  }

  enqueue(revisionId: number): void {
    if (this.closed || this.queued.has(revisionId)) return;
    this.queued.add(revisionId);
    this.waiting.push(revisionId);
    this.kick();
  }

  /** At start: the claims a previous run of an exclusive database left are void. */
  async start(): Promise<number> {
    if (this.instance.exclusive) await this.repo.voidScanClaims(this.instance.id);
    return this.resume();
  }

  /** Queues every PENDING revision nobody has a running claim on; returns how many. */
  async resume(): Promise<number> {
    let after = 0;
    let total = 0;
    for (;;) {
      const ids = await this.repo.pendingScans(after, 1000, this.now());
      if (ids.length === 0) return total;
      for (const id of ids) this.enqueue(id);
      total += ids.length;
      after = ids[ids.length - 1] ?? after;
    }
  }

  /** Stops taking work and aborts the scan under way; its revision stays PENDING for a later pick-up. */
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
        // PENDING and a later pick-up retries it.
      } finally {
        this.queued.delete(id);
      }
    }
  }

  private async scanOne(revisionId: number): Promise<void> {
    const claimUntil = () => this.now() + this.instance.leaseMs;
    if (!(await this.repo.claimScan(revisionId, this.instance.id, claimUntil(), this.now()))) return;
    const revision = await this.repo.findRevisionById(revisionId);
    if (revision?.scan_state !== 'PENDING' || revision.blob_key === null) return;
    // A long scan keeps its claim; a renewal that fails only risks a second scan, whose verdict is dropped.
    const renew = setInterval(
      () => void this.repo.renewScanClaim(revisionId, this.instance.id, claimUntil()).catch(() => undefined),
      Math.max(500, Math.floor(this.instance.leaseMs / 3)),
    );
    let state: Exclude<ScanState, 'PENDING'>;
    let detail: string | null = null;
    // Content that cannot be read because the store is down says nothing about it: the revision
    // stays PENDING for a later pick-up, where a scanner that fails makes it FAILED.
    // Widened with `as`: the callbacks below set it, which TypeScript's narrowing does not see.
    let unreadable = null as unknown;
    try {
      const content = await this.blobs.get(revision.blob_key).catch((error: unknown) => {
        unreadable = error;
        throw error;
      });
      content.once('error', (error) => {
        unreadable ??= error;
      });
      const verdict = await this.scanner.scan(content, this.abort.signal);
      state = verdict.state;
      if (verdict.state === 'INFECTED') detail = verdict.signature;
    } catch (error) {
      if (this.closed) {
        // Stopped, not decided: another instance (or the next start) may take it at once.
        await this.repo.releaseScanClaim(revisionId, this.instance.id);
        return;
      }
      if (isUnavailable(unreadable)) throw unreadable;
      state = 'FAILED';
      detail = `${this.scanner.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
    } finally {
      clearInterval(renew);
    }
    await this.repo.recordScan(revisionId, state, detail, this.now());
  }
}
