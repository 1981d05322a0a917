import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { type CorpusDocument, buildCorpus, labelledQueriesOf } from '../../test/corpus/build-corpus.js';
import { documentsOf, type QualitySummary, summarise } from '../../test/corpus/ranking-quality.js';
import { startFakeEmbeddings } from '../../test/helpers/fake-embeddings.js';
import { ms, record } from '../lib/report.js';
import { type BenchServer, TOKEN, startServer } from '../lib/server.js';

/**
 * Retrieval quality (issue 16): the corpus of test/corpus/ uploaded to an AI-enabled file set, every
 * labelled query asked through `POST …/query` in each mode, recall@10 and nDCG@10 printed per mode.
 * Once with the deterministic fake embedding model (test/helpers/fake-embeddings.ts) and, when
 * STOWAGE_BENCH_EMBEDDING_MODEL names a model of the registry (STOWAGE_MODELS_FILE and the provider
 * keys in the environment), once with that one.
 */
export const MODES = ['KEYWORD', 'SEMANTIC', 'HYBRID'] as const;
export type Mode = (typeof MODES)[number];

/** Passages asked per query: enough that ten distinct documents remain after merging passages of one document. */
export const PASSAGES_PER_QUERY = 50;
const UPLOAD_CONCURRENCY = 8;
const INDEXING_TIMEOUT_MS = 60 * 60_000;
export const UNFINISHED = ['PENDING', 'QUEUED', 'IN_PROGRESS'];

interface QueryAnswer {
  matches: { metadata: { path: string }; score: number }[];
}

/** The ranked documents of a query answer (API.md §2): passages' paths, each document at its best passage. */
export function rankedDocuments(answer: QueryAnswer): string[] {
  return documentsOf(answer.matches.map((m) => m.metadata.path));
}

/** The request body of one labelled query in `mode`. */
export function queryBody(query: string, mode: Mode): { query: string; topK: number; mode: Mode } {
  return { query, topK: PASSAGES_PER_QUERY, mode };
}

/** `directoryPath` and `name` of an upload for a corpus path (`man/man1/tar.pdf` → `man/man1`, `tar.pdf`). */
export function uploadTarget(docPath: string): { directoryPath: string; name: string } {
  const at = docPath.lastIndexOf('/');
  return at < 0 ? { directoryPath: '', name: docPath } : { directoryPath: docPath.slice(0, at), name: docPath.slice(at + 1) };
}

