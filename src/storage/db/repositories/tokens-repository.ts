import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { TokensTable } from '../schema.js';

export type TokenRow = Selectable<TokensTable>;

/** The settings row that remembers which token hash is the bootstrap token. */
const BOOTSTRAP_KEY = 'bootstrap_token_hash';

export interface AuthRow {
  tokenId: number;
  userId: number;
  isAdmin: boolean;
  expiresAt: number | null;
  revokedAt: number | null;
}

/** Users and their access tokens. Users exist implicitly: a token names its user by id. */
export class TokensRepository {
  constructor(private readonly db: Db) {}

  async ensureUser(userId: number, isAdmin: boolean, now: number): Promise<void> {
    await this.db
      .insertInto('users')
      .values({ id: userId, is_admin: isAdmin ? 1 : 0, created_at: now })
      .onConflict((oc) => (isAdmin ? oc.column('id').doUpdateSet({ is_admin: 1 }) : oc.column('id').doNothing()))
      .execute();
  }

  async userExists(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  async insert(token: { userId: number; name: string; hash: string; now: number; expiresAt: number | null }): Promise<TokenRow> {
    return this.db
      .insertInto('tokens')
      .values({
        user_id: token.userId,
        name: token.name,
        token_hash: token.hash,
        created_at: token.now,
        expires_at: token.expiresAt,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Makes the token with this hash valid for the user, creating it when missing. */
  async upsertByHash(token: { userId: number; name: string; hash: string; now: number }): Promise<void> {
    await this.db
      .insertInto('tokens')
      .values({
        user_id: token.userId,
        name: token.name,
        token_hash: token.hash,
        created_at: token.now,
        expires_at: null,
        revoked_at: null,
      })
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ user_id: token.userId, expires_at: null, revoked_at: null }))
      .execute();
  }

  /**
   * Makes the bootstrap token the one with this hash: a token that was the bootstrap token under an
   * earlier value is revoked, so rotating STOWAGE_BOOTSTRAP_TOKEN retires the old value.
   */
  async replaceBootstrap(token: { hash: string; now: number }): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const previous = await tx.selectFrom('settings').select('value').where('key', '=', BOOTSTRAP_KEY).executeTakeFirst();
      if (previous && previous.value !== token.hash) {
        await tx
          .updateTable('tokens')
          .set({ revoked_at: token.now })
          .where('token_hash', '=', previous.value)
          .where('revoked_at', 'is', null)
          .execute();
      }
      await tx
        .insertInto('settings')
        .values({ key: BOOTSTRAP_KEY, value: token.hash })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: token.hash }))
        .execute();
    });
  }

  async findForAuth(hash: string): Promise<AuthRow | undefined> {
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select(['tokens.id', 'tokens.user_id', 'tokens.expires_at', 'tokens.revoked_at', 'users.is_admin'])
      .where('tokens.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      tokenId: row.id,
      userId: row.user_id,
      isAdmin: row.is_admin === 1,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    };
  }

  /** Tokens neither revoked nor expired, with whether their user is an administrator. */
  async listActive(now: number): Promise<(TokenRow & { is_admin: number })[]> {
    return this.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .selectAll('tokens')
      .select('users.is_admin')
      .where('tokens.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('tokens.expires_at', 'is', null), eb('tokens.expires_at', '>', now)]))
      .orderBy('tokens.id')
      .execute();
  }

  async revoke(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('tokens')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
