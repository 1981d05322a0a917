import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import type { Instance } from '../cluster/instance.js';
import { StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { DatasetExport } from './dataset-export.js';
import { RowGarbage } from './row-garbage.js';
import { StreamCommits } from './stream-commits.js';
import { StreamParts } from './stream-parts.js';
import { StreamChanges } from './stream-changes.js';
import { StreamService } from './stream-service.js';

/** Everything about streams (API.md §4), wired once per process. */
export interface Streams {
  service: StreamService;
  /** Changing and deleting whole streams. */
  changes: StreamChanges;
  parts: StreamParts;
  commits: StreamCommits;
  datasets: DatasetExport;
  /**
   * Repairs what stopped instances left (commits whose lease ran out go back to ACTIVE) and purges
   * rows outside every dataset; resolves once the purge is done. Run periodically.
   */
  maintain(): Promise<number[]>;
  /** Waits for running commits, stops background purging. */
  close(): Promise<void>;
}

/**
 * Wires the stream services, then repairs what a stopped process left: interrupted commits go back
 * to ACTIVE and rows outside every dataset are purged (in the background).
 */
export async function openStreams(
  db: Db,
  blobs: BlobStore,
  collector: BlobCollector,
  instance: Instance,
  options: { maxPartBytes: number; onError: (error: unknown) => void },
): Promise<Streams & { recovered: number[] }> {
  const rows = new StreamRowsRepository(db);
  const garbage = new RowGarbage(db, rows, instance, options.onError);
  const commits = new StreamCommits(db, blobs, collector, rows, garbage, instance);
  const maintain = async () => {
    const reset = await commits.recover();
    garbage.schedule();
    await garbage.idle();
    return reset;
  };
  // At start the purge runs in the background: a large backlog must not delay serving.
  const recovered = await commits.recover();
  garbage.schedule();
  return {
    service: new StreamService(db, collector, garbage),
    changes: new StreamChanges(db, collector, garbage),
    parts: new StreamParts(db, blobs, collector, options.maxPartBytes),
    commits,
    datasets: new DatasetExport(db, rows, garbage),
    maintain,
    recovered,
    close: async () => {
      await commits.idle();
      await garbage.close();
    },
  };
}
