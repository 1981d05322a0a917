import { type Selectable, sql } from 'kysely';
import { foldForLike } from '../../../search-query/like-text.js';
import type { Db } from '../database.js';
import { lockRows } from '../dialect.js';
import type { Condition } from '../search/condition.js';
import { retryingTransaction } from '../transactions.js';
import type { Permission } from '../../../entities/filesets.js';
import type { FileSetLikeText, FileSetsTable } from '../schema.js';

export type FileSetRow = Selectable<FileSetsTable> & { permission: Permission };
/** A new file set's row: content indexing is off unless `ai_enabled` says otherwise. */
export type NewFileSet = Omit<Selectable<FileSetsTable>, 'ai_enabled'> & { ai_enabled?: number };

/** A file set's row as stored: with the lower-cased copies that search's LIKE reads. */
export function fileSetRecord<R extends NewFileSet>(row: R): R & FileSetLikeText {
  return { ...row, name_lower: foldForLike(row.name), description_lower: foldForLike(row.description) };
}

/** The file sets a user can read, with that user's permission (admins: OWNER on all). */
export function visible(userId: number, isAdmin: boolean): Condition {
  return isAdmin
    ? sql`SELECT f.*, 'OWNER' AS permission FROM filesets f`
    : sql`SELECT f.*, a.permission AS permission FROM filesets f
          JOIN fileset_access a ON a.fileset_id = f.id AND a.user_id = ${userId}`;
}

