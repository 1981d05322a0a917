import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentQueryService } from '../src/indexing/content-query.js';
import { ChunksRepository } from '../src/storage/db/repositories/chunks-repository.js';
import { IndexEntries } from '../src/indexing/index-entries.js';
import type { SemanticHit, SemanticIndex } from '../src/indexing/semantic/semantic-index.js';
import type { ChunkFilter } from '../src/indexing/semantic/vector-engine.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import { newIndexedFileSet, putIndexed } from './helpers/content-index.js';

/**
 * SEMANTIC and HYBRID over a stand-in semantic index (the real one embeds with a model): it ranks the
 * file set's chunks by a fixed preference, so what the query service does with its hits (scopes,
 * filters, fusion, never a chunk of another set or of a deleted file) is checked on the real database.
 */
class RankedByPreference implements SemanticIndex {
  readonly modelId = 'test/preference';
  readonly asked: { filesetId: number; k: number; within: boolean }[] = [];
  constructor(private readonly hits: () => Promise<SemanticHit[]>) {}
  async indexChunks(): Promise<void> {
    // Only search is under test: there is nothing stored to index or delete.
  }
  async deleteFile(): Promise<void> {
    // As indexChunks.
  }
  async deleteFileset(): Promise<void> {
    // As indexChunks.
  }
  async search(filesetId: number, _query: string, k: number, _signal: AbortSignal, within?: ChunkFilter): Promise<SemanticHit[]> {
    this.asked.push({ filesetId, k, within: within !== undefined });
    return (await this.hits()).slice(0, k);
  }
}

describe('content query: SEMANTIC and HYBRID', () => {
  let t: TestApp;
  let fs: string;
  let other: string;
  let service: ContentQueryService;
  let semantic: RankedByPreference;
  const signal = new AbortController().signal;
  const caller = { userId: 1, isAdmin: true, tokenId: 1 };

  beforeAll(async () => {
    t = await startTestApp();
    fs = await newIndexedFileSet(t);
    other = await newIndexedFileSet(t);
    await putIndexed(t, fs, { dir: 'a', filename: 'seal.txt', content: 'grey seal pups on the beach', contentType: 'text/plain' });
    await putIndexed(t, fs, { dir: 'b', filename: 'gull.md', content: 'gulls steal chips', contentType: 'text/markdown' });
    await putIndexed(t, fs, {
      dir: 'b',
      filename: 'tern.txt',
      content: 'arctic terns fly far, seal watchers say',
      contentType: 'text/plain',
    });
    await putIndexed(t, other, { filename: 'x.txt', content: 'seal of another set', contentType: 'text/plain' });
    // Preference: every chunk, newest first (another set's included, as a careless index might).
    semantic = new RankedByPreference(async () => {
      const rows = await t.services.db.selectFrom('chunks').select('id').orderBy('id', 'desc').execute();
      return rows.map((r, i) => ({ chunkId: r.id, score: 0.9 - i * 0.1 }));
    });
    // The key the indexer makes when a semantic index is configured (this app indexed without one).
    for (const set of [fs, other]) await new ChunksRepository(t.services.db).fileSetKey(set);
    service = new ContentQueryService(t.services.db, t.services.fileSets, semantic, new IndexEntries(semantic, null));
  });
  afterAll(async () => t.close());

  const paths = (r: { matches: { metadata: { path: string } }[] }) => r.matches.map((m) => m.metadata.path);

  it("SEMANTIC keeps the index's order and scores, within the file set and its scope", async () => {
    const all = await service.query(caller, fs, { query: 'birds', topK: 10, mode: 'SEMANTIC' }, signal);
    expect(paths(all)).toEqual(['b/tern.txt', 'b/gull.md', 'a/seal.txt']);
    expect(all.matches[0]!.score).toBeCloseTo(0.8);
    const scoped = await service.query(
      caller,
      fs,
      { query: 'birds', topK: 10, mode: 'SEMANTIC', directoryPath: 'b', filters: [{ field: 'name', operator: 'LIKE', value: ['tern'] }] },
      signal,
    );
    expect(paths(scoped)).toEqual(['b/tern.txt']);
    // The scope and filters go to the index with the search (they are part of it), which is asked for topK.
    expect(semantic.asked.at(-1)).toMatchObject({ k: 10, within: true });
  });

  it('HYBRID fuses keyword and semantic rankings: found by both comes first, scores in 0..1', async () => {
    const fused = await service.query(caller, fs, { query: 'seal', topK: 10, mode: 'HYBRID' }, signal);
    // Keyword finds seal.txt and tern.txt; semantic ranks tern, gull, seal.
    expect(paths(fused)).toEqual(['b/tern.txt', 'a/seal.txt', 'b/gull.md']);
    for (const m of fused.matches) expect(m.score).toBeGreaterThan(0);
    expect(fused.matches[0]!.score).toBeLessThanOrEqual(1);
    // The default with an embedding model is HYBRID.
    expect(paths(await service.query(caller, fs, { query: 'seal', topK: 10 }, signal))).toEqual(paths(fused));
  });

  it("a deleted file's chunks never come back from the semantic index", async () => {
    const gull = await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}/path?path=b/gull.md` });
    expect(gull.statusCode).toBe(204);
    expect(paths(await service.query(caller, fs, { query: 'birds', topK: 10, mode: 'SEMANTIC' }, signal))).toEqual([
      'b/tern.txt',
      'a/seal.txt',
    ]);
  });
});
