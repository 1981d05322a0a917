import type { BlobStore } from '../storage/blobs/blob-store.js';
import type { Db } from '../storage/db/database.js';
import { relaxedTransaction } from '../storage/db/relaxed-commit.js';
import { ChunksRepository, type NewChunk } from '../storage/db/repositories/chunks-repository.js';
import { type ClaimedFile, type IndexOutcome, IndexWorkRepository } from '../storage/db/repositories/index-work-repository.js';
import { type Chunk, chunkText } from './chunker.js';
import { extractorFor } from './extract/extractors.js';
import { NotIndexable } from './extract/text-piece.js';
import type { IndexEntries } from './index-entries.js';
import type { IndexMetrics } from './index-metrics.js';
import type { IndexStatistics } from './index-statistics.js';
import type { RequestsFirst } from './requests-first.js';
import type { SemanticIndex } from './semantic/semantic-index.js';

export interface IndexLimits {
  /** Files larger than this are SKIPPED (STOWAGE_INDEX_MAX_BYTES). */
  maxBytes: number;
  /** PDF and DOCX are read whole: larger ones are SKIPPED (STOWAGE_INDEX_MAX_DOCUMENT_BYTES). */
  maxDocumentBytes: number;
}

/** Chunks written per transaction: the longest a request waits behind indexing for the database. */
export const CHUNKS_PER_BATCH = 200;

/** The file's claim was lost (overwritten, deleted, re-queued, or indexing turned off): its work is dropped. */
class ClaimLost extends Error {}

/**
 * Indexes one claimed file: extracts its text as it streams from the blob store, cuts it into
 * chunks, and writes them in small transactions, each only while this instance's claim on this
 * very content holds; then the semantic index embeds each batch. Chunks of an unfinished file are
 * not served (queries read COMPLETED files only), and a retry starts by removing them.
 */
