import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import type { StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { type ExecutionRow, type StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Caller } from '../tokens/token-service.js';
import { type RowsOutcome, commitRows } from './commit-rows.js';
import type { RowGarbage } from './row-garbage.js';
import { notActive, requireExecution, requireStream } from './stream-access.js';
import { parseSchema } from './stream-schema.js';

/**
 * Commits (API.md §4). A commit claims its execution (ACTIVE → COMMITTING, so parts, aborts and
 * other commits are refused meanwhile), writes the rows under the execution's own id where no
 * reader looks, then publishes in one transaction: the execution becomes SUCCESS and live (for
 * REPLACE, every earlier execution stops being live) or FAILED with its errors. The dataset is the
 * old one until that transaction and the new one after it. Repeating a commit returns the stored
 * result; a commit already running in this process is joined, never run twice.
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
      // COMMITTING without a commit in this process: another instance is committing it.
      if (execution.state === 'COMMITTING') throw notActive(execution, 'commit');
      if (await this.repo.claimForCommit(execution.id)) {
        const run = this.run(stream, execution);
        this.running.set(execution.id, run);
        try {
          return await run;
        } finally {
          this.running.delete(execution.id);
        }
      }
      execution = (await this.repo.findExecution(stream.id, execution.id))!;
    }
  }

  private async run(stream: StreamRow, execution: ExecutionRow): Promise<ExecutionRow> {
    const id = execution.id;
    try {
      if (execution.has_rows === 1) await this.discardRows(id);
      const parts = await this.repo.listParts(id);
      const outcome = await commitRows({
        parts: parts.map((p) => ({ partId: Number(p.part_id), blobKey: p.blob_key })),
        schema: parseSchema(stream.schema_json),
        open: (key) => this.blobs.get(key),
        writer: this.rows.writer(id),
        beforeFirstWrite: () => this.repo.setHasRows(id, true),
      });
      await this.publish(stream, execution, outcome);
    } catch (error) {
      // A fault of ours (storage, database), not of the data: the client may commit again.
      await this.repo.releaseCommit(id).catch(() => undefined);
      throw error;
    }
    this.garbage.schedule();
    return (await this.repo.findExecution(stream.id, id))!;
  }

  private async publish(stream: StreamRow, execution: ExecutionRow, outcome: RowsOutcome): Promise<void> {
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const repo = new StreamsRepository(tx);
      if (outcome.ok && execution.update_method === 'REPLACE') await repo.retireLive(stream.id, execution.id);
      const finished = await repo.finishCommit(
        execution.id,
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
      if (!finished) throw new Error(`execution ${execution.id} left COMMITTING during its commit`);
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
   * At start: commits a stopped process left half done go back to ACTIVE, their rows discarded, so
   * the client can commit again (the parts are still there). Assumes this process is the only one
   * using the database, which holds for SQLite. Returns the executions it reset.
   */
  async recover(): Promise<number[]> {
    const reset: number[] = [];
    for (const execution of await this.repo.committing()) {
      await this.discardRows(execution.id);
      await this.repo.releaseCommit(execution.id);
      reset.push(execution.id);
    }
    return reset;
  }

  /** Resolves once no commit of this process is running. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }
}
