import fs from 'node:fs';
import path from 'node:path';
import { type CorpusDocument, buildCorpus, labelledQueriesOf } from '../../test/corpus/build-corpus.js';
import { fakeEmbedding } from '../../test/helpers/fake-embedding-vectors.js';
import { FAKE_DEFAULT_DIMENSIONS, startFakeEmbeddings } from '../../test/helpers/fake-embeddings.js';
import { type KeywordQuery, keywordQueries, queryWords } from '../../src/indexing/query-words.js';
import { type EngineFloor, openEngineFloor } from '../lib/index-floor.js';
import { ms, ratio, record } from '../lib/report.js';
import { seedChunks } from '../lib/seed-chunks.js';
import { type BenchServer, TOKEN, startServer } from '../lib/server.js';
import { MODES, type Mode, UNFINISHED, api, countByStatus, fakeEmbeddingEnv, upload } from './retrieval.js';

/** Passages asked per query: a typical answer for a model's context. */
const TOP_K = 10;
/** What HYBRID asks each ranking for at TOP_K (content-query.ts: 5 × topK, at least 50); SEMANTIC asks for TOP_K. */
const CANDIDATES = 50;
/**
 * The neighbours Stowage's KNN search reads for k (engine-semantic-index.ts: a search within the
 * query's chunks first asks the set's KNN for max(2k, k + 50) and keeps those that pass).
 */
const knnFor = (k: number) => Math.max(2 * k, k + 50);
const UPLOAD_CONCURRENCY = 4;
const WARM_UP = 10;
const INDEXING_TIMEOUT_MS = 30 * 60_000;

export interface IndexSettings {
  dir: string;
  env: Record<string, string>;
  label: string;
  seconds: number;
  /** Chunks the queried file set holds. */
  chunks: number;
}

interface Latency {
  p50: number;
  p99: number;
  count: number;
}

/** Calls `ask` with the queries in turn, one at a time, for `seconds`; its latency percentiles. */
async function timeLoop<Q>(seconds: number, queries: Q[], ask: (q: Q) => Promise<unknown>): Promise<Latency> {
  // A few first, unmeasured: caches and prepared statements warm.
  for (const q of queries.slice(0, WARM_UP)) await ask(q);
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const started = performance.now();
    await ask(queries[i % queries.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}

async function post(server: BenchServer, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'x-service-developer-token': TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${text}`);
}

interface Query {
  text: string;
  /** What Stowage tries in turn: all the words, then any of them (query-words.ts). */
  keyword: KeywordQuery[];
  vector: number[];
}

/** Each mode through `POST …/query` at c=1, beside the engine's own query over the same rows. */
async function queries(server: BenchServer, database: string, filesetId: string, questions: string[], s: IndexSettings): Promise<void> {
  const qs: Query[] = questions.map((text) => {
    return { text, keyword: keywordQueries(queryWords(text)), vector: fakeEmbedding(text, FAKE_DEFAULT_DIMENSIONS) };
  });
  const scenario = `${s.label} index: query at ${s.chunks.toLocaleString('en-US')} chunks, topK ${TOP_K}`;
  const roundTrip = await timeLoop(s.seconds, [0], async () => (await fetch(`${server.url}/healthz`)).text());
  record({
    scenario,
    measure: 'HTTP round trip (GET /healthz, same client), c=1 p50 / p99',
    value: `${ms(roundTrip.p50)} / ${ms(roundTrip.p99)}`,
  });
  const floor: EngineFloor = await openEngineFloor(database, filesetId);
  try {
    const floors: Record<Mode, (q: Query) => Promise<unknown>> = {
      KEYWORD: (q) => keywordFloor(floor, q, TOP_K),
      SEMANTIC: (q) => floor.nearest(q.vector, knnFor(TOP_K)),
      HYBRID: async (q) => Promise.all([keywordFloor(floor, q, CANDIDATES), floor.nearest(q.vector, knnFor(CANDIDATES))]),
    };
    for (const mode of MODES) {
      const route = `/api/files/v1/filesets/${filesetId}/query`;
      const stowage = await timeLoop(s.seconds, qs, (q) => post(server, route, { query: q.text, topK: TOP_K, mode }));
      const engine = await timeLoop(s.seconds, qs, floors[mode]);
      record({
        scenario,
        measure: `${mode} c=1 p50 / p99 (${stowage.count} queries)`,
        value: `${ms(stowage.p50)} / ${ms(stowage.p99)}`,
        ratio: `${ratio(stowage.p50, engine.p50)} / ${ratio(stowage.p99, engine.p99)} of the engine's`,
      });
      record({
        scenario,
        measure: `${mode} floor: ${floorName(database, mode)}, p50 / p99`,
        value: `${ms(engine.p50)} / ${ms(engine.p99)}`,
      });
    }
  } finally {
    await floor.close();
  }
}

