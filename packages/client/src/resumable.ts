import { type Context, unwrap } from './context.js';
import { StowageError, isAbort } from './errors.js';
import { bodySender, multipartBody } from './transfer.js';
import type { FileEntry, TransferOptions } from './types.js';

const MiB = 1024 * 1024;
/** The server wants every part but the last to be at least 5 MiB, and at most 10,000 parts. */
export const MIN_PART_SIZE = 5 * MiB;
const MAX_PARTS = 10_000;
const DEFAULT_PART_SIZE = 8 * MiB;

/** Where a resumable upload stands: save it (onState) to resume after the process or the line died. */
export interface ResumableState {
  filesetId: string;
  /** The upload's id, which becomes the file's id. */
  fileId: string;
  path: string;
  size: number;
  partSize: number;
  /** The part numbers (from 1) the server has acknowledged. */
  partsDone: number[];
}

export interface ResumableUploadOptions extends TransferOptions {
  /** The file's path in the file set. */
  path: string;
  /** Parts are read from it by offset, so it must be a Blob or File (in Node: fileSource(path) from @stowage/client/node). */
  source: Blob;
  /** Bytes per part (default 8 MiB, at least 5 MiB unless the file fits in one part). */
  partSize?: number;
  /** Parts sent at once (default 2). */
  concurrency?: number;
  /** Tries after the first for a part that failed on the network, a 408, a 429 or a 5xx (default 4). */
  retries?: number;
  /** The state an interrupted upload of the same source left: only the parts not yet acknowledged are sent. */
  resume?: ResumableState;
  /** Called after the upload begins and after each acknowledged part, with a state to save. */
  onState?: (state: ResumableState) => void;
}

function partSizeFor(size: number, asked: number | undefined): number {
  const partSize = asked ?? Math.max(DEFAULT_PART_SIZE, Math.ceil(size / MAX_PARTS / MiB) * MiB);
  if (!Number.isInteger(partSize) || partSize < 1) throw new RangeError('partSize must be a positive integer');
  if (partSize < MIN_PART_SIZE && size > partSize)
    throw new RangeError(`partSize must be at least ${MIN_PART_SIZE} bytes when the file needs more than one part`);
  if (Math.ceil(size / partSize) > MAX_PARTS) throw new RangeError(`partSize ${partSize} makes more than ${MAX_PARTS} parts`);
  return partSize;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export async function uploadResumable(ctx: Context, filesetId: string, options: ResumableUploadOptions): Promise<FileEntry> {
  const { source, resume } = options;
  let state: ResumableState;
  if (resume) {
    if (resume.filesetId !== filesetId || resume.path !== options.path || resume.size !== source.size)
      throw new RangeError('resume: the saved state is of another upload (file set, path or size differ)');
    state = { ...resume, partsDone: [...resume.partsDone] };
  } else {
    const partSize = partSizeFor(source.size, options.partSize);
    const begun = await unwrap(
      ctx.api.POST('/api/files/v1/filesets/{filesetId}/files/multipart', {
        params: { path: { filesetId } },
        body: { path: options.path },
        signal: options.signal,
      }),
    );
    state = { filesetId, fileId: begun.file.id, path: options.path, size: source.size, partSize, partsDone: [] };
    options.onState?.({ ...state, partsDone: [] });
  }

  const partCount = Math.max(1, Math.ceil(state.size / state.partSize));
  const done = new Set(state.partsDone);
  const todo: number[] = [];
  for (let n = 1; n <= partCount; n++) if (!done.has(n)) todo.push(n);
  const partBytes = (n: number) => Math.min(state.size, n * state.partSize) - (n - 1) * state.partSize;

  // One failed part stops the others; the caller's signal stops them all.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let settled = state.partsDone.reduce((sum, n) => sum + partBytes(n), 0);
  const inFlight = new Map<number, number>();
  const report = () => {
    let bytes = settled;
    for (const b of inFlight.values()) bytes += b;
    options.onProgress?.({ bytes, total: state.size });
  };

  const sendPart = async (n: number): Promise<void> => {
    const blob = source.slice((n - 1) * state.partSize, (n - 1) * state.partSize + partBytes(n));
    const retries = options.retries ?? 4;
    for (let attempt = 0; ; attempt++) {
      inFlight.set(n, 0);
      try {
        const body = multipartBody('part', 'blob', blob, 'application/octet-stream');
        const progress = {
          signal,
          onProgress: ({ bytes }: { bytes: number }) => {
            inFlight.set(n, bytes);
            report();
          },
        };
        await ctx.api.POST('/api/files/v1/filesets/{filesetId}/files/multipart/{fileId}/part/{partNumber}', {
          params: { path: { filesetId, fileId: state.fileId, partNumber: String(n) } },
          body: { part: blob },
          bodySerializer: () => undefined,
          fetch: bodySender(body, progress, ctx.fetch),
          signal,
        });
        inFlight.delete(n);
        settled += partBytes(n);
        state.partsDone = [...state.partsDone, n].sort((a, b) => a - b);
        report();
        options.onState?.({ ...state, partsDone: [...state.partsDone] });
        return;
      } catch (error) {
        inFlight.delete(n);
        const retryable = !isAbort(error) && !signal.aborted && (!(error instanceof StowageError) || error.retryable);
        if (!retryable || attempt >= retries) throw error;
        const wait = error instanceof StowageError && error.retryAfter !== undefined ? error.retryAfter * 1000 : 250 * 2 ** attempt;
        await sleep(wait, signal);
      }
    }
  };

  const worker = async () => {
    for (let n = todo.shift(); n !== undefined; n = todo.shift()) await sendPart(n);
  };
  const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, todo.length)) }, () =>
    worker().catch((error: unknown) => {
      stop.abort(error);
      throw error;
    }),
  );
  const results = await Promise.allSettled(workers);
  if (results.some((r) => r.status === 'rejected')) {
    // The caller's abort, else the first part that failed (the others ended on the abort it caused).
    if (options.signal?.aborted) throw options.signal.reason;
    throw stop.signal.reason;
  }

  const finished = await unwrap(
    ctx.api.POST('/api/files/v1/filesets/{filesetId}/files/multipart/{fileId}/finalize', {
      params: { path: { filesetId, fileId: state.fileId } },
      signal: options.signal,
    }),
  );
  return finished.file;
}
