import { type Static, Type } from 'typebox';
import { Nullable } from './json.js';

export const FILE_TYPES = ['AUDIO', 'VIDEO', 'IMAGE', 'TEXT', 'DOCUMENT', 'DIRECTORY', 'OTHER', 'UNKNOWN'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Where a file's content indexing stands (docs/search.md); null while its file set is not indexed. */
export const INDEX_STATUSES = ['PENDING', 'QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'SKIPPED'] as const;
export type IndexStatus = (typeof INDEX_STATUSES)[number];

/** API.md §2 File: every member present, null where there is no value. */
export const File = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    path: Type.String(),
    name: Type.String(),
    fileType: Type.Enum([...FILE_TYPES]),
    contentType: Nullable(Type.String()),
    size: Nullable(Type.Integer()),
    created: Type.String({ format: 'date-time' }),
    createdBy: Type.Integer(),
    hash: Nullable(Type.String()),
    hashAlgorithm: Nullable(Type.String()),
    downloadUrl: Nullable(Type.String()),
    connectorKey: Nullable(Type.String()),
    indexStatus: Nullable(Type.Enum([...INDEX_STATUSES])),
    indexReason: Nullable(Type.String()),
  },
  { $id: 'File', title: 'File' },
);
export type File = Static<typeof File>;
