import { type Readable, Transform, pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../../errors.js';
import { BlobNotFound, type BlobStore, type ByteRange, type DirectResponse } from './blob-store.js';
import { S3Parts } from './s3-parts.js';

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /**
   * Bytes per multipart part and parts sent at once: an upload holds about (queueSize + 1) parts in
   * memory, whatever its size. S3 wants parts of at least 5 MiB and at most 10,000 of them.
   */
  partSize: number;
  queueSize: number;
  /** Presigned direct downloads valid this long, or null to stream every download through the server. */
  directDownloads: { expiresInSeconds: number } | null;
}

/** Network failures that mean the store is away, not that a request was wrong. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Blobs as objects in one S3-compatible bucket, under their keys as given. An object exists only
 * once its upload completes (S3 publishes a multipart upload atomically), so a reader never sees a
 * partial blob; an upload that fails is aborted, so its parts do not linger.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  readonly parts: S3Parts;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.parts = new S3Parts(options.client, options.bucket, translate);
  }

  async put(key: string, source: Readable): Promise<number> {
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    // A failing source destroys `counted`, which fails the upload below (and so aborts it); a failing
    // upload destroys `counted`, which stops reading the source, as the disk store's pipeline does.
    pipeline(source, counted, () => undefined);
    // Without leavePartsOnError the library aborts the multipart upload before `done()` rejects.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted },
      partSize: this.options.partSize,
      queueSize: this.options.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      counted.destroy();
      if (source.errored) throw source.errored;
      throw translate(error);
    }
    return bytes;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the body is the response's IncomingMessage: destroying it (as a reply does when its
      // client goes away) closes the connection to the store rather than leaving it paused.
      return response.Body as Readable;
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
        throw new BlobNotFound(key);
      throw translate(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.abortUnfinished(key);
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw translate(error);
    }
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key !== undefined) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  async directUrl(key: string, response: DirectResponse): Promise<string | null> {
    if (!this.options.directDownloads) return null;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: response.contentType,
      ResponseContentDisposition: response.contentDisposition,
      ResponseCacheControl: response.cacheControl,
    });
    return getSignedUrl(this.client, command, { expiresIn: this.options.directDownloads.expiresInSeconds });
  }

  /**
   * A process that died mid-upload leaves its multipart upload (whose parts are stored, and billed)
   * behind. Its key is still listed for collection, so the sweep that deletes the key ends it here.
   */
  private async abortUnfinished(key: string): Promise<void> {
    let uploads;
    try {
      uploads = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: key }));
    } catch (error) {
      // Some S3-compatible stores cannot list uploads; their lifecycle rules must clean up instead.
      if (error instanceof S3ServiceException && (error.name === 'NotImplemented' || error.$metadata.httpStatusCode === 501)) return;
      throw error;
    }
    for (const upload of uploads.Uploads ?? []) {
      if (upload.Key !== key || upload.UploadId === undefined) continue;
      try {
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: upload.UploadId }));
      } catch (error) {
        if (!(error instanceof S3ServiceException && error.name === 'NoSuchUpload')) throw error;
      }
    }
  }
}

/**
 * A store that is down, unreachable or refusing our credentials is the service being unavailable
 * (503), not a fault in the request; anything else stays as it is (and is a 500).
 */
function translate(error: unknown): unknown {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const away =
    (status !== undefined && (status >= 500 || status === 403 || (error as S3ServiceException).name === 'NoSuchBucket')) ||
    (code !== undefined && UNREACHABLE.has(code)) ||
    (error as Error | undefined)?.name === 'TimeoutError';
  if (!away) return error;
  return Object.assign(
    new AppError('SERVICE_UNAVAILABLE', 'The blob store cannot be reached right now; try again shortly.', { 'retry-after': '5' }),
    {
      cause: error,
    },
  );
}
