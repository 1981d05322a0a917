import type { Generated } from 'kysely';
import type { DataFileGrant, ScanState } from '../../entities/data-files.js';

/** Tables of data files and their revisions (API.md §3); part of `Database` in schema.ts. */
export interface DataFilesTables {
  data_files: DataFilesTable;
  data_file_revisions: DataFileRevisionsTable;
  data_file_grants: DataFileGrantsTable;
}

export interface DataFilesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** 0/1: readable by every user, or only by the responsible user and admins. */
  is_public: number;
  responsible_user_id: number;
  created_at: number;
  /** The revision downloads serve by default; null only inside the transaction that creates the file. */
  current_revision_id: number | null;
  /** Set when the data file is deleted and its content purged (`existing: false`). */
  deleted_at: number | null;
}

export interface DataFileRevisionsTable {
  id: Generated<number>;
  data_file_id: number;
  content_type: string;
  upload_user_id: number;
  size_bytes: number;
  upload_time_ms: number;
  /** Uppercase hex. */
  md5: string;
  /** Uppercase hex. */
  sha256: string;
  uploaded_at: number;
  scan_state: ScanState;
  /** The signature found, or why the scan failed; for operators, not part of the API. */
  scan_detail: string | null;
  scanned_at: number | null;
  /** The instance scanning the revision, until `scan_claim_until`; null when nobody claimed it. */
  scan_claimed_by: string | null;
  scan_claim_until: number | null;
  /** The content; null once the data file is deleted and its bytes purged. */
  blob_key: string | null;
}

/** One user's grant on one data file; the responsible user and admins need none. */
export interface DataFileGrantsTable {
  data_file_id: number;
  user_id: number;
  grant_name: DataFileGrant;
}
