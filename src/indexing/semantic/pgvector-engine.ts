import { sql } from 'kysely';
import type { Db } from '../../storage/db/database.js';
import { spaceTable, type VectorSpace } from './tables.js';
import type { ChunkIds, Neighbour, StoredVector, VectorEngine } from './vector-engine.js';

/** pgvector's HNSW indexes `vector` up to 2,000 dimensions and `halfvec` up to 4,000. */
const MAX_VECTOR_INDEX_DIMS = 2000;
const MAX_HALFVEC_INDEX_DIMS = 4000;
/** hnsw.ef_search's largest value: the most candidates one index scan keeps. */
const MAX_EF_SEARCH = 1000;
/**
 * The most rows a filtered HNSW scan reads before it gives up (hnsw.max_scan_tuples, 20,000 by
 * default): EngineSemanticIndex searches exactly when the scan comes back short.
 */
const MAX_SCAN_TUPLES = 100_000;
/** Any constant shared by every instance: the advisory lock under which spaces are created. */
const SPACES_LOCK = 0x5e3a_71c0;
/** Rows per INSERT: a statement of 64 vectors of 1,536 dimensions is about a megabyte of text. */
const INSERT_BATCH = 64;

/**
 * The column type of a space: `vector(n)`, or `halfvec(n)` where only half precision can be indexed
 * (OpenAI's text-embedding-3-large has 3,072 dimensions). Past 4,000 nothing indexes, and the engine
 * scans the set's rows exactly.
 */
function columnType(dims: number): string {
  return dims > MAX_VECTOR_INDEX_DIMS && dims <= MAX_HALFVEC_INDEX_DIMS ? `halfvec(${dims})` : `vector(${dims})`;
}

/**
 * Candidates the HNSW scan keeps: twice k, at least 100, at most 1,000. On the retrieval corpus
 * (test/semantic/semantic-retrieval.test.ts, k = 50) 50 candidates left the fake model's recall@10
 * 0.03 below sqlite-vec's exact search; with these it is level.
 */
const efSearch = (k: number) => Math.min(MAX_EF_SEARCH, Math.max(100, 2 * k));

const literal = (vector: number[]) => `[${vector.join(',')}]`;

/**
 * Vectors in pgvector tables, one per space, each with an HNSW index on cosine distance and a b-tree
 * on the file set. The KNN query filters by file set; with pgvector 0.8's iterative index scans the
 * HNSW scan goes on until it found k rows of the set (or the set's rows ran out), so a small set
 * among large ones still gets its k nearest. Where the set is small the planner may prefer the
 * b-tree and compute the distances of the set's rows exactly: either way PostgreSQL does the work.
 */
export function pgvectorEngine(options: { iterativeScan: boolean }): VectorEngine {
  return {
    exhaustive: false,

    async createSpaceTable(trx, space) {
      const table = spaceTable(space);
      const type = columnType(space.dimensions);
      await sql
        .raw(`CREATE TABLE IF NOT EXISTS ${table} (chunk_id bigint PRIMARY KEY, fileset_id bigint NOT NULL, embedding ${type} NOT NULL)`)
        .execute(trx);
      await sql.raw(`CREATE INDEX IF NOT EXISTS ${table}_fileset ON ${table} (fileset_id)`).execute(trx);
      if (space.dimensions <= MAX_HALFVEC_INDEX_DIMS) {
        const ops = type.startsWith('halfvec') ? 'halfvec_cosine_ops' : 'vector_cosine_ops';
        await sql.raw(`CREATE INDEX IF NOT EXISTS ${table}_hnsw ON ${table} USING hnsw (embedding ${ops})`).execute(trx);
      }
    },

    async lockSpaces(trx) {
      await sql`SELECT pg_advisory_xact_lock(${SPACES_LOCK})`.execute(trx);
    },

    async insert(trx, space, rows) {
      const table = sql.table(spaceTable(space));
      const type = sql.raw(columnType(space.dimensions));
      for (let at = 0; at < rows.length; at += INSERT_BATCH) {
        const values = rows
          .slice(at, at + INSERT_BATCH)
          .map((row: StoredVector) => sql`(${row.chunkId}, ${row.filesetId}, ${literal(row.vector)}::${type})`);
        await sql`INSERT INTO ${table} (chunk_id, fileset_id, embedding) VALUES ${sql.join(values)}
          ON CONFLICT (chunk_id) DO UPDATE SET fileset_id = excluded.fileset_id, embedding = excluded.embedding`.execute(trx);
      }
    },

    async deleteChunks(trx, space, chunkIds) {
      if (chunkIds.length === 0) return;
      await sql`DELETE FROM ${sql.table(spaceTable(space))} WHERE chunk_id = ANY(${chunkIds}::bigint[])`.execute(trx);
    },

    async deleteOwned(trx, space, owner, id) {
      const table = sql.table(spaceTable(space));
      await sql`DELETE FROM ${table} v USING semantic_chunks c
        WHERE c.chunk_id = v.chunk_id AND ${sql.ref(`c.${owner}`)} = ${id} AND c.space_id = ${space.id}`.execute(trx);
    },

    async nearest(db: Db, space: VectorSpace, filesetId: number, vector: number[], k: number, within?: ChunkIds): Promise<Neighbour[]> {
      const table = sql.table(spaceTable(space));
      const query = sql`${literal(vector)}::${sql.raw(columnType(space.dimensions))}`;
      const only = within ? sql`AND chunk_id IN (${within})` : sql``;
      // The settings hold for this transaction only (set_config's third argument).
      return db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('hnsw.ef_search', ${String(efSearch(k))}, true)`.execute(trx);
        if (options.iterativeScan) {
          // The filter is in the WHERE clause: the HNSW scan goes on, in distance order, past
          // the rows it rejects until k pass, up to MAX_SCAN_TUPLES rows.
          await sql`SELECT set_config('hnsw.iterative_scan', 'strict_order', true)`.execute(trx);
          if (within) await sql`SELECT set_config('hnsw.max_scan_tuples', ${String(MAX_SCAN_TUPLES)}, true)`.execute(trx);
        }
        const { rows } = await sql<{ chunk_id: number; distance: number }>`
          SELECT chunk_id, embedding <=> ${query} AS distance FROM ${table}
          WHERE fileset_id = ${filesetId} ${only}
          ORDER BY embedding <=> ${query} LIMIT ${k}`.execute(trx);
        return neighbours(rows);
      });
    },

    async exact(db: Db, space: VectorSpace, vector: number[], k: number, within: ChunkIds): Promise<Neighbour[]> {
      // cosine_distance(), not the <=> operator: the HNSW index cannot serve it, so PostgreSQL
      // reads these rows by their key and computes each distance.
      const query = sql`${literal(vector)}::${sql.raw(columnType(space.dimensions))}`;
      const { rows } = await sql<{ chunk_id: number; distance: number }>`
        SELECT chunk_id, cosine_distance(embedding, ${query}) AS distance FROM ${sql.table(spaceTable(space))}
        WHERE chunk_id IN (${within}) ORDER BY distance LIMIT ${k}`.execute(db);
      return neighbours(rows);
    },
  };
}

function neighbours(rows: { chunk_id: number; distance: number | null }[]): Neighbour[] {
  return rows
    .filter((r) => r.distance !== null && !Number.isNaN(r.distance))
    .map((r) => ({ chunkId: r.chunk_id, distance: Number(r.distance) }));
}
