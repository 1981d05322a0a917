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

/**
 * What differs between sqlite-vec and pgvector: the DDL of a space's table, writing and deleting its
 * rows, and the nearest-neighbour query, which the engine runs (never a scan in JavaScript).
 */
export interface VectorEngine {
  /** Makes the space's table if it does not exist yet; inside the transaction that records the space. */
  createSpaceTable(trx: Db, space: VectorSpace): Promise<void>;
  /** Serialises the creation of spaces across instances (a no-op where one writer runs at a time). */
  lockSpaces(trx: Db): Promise<void>;
  insert(trx: Db, space: VectorSpace, rows: StoredVector[]): Promise<void>;
  /** Deletes the vectors of these chunks from the space. */
  deleteChunks(trx: Db, space: VectorSpace, chunkIds: number[]): Promise<void>;
  /** Deletes the vectors of one file or file set, as semantic_chunks lists them. */
  deleteOwned(trx: Db, space: VectorSpace, owner: 'file_id' | 'fileset_id', id: number): Promise<void>;
  nearest(db: Db, space: VectorSpace, filesetId: number, vector: number[], k: number): Promise<Neighbour[]>;
}
