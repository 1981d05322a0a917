import path from 'node:path';
import type { Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { DiskBlobStore } from './disk-blob-store.js';

const MiB = 2 ** 20;
/** S3's smallest part (but the last) and most parts per upload. */
const MIN_PART_BYTES = 5 * MiB;
const MAX_PARTS = 10_000;
/**
 * Parts sent at once per upload. With 5 MiB parts an upload holds some 15–30 MiB whatever its size,
 * and two parts in flight keep a link to the store busy.
 */
const PARTS_IN_FLIGHT = 2;

/**
 * The blob store `config` names: the data folder's `blobs/`, or an S3-compatible bucket. The AWS SDK
 * is loaded only for the bucket: a fifth of a second of CPU that every embedded start would pay.
 */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  const settings = config.blobStore;
  if (settings.kind === 'disk') return new DiskBlobStore(path.join(config.dataDir, 'blobs'));
  const [{ S3BlobStore }, { s3Client }] = await Promise.all([import('./s3-blob-store.js'), import('./s3-client.js')]);
  return new S3BlobStore({
    client: s3Client(settings),
    bucket: settings.bucket,
    // Large enough that the largest upload allowed fits in S3's 10,000 parts.
    partSize: Math.max(MIN_PART_BYTES, Math.ceil(config.maxUploadBytes / MAX_PARTS / MiB) * MiB),
    queueSize: PARTS_IN_FLIGHT,
    directDownloads: settings.downloads === 'redirect' ? { expiresInSeconds: settings.urlTtlSeconds } : null,
  });
}
