import { type Kysely, sql } from 'kysely';
import type { Condition } from '../search/condition.js';
import { isPostgres, lockRows } from '../dialect.js';
import type { Database } from '../schema.js';

export interface ChunkMatch {
  id: number;
  file_id: string;
  path: string;
  chunk_index: number;
  start_offset: number;
  end_offset: number;
  page: number | null;
  text: string;
  /** Keyword relevance in 0..1 (unused for lookups by id). */
  score: number;
}

/**
 * Content queries over chunks, joined to the file entries that `files` (a condition on the files
 * table: file set, scope, filters) selects. Only COMPLETED files count: a file being (re)indexed
 * has no chunks to offer yet.
 */
export class ChunkSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private entries(files: Condition): Condition {
    return sql`(SELECT id AS entry_id, path FROM files WHERE ${files} AND index_status = 'COMPLETED')`;
  }

  /**
   * The best `limit` chunks for any of the query's words (`fts5` null: only stop words, so none),
   * scored by BM25 (FTS5) or ts_rank_cd (PostgreSQL), each mapped into 0..1 as s / (1 + s), which
   * keeps their order.
   */
  async keyword(
    filesetId: string,
    words: { fts5: string | null; tsquery: string },
    files: Condition,
    limit: number,
  ): Promise<ChunkMatch[]> {
    const columns = sql`c.id, c.file_id, f.path, c.chunk_index, c.start_offset, c.end_offset, c.page, c.text`;
    if (isPostgres(this.db)) {
      // Normalisation 32 is rank / (rank + 1).
      const { rows } = await sql<ChunkMatch>`SELECT ${columns}, ts_rank_cd(c.tsv, q, 32) AS score
        FROM chunks c JOIN ${this.entries(files)} f ON f.entry_id = c.file_id, to_tsquery('english', ${words.tsquery}) q
        WHERE c.fileset_id = ${filesetId} AND c.tsv @@ q
        ORDER BY score DESC, c.id LIMIT ${limit}`.execute(this.db);
      return rows.map(numeric);
    }
    // Nothing but stop words: nothing to find (PostgreSQL's to_tsquery leaves such a query empty too).
    if (words.fts5 === null) return [];
    const { rows } = await sql<ChunkMatch>`SELECT ${columns}, -bm25(chunks_fts) AS score
      FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid JOIN ${this.entries(files)} f ON f.entry_id = c.file_id
      WHERE chunks_fts MATCH ${words.fts5} AND c.fileset_id = ${filesetId}
      ORDER BY bm25(chunks_fts), c.id LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => {
      const raw = Math.max(0, row.score);
      return { ...numeric(row), score: raw / (1 + raw) };
    });
  }

  /**
   * A subquery of one column, `id`: the chunks of the set whose files pass `files` (COMPLETED ones),
   * or of those only the ones in `among`. For the semantic index, which filters its KNN search by it.
   */
  chunkIds(filesetId: string, files: Condition, among?: number[]): Condition {
    const only = among === undefined ? sql`` : among.length === 0 ? sql`AND 0 = 1` : sql`AND c.id IN (${sql.join(among)})`;
    return sql`SELECT c.id AS id FROM chunks c
      WHERE c.fileset_id = ${filesetId} ${only} AND c.file_id IN (SELECT id FROM files WHERE ${files} AND index_status = 'COMPLETED')`;
  }

  /** These chunks, where their files pass `files`; in no particular order. */
  async byIds(filesetId: string, ids: number[], files: Condition): Promise<ChunkMatch[]> {
    if (ids.length === 0) return [];
    const { rows } =
      await sql<ChunkMatch>`SELECT c.id, c.file_id, f.path, c.chunk_index, c.start_offset, c.end_offset, c.page, c.text, 0 AS score
      FROM chunks c JOIN ${this.entries(files)} f ON f.entry_id = c.file_id
      WHERE c.fileset_id = ${filesetId} AND c.id IN (${sql.join(ids)})`.execute(this.db);
    return rows.map(numeric);
  }

  /** Files (not directories) per file type and per index status; chunk count. */
  async stats(
    filesetId: string,
  ): Promise<{ types: { key: string; n: number }[]; statuses: { key: string | null; n: number }[]; chunks: number }> {
    const types = await sql<{ key: string; n: number }>`SELECT file_type AS key, count(*) AS n FROM files
      WHERE fileset_id = ${filesetId} AND file_type <> 'DIRECTORY' GROUP BY file_type`.execute(this.db);
    const statuses = await sql<{ key: string | null; n: number }>`SELECT index_status AS key, count(*) AS n FROM files
      WHERE fileset_id = ${filesetId} AND file_type <> 'DIRECTORY' GROUP BY index_status`.execute(this.db);
    const chunks = await sql<{ n: number }>`SELECT count(*) AS n FROM chunks WHERE fileset_id = ${filesetId}`.execute(this.db);
    return {
      types: types.rows.map((r) => ({ key: r.key, n: r.n })),
      statuses: statuses.rows.map((r) => ({ key: r.key, n: r.n })),
      chunks: chunks.rows[0]?.n ?? 0,
    };
  }

  /**
   * Makes these files of the set PENDING again (their chunks and claims dropped by the caller's
   * `drop` in the same transaction); directories and ids not in the set are left out. Returns the ids,
   * or null when the set does not have indexing on (read under the lock a switch of it waits for).
   */
  async requeue(
    filesetId: string,
    fileIds: string[],
    drop: (tx: Kysely<Database>, ids: string[]) => Promise<void>,
  ): Promise<string[] | null> {
    return this.db.transaction().execute(async (tx) => {
      const set = await tx
        .selectFrom('filesets')
        .select('ai_enabled')
        .where('id', '=', filesetId)
        .$call(lockRows(tx, 'keyShare'))
        .executeTakeFirst();
      if ((set?.ai_enabled ?? 0) !== 1) return null;
      const rows = await tx
        .selectFrom('files')
        .select('id')
        .where('fileset_id', '=', filesetId)
        .where('id', 'in', fileIds)
        .where('file_type', '!=', 'DIRECTORY')
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return ids;
      await drop(tx, ids);
      await tx
        .updateTable('files')
        .set({ index_status: 'PENDING', index_reason: null, index_claimed_by: null, index_claim_until: null })
        .where('id', 'in', ids)
        .execute();
      return ids;
    });
  }
}

function numeric(row: ChunkMatch): ChunkMatch {
  return {
    ...row,
    id: row.id,
    chunk_index: row.chunk_index,
    start_offset: row.start_offset,
    end_offset: row.end_offset,
    page: row.page,
    score: row.score,
  };
}
