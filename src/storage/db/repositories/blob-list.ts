import type { Kysely } from 'kysely';
import { AppError } from '../../../errors.js';
import type { Database } from '../schema.js';

/**
 * Publication of staged content, inside the publishing transaction: the blob leaves the collector's
 * list. Only a row no instance is collecting may leave it; when one is (this instance's lease ran
 * out, say while the database was unreachable, and a peer took its uploads for abandoned), the
 * blob may already be gone, so the publication fails as a whole and the client sends it again.
 */
export async function unlistStagedBlob(db: Kysely<Database>, key: string): Promise<void> {
  const result = await db.deleteFrom('blob_gc').where('blob_key', '=', key).where('collecting_by', 'is', null).executeTakeFirst();
  if (result.numDeletedRows === 0n) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The upload could not be stored because this server lost contact with the database meanwhile; send it again.',
    );
  }
}

/** Unpublished content, inside the unpublishing transaction: the blob joins the list for collection. */
export async function listUnpublishedBlob(db: Kysely<Database>, key: string, now: number): Promise<void> {
  await db
    .insertInto('blob_gc')
    .values({ blob_key: key, created_at: now, staged_by: null, collecting_by: null })
    .onConflict((oc) => oc.column('blob_key').doNothing())
    .execute();
}