export async function api<T>(server: BenchServer, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { 'x-service-developer-token': TOKEN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export async function upload(server: BenchServer, filesetId: string, doc: CorpusDocument): Promise<void> {
  const form = new FormData();
  form.append('createFileRequest', JSON.stringify(uploadTarget(doc.path)));
  form.append('file', new Blob([doc.bytes], { type: doc.contentType }), uploadTarget(doc.path).name);
  const response = await fetch(`${server.url}/api/files/v1/filesets/${filesetId}/files`, {
    method: 'POST',
    headers: { 'x-service-developer-token': TOKEN },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${doc.path}: ${response.status} ${await response.text()}`);
}

/** How many files of the set have one of `statuses`. */
export async function countByStatus(server: BenchServer, filesetId: string, statuses: string[]): Promise<number> {
  const page = await api<{ pageContext: { total: number } }>(
    server,
    'POST',
    `/api/files/v1/filesets/${filesetId}/files/search?includeTotal=true&limit=1`,
    {
      filters: [{ field: 'indexStatus', operator: 'IN', value: statuses }],
    },
  );
  return page.pageContext.total;
}

async function uploadAndIndex(server: BenchServer, label: string, documents: CorpusDocument[]): Promise<string> {
  const { id } = await api<{ id: string }>(server, 'POST', '/api/files/v1/filesets', { name: 'retrieval corpus', aiEnabled: true });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (next < documents.length) await upload(server, id, documents[next++]!);
    }),
  );
  const uploaded = performance.now();
  while ((await countByStatus(server, id, UNFINISHED)) > 0) {
    if (performance.now() - uploaded > INDEXING_TIMEOUT_MS)
      throw new Error(`${label}: indexing did not finish within ${INDEXING_TIMEOUT_MS / 60_000} min`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const [completed, failed, skipped] = await Promise.all(['COMPLETED', 'FAILED', 'SKIPPED'].map((s) => countByStatus(server, id, [s])));
  const mib = documents.reduce((n, d) => n + d.bytes.length, 0) / 2 ** 20;
  record({
    scenario: label,
    measure: 'upload + indexing',
    value: `${documents.length} files (${mib.toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(0)} s: ${completed} completed, ${failed} failed, ${skipped} skipped`,
  });
  return id;
}

async function askAll(
  server: BenchServer,
  filesetId: string,
  mode: Mode,
  queries: { query: string; relevant: Set<string> }[],
): Promise<{ quality: QualitySummary; p50: number }> {
  const results: { ranked: string[]; relevant: Set<string> }[] = [];
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    const answer = await api<QueryAnswer>(server, 'POST', `/api/files/v1/filesets/${filesetId}/query`, queryBody(q.query, mode));
    times.push(performance.now() - started);
    results.push({ ranked: rankedDocuments(answer), relevant: q.relevant });
  }
  times.sort((a, b) => a - b);
  return { quality: summarise(results), p50: times[Math.floor(times.length / 2)] ?? 0 };
}

async function runWith(
  dir: string,
  env: Record<string, string>,
  label: string,
  modes: readonly Mode[],
  documents: CorpusDocument[],
  queries: { query: string; relevant: Set<string> }[],
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(dir, 'retrieval-'));
  const server = await startServer(dataDir, env);
  try {
    const filesetId = await uploadAndIndex(server, label, documents);
    for (const mode of modes) {
      const { quality, p50 } = await askAll(server, filesetId, mode, queries);
      record({
        scenario: label,
        measure: `${mode} recall@10 / nDCG@10 (${quality.queries} queries)`,
        value: `${quality.recallAt10.toFixed(3)} / ${quality.ndcgAt10.toFixed(3)}`,
        ratio: `query p50 ${ms(p50)}`,
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Settings that make the fake embedding server at `fakeUrl` the default embedding model (a registry written into `registryDir`). */
export function fakeEmbeddingEnv(registryDir: string, fakeUrl: string): Record<string, string> {
  const registry = path.join(registryDir, 'models.yaml');
  fs.writeFileSync(
    registry,
    YAML.stringify({
      models: { 'fake-embed': { model: 'openai-compatible/fake-embed', baseUrl: `${fakeUrl}/v1`, kind: 'embedding', retries: 0 } },
    }),
  );
  return { STOWAGE_MODELS_FILE: registry, STOWAGE_DEFAULT_EMBEDDING_MODEL: 'fake-embed' };
}

/** Runs the scenario on one backend (`env`: its DATABASE_URL, if any). */
export async function retrieval(dir: string, env: Record<string, string>, backendLabel: string): Promise<void> {
  const corpus = await buildCorpus();
  const queries = labelledQueriesOf(corpus);
  const fake = await startFakeEmbeddings();
  const registryDir = fs.mkdtempSync(path.join(dir, 'retrieval-models-'));
  try {
    const fakeEnv = { ...env, ...fakeEmbeddingEnv(registryDir, fake.url) };
    await runWith(dir, fakeEnv, `${backendLabel} retrieval (fake embedding model)`, MODES, corpus.documents, queries);
  } finally {
    await fake.close();
    fs.rmSync(registryDir, { recursive: true, force: true });
  }
  const real = process.env.STOWAGE_BENCH_EMBEDDING_MODEL?.trim();
  if (real) {
    await runWith(
      dir,
      { ...env, STOWAGE_DEFAULT_EMBEDDING_MODEL: real },
      `${backendLabel} retrieval (${real})`,
      ['SEMANTIC', 'HYBRID'],
      corpus.documents,
      queries,
    );
  } else {
    console.error(`${backendLabel} retrieval: no real embedding model (set STOWAGE_BENCH_EMBEDDING_MODEL to one of STOWAGE_MODELS_FILE's)`);
  }
}
