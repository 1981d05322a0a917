import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { type ShareRow, SharesRepository } from '../../storage/db/repositories/shares-repository.js';
import { isoTime } from '../../time.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { parseDateTime } from '../../search-query/values.js';
import { hashToken } from '../tokens/token-service.js';
import type { Caller } from '../tokens/token-service.js';
import type { FileService, OpenedFile } from './file-service.js';

/** The longest a link may live. */
const MAX_LIFETIME_MS = 365 * 86_400_000;
const TOKEN_PREFIX = 'shr_';

/** The route a link's token opens without a developer token (http/routes/shares.ts). */
export const shareDownloadPath = (token: string) => `/share/${encodeURIComponent(token)}`;

export interface ShareView {
  id: string;
  fileId: string;
  createdBy: number;
  expiresAt: string;
  created: string;
}

const unknownLink = () => new AppError('SHARE_NOT_FOUND', 'This share link does not exist, was revoked, or has expired.');

/**
 * Share links (API.md §2): a token that downloads one file without a developer token until it
 * expires or is revoked. Only the token's SHA-256 is stored (as developer tokens'), so the token is
 * shown once, when the link is made. A link names its file by id: it follows the file through moves
 * and overwrites, goes with it when it is deleted, and never opens another entry.
 */
export class FileShares {
  private readonly shares: SharesRepository;

  constructor(
    private readonly db: Db,
    private readonly fileSets: FileSetService,
    private readonly files: FileService,
    private readonly now: () => number = Date.now,
  ) {
    this.shares = new SharesRepository(db);
  }

  /** A new link; needs EDIT, as it hands the file to anyone holding the link. */
  async create(caller: Caller, filesetId: string, fileId: string, rawExpiresAt: unknown): Promise<{ view: ShareView; token: string }> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    const file = await this.files.get(caller, fileSet.id, { id: fileId });
    if (file.file_type === 'DIRECTORY') throw badRequest(`"${file.path}" is a directory; only files can be shared.`);
    const expiresAt = parseDateTime(rawExpiresAt, 'expiresAt');
    const now = this.now();
    if (expiresAt <= now) throw badRequest('expiresAt: must be in the future.');
    if (expiresAt > now + MAX_LIFETIME_MS) throw badRequest('expiresAt: a share link lives at most 365 days.');
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row: ShareRow = {
      id: randomUUID(),
      token_hash: hashToken(token),
      fileset_id: fileSet.id,
      file_id: file.id,
      created_by: caller.userId,
      created_at: now,
      expires_at: expiresAt,
    };
    await this.db.transaction().execute(async (tx) => {
      // The file's row is locked first (PostgreSQL): a delete under way commits before this, which
      // then finds the file gone (404) instead of failing the link's foreign key (500).
      if (!(await new FilesRepository(tx).findById(fileSet.id, file.id, 'keyShare'))) throw notFound.file(fileId);
      await new SharesRepository(tx).insert(row);
    });
    return { view: toShareView(row), token };
  }

  /** The file's live links, for the file set's owners (the tokens themselves are not kept). */
  async list(caller: Caller, filesetId: string, fileId: string): Promise<ShareView[]> {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const file = await this.files.get(caller, fileSet.id, { id: fileId });
    await this.fileSets.require(caller, filesetId, 'OWNER');
    return (await this.shares.listForFile(fileSet.id, file.id, this.now())).map(toShareView);
  }

  /** Revokes a link of the file set: its maker or the file set's owner may. */
  async revoke(caller: Caller, filesetId: string, token: string): Promise<void> {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const share = await this.shares.findByHash(hashToken(token));
    if (share?.fileset_id !== fileSet.id || share.expires_at <= this.now()) throw unknownLink();
    if (share.created_by !== caller.userId) await this.fileSets.require(caller, filesetId, 'OWNER');
    await this.shares.delete(share.id);
  }

  /** The file a live link opens; SHARE_NOT_FOUND for anything else. */
  async open(token: string): Promise<OpenedFile> {
    const share = token.startsWith(TOKEN_PREFIX) ? await this.shares.findByHash(hashToken(token)) : undefined;
    if (!share || share.expires_at <= this.now()) throw unknownLink();
    return this.files.openShared(share.fileset_id, share.file_id);
  }

  async sweepExpired(): Promise<number> {
    return this.shares.deleteExpired(this.now());
  }
}

function toShareView(row: ShareRow): ShareView {
  return {
    id: row.id,
    fileId: row.file_id,
    createdBy: row.created_by,
    expiresAt: isoTime(row.expires_at),
    created: isoTime(row.created_at),
  };
}
