// The browser-safe entry: nothing here imports node: modules (tsconfig.browser.json checks it).
export { createStowageClient, type StowageClient, type StowageClientOptions } from './client.js';
export { unwrap } from './context.js';
export { StowageError, StowageNetworkError } from './errors.js';
export type { FileSetsApi, FilesApi, FileIterateOptions, FileRef, UploadOptions } from './files.js';
export type { DataFilesApi, DataFileCreateOptions, DataFileExpand, DataFileUploadOptions } from './data-files.js';
export type { StreamsApi, StreamPartOptions } from './streams.js';
export type { AiApi, AiContentItem, AiStreamEvent } from './ai.js';
export { MIN_PART_SIZE, type ResumableState, type ResumableUploadOptions } from './resumable.js';
export { MAX_PAGE_SIZE, cursorItems, offsetItems } from './paging.js';
export type * from './types.js';
export type { paths, operations, components, BinaryBody } from './generated/openapi.js';
