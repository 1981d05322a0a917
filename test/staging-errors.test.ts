import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { stageRevision } from '../src/domain/data-files/staging.js';
import { AppError } from '../src/errors.js';
import type { BlobCollector } from '../src/storage/blobs/blob-collector.js';
import { DiskBlobStore } from '../src/storage/blobs/disk-blob-store.js';
import { tempDir } from './helpers/app.js';

/**
 * A body can fail (too large, cut off) while staging still waits for the database to list the
 * blob's key. That must fail the upload with the body's own error, not end the process with an
 * uncaught one (seen on PostgreSQL, where listing the key is a network round trip).
 */
describe('staging a revision whose body fails before the blob store reads it', () => {
  it('rejects with the body’s error and leaves nothing uncaught', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const collected: string[] = [];
      const slowCollector = {
        stage: () => new Promise<void>((resolve) => setTimeout(resolve, 50)),
        collect: async (keys: readonly string[]) => void collected.push(...keys),
      } as unknown as BlobCollector; // only the two methods staging calls
      const tooLarge = new AppError('PAYLOAD_TOO_LARGE', 'Uploads are at most 10 bytes.');
      const body = new Readable({
        read() {
          // Nothing comes: the test destroys the body with an error instead.
        },
      });
      const staging = stageRevision(new DiskBlobStore(tempDir()), slowCollector, body, Date.now);
      body.destroy(tooLarge);
      await expect(staging).rejects.toBe(tooLarge);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).toEqual([]);
      expect(collected).toHaveLength(1);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
