import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as sqliteVec from 'sqlite-vec';

/**
 * The floor under a content query: the database engine's own query over the same rows, through the
 * driver alone, in the benchmark's process (no HTTP, no framework, no access check, no scope, no
 * embedding call). `keyword` is the FTS5 MATCH ordered by bm25 (SQLite) or the tsvector match
 * ordered by ts_rank_cd (PostgreSQL), with the chunks' text, as Stowage's query minus its join to
 * the file entries; `nearest` is the KNN query of the file set's vectors (sqlite-vec, or pgvector
 * with the HNSW settings Stowage uses for the same k).
 */
export interface EngineFloor {
  keyword(fts5: string | null, tsquery: string, limit: number): Promise<number>;
  nearest(vector: number[], k: number): Promise<number>;
  close(): Promise<void>;
}

/** `database`: the SQLite file or PostgreSQL URL the server runs on. */
export async function openEngineFloor(database: string, filesetId: string): Promise<EngineFloor> {
  return database.startsWith('postgres') ? openPostgres(database, filesetId) : openSqlite(database, filesetId);
}

function openSqlite(file: string, filesetId: string): EngineFloor {
  const db = new SQLite(file, { readonly: true });
  sqliteVec.load(db);
  const space = db.prepare('SELECT id FROM semantic_spaces ORDER BY id LIMIT 1').get() as { id: number };
  const key = (db.prepare('SELECT id FROM index_fileset_keys WHERE fileset_id = ?').get(filesetId) as { id: number }).id;
  const keyword = db.prepare(`SELECT c.id, c.text, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid
    WHERE chunks_fts MATCH ? AND c.fileset_id = ? ORDER BY bm25(chunks_fts), c.id LIMIT ?`);
  const nearest = db.prepare(`SELECT chunk_id, distance FROM semantic_vectors_${space.id}
    WHERE embedding MATCH ? AND k = ? AND fileset_id = ? ORDER BY distance`);
  return {
    keyword: async (fts5, _tsquery, limit) => (fts5 === null ? 0 : keyword.all(fts5, filesetId, limit).length),
    nearest: async (vector, k) => nearest.all(Buffer.from(new Float32Array(vector).buffer), BigInt(k), BigInt(key)).length,
    close: async () => void db.close(),
  };
}

async function openPostgres(url: string, filesetId: string): Promise<EngineFloor> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const space = (await client.query<{ id: string }>('SELECT id FROM semantic_spaces ORDER BY id LIMIT 1')).rows[0]!;
  const key = (await client.query<{ id: string }>('SELECT id FROM index_fileset_keys WHERE fileset_id = $1', [filesetId])).rows[0]!.id;
  // Stowage sets these per query, in a transaction (pgvector-engine.ts); the floor once for its session.
  await client.query(`SET hnsw.iterative_scan = strict_order`);
  let efSearch = 0;
  return {
    keyword: async (_fts5, tsquery, limit) =>
      (
        await client.query({
          name: 'keyword',
          text: `SELECT c.id, c.text, ts_rank_cd(c.tsv, q, 32) AS score FROM chunks c, to_tsquery('english', $1) q
            WHERE c.fileset_id = $2 AND c.tsv @@ q ORDER BY score DESC, c.id LIMIT $3`,
          values: [tsquery, filesetId, limit],
        })
      ).rowCount ?? 0,
    nearest: async (vector, k) => {
      // The same ef_search as Stowage's for this k (pgvector-engine.ts).
      const ef = Math.min(1000, Math.max(100, 2 * k));
      if (ef !== efSearch) await client.query(`SET hnsw.ef_search = ${ef}`);
      efSearch = ef;
      const { rowCount } = await client.query({
        name: 'nearest',
        text: `SELECT chunk_id, embedding <=> $1::vector AS distance FROM semantic_vectors_${space.id}
          WHERE fileset_id = $2 ORDER BY embedding <=> $1::vector LIMIT $3`,
        values: [`[${vector.join(',')}]`, key, k],
      });
      return rowCount ?? 0;
    },
    close: () => client.end(),
  };
}
