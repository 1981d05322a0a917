import type { components, operations } from './generated/openapi.js';

/** The document's named objects, as the generated types have them. */
export type Schemas = components['schemas'];
export type FileSet = Schemas['FileSet'];
/** A file or directory of a file set (the document's `File`; named apart from the DOM's File). */
export type FileEntry = Schemas['File'];
export type DataFile = Schemas['DataFile'];
export type DataFileRevision = Schemas['DataFileRevision'];
export type Stream = Schemas['Stream'];
export type StreamExecution = Schemas['StreamExecution'];
export type StreamExecutionRecord = Schemas['StreamExecutionRecord'];
export type AiRequest = Schemas['AiRequest'];
export type AiResponse = Schemas['AiResponse'];
export type ErrorBody = Schemas['Error'];

/** Operation 2's body: filters, dateFilters and fieldSort on a File's fields (API.md §1). */
export type SearchBody = NonNullable<operations['searchFiles']['requestBody']>['content']['application/json'];
/** Operation 1's body: the same members on a FileSet's fields. */
export type FileSetSearchBody = NonNullable<operations['searchFileSets']['requestBody']>['content']['application/json'];

/** A part's receipt from `PUT …/executions/{executionId}/part/{partId}`. */
export type StreamPartReceipt = operations['uploadStreamPart']['responses']['201']['content']['application/json'];

/** Bytes the client can send: a Blob or File (streamed from where it lies), a web stream, or bytes in memory. */
export type UploadSource = Blob | ReadableStream<Uint8Array> | Uint8Array | string;

/** How far a transfer has got: bytes of the content sent or received, and its size when known. */
export interface Progress {
  bytes: number;
  total: number | undefined;
}

export type ProgressCallback = (progress: Progress) => void;

export interface TransferOptions {
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
}

/** Options of every iterator: the page size asked for (1..1000, default 1000) and a signal to stop. */
export interface PageOptions {
  pageSize?: number;
  signal?: AbortSignal;
}

/** A download in progress: the body streams, and counts toward onProgress as it is read. */
export interface Download {
  body: ReadableStream<Uint8Array>;
  /** Content-Length, when the server sent it. */
  size: number | undefined;
  contentType: string | undefined;
  /** The ETag (a file's SHA-256 hex), without quotes. */
  etag: string | undefined;
  /** The file name from Content-Disposition, when there is one. */
  fileName: string | undefined;
  status: number;
}

export interface DownloadOptions extends TransferOptions {
  /** Bytes to fetch, as `{ start, end? }` (end inclusive): a 206 with that range. */
  range?: { start: number; end?: number };
}
