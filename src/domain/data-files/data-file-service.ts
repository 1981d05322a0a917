import type { Readable } from 'node:stream';
import type { DataFile } from '../../entities/data-files.js';
import { AppError } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import { BlobNotFound, type BlobStore, type ByteRange, type DirectResponse } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import { type DataFileRow, DataFilesRepository, type RevisionRow } from '../../storage/db/repositories/data-files-repository.js';
import type { ScanScheduler } from '../scanning/scan-queue.js';
import type { Caller } from '../tokens/token-service.js';
import { gone, requireAccess } from './data-file-access.js';
import { DataFileChanges } from './data-file-changes.js';
import { DataFileListing } from './data-file-listing.js';
import { DataFilePermissions } from './data-file-permissions.js';
import type { Expandable } from './data-file-view.js';
import { type StagedRevision, stageRevision } from './staging.js';

export { notFound } from './data-file-access.js';

export interface NewDataFile {
  name: string;
  description: string;
  isPublic: boolean;
}

/** Data files and their revisions (API.md §3): who may read and write, publication, downloads. */
export class DataFileService {
  private readonly repo: DataFilesRepository;
  /** The hosted routes' listing and batch details (API.md §3, "Also"). */
  readonly listing: DataFileListing;
  /** Revision delete and duplicate. */
  readonly changes: DataFileChanges;
  readonly permissions: DataFilePermissions;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly collector: BlobCollector,
    private readonly scans: ScanScheduler,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new DataFilesRepository(db);
    this.listing = new DataFileListing(db);
    this.changes = new DataFileChanges(db, collector, scans, now);
    this.permissions = new DataFilePermissions(db);
  }

  /** Stores and hashes the bytes; nothing is visible until `create` or `addRevision` publishes them. */
  stage(source: Readable): Promise<StagedRevision> {
    return stageRevision(this.blobs, this.collector, source, this.now);
  }

  async discard(staged: StagedRevision): Promise<void> {
    await this.collector.collect([staged.key]);
  }

  /** Publishes staged bytes as the first revision of a new data file; returns its id. */
  async create(caller: Caller, file: NewDataFile, staged: StagedRevision, contentType: string): Promise<number> {
    const result = await this.publish(staged, async (repo, now) => {
      const dataFileId = await repo.insertFile({
        name: file.name,
        description: file.description,
        is_public: file.isPublic ? 1 : 0,
        responsible_user_id: caller.userId,
        created_at: now,
      });
      return { dataFileId, revisionId: await this.insertRevision(repo, dataFileId, caller, staged, contentType, now) };
    });
    return result.dataFileId;
  }

  /** Publishes staged bytes as a new revision that becomes current; returns its id. */
  async addRevision(caller: Caller, dataFileId: number, staged: StagedRevision, contentType: string): Promise<number> {
    const { revisionId } = await this.publish(staged, async (repo, now, tx) => {
      // Checked again inside the transaction: the file may have been deleted while the bytes streamed.
      // Locked (PostgreSQL) so that a concurrent delete either purges this revision too or comes
      // first and is seen here; concurrent revisions queue up to set the current one in turn.
      await this.requireWritableRow(tx, caller, await repo.find(dataFileId, 'update'), dataFileId);
      return { revisionId: await this.insertRevision(repo, dataFileId, caller, staged, contentType, now) };
    });
    return revisionId;
  }

  private async publish<T extends { revisionId: number }>(
    staged: StagedRevision,
    write: (repo: DataFilesRepository, now: number, tx: Db) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction().execute(async (tx) => {
        const repo = new DataFilesRepository(tx);
        const written = await write(repo, this.now(), tx);
        await repo.unlistBlob(staged.key);
        return written;
      });
    } catch (error) {
      await this.discard(staged);
      throw error;
    }
    this.scans.enqueue(result.revisionId);
    return result;
  }

  private async insertRevision(
    repo: DataFilesRepository,
    dataFileId: number,
    caller: Caller,
    staged: StagedRevision,
    contentType: string,
    now: number,
  ): Promise<number> {
    const revisionId = await repo.insertRevision(dataFileId, {
      content_type: contentType,
      upload_user_id: caller.userId,
      size_bytes: staged.size,
      upload_time_ms: staged.uploadTimeMillis,
      md5: staged.md5,
      sha256: staged.sha256,
      uploaded_at: now,
      scan_state: 'PENDING',
      scan_detail: null,
      scanned_at: null,
      blob_key: staged.key,
    });
    await repo.setCurrentRevision(dataFileId, revisionId);
    return revisionId;
  }

  /** The data file if the caller may read it: public, granted, theirs, or the caller is an admin. */
  async readable(caller: Caller, dataFileId: number): Promise<DataFileRow> {
    return requireAccess(this.db, caller, await this.repo.find(dataFileId), dataFileId, 'read', 'read');
  }

  /** Refuses, before any byte is stored, a caller who may not add revisions. */
  async requireWritable(caller: Caller, dataFileId: number): Promise<void> {
    await this.requireWritableRow(this.db, caller, await this.repo.find(dataFileId), dataFileId);
  }

  /** 404 when the caller may not read it, 403 when they may not add revisions, 410 once it is deleted. */
  private async requireWritableRow(db: Db, caller: Caller, row: DataFileRow | undefined, dataFileId: number): Promise<void> {
    const writable = await requireAccess(db, caller, row, dataFileId, 'edit', 'add revisions to');
    if (writable.deleted_at !== null) throw gone(dataFileId);
  }

  async details(caller: Caller, dataFileId: number, expand: ReadonlySet<Expandable>): Promise<DataFile> {
    const row = await this.readable(caller, dataFileId);
    const [view] = await this.listing.views([row], expand);
    return view!;
  }

  /** One revision of a data file the caller may read. */
  async revision(caller: Caller, dataFileId: number, revisionId: number): Promise<RevisionRow> {
    await this.readable(caller, dataFileId);
    const revision = await this.repo.findRevision(dataFileId, revisionId);
    if (!revision) throw new AppError('REVISION_NOT_FOUND', `Data file ${dataFileId} has no revision ${revisionId}.`);
    return revision;
  }

  /** All revisions, newest first. */
  async revisions(caller: Caller, dataFileId: number): Promise<RevisionRow[]> {
    await this.readable(caller, dataFileId);
    return this.repo.listRevisions(dataFileId);
  }

  /**
   * A revision (the current one when `revisionId` is null) and a stream of its bytes or of `range`
   * of them, or the store's direct URL for them (null: stream them). Deleted content is 410; an
   * INFECTED revision is never served (409).
   */
  async open(
    caller: Caller,
    dataFileId: number,
    revisionId: number | null,
  ): Promise<{
    file: DataFileRow;
    revision: RevisionRow;
    body: (range: ByteRange | null) => Promise<Readable>;
    directUrl: (response: DirectResponse) => Promise<string | null>;
  }> {
    const file = await this.readable(caller, dataFileId);
    if (file.deleted_at !== null) throw gone(dataFileId);
    const wanted = revisionId ?? Number(file.current_revision_id);
    const revision = await this.repo.findRevision(dataFileId, wanted);
    if (!revision) throw new AppError('REVISION_NOT_FOUND', `Data file ${dataFileId} has no revision ${wanted}.`);
    if (revision.scan_state === 'INFECTED') {
      throw new AppError(
        'CONTENT_INFECTED',
        `Revision ${wanted} of data file ${dataFileId} failed its content scan (malware found) and is never served.`,
      );
    }
    const key = revision.blob_key;
    if (key === null) throw gone(dataFileId);
    return {
      file,
      revision,
      body: (range) =>
        this.blobs.get(key, range ?? undefined).catch((error: unknown) => this.missingContent(error, dataFileId, wanted, key)),
      // A URL outlives this check: one handed out while the scan is PENDING would still work after an
      // INFECTED verdict. So only a final verdict (SAFE or FAILED; INFECTED was refused above) is
      // sent to the store, and a PENDING revision streams through here.
      directUrl: async (response) => (revision.scan_state === 'PENDING' ? null : this.blobs.directUrl(key, response)),
    };
  }

  /**
   * The revision's blob was not there: purged since `open` looked (the data file or the revision
   * deleted meanwhile), which answers as the same download sent after the delete would; still
   * listed, the content is lost, and that is the server's fault (500).
   */
  private async missingContent(error: unknown, dataFileId: number, revisionId: number, key: string): Promise<never> {
    if (!(error instanceof BlobNotFound)) throw error;
    const file = await this.repo.find(dataFileId);
    if (file?.deleted_at !== null) throw gone(dataFileId);
    const revision = await this.repo.findRevision(dataFileId, revisionId);
    if (!revision) throw new AppError('REVISION_NOT_FOUND', `Data file ${dataFileId} has no revision ${revisionId}.`);
    if (revision.blob_key !== key) throw gone(dataFileId);
    throw error;
  }

  /** Purges every revision's content; the data file stays, with `existing: false`. Deleting again is a no-op. */
  async delete(caller: Caller, dataFileId: number): Promise<void> {
    const row = await requireAccess(this.db, caller, await this.repo.find(dataFileId), dataFileId, 'own', 'delete');
    if (row.deleted_at !== null) return;
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const repo = new DataFilesRepository(tx);
      // Locked (PostgreSQL): a revision being added meanwhile commits first and is purged here too.
      const locked = await repo.find(dataFileId, 'update');
      if (locked?.deleted_at !== null) return [];
      return repo.purge(dataFileId, now);
    });
    await this.collector.collect(keys);
  }
}
