import { badRequest } from '../../errors.js';
import type { DataFileRow, RevisionRow } from '../../storage/db/repositories/data-files-repository.js';
import type { DataFile, DataFileRevision } from '../../entities/data-files.js';

export const EXPANDABLE = ['currentRevision', 'revisions', 'metadata'] as const;
export type Expandable = (typeof EXPANDABLE)[number];

/**
 * `expand=a,b` (also repeated: `expand=a&expand=b`). Names match case-insensitively; blanks are
 * ignored; an unknown name is a 400 that lists the allowed ones.
 */
export function parseExpand(values: readonly string[] | undefined): Set<Expandable> {
  const wanted = new Set<Expandable>();
  for (const raw of (values ?? []).flatMap((v) => v.split(','))) {
    const name = raw.trim();
    if (name === '') continue;
    const known = EXPANDABLE.find((e) => e.toLowerCase() === name.toLowerCase());
    if (!known) throw badRequest(`expand: unknown name "${name.slice(0, 100)}"; allowed: ${EXPANDABLE.join(', ')}.`);
    wanted.add(known);
  }
  return wanted;
}

// bigint columns may come back as strings on PostgreSQL; the API's integers are numbers.
export function toRevision(row: RevisionRow): DataFileRevision {
  return {
    dataFileRevisionId: row.id,
    dataFileId: row.data_file_id,
    contentType: row.content_type,
    uploadUserId: row.upload_user_id,
    sizeBytes: row.size_bytes,
    uploadTimeMillis: row.upload_time_ms,
    md5Hash: row.md5,
    datetimeUploaded: row.uploaded_at,
    scanState: row.scan_state,
    sha256HashValue: row.sha256,
  };
}

export function toDataFile(row: DataFileRow): DataFile {
  return {
    dataFileId: row.id,
    name: row.name,
    responsibleUserId: row.responsible_user_id,
    datetimeCreated: row.created_at,
    existing: row.deleted_at === null,
  };
}
