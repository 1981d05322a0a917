import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiEmbeddings } from '../../src/ai/embeddings.js';
import { loadConfig } from '../../src/config.js';
import { openSemanticIndex } from '../../src/indexing/semantic/open-semantic-index.js';
import type { ChunkText, SemanticIndex } from '../../src/indexing/semantic/semantic-index.js';
import { type Db, migrate, openDatabase } from '../../src/storage/db/database.js';
import { buildCorpus, labelledQueriesOf } from '../corpus/build-corpus.js';
import { documentsOf, summarise } from '../corpus/ranking-quality.js';
import { tempDir } from '../helpers/app.js';
import { type FakeEmbeddings, startFakeEmbeddings } from '../helpers/fake-embeddings.js';
import { aiConfigOf, fakeEmbeddingEnv } from '../helpers/semantic.js';
import { onPostgres, testDatabaseEnv } from '../helpers/test-database.js';

/** Passages of about this many characters, cut at whitespace. */
const CHUNK_CHARS = 1500;

function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + CHUNK_CHARS);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > at + CHUNK_CHARS / 2) end = space;
    chunks.push(text.slice(at, end));
    at = end;
  }
  return chunks;
}

/**
 * The semantic half end to end over the retrieval corpus, without the server's extraction and query
 * route: every document's text cut into passages, embedded by the fake model over HTTP, stored in
 * the engine, and every labelled query answered by the engine's nearest neighbours. The fake model
 * must carry enough meaning for semantic search to be worth measuring (test/helpers/fake-embedding-vectors.ts).
 */
describe(`semantic retrieval over the corpus on ${onPostgres ? 'PostgreSQL + pgvector' : 'SQLite + sqlite-vec'}`, () => {
  let fake: FakeEmbeddings;
  let db: Db;
  let index: SemanticIndex;
  const pathOf = new Map<number, string>();
  let queries: ReturnType<typeof labelledQueriesOf>;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    const dataDir = tempDir();
    db = openDatabase(loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await testDatabaseEnv(dataDir)) }));
    await migrate(db);
    const ai = aiConfigOf(fakeEmbeddingEnv(fake));
    index = (await openSemanticIndex(db, new AiEmbeddings(ai), ai))!;
    const corpus = await buildCorpus();
    queries = labelledQueriesOf(corpus);
    let chunkId = 0;
    for (const [fileId, doc] of corpus.documents.entries()) {
      const chunks: ChunkText[] = chunksOf(doc.text).map((text) => ({ chunkId: ++chunkId, text }));
      for (const c of chunks) pathOf.set(c.chunkId, doc.path);
      await index.indexChunks(1, fileId + 1, chunks, new AbortController().signal);
    }
  }, 600_000);
  afterAll(async () => {
    await db?.destroy();
    await fake?.close();
  });

  it('answers the labelled queries well above chance (recall@10 and nDCG@10)', async () => {
    const results = [];
    for (const q of queries) {
      const hits = await index.search(1, q.query, 50, new AbortController().signal);
      results.push({ ranked: documentsOf(hits.map((h) => pathOf.get(h.chunkId)!)), relevant: q.relevant });
    }
    const quality = summarise(results);
    console.log(
      `fake model over ${pathOf.size} passages: recall@10 ${quality.recallAt10.toFixed(3)}, nDCG@10 ${quality.ndcgAt10.toFixed(3)} (${quality.queries} queries)`,
    );
    // Chance is about 10 / 1,258 documents: under 0.01.
    expect(quality.recallAt10).toBeGreaterThan(0.3);
    expect(quality.ndcgAt10).toBeGreaterThan(0.2);
  });
});
