import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import { BlobNotFound, type BlobStore, type ByteRange, type DirectResponse } from '../../storage/blobs/blob-store.js';
import { digestStream } from '../../storage/blobs/digest-stream.js';
import type { Db } from '../../storage/db/database.js';
import { type FileRow, FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { retryingTransaction } from '../../storage/db/transactions.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { IndexEntries } from '../../indexing/index-entries.js';
import { isUuid } from '../../search-query/values.js';
import type { Caller } from '../tokens/token-service.js';
import { contentTypeFor, fileTypeOf } from './content-types.js';
import { directoryEntry, ensureDirectories } from './directories.js';
import { ancestorsOf, checkSegment, joinPath, normalizePath } from './paths.js';

/** Bytes written to the blob store but not yet owned by any entry. */
export interface StagedContent {
  key: string;
  size: number;
  sha256: string;
  filename: string;
  declaredType: string | undefined;
}

/**
 * An entry and a way to stream its bytes (all, or one range), or the store's direct URL for them
 * (null: stream them). The range is left to the caller so that conditional headers can be checked
 * before it (RFC 9110 §13.2.2).
 */
export interface OpenedFile {
  row: FileRow;
  size: number;
  body: (range: ByteRange | null) => Promise<Readable>;
  directUrl: (response: DirectResponse) => Promise<string | null>;
}

/** Which entry a route names: by id or by path. */
export type FileRef = { id: string } | { path: string };

export class FileService {
  private readonly files: FilesRepository;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly collector: BlobCollector,
    private readonly fileSets: FileSetService,
    private readonly index: IndexEntries = new IndexEntries(null, null),
    private readonly now: () => number = Date.now,
  ) {
    this.files = new FilesRepository(db);
  }

  /**
   * Streams content into a fresh blob, hashing it on the way. Nothing is visible until `publish`;
   * if this fails or the caller never publishes, `discard` (or the start-up sweep) removes it.
   */
  async stage(source: Readable, filename: string, declaredType: string | undefined): Promise<StagedContent> {
    const key = randomUUID();
    await this.collector.stage(key);
    const { stream, digests } = digestStream(['sha256']);
    // pipeline, not pipe(): the source may have failed before we got it (a multipart body cut short
    // errors its file stream at once), and only pipeline carries that on instead of waiting forever
    // for bytes that will not come. Both sides are awaited to the end, failed or not, so that the
    // blob is removed only once the store has stopped writing it.
    const [written, read] = await Promise.allSettled([this.blobs.put(key, stream), pipeline(source, stream)]);
    if (written.status === 'fulfilled' && read.status === 'fulfilled') {
      return { key, size: written.value, sha256: digests().sha256, filename, declaredType };
    }
    await this.collector.collect([key]);
    // The source's failure is the cause; the store's is then only its consequence.
    throw read.status === 'rejected' ? read.reason : (written as PromiseRejectedResult).reason;
  }

  async discard(staged: StagedContent): Promise<void> {
    await this.collector.collect([staged.key]);
  }

  /**
   * Publishes staged content at `directoryPath/name` in one transaction: missing directories are
   * created, an existing file keeps its id and takes the new content; a new one gets `newId` when
   * given (a resumable upload's id), else a fresh one. Returns the entry and whether it is new.
   */
  async publish(
    caller: Caller,
    filesetId: string,
    target: { directoryPath?: string | null; name?: string | null; newId?: string },
    staged: StagedContent,
  ): Promise<{ row: FileRow; created: boolean }> {
    try {
      const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
      const dir = normalizePath(target.directoryPath, 'directoryPath');
      const named = target.name !== undefined && target.name !== null;
      const name = checkSegment(named ? target.name! : staged.filename, named ? 'name' : 'file part filename');
      const path = joinPath(dir, name);
      const contentType = contentTypeFor(name, staged.declaredType);
      const content = {
        content_type: contentType,
        file_type: fileTypeOf(contentType),
        size: staged.size,
        hash: staged.sha256,
        hash_algorithm: 'SHA_256_HEX',
        blob_key: staged.key,
      };
      const now = this.now();
      // Retried when a concurrent upload committed one of these paths first (PostgreSQL): the next
      // attempt finds it and overwrites it. The entry is locked, so overwrites queue up, and each
      // one lists the content it actually replaced.
      const result = await retryingTransaction(this.db, async (tx) => {
        const files = new FilesRepository(tx);
        if (!(await files.lockFileSet(fileSet.id))) throw notFound.fileSet(filesetId);
        await ensureDirectories(files, fileSet.id, ancestorsOf(path), caller, now);
        const existing = await files.findByPath(fileSet.id, path, 'update');
        await files.unlistBlob(staged.key);
        // Read after the file set's lock, so a switch of aiEnabled is either seen or waits for this upload.
        const indexed = { ...content, index_status: await this.index.initialStatus(tx, fileSet.id), index_reason: null };
        if (existing) {
          if (existing.file_type === 'DIRECTORY') {
            throw new AppError('PATH_CONFLICT', `"${path}" is a directory; a file cannot replace it.`);
          }
          // The old content's chunks go with it: a query never finds text the file no longer has.
          await this.index.dropFiles(tx, [existing.id]);
          await files.replaceContent(existing.id, indexed);
          if (existing.blob_key) await files.listBlob(existing.blob_key, now);
          return { row: { ...existing, ...indexed }, created: false, replacedKey: existing.blob_key };
        }
        const row: FileRow = {
          ...directoryEntry(fileSet.id, path, caller, now),
          ...indexed,
          ...(target.newId ? { id: target.newId } : {}),
        };
        await files.insert(row);
        await files.adjustFileCount(fileSet.id, 1);
        return { row, created: true, replacedKey: null };
      });
      if (result.row.index_status !== null) this.index.schedule(result.row.id);
      if (result.replacedKey) await this.collector.collect([result.replacedKey]);
      return { row: result.row, created: result.created };
    } catch (error) {
      await this.discard(staged);
      throw error;
    }
  }

  /**
   * Creates the directory `directoryPath` (or `directoryPath/name` when a name is given, as for a
   * file) and any missing parents; an existing one is returned as is.
   */
  async createDirectory(
    caller: Caller,
    filesetId: string,
    target: { directoryPath?: string | null; name?: string | null },
  ): Promise<{ row: FileRow; created: boolean }> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    const dir = normalizePath(target.directoryPath, 'directoryPath');
    const path = target.name === undefined || target.name === null ? dir : joinPath(dir, checkSegment(target.name, 'name'));
    if (path === '')
      throw badRequest('directoryPath is required to create a directory (the root always exists); send a file part to upload a file.');
    return retryingTransaction(this.db, async (tx) => {
      const files = new FilesRepository(tx);
      if (!(await files.lockFileSet(fileSet.id))) throw notFound.fileSet(filesetId);
      const created = await ensureDirectories(files, fileSet.id, [...ancestorsOf(path), path], caller, this.now());
      const row = (await files.findByPath(fileSet.id, path))!;
      return { row, created: created.includes(path) };
    });
  }

  async get(caller: Caller, filesetId: string, ref: FileRef): Promise<FileRow> {
    const fileSet = await this.fileSets.require(caller, filesetId);
    return this.find(fileSet.id, ref);
  }

  private async find(filesetId: string, ref: FileRef): Promise<FileRow> {
    if ('id' in ref) {
      if (!isUuid(ref.id)) throw badRequest(`fileId ${JSON.stringify(ref.id)} is not a UUID.`);
      const row = await this.files.findById(filesetId, ref.id.toLowerCase());
      if (!row) throw notFound.file(ref.id);
      return row;
    }
    const path = normalizePath(ref.path, 'path');
    if (path === '') throw badRequest('path is required.');
    const row = await this.files.findByPath(filesetId, path);
    if (!row) throw notFound.file(`"${path}"`);
    return row;
  }

  /** The entry, if the caller may read it, ready to download. */
  async open(caller: Caller, filesetId: string, ref: FileRef): Promise<OpenedFile> {
    const row = await this.get(caller, filesetId, ref);
    return this.opened(row, () => this.get(caller, filesetId, { id: row.id }));
  }

  /** As `open`, for a share link, which names one entry by id and was checked before (file-shares.ts). */
  async openShared(filesetId: string, fileId: string): Promise<OpenedFile> {
    const reread = async () => {
      const row = await this.files.findById(filesetId, fileId);
      if (!row) throw notFound.file(fileId);
      return row;
    };
    return this.opened(await reread(), reread);
  }

  private opened(row: FileRow, reread: () => Promise<FileRow>): OpenedFile {
    if (row.file_type === 'DIRECTORY' || row.blob_key === null) {
      throw badRequest(`"${row.path}" is a directory; only files can be downloaded.`);
    }
    const key = row.blob_key;
    return {
      row,
      size: Number(row.size),
      body: (range) => this.blobs.get(key, range ?? undefined).catch((error: unknown) => this.missingContent(error, reread, key)),
      directUrl: (response) => this.blobs.directUrl(key, response),
    };
  }

  /**
   * The entry's blob was not there: the entry was deleted since `open` looked (404, as the same
   * download sent after the delete), or overwritten (409: its size and hash are no longer those
   * of what `open` returned; the client asks again). Still listed, the content is lost: a 500.
   */
  private async missingContent(error: unknown, reread: () => Promise<FileRow>, key: string): Promise<never> {
    if (!(error instanceof BlobNotFound)) throw error;
    const now = await reread();
    if (now.blob_key !== key)
      throw new AppError('CONTENT_CHANGED', `"${now.path}" was replaced while it was being read; request it again.`);
    throw error;
  }

  /** Deletes the entry; a directory goes with everything below it. */
  async delete(caller: Caller, filesetId: string, ref: FileRef): Promise<void> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    const target = await this.find(fileSet.id, ref);
    const now = this.now();
    const keys = await retryingTransaction(this.db, async (tx) => {
      const files = new FilesRepository(tx);
      // Locked first (PostgreSQL): an upload below it that is under way commits before the tree is
      // listed, and one that comes later waits and then finds the directory gone.
      const locked = await files.findById(fileSet.id, target.id, 'update');
      if (!locked) return [];
      // Its path as locked: a move committed since the lookup took the tree elsewhere.
      const tree = await files.listTree(fileSet.id, locked.path);
      const owned = tree.flatMap((e) => (e.blob_key ? [e.blob_key] : []));
      for (const key of owned) await files.listBlob(key, now);
      await this.index.dropFiles(
        tx,
        tree.filter((e) => e.file_type !== 'DIRECTORY').map((e) => e.id),
      );
      await files.deleteTree(fileSet.id, locked.path);
      await files.adjustFileCount(fileSet.id, -tree.filter((e) => e.file_type !== 'DIRECTORY').length);
      return owned;
    });
    await this.collector.collect(keys);
  }
}
