import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListMultipartUploadsCommand, type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import S3rver, { type S3rverContext } from 's3rver';
import type { S3Config } from '../../src/config.js';
import { s3Client } from '../../src/storage/blobs/s3-client.js';

/**
 * The suite runs over the disk blob store (the default) or, with STOWAGE_TEST_BLOB_STORE=s3, over
 * S3: test/global-setup.ts starts one s3rver for the run and hands its address to the test
 * processes in STOWAGE_TEST_S3_ENDPOINT; every app or server process gets a bucket of its own,
 * named after its data folder, so a restart over the same folder finds its blobs again.
 */
export const onS3 = process.env.STOWAGE_TEST_BLOB_STORE === 's3';

/** s3rver's one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Peer {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An s3rver on a free port of 127.0.0.1, keeping its buckets in a fresh temp folder. Given a `port`
 * and a `directory` (kept at close), it starts again where an earlier one stopped: an outage test
 * takes the store away and brings it back with everything it held.
 */
export async function startS3rver(
  options: { port?: number; directory?: string } = {},
): Promise<S3Peer & { port: number; directory: string }> {
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stowage-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, silent: true, directory, vhostBuckets: false });
  addMissingOperations(server);
  fixRangeEndingAtZero(server);
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    close: async () => {
      await server.close();
      if (options.directory === undefined) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The blob store settings for `bucket` at `endpoint`, as config.ts reads them. */
export function s3Settings(endpoint: string, bucket: string): S3Config {
  return {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    downloads: 'stream',
    urlTtlSeconds: 300,
  };
}

export function testS3Client(endpoint: string): S3Client {
  return s3Client(s3Settings(endpoint, 'unused'));
}

/** Creates `bucket` unless it exists. */
export async function createBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException && /^BucketAlready(OwnedByYou|Exists)$/.test(error.name))) throw error;
  }
}

/** The run's s3rver (STOWAGE_TEST_BLOB_STORE=s3 only). */
function runEndpoint(): string {
  const endpoint = process.env.STOWAGE_TEST_S3_ENDPOINT;
  if (!endpoint)
    throw new Error('STOWAGE_TEST_BLOB_STORE=s3 but no s3rver was started (test/global-setup.ts sets STOWAGE_TEST_S3_ENDPOINT)');
  return endpoint;
}

/** The bucket of the app over `dataDir`: the same name for the same folder. */
export function bucketFor(dataDir: string): string {
  return `stowage-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 32)}`;
}

let client: S3Client | undefined;

/**
 * The blob store settings for an app over `dataDir`: none on disk (the store is the folder's
 * `blobs/`); on S3 the run's s3rver and the folder's bucket, created on first use.
 */
export async function testBlobStoreEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onS3) return {};
  const endpoint = runEndpoint();
  const bucket = bucketFor(dataDir);
  client ??= testS3Client(endpoint);
  await createBucket(client, bucket);
  return {
    STOWAGE_BLOB_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
}

/** Keys of the multipart uploads begun and neither completed nor aborted in `bucket`. */
export async function unfinishedUploads(s3: S3Client, bucket: string): Promise<string[]> {
  const page = await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  return (page.Uploads ?? []).flatMap((u) => (u.Key === undefined ? [] : [u.Key])).sort();
}

/** Keys of the unfinished multipart uploads of the app over `dataDir` (on S3 runs). */
export async function unfinishedUploadsOf(dataDir: string): Promise<string[]> {
  client ??= testS3Client(runEndpoint());
  return unfinishedUploads(client, bucketFor(dataDir));
}

/**
 * s3rver 3.7 answers AbortMultipartUpload (DELETE …?uploadId=) with 405 and ListMultipartUploads
 * (GET /bucket?uploads) with 501, and the store needs both (as do AWS, MinIO and Ceph). They are
 * added here over s3rver's own record of an upload: a folder per upload id holding its key and parts.
 * Path-style requests only; placed ahead of s3rver's router, so without its signature check.
 */
function addMissingOperations(server: S3rver): void {
  const uploadsOf = (bucket: string) => server.store.getResourcePath(bucket, undefined, 'uploads');
  const xml = (ctx: S3rverContext, status: number, body: string) => {
    ctx.status = status;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  };
  server.middleware.splice(server.middleware.length - 1, 0, async (ctx, next) => {
    const [bucket = '', ...rest] = ctx.path.replace(/^\//, '').split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (ctx.method === 'DELETE' && key !== '' && typeof ctx.query.uploadId === 'string') {
      const folder = path.join(uploadsOf(bucket), path.basename(ctx.query.uploadId));
      if (!fs.existsSync(folder)) {
        xml(ctx, 404, '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
        return;
      }
      await fsp.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && bucket !== '' && key === '' && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const folder = uploadsOf(bucket);
      const uploads: string[] = [];
      for (const id of fs.existsSync(folder) ? await fsp.readdir(folder) : []) {
        const uploadKey = await fsp.readFile(path.join(folder, id, 'key'), 'utf8').catch(() => null);
        if (uploadKey?.startsWith(prefix)) {
          uploads.push(`<Upload><Key>${escapeXml(uploadKey)}</Key><UploadId>${escapeXml(id)}</UploadId></Upload>`);
        }
      }
      xml(
        ctx,
        200,
        `<ListMultipartUploadsResult><Bucket>${escapeXml(bucket)}</Bucket><Prefix>${escapeXml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
      );
      return;
    }
    return next();
  });
}

/**
 * s3rver 3.7 reads `Range: bytes=0-0` as the whole object (its store tests the range's end with
 * `||`, so an end of 0 counts as none); S3 answers the first byte. Corrected here on the object
 * s3rver's store returns, before its controller writes the response.
 */
function fixRangeEndingAtZero(server: S3rver): void {
  const store = server.store;
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (options?.end !== 0 || !object?.content || !object.range) return object;
    object.content.destroy();
    object.content = fs.createReadStream(store.getResourcePath(bucket, key, 'object'), { start: 0, end: 0 });
    object.range = { start: 0, end: 0 };
    return object;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
