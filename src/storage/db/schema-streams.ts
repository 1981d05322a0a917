import type { Generated } from 'kysely';
import type { ExecutionState as ApiExecutionState, UpdateMethod } from '../../entities/streams.js';

/**
 * Tables of streams (API.md §4). Times are epoch milliseconds (the API shows seconds).
 *
 * The dataset of a stream is the rows of its executions marked `live`, in execution id order.
 * A commit writes its rows under its own execution id while `live` is 0, so readers never see them;
 * one transaction then marks the execution live (and, for REPLACE, the earlier ones not live).
 * Rows of executions that are not live are garbage, removed in the background.
 */
export interface StreamsDatabase {
  streams: StreamsTable;
  stream_executions: StreamExecutionsTable;
  stream_parts: StreamPartsTable;
  stream_rows: StreamRowsTable;
  stream_orphan_executions: StreamOrphanExecutionsTable;
}

/** COMMITTING is internal: the API shows it as ACTIVE (a commit is running). */
export type ExecutionState = ApiExecutionState | 'COMMITTING';

export interface StreamsTable {
  id: Generated<number>;
  name: string;
  update_method: UpdateMethod;
  /** The column schema as JSON, null until one is given or inferred by the first commit. */
  schema_json: string | null;
  /** 1 when the schema was inferred from the first commit rather than given at creation. */
  schema_inferred: Generated<number>;
  owner_id: number;
  created_at: number;
}

export interface StreamExecutionsTable {
  id: Generated<number>;
  stream_id: number;
  state: ExecutionState;
  update_method: UpdateMethod;
  started_at: number;
  ended_at: number | null;
  rows_inserted: Generated<number>;
  bytes_inserted: Generated<number>;
  peak_memory_bytes: Generated<number>;
  /** JSON array of row errors of a FAILED commit. */
  errors_json: Generated<string>;
  /** 1 while this execution's rows are part of the dataset. */
  live: Generated<number>;
  /** 1 while rows may exist under this execution's id (cleared once garbage rows are purged). */
  has_rows: Generated<number>;
  /** The instance running the commit while COMMITTING; it renews `commit_lease_until`. */
  commit_owner: string | null;
  /** Past this time a COMMITTING execution's commit is presumed dead and may be taken over. */
  commit_lease_until: number | null;
}

export interface StreamPartsTable {
  execution_id: number;
  part_id: number;
  /** The part's CSV bytes (stored decompressed). */
  blob_key: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: number;
}

/** One CSV record of a dataset, re-encoded canonically (values checked against the schema). */
export interface StreamRowsTable {
  execution_id: number;
  /** 1-based position of the row in its execution: part order, then line order. */
  row_no: number;
  data: string;
}

/**
 * Executions of deleted streams that may still have rows: the stream, its executions and parts went
 * in one transaction, and the background purge deletes these rows, then the entry.
 */
export interface StreamOrphanExecutionsTable {
  execution_id: number;
  deleted_at: number;
}
