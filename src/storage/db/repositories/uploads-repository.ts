import type { Kysely, Selectable } from 'kysely';
import { type RowLock, lockRows } from '../dialect.js';
import type { Database } from '../schema.js';
import type { FileUploadPartsTable, FileUploadsTable } from '../schema-hosted-files.js';

export type UploadRow = Selectable<FileUploadsTable>;
export type PartRow = Selectable<FileUploadPartsTable>;

/** Resumable uploads and their parts. Takes a Kysely or a transaction. */
export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: UploadRow): Promise<void> {
    await this.db.insertInto('file_uploads').values(row).execute();
  }

  async find(filesetId: string, id: string, lock: RowLock = null): Promise<UploadRow | undefined> {
    return this.db
      .selectFrom('file_uploads')
      .selectAll()
      .where('fileset_id', '=', filesetId)
      .where('id', '=', id)
      .$call(lockRows(this.db, lock))
      .executeTakeFirst();
  }

  async parts(uploadId: string): Promise<PartRow[]> {
    return this.db.selectFrom('file_upload_parts').selectAll().where('upload_id', '=', uploadId).orderBy('part_number').execute();
  }

  /** Records a part (replacing one sent before under its number) and renews the upload's expiry. */
  async savePart(part: PartRow, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('file_upload_parts')
      .values(part)
      .onConflict((oc) => oc.columns(['upload_id', 'part_number']).doUpdateSet({ size: part.size, etag: part.etag }))
      .execute();
    await this.db.updateTable('file_uploads').set({ expires_at: expiresAt }).where('id', '=', part.upload_id).execute();
  }

  async setState(id: string, state: UploadRow['state'], expiresAt: number): Promise<void> {
    await this.db.updateTable('file_uploads').set({ state, expires_at: expiresAt }).where('id', '=', id).execute();
  }

  /** Deletes the upload (its parts' rows go with it); false when it was gone already. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('file_uploads').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Open uploads past their expiry, and finalizing ones past it by `graceMs`, oldest first. */
  async expired(now: number, graceMs: number, limit: number): Promise<UploadRow[]> {
    return this.db
      .selectFrom('file_uploads')
      .selectAll()
      .where('expires_at', '<', now)
      .where((eb) => eb.or([eb('state', '=', 'OPEN'), eb('expires_at', '<', now - graceMs)]))
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /** The blob keys of a file set's uploads (its delete lets go of them). */
  async blobKeysOf(filesetId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('file_uploads').select('blob_key').where('fileset_id', '=', filesetId).execute();
    return rows.map((r) => r.blob_key);
  }
}
