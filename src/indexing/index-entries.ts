import type { Kysely } from 'kysely';
import { ChunksRepository } from '../storage/db/repositories/chunks-repository.js';
import type { Database } from '../storage/db/schema.js';
import type { SemanticIndex } from './semantic/semantic-index.js';

/** Where files whose content changed are handed for indexing (IndexQueue). */
export interface IndexScheduler {
  enqueue(fileId: string): void;
  /** Queues every unfinished file nobody holds a running claim on. */
  resume(): Promise<number>;
}

/**
 * What the file and file set services do to the content index inside their own transactions, so
 * the index changes with the entries: a new or overwritten file starts PENDING where its set has
 * indexing on, and a replaced or deleted file's chunks and vectors go in the same commit.
 */
export class IndexEntries {
  constructor(
    private readonly semantic: SemanticIndex | null,
    private readonly scheduler: IndexScheduler | null,
  ) {}

  /** The index status a file's new content starts with: PENDING where the set has indexing on, else null. */
  async initialStatus(tx: Kysely<Database>, filesetId: string): Promise<'PENDING' | null> {
    const row = await tx.selectFrom('filesets').select('ai_enabled').where('id', '=', filesetId).executeTakeFirst();
    return (row?.ai_enabled ?? 0) === 1 ? 'PENDING' : null;
  }

  /** Removes these files' chunks and vectors (their content was replaced or they are being deleted). */
  async dropFiles(tx: Kysely<Database>, fileIds: string[]): Promise<void> {
    if (fileIds.length === 0) return;
    const chunks = new ChunksRepository(tx);
    if (this.semantic) {
      for (const key of await chunks.existingFileKeys(fileIds)) await this.semantic.deleteFile(tx, key);
    }
    await chunks.deleteOfFiles(fileIds);
  }

  async dropFileSet(tx: Kysely<Database>, filesetId: string): Promise<void> {
    const chunks = new ChunksRepository(tx);
    if (this.semantic) {
      const key = await chunks.existingFileSetKey(filesetId);
      if (key !== null) await this.semantic.deleteFileset(tx, key);
    }
    await chunks.deleteOfFileSet(filesetId);
  }

  /** After the commit: starts indexing the file (no-op without a queue). */
  schedule(fileId: string): void {
    this.scheduler?.enqueue(fileId);
  }

  /** After a change that made many files PENDING: the queue picks them up from the database. */
  scheduleAll(): void {
    // A failed pick-up is retried by the periodic one (services.ts).
    void this.scheduler?.resume().catch(() => undefined);
  }
}
