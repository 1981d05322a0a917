import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  type S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { PartedUploadGone, type PartedUploads, type StoredPart } from './blob-store.js';

/**
 * Resumable uploads as S3 multipart uploads: one per upload, one S3 part per part (UploadPart),
 * joined by CompleteMultipartUpload, so the bytes go to the bucket once and are never joined here.
 *
 * UploadPart needs the part's length before its first byte, and a multipart/form-data part does not
 * carry one: each part is spooled to a temporary file (memory stays bounded whatever the part's
 * size) and then streamed from it with its length. The file is removed once the part is stored.
 */
export class S3Parts implements PartedUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly translate: (error: unknown) => unknown,
  ) {}

  async begin(key: string): Promise<string> {
    try {
      const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }));
      return created.UploadId!;
    } catch (error) {
      throw this.translate(error);
    }
  }

  async put(key: string, uploadId: string, partNumber: number, source: Readable): Promise<StoredPart> {
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'stowage-part-'));
    const spool = path.join(folder, 'part');
    try {
      const out = fs.createWriteStream(spool, { highWaterMark: 1024 * 1024 });
      await pipeline(source, out);
      const size = out.bytesWritten;
      const stored = await this.client
        .send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: partNumber,
            ContentLength: size,
            Body: fs.createReadStream(spool, { highWaterMark: 1024 * 1024 }),
          }),
        )
        .catch((error: unknown) => {
          throw gone(error) ? new PartedUploadGone(key) : this.translate(error);
        });
      return { partNumber, size, etag: stored.ETag ?? '' };
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  async complete(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
    } catch (error) {
      throw gone(error) ? new PartedUploadGone(key) : this.translate(error);
    }
  }

  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch (error) {
      if (!gone(error)) throw this.translate(error);
    }
  }

  async *unfinished(): AsyncIterable<string> {
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
      );
      for (const upload of page.Uploads ?? []) if (upload.Key !== undefined) yield upload.Key;
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker !== undefined);
  }
}

function gone(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404);
}
