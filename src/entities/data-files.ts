import { type Static, Type } from 'typebox';
import { PositiveId, ref } from './json.js';

/** A revision's malware scan (docs/data-files.md); only SAFE content is downloadable by others. */
export const SCAN_STATES = ['PENDING', 'SAFE', 'INFECTED', 'FAILED'] as const;
export type ScanState = (typeof SCAN_STATES)[number];

/** What a grant lets its user do beyond what the public flag already allows (docs/data-files.md, "Permissions"). */
export const GRANTS = ['READ', 'EDIT'] as const;
export type DataFileGrant = (typeof GRANTS)[number];

/** API.md §3 DataFileRevision. */
export const DataFileRevision = Type.Object(
  {
    dataFileRevisionId: Type.Integer(),
    dataFileId: Type.Integer(),
    contentType: Type.String(),
    uploadUserId: Type.Integer(),
    sizeBytes: Type.Integer(),
    uploadTimeMillis: Type.Integer({ description: 'How long the upload took, in ms' }),
    md5Hash: Type.String({ description: 'Uppercase hex' }),
    datetimeUploaded: Type.Integer({ description: 'Epoch milliseconds' }),
    scanState: Type.Enum([...SCAN_STATES]),
    sha256HashValue: Type.String({ description: 'Uppercase hex' }),
  },
  { $id: 'DataFileRevision', title: 'DataFileRevision' },
);
export type DataFileRevision = Static<typeof DataFileRevision>;

/** API.md §3 DataFile; the expandable members are present only when asked for. */
export const DataFile = Type.Object(
  {
    dataFileId: Type.Integer(),
    name: Type.String(),
    responsibleUserId: Type.Integer({ description: 'The uploader' }),
    datetimeCreated: Type.Integer({ description: 'Epoch milliseconds' }),
    existing: Type.Boolean({ description: 'False once the data file is deleted' }),
    currentRevision: Type.Optional(ref(DataFileRevision)),
    revisions: Type.Optional(Type.Array(ref(DataFileRevision), { description: 'Newest first' })),
    metadata: Type.Optional(
      Type.Object({
        description: Type.String(),
        public: Type.Boolean(),
        revisionCount: Type.Integer(),
        totalSizeBytes: Type.Integer({ description: "Sum of the revisions' sizeBytes" }),
      }),
    ),
  },
  { $id: 'DataFile', title: 'DataFile' },
);
export type DataFile = Static<typeof DataFile>;

/** API.md §3 permissions: `publicAccess` is the data file's public flag; entries are per-user grants. */
export const DataFilePermissions = Type.Object(
  {
    publicAccess: Type.Boolean({ description: 'true: every user may read the data file' }),
    entries: Type.Array(
      Type.Object({
        entityType: Type.Enum(['USER']),
        entityId: PositiveId,
        grant: Type.Enum([...GRANTS], { description: 'READ: read and duplicate; EDIT: also add and delete revisions' }),
      }),
      { maxItems: 1000, description: 'One per user, in user id order; the owner and admins need none' },
    ),
  },
  { title: 'DataFilePermissions' },
);
export type DataFilePermissions = Static<typeof DataFilePermissions>;
