/**
 * Tables of the hosted file routes (migration 0012): resumable uploads, share links and the move
 * journal. Part of `Database` in schema.ts. Times are epoch milliseconds.
 */
export interface HostedFileTables {
  file_uploads: FileUploadsTable;
  file_upload_parts: FileUploadPartsTable;
  file_shares: FileSharesTable;
  file_moves: FileMovesTable;
}

/** A resumable upload until it is finalized or aborted; its id becomes the new file's id. */
export interface FileUploadsTable {
  id: string;
  fileset_id: string;
  path: string;
  created_by: number;
  created_at: number;
  /** Past this (renewed by every part), the sweep removes the upload and its parts. */
  expires_at: number;
  /** The blob the parts are joined into; owned by this row until finalize publishes it. */
  blob_key: string;
  /** The blob store's id of its upload (S3's UploadId). */
  store_upload_id: string;
  /** OPEN while parts may come; FINALIZING once finalize has begun joining them. */
  state: 'OPEN' | 'FINALIZING';
}

export interface FileUploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
  etag: string;
}

/** A share link: the SHA-256 of its token, never the token. */
export interface FileSharesTable {
  id: string;
  token_hash: string;
  fileset_id: string;
  file_id: string;
  created_by: number;
  created_at: number;
  expires_at: number;
}

/** One committed move of a path (and everything below it); `seq` counts a file set's moves in commit order. */
export interface FileMovesTable {
  fileset_id: string;
  seq: number;
  from_path: string;
  to_path: string;
  moved_at: number;
}
