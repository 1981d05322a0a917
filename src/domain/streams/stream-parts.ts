import { randomUUID } from 'node:crypto';
import { type Readable, Transform, finished } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { AppError, badRequest } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { BlobStore } from '../../storage/blobs/blob-store.js';
import { digestStream } from '../../storage/blobs/digest-stream.js';
import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { type ExecutionRow, type PartRow, type StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Caller } from '../tokens/token-service.js';
import { executionAgain, notActive, requireExecution, requireStream } from './stream-access.js';

/** Part ids are 1..MAX_PART_ID; parts are applied in id order, gaps allowed. */
export const MAX_PART_ID = 100_000;

const tooLarge = (max: number) => new AppError('PAYLOAD_TOO_LARGE', `A part is at most ${max} bytes of CSV (after gunzip).`);

/** Fails the stream once more than `max` bytes went through: a gzip bomb stops at the limit too. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > max ? tooLarge(max) : null, chunk);
    },
  });
}

/** zlib's failures mean the body was not gzip; everything else passes through unchanged. */
function asClientError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return badRequest(`The part was sent as gzip but is not valid gzip data (${(error as Error).message}).`);
  }
  return error;
}

/**
 * CSV parts of executions (API.md §4). A part's bytes are stored as CSV (gunzipped on arrival, so a
 * broken gzip is refused at once and commits read plain text), hashed on the way, and published by
 * one transaction that also checks the execution is still ACTIVE. Parts may arrive in any order and
 * in parallel; sending a part id again replaces that part.
 */
export class StreamParts {
  private readonly repo: StreamsRepository;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly collector: BlobCollector,
    private readonly maxPartBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new StreamsRepository(db);
  }

  /** Checks everything that can be checked before the body is read. */
  async target(caller: Caller, rawStreamId: string, rawExecutionId: string, rawPartId: string) {
    const stream = await requireStream(this.repo, caller, rawStreamId);
    const execution = await requireExecution(this.repo, stream, rawExecutionId);
    const partId = /^\d{1,6}$/.test(rawPartId) ? Number(rawPartId) : NaN;
    if (!(partId >= 1 && partId <= MAX_PART_ID)) {
      throw badRequest(`partId (path) must be an integer from 1 to ${MAX_PART_ID}; got ${JSON.stringify(rawPartId)}.`);
    }
    if (execution.state !== 'ACTIVE') throw notActive(execution, 'add a part to');
    return { stream, execution, partId };
  }

  /** Stores the body as the part; returns it and whether the part id is new to the execution. */
  async receive(
    target: { stream: StreamRow; execution: ExecutionRow; partId: number },
    body: Readable,
    gzip: boolean,
  ): Promise<{ part: PartRow; created: boolean }> {
    const key = randomUUID();
    await this.collector.stage(key);
    const { stream: digest, digests } = digestStream(['sha256']);
    const stages: Transform[] = [...(gzip ? [createGunzip()] : []), byteLimit(this.maxPartBytes), digest];
    let upstream: Readable = body;
    for (const stage of stages) {
      upstream.on('error', (error) => stage.destroy(error));
      upstream.pipe(stage);
      upstream = stage;
    }
    // A client that goes away mid-body ends the request without an error on some Node versions.
    finished(body, (error) => {
      if (error) digest.destroy(error);
    });
    // The chain flows before the store has attached its own listeners (it prepares the file
    // first), so the first failure is caught here rather than left unhandled.
    let failure: unknown = null;
    digest.on('error', (error) => {
      failure ??= error;
    });
    let size: number;
    try {
      size = await this.blobs.put(key, digest);
    } catch (error) {
      await this.collector.collect([key]);
      throw asClientError(failure ?? error);
    }

    const part: PartRow = {
      execution_id: target.execution.id,
      part_id: target.partId,
      blob_key: key,
      size_bytes: size,
      sha256: digests().sha256,
      uploaded_at: this.now(),
    };
    const previous = await this.db
      .transaction()
      .execute(async (tx) => {
        const repo = new StreamsRepository(tx);
        if (!(await repo.lockActive(target.execution.id))) return null;
        const replaced = await repo.upsertPart(part);
        const files = new FilesRepository(tx);
        await files.unlistBlob(key);
        if (replaced) await files.listBlob(replaced.blob_key, part.uploaded_at);
        return { replaced };
      })
      .catch(async (error: unknown) => {
        await this.collector.collect([key]);
        throw error;
      });
    if (previous === null) {
      await this.collector.collect([key]);
      throw notActive(await executionAgain(this.repo, target.stream, target.execution.id), 'add a part to');
    }
    if (previous.replaced) await this.collector.collect([previous.replaced.blob_key]);
    return { part, created: !previous.replaced };
  }
}
