import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/db/database.js';

/**
 * This process, as one of the instances sharing the database. It is registered with a lease that a
 * heartbeat renews every third of the lease; work it claims in the database (its staged uploads, a
 * commit, a scan, an export's rows) is considered abandoned once its lease has run out, so another
 * instance may take it over. At a clean exit the row is deleted at once.
 *
 * On an exclusive database (the embedded SQLite one, which one process owns) every other instance
 * is dead by definition: what a crashed predecessor left is cleaned up at start without waiting for
 * its lease to run out.
 */
export class Instance {
  readonly id = randomUUID();
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly db: Db,
    readonly leaseMs: number,
    readonly exclusive: boolean,
    private readonly now: () => number,
  ) {}

  static async register(db: Db, options: { leaseMs: number; exclusive: boolean; now?: () => number }): Promise<Instance> {
    const instance = new Instance(db, options.leaseMs, options.exclusive, options.now ?? Date.now);
    await instance.renew();
    return instance;
  }

  /** Until when a claim taken now lasts. */
  leaseUntil(): number {
    return this.now() + this.leaseMs;
  }

  /** The ids of the instances whose lease runs, this one included. */
  async liveIds(): Promise<string[]> {
    if (this.exclusive) return [this.id];
    const rows = await this.db.selectFrom('instances').select('id').where('lease_until', '>=', this.now()).execute();
    return [...new Set([this.id, ...rows.map((r) => r.id)])];
  }

  /** Extends this instance's lease (registering it again if a peer removed it as dead meanwhile). */
  async renew(): Promise<void> {
    const leaseUntil = this.leaseUntil();
    const updated = await this.db.updateTable('instances').set({ lease_until: leaseUntil }).where('id', '=', this.id).executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      await this.db
        .insertInto('instances')
        .values({ id: this.id, started_at: this.now(), lease_until: leaseUntil })
        .onConflict((oc) => oc.column('id').doUpdateSet({ lease_until: leaseUntil }))
        .execute();
    }
  }

  /** Renews the lease every third of it until `close`; a failed renewal goes to `onError` (the next may succeed). */
  startHeartbeat(onError: (error: unknown) => void): void {
    this.heartbeat ??= setInterval(() => void this.renew().catch(onError), Math.max(500, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
  }

  /** Forgets instances whose lease ran out: their work is taken over by lease checks, not by this row. */
  async forgetDead(): Promise<void> {
    await this.db.deleteFrom('instances').where('lease_until', '<', this.now()).where('id', '!=', this.id).execute();
  }

  /** Stops the heartbeat and deregisters, so peers need not wait for the lease to run out. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.db.deleteFrom('instances').where('id', '=', this.id).execute();
  }
}
