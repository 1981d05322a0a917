import { randomUUID } from 'node:crypto';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import { type BlobStore, PartedUploadGone, type StoredPart } from '../../storage/blobs/blob-store.js';
import { digestStream } from '../../storage/blobs/digest-stream.js';
import type { Db } from '../../storage/db/database.js';
import { type FileRow, FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { unlistStagedBlob } from '../../storage/db/repositories/blob-list.js';
import { type PartRow, type UploadRow, UploadsRepository } from '../../storage/db/repositories/uploads-repository.js';
import { retryingTransaction } from '../../storage/db/transactions.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { isUuid } from '../../search-query/values.js';
import type { Caller } from '../tokens/token-service.js';
import type { FileService } from './file-service.js';
import { nameOf, normalizePath, parentOf } from './paths.js';

/** S3's bounds, kept on every store so that a client works the same against any of them. */
export const MAX_PART_NUMBER = 10_000;
export const MIN_PART_BYTES = 5 * 2 ** 20;
/** A finalize that stopped (the process died) is swept this long after its expiry. */
const FINALIZE_GRACE_MS = 24 * 3600_000;
const SWEEP_PAGE = 100;

export interface UploadState {
  upload: UploadRow;
  parts: PartRow[];
}

const gone = (id: string) =>
  new AppError('UPLOAD_NOT_FOUND', `Resumable upload ${id} does not exist: it was finalized, aborted or expired, or never begun.`);

/**
 * Resumable (split) uploads (API.md §2): parts arrive apart, in any order, each streamed to the blob
 * store's parted upload, and finalize joins them into one blob, hashes it as a plain upload would
 * and publishes it through FileService.publish, so the same rules hold. Until then nothing is
 * visible. The upload row owns its blob key; letting go of it (abort, expiry, a file set's delete)
 * lists the key for the collector, whose removal of it drops the parts too.
 */
export class ResumableUploads {
  private readonly uploads: UploadsRepository;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly collector: BlobCollector,
    private readonly fileSets: FileSetService,
    private readonly files: FileService,
    private readonly settings: { expiryMs: number; maxUploadBytes: number },
    private readonly now: () => number = Date.now,
  ) {
    this.uploads = new UploadsRepository(db);
  }

  async create(caller: Caller, filesetId: string, rawPath: string): Promise<UploadState> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    const path = normalizePath(rawPath, 'path');
    if (path === '') throw badRequest("path is required: the new file's path, such as reports/q3/sales.csv.");
    const key = randomUUID();
    // Listed before the store holds anything under the key, so that a crash before the row below
    // exists leaves nothing the sweep would not find.
    await this.collector.stage(key);
    try {
      const storeUploadId = await this.blobs.parts.begin(key);
      const now = this.now();
      const upload: UploadRow = {
        id: randomUUID(),
        fileset_id: fileSet.id,
        path,
        created_by: caller.userId,
        created_at: now,
        expires_at: now + this.settings.expiryMs,
        blob_key: key,
        store_upload_id: storeUploadId,
        state: 'OPEN',
      };
      await this.db.transaction().execute(async (tx) => {
        // Locked first (PostgreSQL): a delete of the file set under way commits before this, which then
        // finds it gone (404) instead of failing the upload row's foreign key (500; found by the fuzz test).
        if (!(await new FilesRepository(tx).lockFileSet(fileSet.id))) throw notFound.fileSet(filesetId);
        await new UploadsRepository(tx).insert(upload);
        await unlistStagedBlob(tx, key);
      });
      return { upload, parts: [] };
    } catch (error) {
      await this.collector.collect([key]);
      throw error;
    }
  }

  private async open(caller: Caller, filesetId: string, uploadId: string): Promise<UploadRow> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    if (!isUuid(uploadId)) throw badRequest(`fileId ${JSON.stringify(uploadId)} is not a UUID.`);
    const upload = await this.uploads.find(fileSet.id, uploadId.toLowerCase());
    if (!upload) throw gone(uploadId);
    return upload;
  }

  /** Part numbers as S3 has them: 1 to 10,000. */
  static partNumber(raw: string): number {
    const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= MAX_PART_NUMBER))
      throw badRequest(`partNumber ${JSON.stringify(raw)}: must be an integer from 1 to ${MAX_PART_NUMBER}.`);
    return n;
  }

  /** Checks that a part may be sent, before its bytes are read. */
  async beforePart(caller: Caller, filesetId: string, uploadId: string): Promise<UploadRow> {
    const upload = await this.open(caller, filesetId, uploadId);
    if (upload.state !== 'OPEN') throw finalizing(uploadId);
    return upload;
  }

  async putPart(upload: UploadRow, partNumber: number, source: Readable, truncated: () => boolean): Promise<UploadState> {
    let stored: StoredPart;
    try {
      stored = await this.blobs.parts.put(upload.blob_key, upload.store_upload_id, partNumber, source);
    } catch (error) {
      if (error instanceof PartedUploadGone) throw gone(upload.id);
      throw error;
    }
    if (truncated()) throw tooLarge(this.settings.maxUploadBytes);
    return retryingTransaction(this.db, async (tx) => {
      const uploads = new UploadsRepository(tx);
      const now = await uploads.find(upload.fileset_id, upload.id, 'update');
      if (!now) throw gone(upload.id);
      if (now.state !== 'OPEN') throw finalizing(upload.id);
      const others = (await uploads.parts(upload.id)).filter((p) => p.part_number !== partNumber);
      if (others.reduce((sum, p) => sum + p.size, stored.size) > this.settings.maxUploadBytes) throw tooLarge(this.settings.maxUploadBytes);
      const part: PartRow = { upload_id: upload.id, part_number: partNumber, size: stored.size, etag: stored.etag };
      await uploads.savePart(part, this.now() + this.settings.expiryMs);
      return { upload: { ...now, state: 'OPEN' }, parts: [...others, part].sort((a, b) => a.part_number - b.part_number) };
    });
  }

  /**
   * Joins the parts 1..n into the file's content, hashes it and publishes it. The parts are checked
   * first (none missing, every part but the last at least 5 MiB), so that a finalize that cannot
   * succeed changes nothing and the client may send what is missing.
   */
  async finalize(caller: Caller, filesetId: string, uploadId: string): Promise<FileRow> {
    const opened = await this.open(caller, filesetId, uploadId);
    const { upload, parts } = await retryingTransaction(this.db, async (tx) => {
      const uploads = new UploadsRepository(tx);
      const upload = await uploads.find(opened.fileset_id, opened.id, 'update');
      if (!upload) throw gone(uploadId);
      if (upload.state !== 'OPEN') throw finalizing(uploadId);
      const parts = await uploads.parts(upload.id);
      checkParts(parts, this.settings.maxUploadBytes);
      await uploads.setState(upload.id, 'FINALIZING', this.now() + this.settings.expiryMs);
      return { upload, parts };
    });
    try {
      await this.blobs.parts.complete(
        upload.blob_key,
        upload.store_upload_id,
        parts.map((p) => ({ partNumber: p.part_number, size: p.size, etag: p.etag })),
      );
    } catch (error) {
      // Nothing was joined: the parts are still there, and the client may try again.
      await this.uploads.setState(upload.id, 'OPEN', this.now() + this.settings.expiryMs);
      if (error instanceof PartedUploadGone) throw gone(uploadId);
      throw error;
    }
    // From here the blob exists: listed as staged, as a plain upload's, so that publish takes it and
    // a failure (or this process stopping) has the collector remove it.
    await this.collector.stage(upload.blob_key);
    let staged;
    try {
      const { size, sha256 } = await this.hash(upload.blob_key);
      staged = { key: upload.blob_key, size, sha256, filename: nameOf(upload.path), declaredType: undefined };
    } catch (error) {
      await this.collector.collect([upload.blob_key]);
      await this.uploads.delete(upload.id);
      throw error;
    }
    try {
      const { row } = await this.files.publish(
        caller,
        filesetId,
        { directoryPath: parentOf(upload.path), name: nameOf(upload.path), newId: upload.id },
        staged,
      );
      return row;
    } finally {
      // Published or refused, the parts are gone: the upload is over either way.
      await this.uploads.delete(upload.id);
    }
  }

  /** SHA-256 and size of the joined content, read back from the store as a plain upload hashes it on the way in. */
  private async hash(key: string): Promise<{ size: number; sha256: string }> {
    const { stream, digests } = digestStream(['sha256']);
    let size = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback();
      },
    });
    await pipeline(await this.blobs.get(key), stream, sink);
    return { size, sha256: digests().sha256 };
  }

  async abort(caller: Caller, filesetId: string, uploadId: string): Promise<void> {
    const opened = await this.open(caller, filesetId, uploadId);
    const key = await retryingTransaction(this.db, async (tx) => {
      const uploads = new UploadsRepository(tx);
      const upload = await uploads.find(opened.fileset_id, opened.id, 'update');
      if (!upload) throw gone(uploadId);
      if (upload.state !== 'OPEN') throw finalizing(uploadId);
      await uploads.delete(upload.id);
      await this.collector.listAbandoned(tx, upload.blob_key);
      return upload.blob_key;
    });
    await this.collector.collect([key]);
  }

  /**
   * Removes uploads past their expiry with their parts (a finalize that stopped half-way is left a
   * day longer, as its blob may be published by then). Returns how many.
   */
  async sweepExpired(now = this.now()): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await this.uploads.expired(now, FINALIZE_GRACE_MS, SWEEP_PAGE);
      const keys: string[] = [];
      for (const candidate of expired) {
        await retryingTransaction(this.db, async (tx) => {
          const uploads = new UploadsRepository(tx);
          const upload = await uploads.find(candidate.fileset_id, candidate.id, 'update');
          // As read, unless a part renewed it or a finalize began meanwhile.
          if (upload?.expires_at !== candidate.expires_at || upload.state !== candidate.state) return;
          await uploads.delete(upload.id);
          await this.collector.listAbandoned(tx, upload.blob_key);
          keys.push(upload.blob_key);
        });
      }
      // Collected only if nothing owns it: a finalize that published before it stopped keeps its blob.
      await this.collector.collect(keys);
      removed += keys.length;
      // A page none of whose uploads could be taken (each renewed meanwhile) ends the round too.
      if (expired.length < SWEEP_PAGE || keys.length === 0) return removed;
    }
  }
}

