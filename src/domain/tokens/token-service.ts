import { randomBytes } from 'node:crypto';
import { sha256 } from '../../sha256.js';
import { type TokenRow, TokensRepository } from '../../storage/db/repositories/tokens-repository.js';
import type { AuthChanges } from '../../storage/db/auth-changes.js';
import type { Db } from '../../storage/db/database.js';
import type { TokenInfo as ApiTokenInfo } from '../../entities/tokens.js';

/** Who is calling: the token's user. */
export interface Caller {
  userId: number;
  isAdmin: boolean;
  tokenId: number;
}

/** The API's token (src/entities/tokens.ts) and when it was created, which the CLI shows. */
export type TokenInfo = ApiTokenInfo & { created: number };

export const TOKEN_PREFIX = 'stw_';

/** Tokens carry 256 random bits, so one fast hash is enough at rest; no secret is ever stored. */
export function hashToken(secret: string): string {
  return sha256(secret, 'hex');
}

function toInfo(row: TokenRow): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    ownerId: row.user_id,
    created: row.created_at,
    expires: row.expires_at,
  };
}

/** Tokens remembered at most; past it the cache starts again, empty (a bound, not a policy). */
const CACHE_LIMIT = 10_000;

/**
 * How long a token is remembered at most, even when no change was seen: the bound on how late a
 * change can be seen should its notification never arrive (a PostgreSQL listener whose connection
 * hangs without breaking).
 */
export const REMEMBER_MS = 5000;

interface Remembered {
  caller: Caller;
  expiresAt: number | null;
  /** When this is forgotten, change or not (REMEMBER_MS after it was read). */
  until: number;
}

export class TokenService {
  private readonly repo: TokensRepository;
  /**
   * What valid tokens said, by token hash, while `changes` saw no change to tokens or users. Every
   * request authenticates, and the lookup was a query per request (a round trip on PostgreSQL).
   * Only valid tokens are kept: an unknown token is asked of the database every time.
   */
  private readonly remembered = new Map<string, Remembered>();
  private changes: AuthChanges | null = null;
  private generation: number | null = null;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new TokensRepository(db);
  }

  /** Creates a token for the user (creating the user when new); the secret is returned only here. */
  async create(input: { userId: number; name: string; expiresAt: number | null; admin?: boolean }): Promise<TokenInfo & { token: string }> {
    const now = this.now();
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.changing(async () => {
      await this.repo.ensureUser(input.userId, input.admin ?? false, now);
      return this.repo.insert({ userId: input.userId, name: input.name, hash: hashToken(token), now, expiresAt: input.expiresAt });
    });
    return { ...toInfo(row), token };
  }

  /** STOWAGE_BOOTSTRAP_TOKEN: an admin token with exactly that value, for user 1. */
  async ensureBootstrap(secret: string): Promise<void> {
    const now = this.now();
    await this.changing(async () => {
      await this.repo.ensureUser(1, true, now);
      await this.repo.upsertByHash({ userId: 1, name: 'bootstrap', hash: hashToken(secret), now });
      await this.repo.replaceBootstrap({ hash: hashToken(secret), now });
    });
  }

  /**
   * Remembers what tokens say for as long as `changes` reports no change to tokens or users (and
   * REMEMBER_MS at most), so a revocation takes effect as soon as `changes` sees it (docs/decisions.md,
   * "Token checks are remembered").
   */
  rememberWith(changes: AuthChanges): void {
    this.changes = changes;
  }

  /** Runs a write to tokens or users; what was remembered is forgotten once it ends, failed or not. */
  private async changing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.changes?.changed();
    }
  }

  /** The generation of `changes` now; a new one forgets everything remembered. */
  private currentGeneration(): number | null {
    const generation = this.changes?.generation() ?? null;
    if (generation !== this.generation) {
      this.remembered.clear();
      this.generation = generation;
    }
    return generation;
  }

  async authenticate(secret: string): Promise<Caller | null> {
    const hash = hashToken(secret);
    const generation = this.currentGeneration();
    const known = generation === null ? undefined : this.remembered.get(hash);
    const now = this.now();
    if (known && known.until > now) return known.expiresAt === null || known.expiresAt > now ? known.caller : null;
    const row = await this.repo.findForAuth(hash);
    if (row?.revokedAt !== null) return null;
    if (row.expiresAt !== null && row.expiresAt <= this.now()) return null;
    const caller = { userId: row.userId, isAdmin: row.isAdmin, tokenId: row.tokenId };
    // Kept only when nothing changed while the row was read: a change seen meanwhile may be newer.
    if (generation !== null && this.currentGeneration() === generation) {
      if (this.remembered.size >= CACHE_LIMIT) this.remembered.clear();
      this.remembered.set(hash, { caller, expiresAt: row.expiresAt, until: now + REMEMBER_MS });
    }
    return caller;
  }

  /** Active tokens; `admin`: whether the token's user is an administrator (the CLI shows it). */
  async list(): Promise<(TokenInfo & { admin: boolean })[]> {
    return (await this.repo.listActive(this.now())).map((row) => ({ ...toInfo(row), admin: row.is_admin === 1 }));
  }

  async revoke(id: number): Promise<boolean> {
    return this.changing(() => this.repo.revoke(id, this.now()));
  }

  async userExists(userId: number): Promise<boolean> {
    return this.repo.userExists(userId);
  }
}
