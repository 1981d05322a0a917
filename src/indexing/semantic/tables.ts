import type { Generated } from 'kysely';
import type { Db } from '../../storage/db/database.js';

/** Row shapes of migration 0011's tables; the per-space vector tables are reached by name only. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Kysely's withTables wants a record type, which an interface is not.
export type SemanticTables = {
  semantic_spaces: { id: Generated<number>; model_id: string; dimensions: number; created_at: number };
  semantic_chunks: { chunk_id: number; fileset_id: number; file_id: number; space_id: number };
};

/** A vector space: one embedding model at one dimension, and the table that holds its vectors. */
export interface VectorSpace {
  id: number;
  modelId: string;
  dimensions: number;
}

export const spaceTable = (space: Pick<VectorSpace, 'id'>): string => `semantic_vectors_${space.id}`;

/** `db` (or a transaction) with the semantic tables known to Kysely. */
export const withSemanticTables = (db: Db) => db.withTables<SemanticTables>();
