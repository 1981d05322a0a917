import { type Context, unwrap } from './context.js';
import { cursorItems, offsetItems } from './paging.js';
import { type ResumableUploadOptions, uploadResumable } from './resumable.js';
import { bodySender, downloadFetch, emptyMultipartBody, multipartBody, rangeHeader, toDownload } from './transfer.js';
import type {
  Download,
  DownloadOptions,
  FileEntry,
  FileSet,
  FileSetSearchBody,
  PageOptions,
  SearchBody,
  TransferOptions,
  UploadSource,
} from './types.js';

export interface FileSetsApi {
  /** Operation 1: every file set the caller can read that matches `body`, page after page. */
  iterate(body?: FileSetSearchBody, options?: PageOptions): AsyncIterableIterator<FileSet>;
}

export interface FileIterateOptions extends PageOptions {
  body?: SearchBody;
  /** The directory to list (the root when absent). */
  directoryPath?: string;
  /** Only the directory's direct children (default: every entry below it). */
  immediateChildren?: boolean;
}

export interface UploadOptions extends TransferOptions {
  /** The file's path in the file set, e.g. `reports/q3/sales.csv`; missing directories are created. */
  path: string;
  source: UploadSource;
  /** The content type sent with the bytes (default: the Blob's own type, else application/octet-stream). */
  contentType?: string;
}

/** A file by its id or by its path in the file set. */
export type FileRef = { fileId: string } | { path: string };

export interface FilesApi {
  /** Operation 2: every entry (files and directories) below a directory, following `next` cursors. */
  iterate(filesetId: string, options?: FileIterateOptions): AsyncIterableIterator<FileEntry>;
  /** Uploads one file in one request, streamed, with progress; an existing path is overwritten. */
  upload(filesetId: string, options: UploadOptions): Promise<FileEntry>;
  /** Creates a directory (and its missing parents). */
  createDirectory(filesetId: string, path: string, options?: TransferOptions): Promise<FileEntry>;
  /** Uploads in parts that are retried, and resumed from a saved state after an interruption. */
  uploadResumable(filesetId: string, options: ResumableUploadOptions): Promise<FileEntry>;
  /** Ends a resumable upload that will not be finished; its parts are discarded. */
  abortResumable(filesetId: string, fileId: string): Promise<void>;
  /** Starts a download: the answer's headers are in, the body streams as it is read. */
  download(filesetId: string, file: FileRef, options?: DownloadOptions): Promise<Download>;
}

export function fileSetsApi(ctx: Context): FileSetsApi {
  return {
    iterate: (body = {}, options) =>
      offsetItems(async (offset, limit, signal) => {
        const page = await unwrap(ctx.api.POST('/api/files/v1/filesets/search', { params: { query: { offset, limit } }, body, signal }));
        return { items: page.fileSets, total: page.pageContext.total };
      }, options),
  };
}

function splitPath(path: string): { directoryPath: string; name: string } {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const at = clean.lastIndexOf('/');
  return at < 0 ? { directoryPath: '', name: clean } : { directoryPath: clean.slice(0, at), name: clean.slice(at + 1) };
}

function contentTypeOf(source: UploadSource, given: string | undefined): string {
  return given ?? (source instanceof Blob && source.type !== '' ? source.type : 'application/octet-stream');
}

export function filesApi(ctx: Context): FilesApi {
  const upload = async (filesetId: string, options: UploadOptions): Promise<FileEntry> => {
    const { directoryPath, name } = splitPath(options.path);
    const body = multipartBody('file', name, options.source, contentTypeOf(options.source, options.contentType));
    return unwrap(
      ctx.api.POST('/api/files/v1/filesets/{filesetId}/files', {
        params: { path: { filesetId }, query: { directoryPath, name } },
        body: { file: options.source },
        // The bytes go out through bodySender; openapi-fetch builds the URL and headers and reads the answer.
        bodySerializer: () => undefined,
        fetch: bodySender(body, options, ctx.fetch),
        signal: options.signal,
      }),
    );
  };
  return {
    iterate: (filesetId, options = {}) =>
      cursorItems(async (next, limit, signal) => {
        const { body = {}, directoryPath, immediateChildren } = options;
        const page = await unwrap(
          ctx.api.POST('/api/files/v1/filesets/{filesetId}/files/search', {
            params: { path: { filesetId }, query: { directoryPath, immediateChildren, limit, next } },
            body,
            signal,
          }),
        );
        return { items: page.files, next: page.pageContext.next };
      }, options),
    upload,
    createDirectory: async (filesetId, path, options = {}) => {
      const clean = path.replace(/^\/+|\/+$/g, '');
      return unwrap(
        ctx.api.POST('/api/files/v1/filesets/{filesetId}/files', {
          params: { path: { filesetId }, query: { directoryPath: clean } },
          body: {},
          bodySerializer: () => undefined,
          fetch: bodySender(emptyMultipartBody(), options, ctx.fetch),
          signal: options.signal,
        }),
      );
    },
    uploadResumable: (filesetId, options) => uploadResumable(ctx, filesetId, options),
    abortResumable: async (filesetId, fileId) => {
      await ctx.api.POST('/api/files/v1/filesets/{filesetId}/files/multipart/{fileId}/abort', { params: { path: { filesetId, fileId } } });
    },
    download: async (filesetId, file, options = {}) => {
      const init = { parseAs: 'stream' as const, headers: rangeHeader(options), signal: options.signal, fetch: downloadFetch(ctx.fetch) };
      const { data, response } =
        'fileId' in file
          ? await ctx.api.GET('/api/files/v1/filesets/{filesetId}/files/{fileId}/download', {
              ...init,
              params: { path: { filesetId, fileId: file.fileId } },
            })
          : await ctx.api.GET('/api/files/v1/filesets/{filesetId}/path/download', {
              ...init,
              params: { path: { filesetId }, query: { path: file.path } },
            });
      return toDownload(response, data, options.onProgress);
    },
  };
}
