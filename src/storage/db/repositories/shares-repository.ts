import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema.js';
import type { FileSharesTable } from '../schema-hosted-files.js';

export type ShareRow = Selectable<FileSharesTable>;

/** Share links of files; a link is found only by its token's hash. */
export class SharesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: ShareRow): Promise<void> {
    await this.db.insertInto('file_shares').values(row).execute();
  }

  async findByHash(tokenHash: string): Promise<ShareRow | undefined> {
    return this.db.selectFrom('file_shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** A file's links that have not expired, newest first. */
  async listForFile(filesetId: string, fileId: string, now: number): Promise<ShareRow[]> {
    return this.db
      .selectFrom('file_shares')
      .selectAll()
      .where('fileset_id', '=', filesetId)
      .where('file_id', '=', fileId)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('file_shares').where('id', '=', id).execute();
  }

  /** Links past their expiry (they no longer open anything; this only tidies). */
  async deleteExpired(now: number): Promise<number> {
    const result = await this.db.deleteFrom('file_shares').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
