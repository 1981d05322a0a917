import { AppError } from '../../errors.js';
import type { Db } from '../../storage/db/database.js';
import { DataFileGrantsRepository } from '../../storage/db/repositories/data-file-grants-repository.js';
import type { DataFileRow } from '../../storage/db/repositories/data-files-repository.js';
import type { Caller } from '../tokens/token-service.js';

/**
 * What a caller may do with a data file, in increasing order: nothing (it answers 404), read it
 * (public, or a READ grant), edit it (an EDIT grant: add and delete revisions), own it (the
 * responsible user or an admin: also delete it and set its permissions).
 */
export type DataFileAccess = 'none' | 'read' | 'edit' | 'own';
const RANK: Record<DataFileAccess, number> = { none: 0, read: 1, edit: 2, own: 3 };

export const notFound = (id: number | string) =>
  new AppError('DATA_FILE_NOT_FOUND', `Data file ${id} does not exist or is not visible to you.`);
export const gone = (id: number) => new AppError('DATA_FILE_DELETED', `Data file ${id} was deleted; its content is gone.`);

/** The caller's access to `row`; `db` may be a transaction, so a grant changed meanwhile is seen under its lock. */
export async function accessOf(db: Db, caller: Caller, row: DataFileRow): Promise<DataFileAccess> {
  if (caller.isAdmin || row.responsible_user_id === caller.userId) return 'own';
  const grant = await new DataFileGrantsRepository(db).grantOf(row.id, caller.userId);
  if (grant === 'EDIT') return 'edit';
  return grant === 'READ' || row.is_public === 1 ? 'read' : 'none';
}

/**
 * The row if the caller has at least `needed` access: 404 when it cannot even read it (or there is
 * none), 403 when it may read but not do `action`.
 */
export async function requireAccess(
  db: Db,
  caller: Caller,
  row: DataFileRow | undefined,
  dataFileId: number,
  needed: Exclude<DataFileAccess, 'none'>,
  action: string,
): Promise<DataFileRow> {
  const access = row ? await accessOf(db, caller, row) : 'none';
  if (!row || access === 'none') throw notFound(dataFileId);
  if (RANK[access] < RANK[needed]) {
    const who =
      needed === 'own'
        ? `the data file's uploader (user ${row.responsible_user_id}) or an admin`
        : `the data file's uploader (user ${row.responsible_user_id}), an admin or a user with the EDIT grant`;
    throw new AppError('FORBIDDEN', `Only ${who} may ${action} data file ${dataFileId}.`);
  }
  return row;
}
