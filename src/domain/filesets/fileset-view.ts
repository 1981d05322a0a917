import type { FileSet } from '../../entities/filesets.js';
import type { FileSetRow } from '../../storage/db/repositories/filesets-repository.js';
import { isoTime } from '../../time.js';

/** The API's FileSet (API.md §2) from its row; bigint columns may come back as strings on PostgreSQL. */
export function toFileSet(row: FileSetRow): FileSet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created: isoTime(row.created_at),
    createdBy: row.created_by,
    updated: isoTime(row.updated_at),
    updatedBy: row.updated_by,
    owner: String(row.owner_id),
    permission: row.permission,
    fileCount: row.file_count,
    aiEnabled: row.ai_enabled === 1,
  };
}
