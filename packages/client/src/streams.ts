import { type Context, unwrap } from './context.js';
import { offsetItems } from './paging.js';
import { bodySender, rawBody } from './transfer.js';
import type {
  PageOptions,
  Stream,
  StreamExecution,
  StreamExecutionRecord,
  StreamPartReceipt,
  TransferOptions,
  UploadSource,
} from './types.js';

export interface StreamPartOptions extends TransferOptions {
  /** The part is gzip-compressed CSV (sent as application/gzip). */
  gzip?: boolean;
}

export interface StreamsApi {
  /** The caller's streams, page after page. */
  iterate(options?: PageOptions): AsyncIterableIterator<Stream>;
  /** A stream's executions, page after page. */
  executions(streamId: number, options?: PageOptions): AsyncIterableIterator<StreamExecution>;
  /** Operation 4: a stream's execution records, newest first, page after page. */
  history(streamId: number, options?: PageOptions): AsyncIterableIterator<StreamExecutionRecord>;
  /** Sends one CSV part (data rows only, in the schema's column order) of an ACTIVE execution. */
  uploadPart(
    streamId: number,
    executionId: number,
    partId: number,
    csv: UploadSource,
    options?: StreamPartOptions,
  ): Promise<StreamPartReceipt>;
  /** Applies the execution's parts: SUCCESS, or FAILED with `errors`. */
  commit(streamId: number, executionId: number): Promise<StreamExecution>;
  /**
   * An execution end to end: starts one, sends `parts` as parts 1, 2, … in turn, and commits; on a
   * failure before the commit the execution is aborted and the error thrown. Progress counts every part's bytes.
   */
  push(
    streamId: number,
    parts: Iterable<UploadSource> | AsyncIterable<UploadSource>,
    options?: StreamPartOptions,
  ): Promise<StreamExecution>;
}

export function streamsApi(ctx: Context): StreamsApi {
  const uploadPart: StreamsApi['uploadPart'] = (streamId, executionId, partId, csv, options = {}) =>
    unwrap(
      ctx.api.PUT('/api/data/v1/streams/{streamId}/executions/{executionId}/part/{partId}', {
        params: { path: { streamId: String(streamId), executionId: String(executionId), partId: String(partId) } },
        body: csv,
        bodySerializer: () => undefined,
        fetch: bodySender(rawBody(csv, options.gzip ? 'application/gzip' : 'text/csv'), options, ctx.fetch),
        signal: options.signal,
      }),
    );
  const commit: StreamsApi['commit'] = (streamId, executionId) =>
    unwrap(
      ctx.api.PUT('/api/data/v1/streams/{streamId}/executions/{executionId}/commit', {
        params: { path: { streamId: String(streamId), executionId: String(executionId) } },
      }),
    );
  /** A list route that answers a bare array: pages end at the first short one. */
  const arrayPages = <T>(
    load: (query: { offset: number; limit: number }, signal: AbortSignal | undefined) => Promise<T[]>,
    options?: PageOptions,
  ) => offsetItems(async (offset, limit, signal) => ({ items: await load({ offset, limit }, signal) }), options);
  return {
    iterate: (options) =>
      arrayPages((query, signal) => unwrap(ctx.api.GET('/api/data/v1/streams', { params: { query }, signal })), options),
    executions: (streamId, options) =>
      arrayPages(
        (query, signal) =>
          unwrap(
            ctx.api.GET('/api/data/v1/streams/{streamId}/executions', { params: { path: { streamId: String(streamId) }, query }, signal }),
          ),
        options,
      ),
    history: (streamId, options) =>
      arrayPages(
        (query, signal) =>
          unwrap(
            ctx.api.GET('/api/data/v1/streams/{streamId}/history/aggregate', {
              params: { path: { streamId: String(streamId) }, query },
              signal,
            }),
          ),
        options,
      ),
    uploadPart,
    commit,
    push: async (streamId, parts, options = {}) => {
      const path = { streamId: String(streamId) };
      const execution = await unwrap(
        ctx.api.POST('/api/data/v1/streams/{streamId}/executions', { params: { path }, body: {}, signal: options.signal }),
      );
      const executionId = execution.executionId;
      let before = 0;
      try {
        let partId = 0;
        for await (const part of parts) {
          let last = 0;
          await uploadPart(streamId, executionId, ++partId, part, {
            ...options,
            onProgress: ({ bytes }) => {
              last = bytes;
              options.onProgress?.({ bytes: before + bytes, total: undefined });
            },
          });
          before += last;
        }
      } catch (error) {
        // The part's failure is what the caller needs; an abort that fails too (the server is gone) adds nothing.
        await ctx.api
          .PUT('/api/data/v1/streams/{streamId}/executions/{executionId}/abort', {
            params: { path: { ...path, executionId: String(executionId) } },
          })
          .catch(() => undefined);
        throw error;
      }
      return commit(streamId, executionId);
    },
  };
}