export class Indexer {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly semantic: SemanticIndex | null,
    private readonly entries: IndexEntries,
    private readonly limits: IndexLimits,
    private readonly metrics: IndexMetrics,
    private readonly instanceId: string,
    /** PostgreSQL's planner statistics, refreshed after bursts of writes (null on SQLite). */
    private readonly statistics: IndexStatistics | null = null,
    /** On SQLite: each transaction waits for requests in flight first (null on PostgreSQL). */
    private readonly requestsFirst: RequestsFirst | null = null,
  ) {}

  /** Returns the outcome written, or null when the claim was lost and nothing was written. */
  async index(file: ClaimedFile, signal: AbortSignal): Promise<IndexOutcome | null> {
    const key = file.blob_key;
    if (key === null) return this.conclude(file, '', { status: 'SKIPPED', reason: 'a directory has no content' });
    try {
      const outcome = await this.extractAndStore(file, key, signal);
      return await this.conclude(file, key, outcome);
    } catch (error) {
      if (error instanceof ClaimLost) return null;
      if (error instanceof NotIndexable) return this.conclude(file, key, { status: error.status, reason: error.reason });
      throw error;
    }
  }

  /** An unexpected failure of one file: FAILED with the error's message (while the claim holds). */
  async fail(file: ClaimedFile, error: unknown): Promise<void> {
    const reason = `indexing failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
    await this.conclude(file, file.blob_key ?? '', { status: 'FAILED', reason });
  }

  private async extractAndStore(file: ClaimedFile, key: string, signal: AbortSignal): Promise<IndexOutcome> {
    const choice = extractorFor(file.content_type);
    if (!choice) return { status: 'SKIPPED', reason: `unsupported content type ${file.content_type ?? '(none)'}` };
    const size = file.size ?? 0;
    const limit = choice.reads === 'whole' ? Math.min(this.limits.maxDocumentBytes, this.limits.maxBytes) : this.limits.maxBytes;
    const setting =
      choice.reads === 'whole' && this.limits.maxDocumentBytes < this.limits.maxBytes
        ? 'STOWAGE_INDEX_MAX_DOCUMENT_BYTES'
        : 'STOWAGE_INDEX_MAX_BYTES';
    if (size > limit)
      return { status: 'SKIPPED', reason: `too large: ${size} bytes; the limit for this type is ${limit} bytes (${setting})` };
    if (size === 0) return { status: 'SKIPPED', reason: 'no text: the file is empty' };

    // A retry after a crash or a stop: what an earlier attempt wrote goes first.
    await this.whileClaimed(file, key, (_chunks, tx) => this.entries.dropFiles(tx, [file.id]));
    const keys = this.semantic ? await this.keysOf(file) : null;
    const content = await this.blobs.get(key);
    let batch: Chunk[] = [];
    let stored = 0;
    let characters = 0;
    try {
      for await (const chunk of chunkText(choice.extract(content))) {
        if (signal.aborted) throw signal.reason;
        batch.push(chunk);
        characters += chunk.text.length;
        if (batch.length >= CHUNKS_PER_BATCH) {
          await this.store(file, key, batch, keys, signal);
          stored += batch.length;
          batch = [];
        }
      }
      await this.store(file, key, batch, keys, signal);
      stored += batch.length;
    } finally {
      content.destroy();
    }
    if (stored === 0) return { status: 'SKIPPED', reason: 'no text: nothing readable was extracted' };
    this.metrics.bytes.inc(size);
    this.metrics.characters.inc(characters);
    return { status: 'COMPLETED', reason: null };
  }

  private async keysOf(file: ClaimedFile): Promise<{ fileSet: number; file: number }> {
    const chunks = new ChunksRepository(this.db);
    return { fileSet: await chunks.fileSetKey(file.fileset_id), file: await chunks.fileKey(file.id) };
  }

  private async store(
    file: ClaimedFile,
    key: string,
    batch: Chunk[],
    keys: { fileSet: number; file: number } | null,
    signal: AbortSignal,
  ): Promise<void> {
    if (batch.length === 0) return;
    const rows: NewChunk[] = batch.map((c) => ({
      fileset_id: file.fileset_id,
      file_id: file.id,
      chunk_index: c.index,
      start_offset: c.start,
      end_offset: c.end,
      page: c.page,
      text: c.text,
    }));
    // Relaxed: the COMPLETED status, committed with a sync, is what makes these chunks count.
    const ids = await this.whileClaimed(file, key, (chunks) => chunks.insert(rows), true);
    this.statistics?.wrote(rows.length);
    if (this.semantic && keys) {
      await this.semantic.indexChunks(
        keys.fileSet,
        keys.file,
        ids.map((chunkId, i) => ({ chunkId, text: batch[i]!.text })),
        signal,
        this.requestsFirst?.giveWay,
      );
    }
  }

  /** Runs `work` in a transaction that holds the file's row, only while this instance's claim on this content holds. */
  private async whileClaimed<T>(
    file: ClaimedFile,
    key: string,
    work: (chunks: ChunksRepository, tx: Db) => Promise<T>,
    relaxed = false,
  ): Promise<T> {
    await this.requestsFirst?.giveWay();
    const claimed = async (tx: Db) => {
      if (!(await new IndexWorkRepository(tx).stillClaimed(file.id, this.instanceId, key))) throw new ClaimLost();
      return work(new ChunksRepository(tx), tx);
    };
    const started = performance.now();
    try {
      return await (relaxed ? relaxedTransaction(this.db, claimed) : this.db.transaction().execute(claimed));
    } finally {
      const ms = performance.now() - started;
      this.metrics.writeSeconds.observe(ms / 1000);
      this.requestsFirst?.wrote(ms);
    }
  }

  /** Writes the outcome; anything but COMPLETED takes the file's chunks and vectors away with it. */
  private async conclude(file: ClaimedFile, key: string, outcome: IndexOutcome): Promise<IndexOutcome | null> {
    try {
      await this.whileClaimed(file, key, async (_chunks, tx) => {
        if (outcome.status !== 'COMPLETED') await this.entries.dropFiles(tx, [file.id]);
        await new IndexWorkRepository(tx).finish(file.id, outcome);
      });
    } catch (error) {
      if (error instanceof ClaimLost) return null;
      throw error;
    }
    this.statistics?.wrote(1);
    this.metrics.files.inc({ status: outcome.status });
    if (outcome.status === 'FAILED') this.metrics.failures.inc();
    return outcome;
  }
}