export class FileSetsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewFileSet): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('filesets').values(fileSetRecord(row)).execute();
      await tx.insertInto('fileset_access').values({ fileset_id: row.id, user_id: row.owner_id, permission: 'OWNER' }).execute();
    });
  }

  async findVisible(id: string, userId: number, isAdmin: boolean): Promise<FileSetRow | undefined> {
    const { rows } = await sql<FileSetRow>`SELECT * FROM (${visible(userId, isAdmin)}) v WHERE v.id = ${id}`.execute(this.db);
    return rows[0];
  }

  /**
   * Updates the file set; with `ai`, also switches content indexing in the same transaction (the
   * row locked first, so an upload in the set either committed before and is switched with the
   * others, or waits and reads the new setting). Returns whether indexing changed.
   */
  async update(
    id: string,
    changes: { name?: string; description?: string },
    userId: number,
    now: number,
    ai?: { enabled: boolean; dropIndex: (tx: Db) => Promise<void> },
  ): Promise<boolean> {
    if (!ai) {
      await this.stamp(this.db, id, changes, userId, now);
      return false;
    }
    return retryingTransaction(this.db, async (tx) => {
      const current = await tx
        .selectFrom('filesets')
        .select('ai_enabled')
        .where('id', '=', id)
        .$call(lockRows(tx, 'update'))
        .executeTakeFirst();
      await this.stamp(tx, id, changes, userId, now);
      if (!current || (current.ai_enabled === 1) === ai.enabled) return false;
      await tx
        .updateTable('filesets')
        .set({ ai_enabled: ai.enabled ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      if (!ai.enabled) await ai.dropIndex(tx);
      await tx
        .updateTable('files')
        .set({ index_status: ai.enabled ? 'PENDING' : null, index_reason: null, index_claimed_by: null, index_claim_until: null })
        .where('fileset_id', '=', id)
        .where('file_type', '!=', 'DIRECTORY')
        .execute();
      return true;
    });
  }

  private async stamp(db: Db, id: string, changes: { name?: string; description?: string }, userId: number, now: number): Promise<void> {
    await db
      .updateTable('filesets')
      .set({
        ...changes,
        ...(changes.name !== undefined ? { name_lower: foldForLike(changes.name) } : {}),
        ...(changes.description !== undefined ? { description_lower: foldForLike(changes.description) } : {}),
        updated_at: now,
        updated_by: userId,
      })
      .where('id', '=', id)
      .execute();
  }

  async listAccess(id: string): Promise<{ user_id: number; permission: Permission }[]> {
    return this.db.selectFrom('fileset_access').select(['user_id', 'permission']).where('fileset_id', '=', id).orderBy('user_id').execute();
  }

  /**
   * Applies grants (`NONE` revokes) in one transaction and stamps the file set as updated. The stamp
   * comes first: it locks the file set's row, so a delete running at the same time either finished
   * before (nothing is granted on a file set that is gone: the caller then answers 404) or waits for
   * this one, instead of the grants failing their foreign key half-way (seen by the fuzz test).
   */
  async setAccess(id: string, grants: { userId: number; permission: Permission | 'NONE' }[], userId: number, now: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const stamped = await tx.updateTable('filesets').set({ updated_at: now, updated_by: userId }).where('id', '=', id).executeTakeFirst();
      if (stamped.numUpdatedRows === 0n) return;
      for (const grant of grants) {
        if (grant.permission === 'NONE') {
          await tx.deleteFrom('fileset_access').where('fileset_id', '=', id).where('user_id', '=', grant.userId).execute();
        } else {
          await tx
            .insertInto('fileset_access')
            .values({ fileset_id: id, user_id: grant.userId, permission: grant.permission })
            .onConflict((oc) => oc.columns(['fileset_id', 'user_id']).doUpdateSet({ permission: grant.permission as Permission }))
            .execute();
        }
      }
    });
  }

  /**
   * Makes `newOwner` the owner; the previous owner keeps EDIT. The stamp comes first and locks the
   * row, as in setAccess. False when the file set is gone.
   */
  async transferOwnership(id: string, newOwner: number, userId: number, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('filesets').select('owner_id').where('id', '=', id).$call(lockRows(tx, 'update')).executeTakeFirst();
      if (!row) return false;
      await tx.updateTable('filesets').set({ owner_id: newOwner, updated_at: now, updated_by: userId }).where('id', '=', id).execute();
      for (const [user, permission] of [
        [row.owner_id, 'EDIT'],
        [newOwner, 'OWNER'],
      ] as const) {
        await tx
          .insertInto('fileset_access')
          .values({ fileset_id: id, user_id: user, permission })
          .onConflict((oc) => oc.columns(['fileset_id', 'user_id']).doUpdateSet({ permission }))
          .execute();
      }
      return true;
    });
  }

  /**
   * Deletes the file set, its entries and its grants, and returns the blob keys its entries owned.
   * Those keys are listed for collection in the same transaction, so none is lost track of if the
   * process dies before they are removed.
   */
  async delete(id: string, now: number, dropIndex: (tx: Db) => Promise<void>): Promise<string[]> {
    return retryingTransaction(this.db, async (tx) => {
      // Locked first (PostgreSQL): an upload under way commits its entry before they are listed here,
      // and a later one waits and then finds the file set gone (see FilesRepository.lockFileSet).
      await tx.selectFrom('filesets').select('id').where('id', '=', id).$call(lockRows(tx, 'update')).execute();
      const owned = await tx
        .selectFrom('files')
        .select('blob_key')
        .where('fileset_id', '=', id)
        .where('blob_key', 'is not', null)
        .execute();
      // Resumable uploads under way go too: their keys are collected like the files', which drops their parts.
      const uploads = await tx.selectFrom('file_uploads').select('blob_key').where('fileset_id', '=', id).execute();
      const keys = [...owned.map((r) => r.blob_key!), ...uploads.map((r) => r.blob_key)];
      await sql`INSERT INTO blob_gc (blob_key, created_at)
        SELECT blob_key, ${now} FROM files WHERE fileset_id = ${id} AND blob_key IS NOT NULL
        ON CONFLICT (blob_key) DO NOTHING`.execute(tx);
      await sql`INSERT INTO blob_gc (blob_key, created_at)
        SELECT blob_key, ${now} FROM file_uploads WHERE fileset_id = ${id}
        ON CONFLICT (blob_key) DO NOTHING`.execute(tx);
      await dropIndex(tx);
      await tx.deleteFrom('files').where('fileset_id', '=', id).execute();
      await tx.deleteFrom('fileset_access').where('fileset_id', '=', id).execute();
      await tx.deleteFrom('filesets').where('id', '=', id).execute();
      return keys;
    });
  }
}
