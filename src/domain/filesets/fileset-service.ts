import { randomUUID } from 'node:crypto';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Db } from '../../storage/db/database.js';
import { type FileSetRow, FileSetsRepository } from '../../storage/db/repositories/filesets-repository.js';
import type { AccessEntry, FileSet, Permission } from '../../entities/filesets.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import { searchFileSets } from '../../storage/db/search/fileset-search.js';
import { FILESET_FIELDS } from '../../search-query/fields.js';
import { parseSearch } from '../../search-query/parse.js';
import { isUuid } from '../../search-query/values.js';
import type { Caller } from '../tokens/token-service.js';
import type { TokenService } from '../tokens/token-service.js';
import { IndexEntries } from '../../indexing/index-entries.js';
import { toFileSet } from './fileset-view.js';

const RANK: Record<Permission, number> = { READ: 1, EDIT: 2, OWNER: 3 };

/** A file set id from a request, as stored; 400 when it is not a UUID. */
export function fileSetIdOf(id: string): string {
  if (!isUuid(id)) throw badRequest(`filesetId ${JSON.stringify(id)} is not a UUID.`);
  return id.toLowerCase();
}

export class FileSetService {
  private readonly repo: FileSetsRepository;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly collector: BlobCollector,
    private readonly index: IndexEntries = new IndexEntries(null, null),
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new FileSetsRepository(db);
  }

  /**
   * The file set if the caller holds at least `needed` on it. Unreadable is 404 (no existence
   * leak); readable but not enough is 403.
   */
  async require(caller: Caller, id: string, needed: Permission = 'READ'): Promise<FileSetRow> {
    const row = await this.repo.findVisible(fileSetIdOf(id), caller.userId, caller.isAdmin);
    if (!row) throw notFound.fileSet(id);
    if (RANK[row.permission] < RANK[needed]) {
      throw new AppError('FORBIDDEN', `This needs ${needed} permission on file set ${id}; you have ${row.permission}.`);
    }
    return row;
  }

  async create(caller: Caller, input: { name: string; description?: string | null; aiEnabled?: boolean | null }): Promise<FileSet> {
    const now = this.now();
    const row = {
      id: randomUUID(),
      name: checkName(input.name),
      description: input.description ?? '',
      owner_id: caller.userId,
      created_at: now,
      created_by: caller.userId,
      updated_at: now,
      updated_by: caller.userId,
      file_count: 0,
      ai_enabled: input.aiEnabled === true ? 1 : 0,
    };
    await this.repo.insert(row);
    return toFileSet({ ...row, permission: 'OWNER' });
  }

  async get(caller: Caller, id: string): Promise<FileSet> {
    return toFileSet(await this.require(caller, id));
  }

  async update(
    caller: Caller,
    id: string,
    input: { name?: string | null; description?: string | null; aiEnabled?: boolean | null },
  ): Promise<FileSet> {
    const row = await this.require(caller, id, 'EDIT');
    const changes: { name?: string; description?: string } = {};
    if (input.name !== undefined && input.name !== null) changes.name = checkName(input.name);
    if (input.description !== undefined && input.description !== null) changes.description = input.description;
    const aiEnabled = input.aiEnabled ?? null;
    const switched = await this.repo.update(
      row.id,
      changes,
      caller.userId,
      this.now(),
      aiEnabled === null
        ? undefined
        : {
            enabled: aiEnabled,
            // Off drops the index in the same transaction; on makes every file PENDING for the queue.
            dropIndex: (tx) => this.index.dropFileSet(tx, row.id),
          },
    );
    if (switched && aiEnabled) this.index.scheduleAll();
    return this.get(caller, row.id);
  }

  async delete(caller: Caller, id: string): Promise<void> {
    const row = await this.require(caller, id, 'OWNER');
    const keys = await this.repo.delete(row.id, this.now(), (tx) => this.index.dropFileSet(tx, row.id));
    await this.collector.collect(keys);
  }

  async getAccess(caller: Caller, id: string): Promise<{ fileSetId: string; fileSetAccess: AccessEntry[] }> {
    const row = await this.require(caller, id);
    const entries = await this.repo.listAccess(row.id);
    return {
      fileSetId: row.id,
      fileSetAccess: entries.map((e) => ({ entityId: e.user_id, entityType: 'USER', permission: e.permission })),
    };
  }

  async setAccess(
    caller: Caller,
    id: string,
    entries: { entityId: number; entityType?: string; permission: Permission | 'NONE' }[],
  ): Promise<{ fileSetId: string; fileSetAccess: AccessEntry[] }> {
    const row = await this.require(caller, id, 'OWNER');
    const seen = new Set<number>();
    for (const [i, entry] of entries.entries()) {
      if (seen.has(entry.entityId)) throw badRequest(`fileSetAccess[${i}]: user ${entry.entityId} is listed twice.`);
      seen.add(entry.entityId);
      if (entry.entityId === row.owner_id) {
        throw badRequest(`fileSetAccess[${i}]: user ${entry.entityId} owns this file set; the owner's permission cannot change.`);
      }
      if (entry.permission === 'OWNER') {
        throw badRequest(`fileSetAccess[${i}].permission: a file set has one owner; grant READ or EDIT, or NONE to revoke.`);
      }
      if (!(await this.tokens.userExists(entry.entityId))) {
        throw badRequest(`fileSetAccess[${i}].entityId: user ${entry.entityId} does not exist.`);
      }
    }
    await this.repo.setAccess(
      row.id,
      entries.map((e) => ({ userId: e.entityId, permission: e.permission })),
      caller.userId,
      this.now(),
    );
    return this.getAccess(caller, row.id);
  }

  /**
   * Hands the file set to another user (OWNER or admin); the previous owner keeps EDIT. Returns the
   * file set as the caller now sees it.
   */
  async transferOwnership(caller: Caller, id: string, userId: number): Promise<FileSet> {
    const row = await this.require(caller, id, 'OWNER');
    if (userId !== row.owner_id) {
      if (!(await this.tokens.userExists(userId))) throw badRequest(`userId: user ${userId} does not exist.`);
      if (!(await this.repo.transferOwnership(row.id, userId, caller.userId, this.now()))) throw notFound.fileSet(id);
    }
    return this.get(caller, row.id);
  }

  /** Operation 1. */
  async search(caller: Caller, body: Record<string, unknown>, limit: number, offset: number) {
    const query = parseSearch(FILESET_FIELDS, body);
    const { rows, total } = await searchFileSets(this.db, { userId: caller.userId, isAdmin: caller.isAdmin, query, limit, offset });
    return { fileSets: rows.map(toFileSet), pageContext: { offset, limit, total } };
  }
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 255) throw badRequest('name must be 1 to 255 characters long (after trimming spaces).');
  return trimmed;
}