/** The engine's keyword queries in Stowage's turn: all the words, then any of them while fewer than `limit` are found. */
async function keywordFloor(floor: EngineFloor, q: Query, limit: number): Promise<number> {
  let found = 0;
  for (const k of q.keyword) {
    found = await floor.keyword(k.fts5, k.tsquery, limit);
    if (found >= limit) break;
  }
  return found;
}

function floorName(database: string, mode: Mode): string {
  const postgres = database.startsWith('postgres');
  const limit = mode === 'KEYWORD' ? TOP_K : CANDIDATES;
  const keyword = postgres
    ? `tsvector @@ (all words, then any) + ts_rank_cd LIMIT ${limit}`
    : `FTS5 MATCH (all words, then any) + bm25 LIMIT ${limit}`;
  const k = knnFor(mode === 'SEMANTIC' ? TOP_K : CANDIDATES);
  const knn = postgres ? `pgvector HNSW k=${k}` : `sqlite-vec KNN k=${k}`;
  return mode === 'KEYWORD' ? keyword : mode === 'SEMANTIC' ? knn : `${keyword}, then ${knn}`;
}

/** The server's counters of indexed content (API /metrics). */
async function indexCounters(server: BenchServer): Promise<{ bytes: number; characters: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const sum = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  return { bytes: sum('stowage_index_bytes_total'), characters: sum('stowage_index_text_characters_total') };
}

