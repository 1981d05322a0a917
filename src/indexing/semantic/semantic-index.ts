import type { Db } from '../../storage/db/database.js';
import type { ChunkFilter } from './vector-engine.js';
export interface ChunkText {
  chunkId: number;
  text: string;
}
export interface SemanticHit {
  chunkId: number;
  score: number;
} // score in 0..1, best first
export interface SemanticIndex {
  readonly modelId: string;
  /** Embeds these chunks of one file and stores their vectors. Called by the indexer after the
   *  chunks are committed, outside any transaction; idempotent per chunkId. Throws on failure.
   *  `giveWay` is awaited before each of its transactions (the indexer's RequestsFirst on SQLite). */
  indexChunks(filesetId: number, fileId: number, chunks: ChunkText[], signal: AbortSignal, giveWay?: () => Promise<void>): Promise<void>;
  /** Removes vectors, inside the caller's transaction, so they go with the chunks. */
  deleteFile(trx: Db, fileId: number): Promise<void>;
  deleteFileset(trx: Db, filesetId: number): Promise<void>;
  /** Embeds the query; up to k nearest chunks of the file set, with `within` the k nearest of those it lets through. */
  search(filesetId: number, query: string, k: number, signal: AbortSignal, within?: ChunkFilter): Promise<SemanticHit[]>;
}
