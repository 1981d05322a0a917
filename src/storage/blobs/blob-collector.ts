import type { Db } from '../db/database.js';
import type { BlobStore } from './blob-store.js';

/**
 * Keeps blob storage in step with the database. A blob is listed in `blob_gc` before its first byte
 * is written and stays listed until a transaction publishes it (as a file entry's or a data-file
 * revision's content); unpublishing lists it again in the same transaction. So after any crash every
 * blob is either owned or listed, and the sweep removes what is listed and unowned.
 */
export class BlobCollector {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lists a fresh key before anything is written under it. */
  async stage(key: string): Promise<void> {
    await this.db.insertInto('blob_gc').values({ blob_key: key, created_at: this.now() }).execute();
  }

  /** Removes blobs that are listed; safe to call with keys that something still owns (they stay). */
  async collect(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const owned =
        (await this.db.selectFrom('files').select('id').where('blob_key', '=', key).executeTakeFirst()) ??
        (await this.db.selectFrom('data_file_revisions').select('id').where('blob_key', '=', key).executeTakeFirst());
      if (!owned) await this.blobs.delete(key);
      await this.db.deleteFrom('blob_gc').where('blob_key', '=', key).execute();
    }
  }

  /**
   * Collects every listed blob created before `before` (at start-up: everything, as no upload of
   * this process is under way yet). Returns how many were collected.
   */
  async sweep(before: number = Number.MAX_SAFE_INTEGER): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('blob_gc')
        .select('blob_key')
        .where('created_at', '<', before)
        .orderBy('blob_key')
        .limit(500)
        .execute();
      if (rows.length === 0) return total;
      await this.collect(rows.map((r) => r.blob_key));
      total += rows.length;
    }
  }
}
