import type { Db } from '../storage/db/database.js';
import { IndexWorkRepository } from '../storage/db/repositories/index-work-repository.js';
import { isUnavailable } from '../storage/unavailable.js';
import type { Instance } from '../domain/cluster/instance.js';
import type { IndexScheduler } from './index-entries.js';
import type { Indexer } from './indexer.js';

/**
 * At most this many file ids wait in memory; beyond it an upload's file stays PENDING in the
 * database and the periodic pick-up queues it later. An upload never waits for the queue.
 */
export const MAX_QUEUED = 10_000;

/**
 * Indexes files one at a time in this process, off the request path, as ScanQueue scans revisions:
 * the queue lives in memory, the work is claimed in the database with a lease renewed while it
 * runs, so each file is indexed by one instance; what a stop, a crash (once its claim has run out)
 * or a database fault left unfinished is picked up by `resume`, at start and periodically.
 */
export class IndexQueue implements IndexScheduler {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  /** The file being indexed, and files enqueued again while they were (an overwrite, a reindex). */
  private current: string | null = null;
  private readonly again = new Set<string>();
  private readonly toMark: string[] = [];
  private marking: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly abort = new AbortController();
  private readonly repo: IndexWorkRepository;

  constructor(
    db: Db,
    private readonly indexer: Indexer,
    private readonly instance: Pick<Instance, 'id' | 'exclusive' | 'leaseMs'>,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new IndexWorkRepository(db);
  }

  /** Files waiting in this instance's memory. */
  get depth(): number {
    return this.waiting.length;
  }

  enqueue(fileId: string): void {
    if (this.closed) return;
    if (this.queued.has(fileId)) {
      // The run under way indexes content that is no longer the file's: it loses its claim, and the
      // file is taken again once it has stopped.
      if (this.current === fileId) this.again.add(fileId);
      return;
    }
    if (this.queued.size >= MAX_QUEUED) return;
    this.queued.add(fileId);
    this.waiting.push(fileId);
    this.toMark.push(fileId);
    this.markSoon();
    this.kick();
  }

  /** At start: the claims a previous run of an exclusive database left are void. */
  async start(): Promise<number> {
    if (this.instance.exclusive) await this.repo.voidClaims(this.instance.id);
    return this.resume();
  }

  async resume(): Promise<number> {
    let after = '';
    let total = 0;
    while (this.queued.size < MAX_QUEUED) {
      const ids = await this.repo.unclaimed(after, 1000, this.now());
      if (ids.length === 0) break;
      for (const id of ids) this.enqueue(id);
      total += ids.length;
      after = ids[ids.length - 1] ?? after;
    }
    return total;
  }

  /** Stops taking work and aborts the file under way; it goes back to QUEUED for a later pick-up. */
  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort(new Error('the server is stopping'));
    await this.running;
    await this.marking;
  }

  /** PENDING → QUEUED for the ids taken in, a batch at a time, off the caller's path. */
  private markSoon(): void {
    if (this.marking) return;
    this.marking = (async () => {
      while (this.toMark.length > 0) {
        await this.repo.markQueued(this.toMark.splice(0, 500)).catch(() => undefined);
      }
    })().finally(() => {
      this.marking = null;
    });
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.waiting.length > 0 && !this.closed) this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined && !this.closed; id = this.waiting.shift()) {
      this.current = id;
      try {
        await this.indexOne(id);
      } catch {
        // Only the database or the blob store being unreachable gets here: the file stays
        // unfinished and a later pick-up retries it once its claim runs out.
      } finally {
        this.current = null;
        this.queued.delete(id);
        if (this.again.delete(id)) this.enqueue(id);
      }
    }
  }

  private async indexOne(fileId: string): Promise<void> {
    const claimUntil = () => this.now() + this.instance.leaseMs;
    const file = await this.repo.claim(fileId, this.instance.id, claimUntil(), this.now());
    if (!file) return;
    const renew = setInterval(
      () => void this.repo.renew(fileId, this.instance.id, claimUntil()).catch(() => undefined),
      Math.max(500, Math.floor(this.instance.leaseMs / 3)),
    );
    try {
      await this.indexer.index(file, this.abort.signal);
    } catch (error) {
      if (this.closed) {
        await this.repo.release(fileId, this.instance.id).catch(() => undefined);
        return;
      }
      if (isUnavailable(error)) throw error;
      await this.indexer.fail(file, error);
    } finally {
      clearInterval(renew);
    }
  }
}
