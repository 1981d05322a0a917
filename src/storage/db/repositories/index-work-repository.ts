import { type Kysely, sql } from 'kysely';
import { lockRows } from '../dialect.js';
import type { Database } from '../schema.js';

/** Statuses whose indexing is not finished: the queue picks these up. */
export const UNFINISHED = ['PENDING', 'QUEUED', 'IN_PROGRESS'] as const;

/**
 * UNFINISHED as literals in the SQL, not parameters: only then can SQLite's planner (and a generic
 * PostgreSQL plan) match the partial index files_index_work, whose WHERE names these values. Bound
 * as parameters, the pick-up walked every file in id order: 10 seconds of a frozen event loop per
 * chore round over a million files (docs/performance.md).
 */
const UNFINISHED_SQL = UNFINISHED.map((status) => sql.lit(status));

export interface ClaimedFile {
  id: string;
  fileset_id: string;
  blob_key: string | null;
  content_type: string | null;
  size: number | null;
}

export interface IndexOutcome {
  status: 'COMPLETED' | 'SKIPPED' | 'FAILED';
  reason: string | null;
}

/** The indexing queue's claims on files (see IndexQueue): the database decides which instance indexes a file. */
export class IndexWorkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Files left unfinished that nobody holds a running claim on, in id order after `afterId`. */
  async unclaimed(afterId: string, limit: number, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('index_status', 'in', UNFINISHED_SQL)
      .where('id', '>', afterId)
      .where((eb) => eb.or([eb('index_claim_until', 'is', null), eb('index_claim_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** PENDING → QUEUED: taken into an instance's queue. */
  async markQueued(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('files')
      .set({ index_status: 'QUEUED' })
      .where('id', 'in', ids)
      .where('index_status', '=', 'PENDING')
      .execute();
  }

  /**
   * Claims the file for `instanceId` until `until` and makes it IN_PROGRESS; null when another
   * instance holds a running claim, or the file is gone or finished. A file whose set no longer has
   * indexing on is let go (status null) instead: an upload that raced the switch left it unfinished.
   */
  async claim(fileId: string, instanceId: string, until: number, now: number): Promise<ClaimedFile | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('files')
        .innerJoin('filesets', 'filesets.id', 'files.fileset_id')
        .select([
          'files.id',
          'files.fileset_id',
          'files.blob_key',
          'files.content_type',
          'files.size',
          'files.index_status',
          'files.index_claimed_by',
          'files.index_claim_until',
          'filesets.ai_enabled',
        ])
        .where('files.id', '=', fileId)
        .$call(lockRows(tx, 'update'))
        .executeTakeFirst();
      if (!row || !(UNFINISHED as readonly (string | null)[]).includes(row.index_status)) return null;
      const held = row.index_claim_until !== null && row.index_claim_until >= now && row.index_claimed_by !== instanceId;
      if (held) return null;
      if (row.ai_enabled !== 1) {
        await tx
          .updateTable('files')
          .set({ index_status: null, index_reason: null, index_claimed_by: null, index_claim_until: null })
          .where('id', '=', fileId)
          .execute();
        return null;
      }
      await tx
        .updateTable('files')
        .set({ index_status: 'IN_PROGRESS', index_reason: null, index_claimed_by: instanceId, index_claim_until: until })
        .where('id', '=', fileId)
        .execute();
      return {
        id: row.id,
        fileset_id: row.fileset_id,
        blob_key: row.blob_key,
        content_type: row.content_type,
        size: row.size,
      };
    });
  }

  async renew(fileId: string, instanceId: string, until: number): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ index_claim_until: until })
      .where('id', '=', fileId)
      .where('index_claimed_by', '=', instanceId)
      .execute();
  }

  /** Stopped, not decided: back to QUEUED with no claim, so any instance may take it at once. */
  async release(fileId: string, instanceId: string): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ index_status: 'QUEUED', index_claimed_by: null, index_claim_until: null })
      .where('id', '=', fileId)
      .where('index_claimed_by', '=', instanceId)
      .where('index_status', '=', 'IN_PROGRESS')
      .execute();
  }

  /** At start of an exclusive (SQLite) database: what an earlier run claimed is abandoned. */
  async voidClaims(exceptInstanceId: string): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ index_claimed_by: null, index_claim_until: null })
      .where('index_claimed_by', 'is not', null)
      .where('index_claimed_by', '!=', exceptInstanceId)
      .execute();
  }

  /**
   * Inside a transaction that writes the file's chunks or outcome: true while this instance's claim
   * on this content still holds. The row is locked (PostgreSQL), so an overwrite or delete either
   * committed before (the claim is gone) or waits until this transaction ends.
   */
  async stillClaimed(fileId: string, instanceId: string, blobKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('files')
      .select(['blob_key', 'index_claimed_by', 'index_status'])
      .where('id', '=', fileId)
      .$call(lockRows(this.db, 'update'))
      .executeTakeFirst();
    return row?.blob_key === blobKey && row.index_claimed_by === instanceId && row.index_status === 'IN_PROGRESS';
  }

  async finish(fileId: string, outcome: IndexOutcome): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ index_status: outcome.status, index_reason: outcome.reason, index_claimed_by: null, index_claim_until: null })
      .where('id', '=', fileId)
      .execute();
  }

  /** How many files wait for indexing, for /metrics. */
  async backlog(): Promise<number> {
    const row = await this.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('index_status', 'in', UNFINISHED_SQL)
      .executeTakeFirst();
    return row?.n ?? 0;
  }
}
