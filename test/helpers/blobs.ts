import fs from 'node:fs';
import path from 'node:path';
import { DeleteBucketCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../../src/config.js';
import type { BlobStore } from '../../src/storage/blobs/blob-store.js';
import { openBlobStore } from '../../src/storage/blobs/open-blob-store.js';
import { bucketFor, onS3, testBlobStoreEnv, testS3Client, unfinishedUploadsOf } from './s3.js';

/**
 * What tests see of an app's blobs, on whichever blob store the run uses (disk, or S3 with
 * STOWAGE_TEST_BLOB_STORE=s3): always through the BlobStore interface or the store's own API,
 * never by the disk store's folder layout.
 */

const stores = new Map<string, BlobStore>();

async function storeOf(dataDir: string): Promise<BlobStore> {
  const key = path.resolve(dataDir);
  let store = stores.get(key);
  if (!store) {
    store = await openBlobStore(loadConfig({ STOWAGE_DATA_DIR: dataDir, ...(await testBlobStoreEnv(dataDir)) }));
    stores.set(key, store);
  }
  return store;
}

/** The keys of every blob stored for the app over `dataDir`, sorted. */
export async function blobKeys(dataDir: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of (await storeOf(dataDir)).list()) keys.push(key);
  return keys.sort();
}

/**
 * Keys of blobs whose bytes have begun to arrive: on disk every blob file, as one exists from the
 * first byte (so complete blobs are among them); on S3 the unfinished multipart uploads, as one
 * begins once a first 5 MiB part is full and no object exists before the upload completes.
 */
export async function blobsBeingWritten(dataDir: string): Promise<string[]> {
  return onS3 ? unfinishedUploadsOf(dataDir) : blobKeys(dataDir);
}

/**
 * Takes away the blob store of the app over `dataDir`, which must hold no blobs: on disk a plain file
 * takes the folder's place (so nothing can recreate it on the way); on S3 the bucket is deleted.
 */
export async function removeBlobStore(dataDir: string): Promise<void> {
  if (onS3) {
    const s3 = testS3Client(process.env.STOWAGE_TEST_S3_ENDPOINT!);
    try {
      await s3.send(new DeleteBucketCommand({ Bucket: bucketFor(dataDir) }));
    } finally {
      s3.destroy();
    }
    return;
  }
  fs.rmSync(path.join(dataDir, 'blobs'), { recursive: true, force: true });
  fs.writeFileSync(path.join(dataDir, 'blobs'), 'not a folder');
}

/**
 * Blob reads process `pid` holds open: on disk its open files under `dataDir`'s blob folder; on S3
 * its connections to the store with bytes waiting unread (a paused download; an idle pooled
 * connection has none, and a closed one is gone).
 */
export function openBlobReads(pid: number, dataDir: string): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const targets: string[] = [];
  for (const fd of fs.readdirSync(fdDir)) {
    try {
      targets.push(fs.readlinkSync(`${fdDir}/${fd}`));
    } catch {
      // The descriptor closed between listing and reading it.
    }
  }
  if (!onS3) return targets.filter((t) => t.startsWith(`${path.resolve(dataDir)}/blobs/`));
  const sockets = new Set(targets.flatMap((t) => /^socket:\[(\d+)\]$/.exec(t)?.[1] ?? []));
  const storePort = Number(new URL(process.env.STOWAGE_TEST_S3_ENDPOINT!).port);
  return fs
    .readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length > 9 && sockets.has(f[9]!))
    .filter(([, , remote, state, queues]) => {
      const port = parseInt(remote!.split(':')[1]!, 16);
      const unread = parseInt(queues!.split(':')[1]!, 16);
      // 01: ESTABLISHED.
      return port === storePort && state === '01' && unread > 0;
    })
    .map((f) => `socket:[${f[9]}]`);
}
