import { sql } from 'kysely';
import { type AiEmbeddings, defaultEmbeddingModel } from '../../ai/embeddings.js';
import type { AiConfig } from '../../ai/registry.js';
import { type Db, sqliteHandle } from '../../storage/db/database.js';
import { isPostgres } from '../../storage/db/dialect.js';
import { StartupError } from '../../startup-errors.js';
import { EngineSemanticIndex, type FilteredSearchOptions } from './engine-semantic-index.js';
import { pgvectorEngine } from './pgvector-engine.js';
import type { SemanticIndex } from './semantic-index.js';
import { sqliteVecEngine } from './sqlite-vec-engine.js';

/**
 * The semantic index over `db` with the default embedding model, or null when no embedding model is
 * configured (semantic search is then off). Makes sure PostgreSQL has pgvector (the embedded database
 * has sqlite-vec from openDatabase); a database without it stops the start, saying how to get it.
 */
export async function openSemanticIndex(
  db: Db,
  embeddings: AiEmbeddings,
  aiConfig: AiConfig,
  options: FilteredSearchOptions = {},
): Promise<SemanticIndex | null> {
  const model = defaultEmbeddingModel(aiConfig);
  if (model === null) return null;
  const modelId = embeddings.resolve(model).id;
  if (isPostgres(db)) {
    const version = await ensurePgvector(db);
    return new EngineSemanticIndex(db, pgvectorEngine({ iterativeScan: atLeast(version, [0, 8]) }), embeddings, model, modelId, options);
  }
  // openDatabase has loaded sqlite-vec into every SQLite database it opens.
  if (!sqliteHandle(db)) throw new Error('openSemanticIndex: a SQLite database not opened by openDatabase');
  return new EngineSemanticIndex(db, sqliteVecEngine, embeddings, model, modelId, options);
}

/** pgvector's version in this database, creating the extension if it is missing. */
async function ensurePgvector(db: Db): Promise<string> {
  const installed = async () =>
    (await sql<{ extversion: string }>`SELECT extversion FROM pg_extension WHERE extname = 'vector'`.execute(db)).rows[0]?.extversion;
  const before = await installed();
  if (before !== undefined) return before;
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS vector`.execute(db);
  } catch (error) {
    // Another instance may have created it meanwhile (a unique violation); otherwise it cannot be had.
    const after = await installed();
    if (after !== undefined) return after;
    throw new StartupError(
      `An embedding model is configured, and semantic search on PostgreSQL needs the pgvector extension, which could not be created: ${(error as Error).message}. ` +
        'Install pgvector on the database server and run "CREATE EXTENSION vector;" as a superuser in this database (docs/deploy.md, "pgvector"), or configure no embedding model.',
      undefined,
      { cause: error },
    );
  }
  return (await installed()) ?? '0';
}

function atLeast(version: string, wanted: [number, number]): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > wanted[0] || (major === wanted[0] && minor >= wanted[1]);
}
