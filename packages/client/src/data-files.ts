import { type Context, unwrap } from './context.js';
import { offsetItems } from './paging.js';
import { bodySender, downloadFetch, rangeHeader, rawBody, toDownload } from './transfer.js';
import type { DataFile, Download, DownloadOptions, PageOptions, TransferOptions, UploadSource } from './types.js';

export type DataFileExpand = 'currentRevision' | 'revisions' | 'metadata';

export interface DataFileUploadOptions extends TransferOptions {
  source: UploadSource;
  /** The Content-Type sent, which becomes the revision's type (default: the Blob's type, else application/octet-stream). */
  contentType?: string;
}

export interface DataFileCreateOptions extends DataFileUploadOptions {
  name: string;
  description?: string;
  /** Every user may read it (default true); false: only the uploader and admins. */
  public?: boolean;
}

export interface DataFilesApi {
  /** The caller's readable data files, newest first, page after page. */
  iterate(options?: PageOptions & { expand?: DataFileExpand[] }): AsyncIterableIterator<DataFile>;
  /** Creates a data file from a raw body, streamed, with progress. */
  create(options: DataFileCreateOptions): Promise<{ dataFileId: number }>;
  /** Adds a revision that becomes the current one. */
  addRevision(dataFileId: number, options: DataFileUploadOptions): Promise<{ revisionId: number }>;
  /** Downloads the current revision, or `revisionId`. */
  download(dataFileId: number, options?: DownloadOptions & { revisionId?: number }): Promise<Download>;
}

function contentTypeOf(options: DataFileUploadOptions): string {
  const { source, contentType } = options;
  return contentType ?? (source instanceof Blob && source.type !== '' ? source.type : 'application/octet-stream');
}

export function dataFilesApi(ctx: Context): DataFilesApi {
  return {
    iterate: (options = {}) =>
      offsetItems(
        async (offset, limit, signal) => ({
          items: await unwrap(
            ctx.api.GET('/api/data/v1/data-files/details', {
              params: { query: { offset, limit, ...(options.expand ? { expand: options.expand } : {}) } },
              // The route takes `expand` comma-separated, not repeated.
              querySerializer: { array: { style: 'form', explode: false } },
              signal,
            }),
          ),
        }),
        options,
      ),
    create: async (options) => {
      const query = { name: options.name, description: options.description, public: options.public };
      return unwrap(
        ctx.api.POST('/api/data/v1/data-files', {
          params: { query },
          body: options.source,
          bodySerializer: () => undefined,
          fetch: bodySender(rawBody(options.source, contentTypeOf(options)), options, ctx.fetch),
          signal: options.signal,
        }),
      );
    },
    addRevision: async (dataFileId, options) =>
      unwrap(
        ctx.api.PUT('/api/data/v1/data-files/{dataFileId}', {
          params: { path: { dataFileId: String(dataFileId) } },
          body: options.source,
          bodySerializer: () => undefined,
          fetch: bodySender(rawBody(options.source, contentTypeOf(options)), options, ctx.fetch),
          signal: options.signal,
        }),
      ),
    download: async (dataFileId, options = {}) => {
      const init = { parseAs: 'stream' as const, headers: rangeHeader(options), signal: options.signal, fetch: downloadFetch(ctx.fetch) };
      const id = String(dataFileId);
      const { data, response } =
        options.revisionId === undefined
          ? await ctx.api.GET('/api/data/v1/data-files/{dataFileId}', { ...init, params: { path: { dataFileId: id } } })
          : await ctx.api.GET('/api/data/v1/data-files/{dataFileId}/revisions/{revisionId}', {
              ...init,
              params: { path: { dataFileId: id, revisionId: String(options.revisionId) } },
            });
      return toDownload(response, data, options.onProgress);
    },
  };
}
