import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { DiskBlobStore } from './disk-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

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
 * Connections to the store: each streaming download holds one for as long as its client reads, so
 * the SDK's default of 50 would make the 51st concurrent download wait behind the others.
 */
const MAX_SOCKETS = 500;

/** The blob store `config` names: the data folder's `blobs/`, or an S3-compatible bucket. */
export function openBlobStore(config: Config): BlobStore {
  const settings = config.blobStore;
  if (settings.kind === 'disk') return new DiskBlobStore(path.join(config.dataDir, 'blobs'));
  return new S3BlobStore({
    client: s3Client(settings),
    bucket: settings.bucket,
    // Large enough that the largest upload allowed fits in S3's 10,000 parts.
    partSize: Math.max(MIN_PART_BYTES, Math.ceil(config.maxUploadBytes / MAX_PARTS / MiB) * MiB),
    queueSize: PARTS_IN_FLIGHT,
    directDownloads: settings.downloads === 'redirect' ? { expiresInSeconds: settings.urlTtlSeconds } : null,
  });
}

export function s3Client(settings: S3Config): S3Client {
  // On Node 20 each process's first client prints a nine-line notice that SDK releases from 2027 will
  // need Node 22. The SDK is pinned in package.json, so it concerns whoever upgrades it (npm ci then
  // warns), not an operator reading start-up output; the SDK's own switch, unless set otherwise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // The SDK's default since 2025 adds CRC checksums (and aws-chunked bodies) that many services
    // other than AWS reject or store verbatim; elsewhere only what the operation requires is sent.
    ...(settings.endpoint === null ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
    requestHandler: {
      // A store that is away fails requests quickly instead of holding them (and /readyz) open.
      connectionTimeout: 5000,
      // Until the response headers: a part upload's body is sent within it. A download's body is
      // not timed, so a client that reads slowly is not cut off.
      requestTimeout: 120_000,
      throwOnRequestTimeout: true,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}
