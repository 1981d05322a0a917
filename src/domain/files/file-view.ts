import type { File, FileType, IndexStatus } from '../../entities/files.js';
import type { FileRow } from '../../storage/db/repositories/files-repository.js';
import { isoTime } from '../../time.js';
import type { PartRow, UploadRow } from '../../storage/db/repositories/uploads-repository.js';
import { contentTypeFor, fileTypeOf } from './content-types.js';
import { nameOf } from './paths.js';

/** The API's File: every field present, null where there is no value (API.md §2). */
export function toFileEntry(row: FileRow, baseUrl: string): File {
  const isDirectory = row.file_type === 'DIRECTORY';
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    fileType: row.file_type as FileType,
    contentType: row.content_type,
    size: row.size,
    created: isoTime(row.created_at),
    createdBy: row.created_by,
    hash: row.hash,
    hashAlgorithm: row.hash_algorithm,
    downloadUrl: isDirectory ? null : `${baseUrl}/api/files/v1/filesets/${row.fileset_id}/files/${row.id}/download`,
    connectorKey: row.connector_key,
    indexStatus: row.index_status as IndexStatus | null,
    indexReason: row.index_reason,
  };
}

/**
 * A resumable upload's file before finalize: what it will be, with the bytes received so far as
 * its size (null before the first part), and no hash or download yet.
 */
export function toPendingFileEntry(upload: UploadRow, parts: readonly PartRow[]): File {
  const name = nameOf(upload.path);
  const contentType = contentTypeFor(name, undefined);
  return {
    id: upload.id,
    path: upload.path,
    name,
    fileType: fileTypeOf(contentType),
    contentType,
    size: parts.length === 0 ? null : parts.reduce((sum, p) => sum + p.size, 0),
    created: isoTime(upload.created_at),
    createdBy: upload.created_by,
    hash: null,
    hashAlgorithm: null,
    downloadUrl: null,
    connectorKey: null,
    indexStatus: null,
    indexReason: null,
  };
}
