import { sql } from 'kysely';
import type { Db } from '../../storage/db/database.js';
import { spaceTable, type VectorSpace, withSemanticTables } from './tables.js';
import type { ChunkIds, Neighbour, VectorEngine } from './vector-engine.js';

/** sqlite-vec's largest k for one KNN query. */
export const SQLITE_VEC_MAX_K = 4096;

// vec0 wants its primary and partition keys bound as integers, and better-sqlite3 binds every JS
// number as a REAL: BigInt makes it bind an integer.
const int = (n: number) => BigInt(n);
const blob = (vector: number[]) => Buffer.from(new Float32Array(vector).buffer);

/**
 * Vectors in sqlite-vec `vec0` tables, one per space, partitioned by file set (a KNN query reads only
 * the set's own vectors) with cosine distance. vec0 searches exhaustively, in C, inside SQLite.
 * A search within chunks (a query's scope and filters) is vec0's KNN with `chunk_id IN (…)`, or for a
 * few chunks their distances computed one by one (EngineSemanticIndex chooses).
 */
export const sqliteVecEngine: VectorEngine = {
  exhaustive: true,

  async createSpaceTable(trx, space) {
    await sql
      .raw(
        `CREATE VIRTUAL TABLE IF NOT EXISTS ${spaceTable(space)} USING vec0(` +
          `chunk_id integer primary key, fileset_id integer partition key, ` +
          `embedding float[${space.dimensions}] distance_metric=cosine)`,
      )
      .execute(trx);
  },

  async lockSpaces() {
    // One connection, one transaction at a time: nothing to serialise.
  },

  async insert(trx, space, rows) {
    const table = sql.table(spaceTable(space));
    for (const row of rows) {
      await sql`INSERT INTO ${table} (chunk_id, fileset_id, embedding) VALUES (${int(row.chunkId)}, ${int(row.filesetId)}, ${blob(row.vector)})`.execute(
        trx,
      );
    }
  },

  async deleteChunks(trx, space, chunkIds) {
    const table = sql.table(spaceTable(space));
    // One point delete per chunk: vec0 finds a row by its key, while a WHERE over a list would scan.
    for (const chunkId of chunkIds) await sql`DELETE FROM ${table} WHERE chunk_id = ${int(chunkId)}`.execute(trx);
  },

  async deleteOwned(trx, space, owner, id) {
    const rows = await withSemanticTables(trx)
      .selectFrom('semantic_chunks')
      .select('chunk_id')
      .where(owner, '=', id)
      .where('space_id', '=', space.id)
      .execute();
    await this.deleteChunks(
      trx,
      space,
      rows.map((r) => r.chunk_id),
    );
  },

  async nearest(db: Db, space: VectorSpace, filesetId: number, vector: number[], k: number, within?: ChunkIds): Promise<Neighbour[]> {
    // vec0 takes `chunk_id IN (…)` into its KNN scan: only those rows are compared, and k of them kept.
    const only = within ? sql`AND chunk_id IN (${within})` : sql``;
    const { rows } = await sql<{ chunk_id: number; distance: number | null }>`
      SELECT chunk_id, distance FROM ${sql.table(spaceTable(space))}
      WHERE embedding MATCH ${blob(vector)} AND k = ${int(Math.min(k, SQLITE_VEC_MAX_K))} AND fileset_id = ${int(filesetId)} ${only}
      ORDER BY distance`.execute(db);
    return neighbours(rows);
  },

  async exact(db: Db, space: VectorSpace, vector: number[], k: number, within: ChunkIds): Promise<Neighbour[]> {
    // CROSS JOIN keeps the chunk ids outside: each is one point lookup in vec0, not a scan of it.
    const { rows } = await sql<{ chunk_id: number; distance: number | null }>`
      SELECT v.chunk_id, vec_distance_cosine(v.embedding, ${blob(vector)}) AS distance
      FROM (${within}) e CROSS JOIN ${sql.table(spaceTable(space))} v ON v.chunk_id = e.id
      ORDER BY distance LIMIT ${Math.min(k, SQLITE_VEC_MAX_K)}`.execute(db);
    return neighbours(rows);
  },
};

function neighbours(rows: { chunk_id: number; distance: number | null }[]): Neighbour[] {
  return rows.filter((r) => r.distance !== null).map((r) => ({ chunkId: r.chunk_id, distance: Number(r.distance) }));
}
