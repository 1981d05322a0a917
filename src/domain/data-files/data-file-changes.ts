import { AppError } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { Db } from '../../storage/db/database.js';
import { DataFilesRepository } from '../../storage/db/repositories/data-files-repository.js';
import type { ScanScheduler } from '../scanning/scan-queue.js';
import type { Caller } from '../tokens/token-service.js';
import { gone, requireAccess } from './data-file-access.js';

export interface DuplicateOptions {
  name?: string;
  description?: string;
  isPublic?: boolean;
}

const noRevision = (dataFileId: number, revisionId: number) =>
  new AppError('REVISION_NOT_FOUND', `Data file ${dataFileId} has no revision ${revisionId}.`);

/** Revision delete and duplicate (API.md §3, "Also"). */
export class DataFileChanges {
  constructor(
    private readonly db: Db,
    private readonly collector: BlobCollector,
    private readonly scans: ScanScheduler,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Removes a revision; when it was current, the newest remaining one becomes current. The last
   * revision's delete is the data file's delete (its owner's or an admin's): the content is purged,
   * and the details stay with `existing: false`. The content leaves in the same transaction that
   * lists it for collection, so a crash leaves it to the sweep.
   */
  async deleteRevision(caller: Caller, dataFileId: number, revisionId: number): Promise<void> {
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const repo = new DataFilesRepository(tx);
      // Locked (PostgreSQL) as an upload's publication and a data-file delete lock it: a revision
      // being added meanwhile is either committed first (and becomes or stays current) or sees this.
      const row = await requireAccess(tx, caller, await repo.find(dataFileId, 'update'), dataFileId, 'edit', 'delete revisions of');
      if (row.deleted_at !== null) throw gone(dataFileId);
      const revision = await repo.findRevision(dataFileId, revisionId);
      if (!revision) throw noRevision(dataFileId, revisionId);
      const next = await repo.newestRevisionExcept(dataFileId, revisionId);
      if (!next) {
        await requireAccess(tx, caller, row, dataFileId, 'own', 'delete the last revision (which deletes the data file) of');
        return repo.purge(dataFileId, now);
      }
      if (Number(row.current_revision_id) === revisionId) await repo.setCurrentRevision(dataFileId, next.id);
      const key = await repo.deleteRevision(dataFileId, revisionId, now);
      return key === null ? [] : [key];
    });
    // A blob another revision shares (a duplicate's) stays: the collector removes only unowned blobs.
    await this.collector.collect(keys);
  }

  /**
   * A new data file owned by the caller whose one revision has the current revision's content. The
   * blob is shared, not copied: blobs are never changed in place, and the collector removes one
   * only when no revision owns it any more. The scan verdict is the content's, so it is kept.
   */
  async duplicate(
    caller: Caller,
    dataFileId: number,
    options: DuplicateOptions,
  ): Promise<{ dataFileId: number; revisionId: number; scanPending: boolean }> {
    const now = this.now();
    const created = await this.db.transaction().execute(async (tx) => {
      const repo = new DataFilesRepository(tx);
      // Share-locked (PostgreSQL): a delete of the source waits, so it cannot purge the blob between
      // this read and the new revision's insert.
      const row = await requireAccess(tx, caller, await repo.find(dataFileId, 'share'), dataFileId, 'read', 'duplicate');
      if (row.deleted_at !== null) throw gone(dataFileId);
      const current = await repo.findRevision(dataFileId, Number(row.current_revision_id));
      if (current?.blob_key == null) throw gone(dataFileId);
      if (current.scan_state === 'INFECTED') {
        throw new AppError(
          'CONTENT_INFECTED',
          `Revision ${current.id} of data file ${dataFileId} failed its content scan (malware found) and is never copied.`,
        );
      }
      const copyId = await repo.insertFile({
        name: options.name ?? row.name,
        description: options.description ?? row.description,
        is_public: options.isPublic === undefined ? row.is_public : options.isPublic ? 1 : 0,
        responsible_user_id: caller.userId,
        created_at: now,
      });
      const revisionId = await repo.insertRevision(copyId, {
        content_type: current.content_type,
        upload_user_id: caller.userId,
        size_bytes: current.size_bytes,
        upload_time_ms: 0,
        md5: current.md5,
        sha256: current.sha256,
        uploaded_at: now,
        scan_state: current.scan_state,
        scan_detail: current.scan_detail,
        scanned_at: current.scanned_at,
        blob_key: current.blob_key,
      });
      await repo.setCurrentRevision(copyId, revisionId);
      return { dataFileId: copyId, revisionId, scanPending: current.scan_state === 'PENDING' };
    });
    if (created.scanPending) this.scans.enqueue(created.revisionId);
    return created;
  }
}
