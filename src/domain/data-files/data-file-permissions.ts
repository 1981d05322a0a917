import { badRequest } from '../../errors.js';
import type { Db } from '../../storage/db/database.js';
import { DataFileGrantsRepository } from '../../storage/db/repositories/data-file-grants-repository.js';
import { DataFilesRepository } from '../../storage/db/repositories/data-files-repository.js';
// The entity and this class share a name: the API object is the view this class reads and writes.
import type { DataFilePermissions as PermissionsView } from '../../entities/data-files.js';
import type { Caller } from '../tokens/token-service.js';
import { gone, requireAccess } from './data-file-access.js';

/** Who may read and edit a data file besides its owner and admins (docs/data-files.md, "Permissions"). */
export class DataFilePermissions {
  constructor(private readonly db: Db) {}

  /** The owner's and admins' view of the permissions (others who may read get 403). */
  async get(caller: Caller, dataFileId: number): Promise<PermissionsView> {
    const files = new DataFilesRepository(this.db);
    const row = await requireAccess(this.db, caller, await files.find(dataFileId), dataFileId, 'own', 'see the permissions of');
    return this.view(this.db, row.is_public === 1, dataFileId);
  }

  /** Replaces the public flag and every grant at once. */
  async set(caller: Caller, dataFileId: number, input: PermissionsView): Promise<PermissionsView> {
    const owner = await this.checkEntries(input);
    return this.db.transaction().execute(async (tx) => {
      const files = new DataFilesRepository(tx);
      const row = await requireAccess(tx, caller, await files.find(dataFileId, 'update'), dataFileId, 'own', 'change the permissions of');
      if (row.deleted_at !== null) throw gone(dataFileId);
      const ownerAt = owner(row.responsible_user_id);
      if (ownerAt >= 0) {
        throw badRequest(`entries[${ownerAt}].entityId: user ${row.responsible_user_id} owns data file ${dataFileId} and needs no grant.`);
      }
      await files.setPublic(dataFileId, input.publicAccess);
      await new DataFileGrantsRepository(tx).replace(
        dataFileId,
        input.entries.map((e) => ({ userId: e.entityId, grant: e.grant })),
      );
      return this.view(tx, input.publicAccess, dataFileId);
    });
  }

  /** 400 for a repeated or unknown user; returns where a given user is listed (-1: nowhere). */
  private async checkEntries(input: PermissionsView): Promise<(userId: number) => number> {
    const at = new Map<number, number>();
    input.entries.forEach((entry, i) => {
      const earlier = at.get(entry.entityId);
      if (earlier !== undefined)
        throw badRequest(`entries[${i}].entityId: user ${entry.entityId} is already listed at entries[${earlier}]; one entry per user.`);
      at.set(entry.entityId, i);
    });
    const known = await new DataFileGrantsRepository(this.db).existingUsers([...at.keys()]);
    for (const [userId, i] of at) if (!known.has(userId)) throw badRequest(`entries[${i}].entityId: there is no user ${userId}.`);
    return (userId) => at.get(userId) ?? -1;
  }

  private async view(db: Db, isPublic: boolean, dataFileId: number): Promise<PermissionsView> {
    const grants = await new DataFileGrantsRepository(db).list(dataFileId);
    return { publicAccess: isPublic, entries: grants.map((g) => ({ entityType: 'USER', entityId: g.userId, grant: g.grant })) };
  }
}
