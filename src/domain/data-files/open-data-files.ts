import type { Config } from '../../config.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import type { Db } from '../../storage/db/database.js';
import type { Instance } from '../cluster/instance.js';
import { ClamdScanner } from '../scanning/clamd-scanner.js';
import { EicarScanner } from '../scanning/eicar-scanner.js';
import { ScanQueue } from '../scanning/scan-queue.js';
import type { ContentScanner } from '../scanning/scanner.js';
import { DataFileService } from './data-file-service.js';

/** The configured scanner: clamd when STOWAGE_CLAMD_SOCKET is set, else the built-in EICAR check. */
export function scannerFor(config: Pick<Config, 'clamd'>): ContentScanner {
  return config.clamd ? new ClamdScanner(config.clamd) : new EicarScanner();
}

/**
 * Wires data files and their scan queue, and queues the PENDING revisions nobody is scanning (left
 * by a previous run, or by an instance that stopped). Close `scans` before the database: it stops
 * the scan under way.
 */
export async function openDataFiles(
  config: Pick<Config, 'clamd'>,
  db: Db,
  blobs: BlobStore,
  collector: BlobCollector,
  instance: Instance,
): Promise<{ dataFiles: DataFileService; scans: ScanQueue }> {
  const scans = new ScanQueue(db, blobs, scannerFor(config), instance);
  await scans.start();
  return { dataFiles: new DataFileService(db, blobs, collector, scans), scans };
}