function checkParts(parts: PartRow[], maxBytes: number): void {
  if (parts.length === 0) throw badRequest('The upload has no parts yet: send part 1 (and any others) before finalize.');
  const last = parts[parts.length - 1]!.part_number;
  const have = new Set(parts.map((p) => p.part_number));
  const missing: number[] = [];
  for (let n = 1; n <= last && missing.length < 20; n++) if (!have.has(n)) missing.push(n);
  if (missing.length > 0) {
    throw badRequest(
      `Parts are numbered 1 to ${last} without gaps; missing: ${missing.join(', ')}${missing.length === 20 ? ', …' : ''}. Send them, then finalize again.`,
    );
  }
  const small = parts.slice(0, -1).filter((p) => p.size < MIN_PART_BYTES);
  if (small.length > 0) {
    throw badRequest(
      `Every part but the last must be at least ${MIN_PART_BYTES} bytes (5 MiB); part ${small[0]!.part_number} has ${small[0]!.size}. Send it again with more bytes.`,
    );
  }
  const total = parts.reduce((sum, p) => sum + p.size, 0);
  if (total > maxBytes) throw tooLarge(maxBytes);
}

function finalizing(id: string): AppError {
  return new AppError('UPLOAD_FINALIZING', `Resumable upload ${id} is being finalized; it takes no more parts.`);
}

function tooLarge(max: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `Uploads are at most ${max} bytes.`);
}