async function waitIndexed(server: BenchServer, filesetId: string, label: string): Promise<void> {
  const started = performance.now();
  while ((await countByStatus(server, filesetId, UNFINISHED)) > 0) {
    if (performance.now() - started > INDEXING_TIMEOUT_MS)
      throw new Error(`${label}: indexing did not finish within ${INDEXING_TIMEOUT_MS / 60_000} min`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Uploads the documents in turn, UPLOAD_CONCURRENCY at a time, for `seconds`, each under a path of its own. */
async function uploadFor(
  server: BenchServer,
  filesetId: string,
  documents: CorpusDocument[],
  seconds: number,
): Promise<{ files: number; bytes: number; seconds: number }> {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const n = next++;
        const doc = documents[n % documents.length]!;
        await upload(server, filesetId, { ...doc, path: `round-${Math.floor(n / documents.length)}/${doc.path}` });
        bytes += doc.bytes.length;
      }
    }),
  );
  return { files: next, bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * Uploads for `seconds` into a file set with indexing off and one with it on (whose files the server
 * indexes meanwhile); then turns indexing on for the first and times indexing its files alone.
 */
async function uploadsAndIndexing(server: BenchServer, documents: CorpusDocument[], s: IndexSettings): Promise<void> {
  const texts = documents.filter((d) => d.contentType.startsWith('text/'));
  const off = await api<{ id: string }>(server, 'POST', '/api/files/v1/filesets', { name: 'uploads, indexing off', aiEnabled: false });
  const on = await api<{ id: string }>(server, 'POST', '/api/files/v1/filesets', { name: 'uploads, indexing on', aiEnabled: true });
  const plain = await uploadFor(server, off.id, texts, s.seconds);
  const indexed = await uploadFor(server, on.id, texts, s.seconds);
  const scenario = `${s.label} index: uploads of text files (${UPLOAD_CONCURRENCY} at a time, ${s.seconds} s)`;
  const rate = (u: typeof plain) => `${(u.files / u.seconds).toFixed(0)} files/s (${(u.bytes / 2 ** 20 / u.seconds).toFixed(2)} MiB/s)`;
  record({ scenario, measure: 'indexing off', value: rate(plain) });
  record({
    scenario,
    measure: 'indexing on (the server indexes them meanwhile)',
    value: rate(indexed),
    ratio: `${ratio(indexed.files / indexed.seconds, plain.files / plain.seconds)} of off`,
  });
  await waitIndexed(server, on.id, s.label);

  const before = await indexCounters(server);
  const cpuBefore = server.cpuSeconds();
  const fakeCpuBefore = process.cpuUsage();
  const started = performance.now();
  await api(server, 'POST', `/api/files/v1/filesets/${off.id}`, { aiEnabled: true });
  await waitIndexed(server, off.id, s.label);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = server.cpuSeconds() - cpuBefore;
  const fakeUsage = process.cpuUsage(fakeCpuBefore);
  const after = await indexCounters(server);
  const mb = (after.bytes - before.bytes) / 1e6;
  const chars = (after.characters - before.characters) / 1e6;
  const [completed, other] = await Promise.all([
    countByStatus(server, off.id, ['COMPLETED']),
    countByStatus(server, off.id, ['FAILED', 'SKIPPED']),
  ]);
  const indexing = `${s.label} index: indexing ${plain.files} text files already stored (aiEnabled turned on), fake embedding model`;
  record({
    scenario: indexing,
    measure: 'MB of text / s',
    value: `${(mb / elapsed).toFixed(2)} MB/s (${mb.toFixed(1)} MB, ${chars.toFixed(1)} M characters in chunks, with their overlap, in ${elapsed.toFixed(1)} s; ${completed} completed, ${other} failed or skipped)`,
  });
  record({
    scenario: indexing,
    measure: 'MB of text per CPU second (per core)',
    value: `${(mb / cpu).toFixed(2)} MB per server CPU s (${cpu.toFixed(1)} s)`,
    ratio: `the benchmark process (fake model, polling) used ${((fakeUsage.user + fakeUsage.system) / 1e6).toFixed(1)} CPU s`,
  });
}

/**
 * Content indexing and query (issue 16): a file set of `chunks` chunks seeded through the database
 * (seed-chunks.ts), queried in each mode beside the engine's own query; then upload rates with
 * indexing off and on, and indexing throughput. The fake embedding model runs in this process.
 */
export async function indexBench(s: IndexSettings): Promise<void> {
  const corpus = await buildCorpus();
  const questions = labelledQueriesOf(corpus).map((q) => q.query);
  const fake = await startFakeEmbeddings();
  const dataDir = fs.mkdtempSync(path.join(s.dir, 'index-'));
  try {
    const env = { ...s.env, ...fakeEmbeddingEnv(dataDir, fake.url) };
    const seedStarted = performance.now();
    const seeded = await seedChunks(dataDir, env, corpus.documents, s.chunks);
    console.error(
      `${s.label} index: seeded ${seeded.chunks.toLocaleString('en-US')} chunks (${seeded.files} files, ${(seeded.characters / 1e6).toFixed(1)} M characters) with their vectors in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    const server = await startServer(dataDir, env);
    try {
      await queries(server, env.DATABASE_URL ?? path.join(dataDir, 'stowage.db'), seeded.filesetId, questions, {
        ...s,
        chunks: seeded.chunks,
      });
      await uploadsAndIndexing(server, corpus.documents, s);
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
