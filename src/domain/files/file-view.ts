import type { FileRow } from '../../storage/db/repositories/files-repository.js';
import { isoTime } from '../../time.js';
import type { INDEX_STATUSES } from '../../search-query/fields.js';
import type { PartRow, UploadRow } from '../../storage/db/repositories/uploads-repository.js';
import { type FileType, contentTypeFor, fileTypeOf } from './content-types.js';
import { nameOf } from './paths.js';

export interface FileEntry {
  id: string;
  path: string;
  name: string;
  fileType: FileType;
  contentType: string | null;
  size: number | null;
  created: string;
  createdBy: number;
  hash: string | null;
  hashAlgorithm: string | null;
  downloadUrl: string | null;
  connectorKey: string | null;
  indexStatus: (typeof INDEX_STATUSES)[number] | null;
  indexReason: string | null;
}

/** The API's File: every field present, null where there is no value (API.md §2). */
export function toFileEntry(row: FileRow, baseUrl: string): FileEntry {
  const isDirectory = row.file_type === 'DIRECTORY';
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    fileType: row.file_type as FileType,
    contentType: row.content_type,
    size: row.size === null ? null : Number(row.size),
    created: isoTime(Number(row.created_at)),
    createdBy: Number(row.created_by),
    hash: row.hash,
    hashAlgorithm: row.hash_algorithm,
    downloadUrl: isDirectory ? null : `${baseUrl}/api/files/v1/filesets/${row.fileset_id}/files/${row.id}/download`,
    connectorKey: row.connector_key,
    indexStatus: row.index_status as FileEntry['indexStatus'],
    indexReason: row.index_reason,
  };
}

/**
 * A resumable upload's file before finalize: what it will be, with the bytes received so far as
 * its size (null before the first part), and no hash or download yet.
 */
export function toPendingFileEntry(upload: UploadRow, parts: readonly PartRow[]): FileEntry {
  const name = nameOf(upload.path);
  const contentType = contentTypeFor(name, undefined);
  return {
    id: upload.id,
    path: upload.path,
    name,
    fileType: fileTypeOf(contentType),
    contentType,
    size: parts.length === 0 ? null : parts.reduce((sum, p) => sum + Number(p.size), 0),
    created: isoTime(Number(upload.created_at)),
    createdBy: Number(upload.created_by),
    hash: null,
    hashAlgorithm: null,
    downloadUrl: null,
    connectorKey: null,
    indexStatus: null,
    indexReason: null,
  };
}
