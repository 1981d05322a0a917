import type { Db } from '../../storage/db/database.js';
import type { StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { StreamsRepository } from '../../storage/db/repositories/streams-repository.js';

/**
 * Removes the rows of executions that are not part of any dataset (failed, aborted, replaced, or
 * interrupted commits), in the background and one purge at a time. An export that is reading an
 * execution's rows holds it, and its rows stay until the export ends. Holds are kept in this
 * process; with several instances over one database an export could lose rows that a commit on
 * another instance replaced mid-export (see docs/streams.md).
 */
export class RowGarbage {
  private readonly holds = new Map<number, number>();
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly executions: StreamsRepository;

  constructor(
    db: Db,
    private readonly rows: StreamRowsRepository,
    private readonly onError: (error: unknown) => void,
  ) {
    this.executions = new StreamsRepository(db);
  }

  /** Keeps the rows of these executions until the returned release is called. */
  hold(executionIds: readonly number[]): () => void {
    for (const id of executionIds) this.holds.set(id, (this.holds.get(id) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of executionIds) {
        const left = (this.holds.get(id) ?? 1) - 1;
        if (left === 0) this.holds.delete(id);
        else this.holds.set(id, left);
      }
      this.schedule();
    };
  }

  /** Starts a purge soon; one that is running goes round once more. */
  schedule(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.purge();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again && !this.closed);
  }

  /** Purges every execution with garbage rows that nobody holds. */
  async purge(): Promise<void> {
    for (const execution of await this.executions.withGarbageRows()) {
      if (this.closed) return;
      if (this.holds.has(execution.id)) continue;
      if (await this.rows.purge(execution.id, () => this.closed)) await this.executions.setHasRows(execution.id, false);
    }
  }

  /** Resolves once no purge is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops purging (the rest waits for the next start) and waits for the current step to end. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}
