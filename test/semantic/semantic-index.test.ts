import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiEmbeddings } from '../../src/ai/embeddings.js';
import { loadConfig } from '../../src/config.js';
import { AppError } from '../../src/errors.js';
import { openSemanticIndex } from '../../src/indexing/semantic/open-semantic-index.js';
import type { ChunkText, SemanticIndex } from '../../src/indexing/semantic/semantic-index.js';
import { type Db, migrate, openDatabase } from '../../src/storage/db/database.js';
import { tempDir } from '../helpers/app.js';
import { type FakeEmbeddings, startFakeEmbeddings } from '../helpers/fake-embeddings.js';
import { match } from '../helpers/match.js';
import { aiConfigOf, fakeEmbeddingEnv } from '../helpers/semantic.js';
import { StartupError } from '../../src/startup-errors.js';
import { POSTGRES_ADMIN_URL } from '../helpers/postgres.js';
import { onPostgres, TEST_DATABASE_PREFIX, testDatabaseEnv } from '../helpers/test-database.js';
import pg from 'pg';

const never = () => new AbortController().signal;

const SET_A = 1;
const SET_B = 2;
const FILE_DOCS = 10;
const FILE_NOTES = 11;
const FILE_B = 20;

const DOCS: ChunkText[] = [
  { chunkId: 101, text: 'To delete a directory and everything below it, use rm with the recursive option.' },
  { chunkId: 102, text: 'tar packs many files into one archive; add z to compress it with gzip.' },
  { chunkId: 103, text: 'ssh logs in to a remote server over an encrypted connection.' },
];
const NOTES: ChunkText[] = [
  { chunkId: 111, text: 'The kill command sends a signal to a running process, usually to terminate it.' },
  { chunkId: 112, text: 'df reports how much disk space each mounted filesystem uses.' },
];

