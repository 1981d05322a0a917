import { AppError } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import type { RowWriter, StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { type ExecutionRow, type StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Instance } from '../cluster/instance.js';
import type { Caller } from '../tokens/token-service.js';
import { type RowsOutcome, commitRows } from './commit-rows.js';
import type { RowGarbage } from './row-garbage.js';
import { executionAgain, notActive, requireExecution, requireStream } from './stream-access.js';
import { parseSchema } from './stream-schema.js';

/** How often a commit request waits to look again at a commit another instance runs. */
const JOIN_POLL_MS = 200;

/**
 * Commits (API.md §4). A commit claims its execution in the database (ACTIVE → COMMITTING with this
 * instance as owner and a lease it renews, so parts, aborts and other commits are refused or made
 * to wait meanwhile, on every instance), writes the rows under the execution's own id where no
 * reader looks, then publishes in one transaction that checks it still owns the commit: the
 * execution becomes SUCCESS and live (for REPLACE, every earlier execution stops being live) or
 * FAILED with its errors. The dataset is the old one until that transaction and the new one after
 * it. Repeating a commit returns the stored result; a commit already running is joined, never run
 * twice: in this process by its promise, on another instance by waiting for its result.
 *
 * A commit whose instance died keeps its execution COMMITTING until the lease runs out; then any
 * instance takes it over (at start, periodically, or when a commit request finds it), discards the
 * rows written so far and gives the execution back as ACTIVE for the client to commit again. An
 * owner that loses its lease (it could not renew in time) stops writing and its publication fails.
 */
export class StreamCommits {
  private readonly repo: StreamsRepository;
  private readonly running = new Map<number, Promise<ExecutionRow>>();

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly collector: BlobCollector,
    private readonly rows: StreamRowsRepository,
    private readonly garbage: RowGarbage,
    private readonly instance: Pick<Instance, 'id' | 'exclusive' | 'leaseMs'>,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new StreamsRepository(db);
  }

  async commit(caller: Caller, rawStreamId: string, rawExecutionId: string): Promise<ExecutionRow> {
    const stream = await requireStream(this.repo, caller, rawStreamId);
    let execution = await requireExecution(this.repo, stream, rawExecutionId);
    for (;;) {
      if (execution.state === 'SUCCESS' || execution.state === 'FAILED') return execution;
      if (execution.state === 'ABORTED') throw notActive(execution, 'commit');
      const joined = this.running.get(execution.id);
      if (joined) return joined;
      if (execution.state === 'COMMITTING') {
        // Another instance is committing it: wait for its result, or take over a commit whose lease ran out.
        if ((execution.commit_lease_until ?? 0) < this.now()) await this.recoverOne(execution.id);
        else await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
      } else if (await this.repo.claimForCommit(execution.id, this.instance.id, this.leaseUntil())) {
        const run = this.run(stream, execution);
        this.running.set(execution.id, run);
        try {
          return await run;
        } finally {
          this.running.delete(execution.id);
        }
      }
      execution = await executionAgain(this.repo, stream, execution.id);
    }
  }

  private async run(stream: StreamRow, execution: ExecutionRow): Promise<ExecutionRow> {
    const id = execution.id;
    const owner = this.instance.id;
    let lost = false;
    const renewal = setInterval(
      () =>
        void this.repo.renewCommit(id, owner, this.leaseUntil()).then(
          (kept) => (lost ||= !kept),
          () => undefined,
        ),
      Math.max(500, Math.floor(this.instance.leaseMs / 3)),
    );
    try {
      if (execution.has_rows === 1) await this.discardRows(id);
      const parts = await this.repo.listParts(id);
      const rows = this.rows.writer(id);
      const writer: RowWriter = {
        // Not async: a suspended async call would hold the batch for as long as its write runs.
        write: (batch, firstRowNo) => (lost ? Promise.reject(interrupted(id)) : rows.write(batch, firstRowNo)),
      };
      const outcome = await commitRows({
        parts: parts.map((p) => ({ partId: p.part_id, blobKey: p.blob_key })),
        schema: parseSchema(stream.schema_json),
        open: (key) => this.blobs.get(key),
        writer,
        beforeFirstWrite: () => this.repo.setHasRows(id, true),
      });
      await this.publish(stream, execution, outcome);
    } catch (error) {
      // A fault of ours (storage, database), not of the data: the client may commit again.
      await this.repo.releaseCommit(id, owner).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
    this.garbage.schedule();
    return executionAgain(this.repo, stream, id);
  }

  private leaseUntil(): number {
    return this.now() + this.instance.leaseMs;
  }

  private async publish(stream: StreamRow, execution: ExecutionRow, outcome: RowsOutcome): Promise<void> {
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const repo = new StreamsRepository(tx);
      if (outcome.ok && execution.update_method === 'REPLACE') await repo.retireLive(stream.id, execution.id);
      const finished = await repo.finishCommit(
        execution.id,
        this.instance.id,
        {
          state: outcome.ok ? 'SUCCESS' : 'FAILED',
          ended_at: now,
          rows_inserted: outcome.rows,
          bytes_inserted: outcome.bytes,
          peak_memory_bytes: outcome.peakMemoryBytes,
          errors_json: JSON.stringify(outcome.errors),
        },
        outcome.ok,
      );
      if (!finished) throw interrupted(execution.id);
      if (outcome.ok && outcome.inferred) await repo.setInferredSchema(stream.id, JSON.stringify(outcome.inferred));
      // The parts are spent either way: the result is stored, and a FAILED execution is final.
      const spent = await repo.deleteParts(execution.id);
      const files = new FilesRepository(tx);
      for (const key of spent) await files.listBlob(key, now);
      return spent;
    });
    // The result stands even if a part's blob cannot be removed now: it stays listed for the sweep.
    await this.collector.collect(keys).catch(() => undefined);
  }

  private async discardRows(executionId: number): Promise<void> {
    await this.rows.purge(executionId);
    await this.repo.setHasRows(executionId, false);
  }

  /**
   * At start and periodically: commits whose instance stopped (their lease ran out; on an exclusive
   * database, any other instance's) go back to ACTIVE, their rows discarded, so the client can commit
   * again (the parts are still there). Returns the executions it reset.
   */
  async recover(): Promise<number[]> {
    const reset: number[] = [];
    for (const execution of await this.repo.committing()) {
      if (this.running.has(execution.id)) continue;
      if (await this.recoverOne(execution.id)) reset.push(execution.id);
    }
    return reset;
  }

  /** Takes an abandoned commit over, discards its rows and gives the execution back as ACTIVE. */
  private async recoverOne(id: number): Promise<boolean> {
    const me = this.instance.id;
    if (!(await this.repo.takeOverCommit(id, me, this.leaseUntil(), this.now(), this.instance.exclusive))) return false;
    await this.discardRows(id);
    await this.repo.releaseCommit(id, me);
    return true;
  }

  /** Resolves once no commit of this process is running. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }
}

const interrupted = (executionId: number) =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    `The commit of execution ${executionId} was interrupted: this server lost contact with the database for too long. Commit again.`,
  );
