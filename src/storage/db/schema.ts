import type { ColumnType, Generated } from 'kysely';
import type { Permission } from '../../entities/filesets.js';
import type { DataFilesTables } from './schema-data-files.js';
import type { AiTables } from './schema-ai.js';
import type { ClusterTables } from './schema-cluster.js';
import type { HostedFileTables } from './schema-hosted-files.js';
import type { FileIndexClaim, IndexTables } from './schema-index.js';
import type { StreamsDatabase } from './schema-streams.js';

/**
 * Row shapes of every table. Times are epoch milliseconds; booleans are 0/1 integers.
 * Each area keeps its tables in a schema file of its own and is added to the `extends` list.
 */
export interface Database extends DataFilesTables, AiTables, StreamsDatabase, ClusterTables, HostedFileTables, IndexTables {
  users: UsersTable;
  tokens: TokensTable;
  filesets: FileSetsTable & FileSetLikeText;
  fileset_access: FileSetAccessTable;
  files: FilesTable & FileLikeText & FileIndexClaim;
  blob_gc: BlobGcTable;
  settings: SettingsTable;
}

export interface UsersTable {
  id: number;
  is_admin: number;
  created_at: number;
}

export interface TokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

export interface FileSetsTable {
  id: string;
  name: string;
  description: string;
  owner_id: number;
  created_at: number;
  created_by: number;
  updated_at: number;
  updated_by: number;
  file_count: number;
  /** Content indexing on (1) or off (0): docs/search.md. */
  ai_enabled: ColumnType<number, number | undefined, number>;
}

/**
 * Lower-cased copies of the text fields that search's LIKE reads, written with every row by its
 * repository (foldForLike): a LIKE over them is a plain comparison inside the database instead of a
 * case fold of every row it reads (migration 0008). Not part of the rows the app hands around.
 */
export interface FileSetLikeText {
  name_lower: string;
  description_lower: string;
}

export interface FileSetAccessTable {
  fileset_id: string;
  user_id: number;
  permission: Permission;
}

export interface FilesTable {
  id: string;
  fileset_id: string;
  path: string;
  /** The containing directory's path, '' at the root: scopes `immediateChildren` searches. */
  parent_path: string;
  name: string;
  file_type: string;
  content_type: string | null;
  size: number | null;
  created_at: number;
  created_by: number;
  hash: string | null;
  hash_algorithm: string | null;
  blob_key: string | null;
  connector_key: string | null;
  index_status: string | null;
  index_reason: string | null;
}

/** As FileSetLikeText, for entries. */
export interface FileLikeText {
  path_lower: string;
  name_lower: string;
}

/**
 * Blobs that may be garbage: written but not yet published, or unpublished but not yet deleted.
 * A row is removed once its blob is either owned by an entry or gone; sweeps delete the blobs of
 * rows whose upload can no longer finish (see blob-collector.ts).
 */
export interface BlobGcTable {
  blob_key: string;
  created_at: number;
  /** The instance whose upload is writing the blob; null for a blob that was unpublished. */
  staged_by: string | null;
  /** The instance removing the blob; once set, the blob can no longer be published. */
  collecting_by: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}
