import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { BlobStore } from './blob-store.js';

/** Rows read per step of a sweep. */
const SWEEP_PAGE = 500;

/**
 * Keeps blob storage in step with the database. A blob is listed in `blob_gc` before its first byte
 * is written and stays listed until a transaction publishes it (as a file entry's, a data-file
 * revision's or a stream part's content); unpublishing lists it again in the same transaction. So
 * after any crash every blob is either owned or listed, and collecting removes what is listed and
 * unowned.
 *
 * Several instances share the list. A staged blob records the instance whose upload writes it
 * (`staged_by`); an instance collecting a blob first claims its row (`collecting_by`), and publishing
 * only unlists a row nobody claimed, so a blob is never both published and deleted. Sweeps (at
 * start and periodically) collect the rows that can no longer be published: unpublished blobs,
 * blobs staged by instances whose lease has run out, and this instance's own rows whose upload has
 * ended (a removal that failed, for instance while the store was down).
 */
export class BlobCollector {
  /** Keys this process staged whose upload may still publish them; `listed` once their row exists. */
  private readonly inFlight = new Map<string, { listed: boolean }>();

  /**
   * `deleteDelayMs`: how long the content of an unpublished blob (a deleted or replaced file, a
   * purged revision, a spent part) is kept before it is deleted, so that a backup copying the blobs
   * after a database snapshot finds every blob the snapshot refers to (docs/deploy.md). Blobs that
   * were never published go at once.
   */
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly instance: { readonly id: string; liveIds(): Promise<string[]> },
    private readonly deleteDelayMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lists a fresh key before anything is written under it. */
  async stage(key: string): Promise<void> {
    const entry = { listed: false };
    this.inFlight.set(key, entry);
    try {
      await this.db
        .insertInto('blob_gc')
        .values({ blob_key: key, created_at: this.now(), staged_by: this.instance.id, collecting_by: null })
        .execute();
      entry.listed = true;
    } catch (error) {
      this.inFlight.delete(key);
      throw error;
    }
  }

  /**
   * Inside the transaction that lets go of a blob that was never published (a resumable upload
   * aborted or expired, with its parts): lists it as this instance's, so that `collect` right after
   * the commit removes it at once, and a sweep does if this instance stops before that.
   */
  async listAbandoned(tx: Db, key: string): Promise<void> {
    await tx
      .insertInto('blob_gc')
      .values({ blob_key: key, created_at: this.now(), staged_by: this.instance.id, collecting_by: null })
      .onConflict((oc) => oc.column('blob_key').doNothing())
      .execute();
  }

  /**
   * Removes blobs that are listed; safe to call with keys that a file or a revision still owns (they
   * stay stored and leave the list). Ends the upload of keys this process staged. A key another instance
   * is already collecting is left to it.
   */
  async collect(keys: readonly string[]): Promise<void> {
    try {
      for (const key of keys) {
        const claimed = await this.db
          .updateTable('blob_gc')
          .set({ collecting_by: this.instance.id })
          .where('blob_key', '=', key)
          .where((eb) => eb.or([eb('collecting_by', 'is', null), eb('collecting_by', '=', this.instance.id)]))
          .where((eb) => this.due(eb))
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) continue;
        await this.remove(key);
      }
    } finally {
      for (const key of keys) this.inFlight.delete(key);
    }
  }

  /**
   * Collects every listed blob whose upload can no longer publish it (see the class comment).
   * Returns how many were collected.
   */
  async sweep(): Promise<number> {
    const ownListed = [...this.inFlight].filter(([, entry]) => entry.listed).map(([key]) => key);
    const live = await this.instance.liveIds();
    const me = this.instance.id;
    await this.forgetEnded(ownListed);

    let total = 0;
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('blob_gc')
        .select(['blob_key', 'staged_by', 'collecting_by'])
        .where('blob_key', '>', after)
        .where((eb) => eb.or([eb('staged_by', 'is', null), eb('staged_by', 'not in', live), eb('staged_by', '=', me)]))
        .where((eb) => eb.or([eb('collecting_by', 'is', null), eb('collecting_by', 'not in', live), eb('collecting_by', '=', me)]))
        .where((eb) => this.due(eb))
        .orderBy('blob_key')
        .limit(SWEEP_PAGE)
        .execute();
      if (rows.length === 0) return total;
      after = rows[rows.length - 1]!.blob_key;
      for (const row of rows) {
        if (row.staged_by === me && this.inFlight.has(row.blob_key)) continue;
        // Only if the row is still as read: a publish or another sweeper may have got there first.
        const claimed = await this.db
          .updateTable('blob_gc')
          .set({ collecting_by: me })
          .where('blob_key', '=', row.blob_key)
          .where((eb) => (row.collecting_by === null ? eb('collecting_by', 'is', null) : eb('collecting_by', '=', row.collecting_by)))
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) continue;
        await this.remove(row.blob_key);
        total++;
      }
    }
  }

  /** Rows whose blob may go now: never published, or unpublished longer ago than the delay. */
  private due(eb: ExpressionBuilder<Database, 'blob_gc'>) {
    return eb.or([eb('staged_by', 'is not', null), eb('created_at', '<=', this.now() - this.deleteDelayMs)]);
  }

  /** Deletes a claimed key's blob unless something owns it, then its row. */
  private async remove(key: string): Promise<void> {
    const owned =
      (await this.db.selectFrom('files').select('id').where('blob_key', '=', key).executeTakeFirst()) ??
      (await this.db.selectFrom('data_file_revisions').select('id').where('blob_key', '=', key).executeTakeFirst());
    if (!owned) await this.blobs.delete(key);
    await this.db.deleteFrom('blob_gc').where('blob_key', '=', key).execute();
  }

  /**
   * Drops in-flight keys whose row is gone (published, or collected): their uploads are over. Only
   * keys whose row existed before the query are judged, so an upload that is just staging is kept.
   */
  private async forgetEnded(listedBefore: readonly string[]): Promise<void> {
    if (listedBefore.length === 0) return;
    const rows = await this.db.selectFrom('blob_gc').select('blob_key').where('staged_by', '=', this.instance.id).execute();
    const present = new Set(rows.map((r) => r.blob_key));
    for (const key of listedBefore) if (!present.has(key)) this.inFlight.delete(key);
  }
}
