import { sql } from 'kysely';
import type { AiEmbeddings } from '../../ai/embeddings.js';
import type { Db } from '../../storage/db/database.js';
import { retryingTransaction } from '../../storage/db/transactions.js';
import { EMBED_BATCH, embedTexts, pointsSomewhere, scoreOf } from './embed-texts.js';
import type { ChunkText, SemanticHit, SemanticIndex } from './semantic-index.js';
import { VectorSpaces } from './vector-spaces.js';
import { type VectorSpace, withSemanticTables } from './tables.js';
import type { ChunkFilter, Neighbour, StoredVector, VectorEngine } from './vector-engine.js';

/** The most neighbours one search returns (sqlite-vec's own limit for one KNN query). */
export const MAX_K = 4096;
/**
 * Up to this many chunks passing a query's filter, their distances are computed one by one, which
 * costs in proportion to them; above, the KNN search over the set, which costs in proportion to the
 * set (measured: docs/decisions.md, "Filtered semantic search"). STOWAGE_SEMANTIC_EXACT_MAX_CHUNKS.
 */
export const EXACT_MAX = 1000;

/**
 * The step a filtered search ended with (docs/search-semantic.md): none passed; each distance
 * computed (1); the set's plain KNN had k that passed (2); the KNN with the filter inside (3), or
 * after it fell short, each distance computed.
 */
export const FILTERED_STEPS = ['none', 'exact', 'plain', 'filtered', 'filtered-exact'] as const;
export type FilteredStep = (typeof FILTERED_STEPS)[number];

export interface FilteredSearchOptions {
  /** The most passing chunks whose distances are computed one by one (step 1). */
  exactMax?: number;
  /** Told the step each filtered search ended with (a metric on /metrics). */
  onStep?: (step: FilteredStep) => void;
}
/** Neighbours asked beyond k by the first, unfiltered try of a filtered search. */
const OVERSAMPLE = 50;

/**
 * The semantic index over one vector engine. Vectors are kept per space (model and dimension), so a
 * change of embedding model never compares vectors of two models: a search reads only the space of
 * today's model, and chunks embedded by another model are not found until they are indexed again.
 */
export class EngineSemanticIndex implements SemanticIndex {
  private readonly spaces: VectorSpaces;

  constructor(
    private readonly db: Db,
    private readonly engine: VectorEngine,
    private readonly embeddings: AiEmbeddings,
    /** The name the registry knows the model by (an alias or `provider/model`). */
    private readonly model: string,
    readonly modelId: string,
    private readonly options: FilteredSearchOptions = {},
  ) {
    this.spaces = new VectorSpaces(db, engine);
  }

  async indexChunks(
    filesetId: number,
    fileId: number,
    chunks: ChunkText[],
    signal: AbortSignal,
    giveWay: () => Promise<void> = async () => undefined,
  ): Promise<void> {
    const texts = chunks.filter((c) => c.text.trim() !== '');
    // A chunk that is blank now gets no vector, and loses the one an earlier text of it had.
    const blank = chunks.filter((c) => c.text.trim() === '').map((c) => c.chunkId);
    if (blank.length > 0) {
      await giveWay();
      await retryingTransaction(this.db, (trx) => this.forgetChunks(trx, blank));
    }
    for (let at = 0; at < texts.length; at += EMBED_BATCH) {
      signal.throwIfAborted();
      const batch = texts.slice(at, at + EMBED_BATCH);
      const vectors = await embedTexts(
        this.embeddings,
        this.model,
        this.modelId,
        batch.map((c) => c.text),
        signal,
      );
      const space = await this.spaces.ensure(this.modelId, vectors[0]!.length);
      const rows: StoredVector[] = batch
        .map((c, i) => ({ chunkId: c.chunkId, filesetId, vector: vectors[i]! }))
        .filter((r) => pointsSomewhere(r.vector));
      signal.throwIfAborted();
      await giveWay();
      await retryingTransaction(this.db, async (trx) => {
        const ids = batch.map((c) => c.chunkId);
        await this.forgetChunks(trx, ids);
        await this.engine.insert(trx, space, rows);
        if (rows.length > 0) {
          await withSemanticTables(trx)
            .insertInto('semantic_chunks')
            .values(rows.map((r) => ({ chunk_id: r.chunkId, fileset_id: filesetId, file_id: fileId, space_id: space.id })))
            .execute();
        }
      });
    }
  }

