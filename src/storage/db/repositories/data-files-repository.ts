import type { Insertable, Kysely, Selectable } from 'kysely';
import { type RowLock, lockRows } from '../dialect.js';
import type { Database } from '../schema.js';
import type { DataFileRevisionsTable, DataFilesTable, ScanState } from '../schema-data-files.js';
import { listUnpublishedBlob, unlistStagedBlob } from './blob-list.js';

export type DataFileRow = Selectable<DataFilesTable>;
export type RevisionRow = Selectable<DataFileRevisionsTable>;
export type NewRevision = Omit<Insertable<DataFileRevisionsTable>, 'id' | 'data_file_id'>;

/** Data files and their revisions (API.md §3). Takes a Kysely or a transaction. */
export class DataFilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: number, lock: RowLock = null): Promise<DataFileRow | undefined> {
    return this.db.selectFrom('data_files').selectAll().where('id', '=', id).$call(lockRows(this.db, lock)).executeTakeFirst();
  }

  async insertFile(row: Omit<Insertable<DataFilesTable>, 'id' | 'current_revision_id' | 'deleted_at'>): Promise<number> {
    const { id } = await this.db.insertInto('data_files').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async insertRevision(dataFileId: number, revision: NewRevision): Promise<number> {
    const { id } = await this.db
      .insertInto('data_file_revisions')
      .values({ ...revision, data_file_id: dataFileId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  async setCurrentRevision(dataFileId: number, revisionId: number): Promise<void> {
    await this.db.updateTable('data_files').set({ current_revision_id: revisionId }).where('id', '=', dataFileId).execute();
  }

  async findRevision(dataFileId: number, revisionId: number): Promise<RevisionRow | undefined> {
    return this.db
      .selectFrom('data_file_revisions')
      .selectAll()
      .where('data_file_id', '=', dataFileId)
      .where('id', '=', revisionId)
      .executeTakeFirst();
  }

  async findRevisionById(revisionId: number): Promise<RevisionRow | undefined> {
    return this.db.selectFrom('data_file_revisions').selectAll().where('id', '=', revisionId).executeTakeFirst();
  }

  /** Newest first. */
  async listRevisions(dataFileId: number): Promise<RevisionRow[]> {
    return this.db.selectFrom('data_file_revisions').selectAll().where('data_file_id', '=', dataFileId).orderBy('id', 'desc').execute();
  }

  async totals(dataFileId: number): Promise<{ count: number; bytes: number }> {
    const row = await this.db
      .selectFrom('data_file_revisions')
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.sum<number | string | bigint | null>('size_bytes').as('bytes')])
      .where('data_file_id', '=', dataFileId)
      .executeTakeFirstOrThrow();
    // PostgreSQL returns count and sum as strings (bigint); SQLite as numbers.
    return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
  }

  /** Marks the data file deleted and detaches its revisions' content; returns the blob keys it held. */
  async purge(dataFileId: number, now: number): Promise<string[]> {
    const held = await this.db
      .selectFrom('data_file_revisions')
      .select('blob_key')
      .where('data_file_id', '=', dataFileId)
      .where('blob_key', 'is not', null)
      .execute();
    await this.db.updateTable('data_file_revisions').set({ blob_key: null }).where('data_file_id', '=', dataFileId).execute();
    await this.db.updateTable('data_files').set({ deleted_at: now }).where('id', '=', dataFileId).execute();
    return held.flatMap((r) => (r.blob_key ? [r.blob_key] : []));
  }

  /**
   * Revisions still waiting for a scan whose content is still stored and that no instance has a
   * running claim on, oldest first.
   */
  async pendingScans(afterId: number, limit: number, now: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('data_file_revisions')
      .select('id')
      .where('scan_state', '=', 'PENDING')
      .where('blob_key', 'is not', null)
      .where('id', '>', afterId)
      .where((eb) => eb.or([eb('scan_claim_until', 'is', null), eb('scan_claim_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Claims a PENDING revision's scan for `instanceId` until `until`: true when no other instance
   * holds a running claim (one whose time has passed counts as abandoned).
   */
  async claimScan(revisionId: number, instanceId: string, until: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('data_file_revisions')
      .set({ scan_claimed_by: instanceId, scan_claim_until: until })
      .where('id', '=', revisionId)
      .where('scan_state', '=', 'PENDING')
      .where('blob_key', 'is not', null)
      .where((eb) =>
        eb.or([eb('scan_claim_until', 'is', null), eb('scan_claim_until', '<', now), eb('scan_claimed_by', '=', instanceId)]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Extends a claim this instance holds. */
  async renewScanClaim(revisionId: number, instanceId: string, until: number): Promise<void> {
    await this.db
      .updateTable('data_file_revisions')
      .set({ scan_claim_until: until })
      .where('id', '=', revisionId)
      .where('scan_claimed_by', '=', instanceId)
      .where('scan_state', '=', 'PENDING')
      .execute();
  }

  /** Gives up a claim this instance holds, leaving the revision PENDING for anyone. */
  async releaseScanClaim(revisionId: number, instanceId: string): Promise<void> {
    await this.db
      .updateTable('data_file_revisions')
      .set({ scan_claimed_by: null, scan_claim_until: null })
      .where('id', '=', revisionId)
      .where('scan_claimed_by', '=', instanceId)
      .execute();
  }

  /** Voids the claims of every other instance (at the start of the one process of an exclusive database). */
  async voidScanClaims(exceptInstanceId: string): Promise<void> {
    await this.db
      .updateTable('data_file_revisions')
      .set({ scan_claimed_by: null, scan_claim_until: null })
      .where('scan_state', '=', 'PENDING')
      .where('scan_claimed_by', 'is not', null)
      .where('scan_claimed_by', '!=', exceptInstanceId)
      .execute();
  }

  /** Records a verdict, only over PENDING: a verdict is final, and a second scanner must not overwrite it. */
  async recordScan(revisionId: number, state: Exclude<ScanState, 'PENDING'>, detail: string | null, now: number): Promise<void> {
    await this.db
      .updateTable('data_file_revisions')
      .set({ scan_state: state, scan_detail: detail, scanned_at: now })
      .where('id', '=', revisionId)
      .where('scan_state', '=', 'PENDING')
      .where('blob_key', 'is not', null)
      .execute();
  }

  /** Publication of staged content: the blob leaves the collector's list in the same transaction (see blob-list.ts). */
  async unlistBlob(key: string): Promise<void> {
    await unlistStagedBlob(this.db, key);
  }

  async listBlob(key: string, now: number): Promise<void> {
    await listUnpublishedBlob(this.db, key, now);
  }
}
