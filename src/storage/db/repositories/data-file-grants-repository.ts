import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { DataFileGrant } from '../../../entities/data-files.js';

export interface GrantEntry {
  userId: number;
  grant: DataFileGrant;
}

/** Per-user grants on data files (docs/data-files.md, "Permissions"). Takes a Kysely or a transaction. */
export class DataFileGrantsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async grantOf(dataFileId: number, userId: number): Promise<DataFileGrant | null> {
    const row = await this.db
      .selectFrom('data_file_grants')
      .select('grant_name')
      .where('data_file_id', '=', dataFileId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.grant_name ?? null;
  }

  /** In user id order. */
  async list(dataFileId: number): Promise<GrantEntry[]> {
    const rows = await this.db
      .selectFrom('data_file_grants')
      .select(['user_id', 'grant_name'])
      .where('data_file_id', '=', dataFileId)
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ userId: r.user_id, grant: r.grant_name }));
  }

  /** Replaces every grant of the data file with `entries`. */
  async replace(dataFileId: number, entries: readonly GrantEntry[]): Promise<void> {
    await this.db.deleteFrom('data_file_grants').where('data_file_id', '=', dataFileId).execute();
    if (entries.length === 0) return;
    await this.db
      .insertInto('data_file_grants')
      .values(entries.map((e) => ({ data_file_id: dataFileId, user_id: e.userId, grant_name: e.grant })))
      .execute();
  }

  /** Which of `userIds` are users. */
  async existingUsers(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...userIds])
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
