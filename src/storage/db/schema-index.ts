import type { Generated } from 'kysely';

/**
 * Content indexing (docs/search.md; migration 0010). Part of `Database` in schema.ts.
 * `files.index_status` moves PENDING → QUEUED → IN_PROGRESS → COMPLETED | FAILED | SKIPPED while its
 * file set has `ai_enabled`.
 */
export interface IndexTables {
  chunks: ChunksTable;
  index_fileset_keys: IndexFileSetKeysTable;
  index_file_keys: IndexFileKeysTable;
}

/**
 * Which instance indexes a file and until when its claim holds (epoch ms; see IndexQueue). Columns
 * of `files` that only the indexing queue reads, so not part of the rows the app hands around.
 */
export interface FileIndexClaim {
  index_claimed_by: string | null;
  index_claim_until: number | null;
}

/** A passage of a file's extracted text. SQLite indexes `text` in the FTS5 table `chunks_fts`, PostgreSQL in the generated tsvector `tsv`. */
export interface ChunksTable {
  /** The chunkId the semantic index stores vectors under. */
  id: Generated<number>;
  fileset_id: string;
  file_id: string;
  chunk_index: number;
  /** Offsets into the file's extracted text (UTF-16 code units), end exclusive. */
  start_offset: number;
  end_offset: number;
  /** 1-based PDF page; null for formats without pages. */
  page: number | null;
  text: string;
}

/**
 * The integer keys the semantic index knows file sets and files by (its interface takes numbers;
 * file sets and entries have UUIDs). A key goes with its file set or file (foreign key, cascade).
 */
export interface IndexFileSetKeysTable {
  id: Generated<number>;
  fileset_id: string;
}

export interface IndexFileKeysTable {
  id: Generated<number>;
  file_id: string;
}