describe(`semantic index on ${onPostgres ? 'PostgreSQL + pgvector' : 'SQLite + sqlite-vec'}`, () => {
  let fake: FakeEmbeddings;
  let db: Db;
  let index: SemanticIndex;
  const openWith = async (models: Record<string, string>) => {
    const ai = aiConfigOf(fakeEmbeddingEnv(fake, models));
    return (await openSemanticIndex(db, new AiEmbeddings(ai), ai))!;
  };
  const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
  const ids = async (set: number, query: string, k = 10, on = index) => (await on.search(set, query, k, never())).map((h) => h.chunkId);

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    const dataDir = tempDir();
    db = openDatabase(loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await testDatabaseEnv(dataDir)) }));
    await migrate(db);
    index = await openWith({ embed: 'fake-embed' });
  });
  afterAll(async () => {
    await db?.destroy();
    await fake?.close();
  });
  beforeEach(async () => {
    await db.transaction().execute(async (trx) => {
      await index.deleteFileset(trx, SET_A);
      await index.deleteFileset(trx, SET_B);
    });
    await index.indexChunks(SET_A, FILE_DOCS, DOCS, never());
    await index.indexChunks(SET_A, FILE_NOTES, NOTES, never());
    // Set B holds the same words as set A's first chunk: a search of set A must never return it.
    await index.indexChunks(SET_B, FILE_B, [{ chunkId: 201, text: DOCS[0]!.text }], never());
  });

  it('is off (null) when no embedding model is configured', async () => {
    const ai = aiConfigOf({});
    expect(await openSemanticIndex(db, new AiEmbeddings(ai), ai)).toBeNull();
  });

  it('names the model its vectors come from', () => {
    expect(index.modelId).toBe('openai-compatible/fake-embed');
  });

  it('finds the passage that means what the query says, in other words, best first with scores in 0..1', async () => {
    const hits = await index.search(SET_A, 'how do I erase a folder', 5, never());
    expect(hits[0]?.chunkId).toBe(101);
    expect((await ids(SET_A, 'stop a program that is running'))[0]).toBe(111);
    expect((await ids(SET_A, 'shrink several documents into a single zip'))[0]).toBe(102);
    expect((await ids(SET_A, 'free space left on my drive'))[0]).toBe(112);
    for (const hit of hits) {
      expect(hit.score).toBeGreaterThanOrEqual(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The same text scores 1 (cosine distance 0).
    expect((await index.search(SET_A, DOCS[2]!.text, 1, never()))[0]).toMatchObject({ chunkId: 103, score: match.closeTo(1, 5) });
  });

  it('keeps file sets apart and returns at most k', async () => {
    expect(await ids(SET_A, 'how do I erase a folder', 10)).toHaveLength(5);
    expect(await ids(SET_A, 'how do I erase a folder', 2)).toHaveLength(2);
    expect(await ids(SET_A, 'how do I erase a folder', 10)).not.toContain(201);
    expect(await ids(SET_B, 'compress files into an archive', 10)).toEqual([201]);
    expect(await ids(999, 'anything at all')).toEqual([]);
  });

  it('indexing a chunk again replaces its vector (idempotent per chunk id)', async () => {
    await index.indexChunks(SET_A, FILE_DOCS, [{ chunkId: 101, text: 'Mail is delivered by the SMTP server.' }], never());
    await index.indexChunks(SET_A, FILE_DOCS, [{ chunkId: 101, text: 'Mail is delivered by the SMTP server.' }], never());
    const all = await ids(SET_A, 'send an email', 100);
    expect(all[0]).toBe(101);
    expect(all.filter((id) => id === 101)).toHaveLength(1);
    expect(all).toHaveLength(5);
    expect((await ids(SET_A, 'how do I erase a folder'))[0]).not.toBe(101);
    // Indexed again as blank, it has no vector at all.
    await index.indexChunks(SET_A, FILE_DOCS, [{ chunkId: 101, text: ' ' }], never());
    expect(await ids(SET_A, 'send an email', 100)).not.toContain(101);
  });

  it("deleteFile removes one file's vectors with the caller's transaction, and not when it rolls back", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await index.deleteFile(trx, FILE_DOCS);
        throw new Error('the entry change failed');
      }),
    ).rejects.toThrow('the entry change failed');
    expect(await ids(SET_A, 'anything erase folder', 10)).toHaveLength(5);

    await db.transaction().execute((trx) => index.deleteFile(trx, FILE_DOCS));
    expect((await ids(SET_A, 'erase folder archive remote', 10)).sort()).toEqual([111, 112]);
    expect(await ids(SET_B, 'erase folder')).toEqual([201]);
  });

  it("deleteFileset removes the set's vectors only", async () => {
    await db.transaction().execute((trx) => index.deleteFileset(trx, SET_A));
    expect(await ids(SET_A, 'erase folder archive remote kill disk', 10)).toEqual([]);
    expect(await ids(SET_B, 'erase folder')).toEqual([201]);
    expect(await count('semantic_chunks')).toBe(1);
  });

  it('never mixes models: another model (same dimension or not) sees none of these vectors until the chunks are indexed with it', async () => {
    for (const models of [{ other: 'fake-embed-64' }, { other: 'other-embed' }]) {
      const other = await openWith(models);
      expect(other.modelId).toBe(`openai-compatible/${models.other}`);
      expect(await ids(SET_A, 'how do I erase a folder', 10, other)).toEqual([]);
      await other.indexChunks(SET_A, FILE_DOCS, [DOCS[0]!], never());
      expect(await ids(SET_A, 'how do I erase a folder', 10, other)).toEqual([101]);
      // The chunk's vector moved to the new model's space: the old model no longer finds it.
      expect(await ids(SET_A, 'how do I erase a folder', 10)).not.toContain(101);
      await db.transaction().execute((trx) => other.deleteFile(trx, FILE_DOCS));
      expect(await ids(SET_A, 'how do I erase a folder', 10, other)).toEqual([]);
      await index.indexChunks(SET_A, FILE_DOCS, DOCS, never());
    }
    const spaces = await sql<{
      model_id: string;
      dimensions: number;
    }>`SELECT model_id, dimensions FROM semantic_spaces ORDER BY id`.execute(db);
    expect(spaces.rows.map((r) => `${r.model_id}@${r.dimensions}`)).toEqual([
      'openai-compatible/fake-embed@256',
      'openai-compatible/fake-embed-64@64',
      'openai-compatible/other-embed@256',
    ]);
  });

  it('an embedding failure throws the provider error and stores nothing; a failed search throws too', async () => {
    fake.failNext(1);
    const failed = index.indexChunks(SET_A, 12, [{ chunkId: 121, text: 'Compile the program with make.' }], never());
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({ status: 502 });
    expect(await ids(SET_A, 'compile the program with make', 10)).not.toContain(121);

    fake.failNext(1);
    await expect(index.search(SET_A, 'compile', 3, never())).rejects.toMatchObject({ status: 502 });
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(index.indexChunks(SET_A, 12, [{ chunkId: 121, text: 'Compile it.' }], controller.signal)).rejects.toThrow('shutting down');
  });

  it('embeds in batches, skips blank chunks and returns nothing for a query without words', async () => {
    fake.requests.length = 0;
    const many = Array.from({ length: 150 }, (_, i) => ({ chunkId: 1000 + i, text: i === 7 ? '   ' : `note number ${i} about backups` }));
    await index.indexChunks(SET_A, 13, many, never());
    expect(fake.requests.map((r) => r.texts)).toEqual([64, 64, 21]);
    expect(await ids(SET_A, 'backups', 200)).toHaveLength(149 + 5);
    expect(await ids(SET_A, '?!', 5)).toEqual([]);
  });

  it('the engine finds the neighbours: a vec0 table on SQLite, an HNSW index on PostgreSQL', async () => {
    if (onPostgres) {
      const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'semantic_vectors_1'`.execute(db);
      expect(rows.map((r) => r.indexdef).join('\n')).toMatch(/USING hnsw \(embedding vector_cosine_ops\)/);
    } else {
      const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'semantic_vectors_1'`.execute(db);
      expect(rows[0]?.sql).toMatch(/USING vec0\(.*fileset_id integer partition key.*distance_metric=cosine/);
    }
  });

  it('needs its extension: sqlite-vec is loaded into the connection; on PostgreSQL without the right to create pgvector the start stops, saying what to do', async () => {
    if (!onPostgres) {
      const { rows } = await sql<{ v: string }>`SELECT vec_version() AS v`.execute(db);
      expect(rows[0]?.v).toMatch(/^v0\.\d+\.\d+/);
      return;
    }
    // A database owned by a role that is no superuser: it may migrate, but not create pgvector.
    const suffix = `${process.env.STOWAGE_TEST_RUN_ID ?? 'x'}_${Date.now().toString(36)}`;
    const role = `${TEST_DATABASE_PREFIX}role_${suffix}`;
    const name = `${TEST_DATABASE_PREFIX}${suffix}_nosuper`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${role}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.username = role;
    url.pathname = `/${name}`;
    const restricted = openDatabase(loadConfig({ STOWAGE_DATA_DIR: tempDir(), LOG_LEVEL: 'silent', DATABASE_URL: url.toString() }));
    try {
      await migrate(restricted);
      const ai = aiConfigOf(fakeEmbeddingEnv(fake));
      const opening = openSemanticIndex(restricted, new AiEmbeddings(ai), ai);
      await expect(opening).rejects.toBeInstanceOf(StartupError);
      await expect(opening).rejects.toThrow(/pgvector.*CREATE EXTENSION vector.*docs\/deploy\.md/);
      // Without an embedding model nothing asks for pgvector.
      const none = aiConfigOf({});
      expect(await openSemanticIndex(restricted, new AiEmbeddings(none), none)).toBeNull();
    } finally {
      await restricted.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