  /** Removes whatever vectors these chunks have, in any space. */
  private async forgetChunks(trx: Db, chunkIds: number[]): Promise<void> {
    const t = withSemanticTables(trx);
    const held = await t.selectFrom('semantic_chunks').select(['chunk_id', 'space_id']).where('chunk_id', 'in', chunkIds).execute();
    if (held.length === 0) return;
    for (const spaceId of new Set(held.map((h) => h.space_id))) {
      const space = await this.spaces.byId(trx, spaceId);
      if (space)
        await this.engine.deleteChunks(
          trx,
          space,
          held.filter((h) => h.space_id === spaceId).map((h) => h.chunk_id),
        );
    }
    await t.deleteFrom('semantic_chunks').where('chunk_id', 'in', chunkIds).execute();
  }

  deleteFile(trx: Db, fileId: number): Promise<void> {
    return this.deleteOwned(trx, 'file_id', fileId);
  }

  deleteFileset(trx: Db, filesetId: number): Promise<void> {
    return this.deleteOwned(trx, 'fileset_id', filesetId);
  }

  private async deleteOwned(trx: Db, owner: 'file_id' | 'fileset_id', id: number): Promise<void> {
    const t = withSemanticTables(trx);
    const spaceIds = await t.selectFrom('semantic_chunks').select('space_id').distinct().where(owner, '=', id).execute();
    for (const { space_id } of spaceIds) {
      const space = await this.spaces.byId(trx, space_id);
      if (space) await this.engine.deleteOwned(trx, space, owner, id);
    }
    await t.deleteFrom('semantic_chunks').where(owner, '=', id).execute();
  }

  async search(filesetId: number, query: string, k: number, signal: AbortSignal, within?: ChunkFilter): Promise<SemanticHit[]> {
    const limit = Math.min(MAX_K, Math.floor(k));
    if (!(limit >= 1) || query.trim() === '') return [];
    const [vector] = await embedTexts(this.embeddings, this.model, this.modelId, [query], signal);
    if (!vector || !pointsSomewhere(vector)) return [];
    const space = await this.spaces.find(this.modelId, vector.length);
    if (!space) return [];
    const neighbours = within
      ? await this.nearestWithin(space, filesetId, vector, limit, within)
      : await this.engine.nearest(this.db, space, filesetId, vector, limit);
    return neighbours.map((n) => ({ chunkId: n.chunkId, score: scoreOf(n.distance) }));
  }

  /**
   * The true k nearest among the chunks `within` lets through (docs/decisions.md, "Filtered semantic
   * search"): a few such chunks are compared one by one; otherwise the set's plain KNN, oversampled,
   * is enough when k of its answer pass (nothing that passes can be nearer than they are), and else
   * the engine's KNN runs with the filter inside it.
   */
  private async nearestWithin(space: VectorSpace, filesetId: number, vector: number[], k: number, within: ChunkFilter) {
    const { step, found } = await this.stepsWithin(space, filesetId, vector, k, within);
    this.options.onStep?.(step);
    return found;
  }

  private async stepsWithin(
    space: VectorSpace,
    filesetId: number,
    vector: number[],
    k: number,
    within: ChunkFilter,
  ): Promise<{ step: FilteredStep; found: Neighbour[] }> {
    const exactMax = this.options.exactMax ?? EXACT_MAX;
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (${within.ids} LIMIT ${exactMax + 1}) e`.execute(this.db);
    const passing = rows[0]?.n ?? 0;
    if (passing === 0) return { step: 'none', found: [] };
    if (passing <= exactMax) return { step: 'exact', found: await this.engine.exact(this.db, space, vector, k, within.ids) };

    const wide = Math.min(MAX_K, Math.max(2 * k, k + OVERSAMPLE));
    const first = await this.engine.nearest(this.db, space, filesetId, vector, wide);
    if (first.length > 0) {
      const ids = first.map((n) => n.chunkId);
      const kept = new Set((await sql<{ id: number }>`SELECT id FROM (${within.among(ids)}) e`.execute(this.db)).rows.map((r) => r.id));
      const passed = first.filter((n) => kept.has(n.chunkId));
      // All of the set's vectors were read (fewer than asked), or k passed: nothing nearer was missed.
      if (passed.length >= k || first.length < wide) return { step: 'plain', found: passed.slice(0, k) };
    }
    const filtered = await this.engine.nearest(this.db, space, filesetId, vector, k, within.ids);
    // An approximate index may give up before k passed (pgvector's hnsw.max_scan_tuples): then exactly.
    if (filtered.length >= k || this.engine.exhaustive) return { step: 'filtered', found: filtered };
    return { step: 'filtered-exact', found: await this.engine.exact(this.db, space, vector, k, within.ids) };
  }
}
