import type { Insertable, Kysely, Selectable } from 'kysely';
import { type RowLock, lockRows } from '../dialect.js';
import type { Database } from '../schema.js';
import type { ScanState } from '../../../entities/data-files.js';
import type { DataFileRevisionsTable, DataFilesTable } from '../schema-data-files.js';
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
    return id;
  }

  async insertRevision(dataFileId: number, revision: NewRevision): Promise<number> {
    const { id } = await this.db
      .insertInto('data_file_revisions')
      .values({ ...revision, data_file_id: dataFileId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
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

  /**
   * Marks the data file deleted and detaches its revisions' content; returns the blob keys it held,
   * listed for collection in the same transaction (the caller's), so a crash before their removal
   * leaves them to the start-up sweep.
   */
  async purge(dataFileId: number, now: number): Promise<string[]> {
    const held = await this.db
      .selectFrom('data_file_revisions')
      .select('blob_key')
      .where('data_file_id', '=', dataFileId)
      .where('blob_key', 'is not', null)
      .execute();
    await this.db.updateTable('data_file_revisions').set({ blob_key: null }).where('data_file_id', '=', dataFileId).execute();
    await this.db.updateTable('data_files').set({ deleted_at: now }).where('id', '=', dataFileId).execute();
    const keys = held.flatMap((r) => (r.blob_key ? [r.blob_key] : []));
    for (const key of keys) await this.listBlob(key, now);
    return keys;
  }

  /** Removes one revision (not the data file's last); returns the blob key it held, listed for collection. */
  async deleteRevision(dataFileId: number, revisionId: number, now: number): Promise<string | null> {
    const row = await this.findRevision(dataFileId, revisionId);
    if (!row) return null;
    await this.db.deleteFrom('data_file_revisions').where('id', '=', revisionId).execute();
    if (row.blob_key !== null) await this.listBlob(row.blob_key, now);
    return row.blob_key;
  }

  /** The newest revision of the data file other than `exceptId`. */
  async newestRevisionExcept(dataFileId: number, exceptId: number): Promise<RevisionRow | undefined> {
    return this.db
      .selectFrom('data_file_revisions')
      .selectAll()
      .where('data_file_id', '=', dataFileId)
      .where('id', '!=', exceptId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async setPublic(dataFileId: number, isPublic: boolean): Promise<void> {
    await this.db
      .updateTable('data_files')
      .set({ is_public: isPublic ? 1 : 0 })
      .where('id', '=', dataFileId)
      .execute();
  }

  /**
   * A page of the data files the caller may read (all for an admin), newest first; `ids` narrows it
   * to those ids.
   */
  async listReadable(
    caller: { userId: number; isAdmin: boolean },
    ids: readonly number[] | null,
    limit: number,
    offset: number,
  ): Promise<DataFileRow[]> {
    let query = this.db.selectFrom('data_files').selectAll();
    if (!caller.isAdmin) {
      query = query.where((eb) =>
        eb.or([
          eb('is_public', '=', 1),
          eb('responsible_user_id', '=', caller.userId),
          eb('id', 'in', eb.selectFrom('data_file_grants').select('data_file_id').where('user_id', '=', caller.userId)),
        ]),
      );
    }
    if (ids !== null) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
    return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  /** The revisions of several data files, each file's newest first. */
  async revisionsOf(dataFileIds: readonly number[]): Promise<RevisionRow[]> {
    if (dataFileIds.length === 0) return [];
    return this.db
      .selectFrom('data_file_revisions')
      .selectAll()
      .where('data_file_id', 'in', [...dataFileIds])
      .orderBy('id', 'desc')
      .execute();
  }

  async revisionsById(revisionIds: readonly number[]): Promise<RevisionRow[]> {
    if (revisionIds.length === 0) return [];
    return this.db
      .selectFrom('data_file_revisions')
      .selectAll()
      .where('id', 'in', [...revisionIds])
      .execute();
  }

  /** `totals` of several data files at once; a file with no revisions is absent. */
  async totalsOf(dataFileIds: readonly number[]): Promise<Map<number, { count: number; bytes: number }>> {
    if (dataFileIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('data_file_revisions')
      .select((eb) => [
        'data_file_id',
        eb.fn.countAll<number | string | bigint>().as('count'),
        eb.fn.sum<number | string | bigint | null>('size_bytes').as('bytes'),
      ])
      .where('data_file_id', 'in', [...dataFileIds])
      .groupBy('data_file_id')
      .execute();
    return new Map(rows.map((r) => [r.data_file_id, { count: Number(r.count), bytes: Number(r.bytes ?? 0) }]));
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
    return rows.map((r) => r.id);
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
      .where((eb) => eb.or([eb('scan_claim_until', 'is', null), eb('scan_claim_until', '<', now), eb('scan_claimed_by', '=', instanceId)]))
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
