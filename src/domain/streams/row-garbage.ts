import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/db/database.js';
import type { StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { StreamLifecycleRepository } from '../../storage/db/repositories/stream-lifecycle-repository.js';
import { StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Instance } from '../cluster/instance.js';

/**
 * Removes the rows of executions that are not part of any dataset (failed, aborted, replaced, or
 * interrupted commits), in the background and one purge at a time.
 *
 * An export that is reading an execution's rows holds it, and its rows stay until the export ends.
 * Holds are rows in the database (`stream_export_holds`) with a lease the holding instance renews,
 * so a purge on any instance respects an export on any other, and the hold of an instance that
 * died lapses with its lease. The purge checks for a hold right before it deletes an execution's
 * rows; an export takes its hold and then checks its executions are still live (DatasetExport), so
 * whichever of the two comes second sees the other.
 */
export class RowGarbage {
  /** Holds of this process that are not yet released (their leases are renewed). */
  private readonly holding = new Set<string>();
  private renewal: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly executions: StreamsRepository;
  private readonly lifecycle: StreamLifecycleRepository;

  constructor(
    db: Db,
    private readonly rows: StreamRowsRepository,
    private readonly instance: Pick<Instance, 'id' | 'exclusive' | 'leaseMs'>,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.executions = new StreamsRepository(db);
    this.lifecycle = new StreamLifecycleRepository(db);
  }

  /** Keeps the rows of these executions until the returned release is called. */
  async hold(executionIds: readonly number[]): Promise<() => void> {
    const holdId = randomUUID();
    await this.executions.insertHolds(holdId, executionIds, this.instance.id, this.now() + this.instance.leaseMs);
    this.holding.add(holdId);
    this.renewal ??= setInterval(() => this.renew(), Math.max(500, Math.floor(this.instance.leaseMs / 3))).unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holding.delete(holdId);
      if (this.holding.size === 0 && this.renewal) {
        clearInterval(this.renewal);
        this.renewal = null;
      }
      // A hold that cannot be deleted now lapses with its lease.
      this.executions
        .deleteHold(holdId)
        .catch(this.onError)
        .finally(() => this.schedule());
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
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- schedule() may set `again` while the purge runs, which TypeScript's narrowing does not see.
    } while (this.again && !this.closed);
  }

  /** Purges every execution with garbage rows that nobody holds, then those of deleted streams. */
  async purge(): Promise<void> {
    await this.executions.deleteDeadHolds(this.now(), this.instance.exclusive ? this.instance.id : null);
    for (const execution of await this.executions.withGarbageRows()) {
      if (this.closed) return;
      if (await this.executions.isHeld(execution.id, this.now())) continue;
      if (await this.rows.purge(execution.id, () => this.closed)) await this.executions.setHasRows(execution.id, false);
    }
    // An export that started before its stream was deleted still holds its executions' rows.
    for (const executionId of await this.lifecycle.orphans()) {
      if (this.closed) return;
      if (await this.executions.isHeld(executionId, this.now())) continue;
      if (await this.rows.purge(executionId, () => this.closed)) await this.lifecycle.forgetOrphan(executionId);
    }
  }

  /** Resolves once no purge is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops purging (the rest waits for a later purge) and waits for the current step to end. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    await this.idle();
  }

  private renew(): void {
    if (this.holding.size === 0) return;
    this.executions.renewHolds(this.instance.id, this.now() + this.instance.leaseMs).catch(this.onError);
  }
}
