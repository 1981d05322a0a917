import type { RawBuilder } from 'kysely';
import type { Db } from '../../storage/db/database.js';
import type { VectorSpace } from './tables.js';

export interface StoredVector {
  chunkId: number;
  filesetId: number;
  vector: number[];
}

export interface Neighbour {
  chunkId: number;
  /** Cosine distance, 0 (same direction) .. 2 (opposite). */
  distance: number;
}

/** A subquery of one column, `id`: the chunk ids a search may return (their file set's, within a query's scope and filters). */
export type ChunkIds = RawBuilder<unknown>;

/** The chunks a search may return: a query's scope and filters, as SQL the engine's query includes. */
export interface ChunkFilter {
  /** Every chunk id that passes. */
  ids: ChunkIds;
  /** Those of `chunkIds` that pass: read by key, cheap for a few. */
  among(chunkIds: number[]): ChunkIds;
}

/**
 * What differs between sqlite-vec and pgvector: the DDL of a space's table, writing and deleting its
 * rows, and the nearest-neighbour queries, which the engine runs (never a scan in JavaScript).
 */
export interface VectorEngine {
  /** Whether `nearest` within chunks always finds k of them when there are (sqlite-vec's exact KNN), or may fall short (HNSW). */
  readonly exhaustive: boolean;
  /** Makes the space's table if it does not exist yet; inside the transaction that records the space. */
  createSpaceTable(trx: Db, space: VectorSpace): Promise<void>;
  /** Serialises the creation of spaces across instances (a no-op where one writer runs at a time). */
  lockSpaces(trx: Db): Promise<void>;
  insert(trx: Db, space: VectorSpace, rows: StoredVector[]): Promise<void>;
  /** Deletes the vectors of these chunks from the space. */
  deleteChunks(trx: Db, space: VectorSpace, chunkIds: number[]): Promise<void>;
  /** Deletes the vectors of one file or file set, as semantic_chunks lists them. */
  deleteOwned(trx: Db, space: VectorSpace, owner: 'file_id' | 'fileset_id', id: number): Promise<void>;
  /**
   * The k nearest vectors of the file set, by the engine's KNN search; with `within`, only among
   * those chunks (the filter is part of the KNN query, not applied to its answer).
   */
  nearest(db: Db, space: VectorSpace, filesetId: number, vector: number[], k: number, within?: ChunkIds): Promise<Neighbour[]>;
  /** The k nearest among `within` by computing each one's distance: for a small set of chunks. */
  exact(db: Db, space: VectorSpace, vector: number[], k: number, within: ChunkIds): Promise<Neighbour[]>;
}
