import { createHash, randomBytes } from 'node:crypto';
import { type TokenRow, TokensRepository } from '../../storage/db/repositories/tokens-repository.js';
import type { Db } from '../../storage/db/database.js';

/** Who is calling: the token's user. */
export interface Caller {
  userId: number;
  isAdmin: boolean;
  tokenId: number;
}

export interface TokenInfo {
  id: number;
  name: string;
  ownerId: number;
  created: number;
  expires: number | null;
}

export const TOKEN_PREFIX = 'stw_';

/** Tokens carry 256 random bits, so one fast hash is enough at rest; no secret is ever stored. */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toInfo(row: TokenRow): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    ownerId: Number(row.user_id),
    created: Number(row.created_at),
    expires: row.expires_at === null ? null : Number(row.expires_at),
  };
}

export class TokenService {
  private readonly repo: TokensRepository;

  constructor(db: Db, private readonly now: () => number = Date.now) {
    this.repo = new TokensRepository(db);
  }

  /** Creates a token for the user (creating the user when new); the secret is returned only here. */
  async create(input: { userId: number; name: string; expiresAt: number | null; admin?: boolean }): Promise<TokenInfo & { token: string }> {
    const now = this.now();
    await this.repo.ensureUser(input.userId, input.admin ?? false, now);
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.repo.insert({ userId: input.userId, name: input.name, hash: hashToken(token), now, expiresAt: input.expiresAt });
    return { ...toInfo(row), token };
  }

  /** STOWAGE_BOOTSTRAP_TOKEN: an admin token with exactly that value, for user 1. */
  async ensureBootstrap(secret: string): Promise<void> {
    const now = this.now();
    await this.repo.ensureUser(1, true, now);
    await this.repo.upsertByHash({ userId: 1, name: 'bootstrap', hash: hashToken(secret), now });
    await this.repo.replaceBootstrap({ hash: hashToken(secret), now });
  }

  async authenticate(secret: string): Promise<Caller | null> {
    const row = await this.repo.findForAuth(hashToken(secret));
    if (!row || row.revokedAt !== null) return null;
    if (row.expiresAt !== null && row.expiresAt <= this.now()) return null;
    return { userId: row.userId, isAdmin: row.isAdmin, tokenId: row.tokenId };
  }

  async list(): Promise<TokenInfo[]> {
    return (await this.repo.listActive(this.now())).map(toInfo);
  }

  async revoke(id: number): Promise<boolean> {
    return this.repo.revoke(id, this.now());
  }

  async userExists(userId: number): Promise<boolean> {
    return this.repo.userExists(userId);
  }
}
