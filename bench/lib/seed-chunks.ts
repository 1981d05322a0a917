import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AiEmbeddings } from '../../src/ai/embeddings.js';
import { loadConfig } from '../../src/config.js';
import { type Chunk, chunkText } from '../../src/indexing/chunker.js';
import { openSemanticIndex } from '../../src/indexing/semantic/open-semantic-index.js';
import { openStorage } from '../../src/services.js';
import { isPostgres } from '../../src/storage/db/dialect.js';
import { ChunksRepository } from '../../src/storage/db/repositories/chunks-repository.js';
import { fileRecord } from '../../src/storage/db/repositories/files-repository.js';
import { fileSetRecord } from '../../src/storage/db/repositories/filesets-repository.js';
import type { CorpusDocument } from '../../test/corpus/build-corpus.js';
import { ensureUser } from './seed.js';

export interface SeededChunks {
  filesetId: string;
  files: number;
  chunks: number;
  characters: number;
}

/** The chunks the indexer would make of one document's text (the chunker's own sizes). */
async function chunksOf(text: string): Promise<Chunk[]> {
  const texts: Chunk[] = [];
  async function* pieces() {
    yield { text, page: null };
  }
  for await (const chunk of chunkText(pieces())) texts.push(chunk);
  return texts;
}

/**
 * One AI-enabled file set of at least `target` chunks, written straight through the database layer
 * (uploading and indexing 100,000 chunks through the server takes many minutes, and indexing is
 * measured on its own): the corpus documents' text, cut by the indexer's chunker, copied under
 * `copy-<n>/` until there are enough, each file COMPLETED with its chunks (full-text indexed by the
 * migrations' trigger or generated column) and their vectors, which the app's own semantic index
 * gets from the embedding model `env` configures (the fake one), as the indexer does.
 */
export async function seedChunks(
  dataDir: string,
  env: Record<string, string>,
  documents: CorpusDocument[],
  target: number,
): Promise<SeededChunks> {
  const config = loadConfig({ ...process.env, ...env, STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { db } = await openStorage(config);
  try {
    const semantic = await openSemanticIndex(db, new AiEmbeddings(config.ai), config.ai);
    if (!semantic) throw new Error('seedChunks: no embedding model configured');
    await ensureUser(db);
    const filesetId = randomUUID();
    const now = Date.now();
    await db
      .insertInto('filesets')
      .values({
        ...fileSetRecord({
          id: filesetId,
          name: 'bench chunks',
          description: '',
          owner_id: 1,
          created_at: now,
          created_by: 1,
          updated_at: now,
          updated_by: 1,
          file_count: 0,
        }),
        ai_enabled: 1,
      })
      .execute();
    await db.insertInto('fileset_access').values({ fileset_id: filesetId, user_id: 1, permission: 'OWNER' }).execute();
    const repo = new ChunksRepository(db);
    const filesetKey = await repo.fileSetKey(filesetId);
    const texts = await Promise.all(documents.map(async (doc) => ({ doc, chunks: await chunksOf(doc.text) })));
    const signal = new AbortController().signal;
    let files = 0;
    let chunks = 0;
    let characters = 0;
    for (let copy = 0; chunks < target; copy++) {
      for (const { doc, chunks: parts } of texts) {
        if (chunks >= target) break;
        if (parts.length === 0) continue;
        const fileId = randomUUID();
        const path = `copy-${copy}/${doc.path}`;
        const ids = await db.transaction().execute(async (tx) => {
          await tx
            .insertInto('files')
            .values(
              fileRecord({
                id: fileId,
                fileset_id: filesetId,
                path,
                parent_path: path.slice(0, path.lastIndexOf('/')),
                name: path.slice(path.lastIndexOf('/') + 1),
                file_type: doc.contentType.startsWith('text/') ? 'TEXT' : 'DOCUMENT',
                content_type: doc.contentType,
                size: doc.bytes.length,
                created_at: now,
                created_by: 1,
                hash: null,
                hash_algorithm: null,
                blob_key: null,
                connector_key: null,
                index_status: 'COMPLETED',
                index_reason: null,
              }),
            )
            .execute();
          return new ChunksRepository(tx).insert(
            parts.map((c) => ({
              fileset_id: filesetId,
              file_id: fileId,
              chunk_index: c.index,
              start_offset: c.start,
              end_offset: c.end,
              page: null,
              text: c.text,
            })),
          );
        });
        await semantic.indexChunks(
          filesetKey,
          await repo.fileKey(fileId),
          ids.map((chunkId, i) => ({ chunkId, text: parts[i]!.text })),
          signal,
        );
        files++;
        chunks += parts.length;
        characters += parts.reduce((n, c) => n + c.text.length, 0);
      }
    }
    await db.updateTable('filesets').set({ file_count: files }).where('id', '=', filesetId).execute();
    // What autovacuum would soon do (it is off on this machine): without statistics PostgreSQL
    // joins the chunks to their files by a nested loop that reads the set's whole chunk index once
    // per file, over 10 s per KEYWORD query at 100,000 chunks.
    if (isPostgres(db)) await sql`ANALYZE`.execute(db);
    return { filesetId, files, chunks, characters };
  } finally {
    await db.destroy();
  }
}
