import { AppError, badRequest, notFound } from '../../errors.js';
import type { Db } from '../../storage/db/database.js';
import { type FileRow, FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { MovesRepository } from '../../storage/db/repositories/moves-repository.js';
import { retryingTransaction } from '../../storage/db/transactions.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { foldForLike } from '../../search-query/like-text.js';
import { isUuid } from '../../search-query/values.js';
import type { Caller } from '../tokens/token-service.js';
import { ensureDirectories } from './directories.js';
import { ancestorsOf, normalizePath } from './paths.js';

/**
 * Move and rename (API.md §2): an entry takes a new path, a directory with everything below it, in
 * one transaction; ids stay (content indexes and share links follow the file). Each move is
 * journalled, so that a search walk begun before it goes on in the order it began in (file-search.ts).
 */
export class FileMoves {
  constructor(
    private readonly db: Db,
    private readonly fileSets: FileSetService,
    private readonly now: () => number = Date.now,
  ) {}

  async move(caller: Caller, filesetId: string, fileId: string, rawPath: string): Promise<FileRow> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    if (!isUuid(fileId)) throw badRequest(`fileId ${JSON.stringify(fileId)} is not a UUID.`);
    const to = normalizePath(rawPath, 'path');
    if (to === '') throw badRequest("path is required: the entry's new path, such as reports/2026/q3.csv (the root cannot be a target).");
    const id = fileId.toLowerCase();
    return retryingTransaction(this.db, async (tx) => {
      const moves = new MovesRepository(tx);
      const files = new FilesRepository(tx);
      if (!(await moves.lockFileSet(fileSet.id))) throw notFound.fileSet(filesetId);
      const entry = await files.findById(fileSet.id, id, 'update');
      if (!entry) throw notFound.file(fileId);
      const from = entry.path;
      if (to === from) return entry;
      if (to.startsWith(`${from}/`)) throw badRequest(`path: "${from}" cannot move into itself ("${to}").`);
      if (await files.findByPath(fileSet.id, to)) throw new AppError('PATH_CONFLICT', `"${to}" already exists; move or delete it first.`);
      const now = this.now();
      await ensureDirectories(files, fileSet.id, ancestorsOf(to), caller, now);
      await moves.moveTree(fileSet.id, from, to, foldForLike);
      await moves.record(fileSet.id, from, to, now);
      return (await files.findById(fileSet.id, id))!;
    });
  }
}
