import { STATUS_CODES } from 'node:http';

/**
 * The one catalogue of error codes (API.md §0). Every failure the server reports carries one of
 * these codes; the status is fixed per code so clients can rely on the pair.
 */
export const ERRORS = {
  VALIDATION_FAILED: 400,
  MODEL_NOT_FOUND: 400,
  /** POST /embedding/text without a model while no default embedding model is configured. */
  EMBEDDING_MODEL_NOT_CONFIGURED: 400,
  /** A content query in SEMANTIC or HYBRID mode while no embedding model is configured (docs/search.md). */
  SEMANTIC_SEARCH_NOT_CONFIGURED: 400,
  INVALID_JSON: 400,
  INVALID_CURSOR: 400,
  INVALID_PATH: 400,
  /** The HTTP message itself is broken (bad URL encoding, malformed framing). */
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ROUTE_NOT_FOUND: 404,
  FILESET_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  DIRECTORY_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  TOKEN_NOT_FOUND: 404,
  DATA_FILE_NOT_FOUND: 404,
  REVISION_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  STREAM_NOT_FOUND: 404,
  EXECUTION_NOT_FOUND: 404,
  /** A resumable upload that does not exist (any more): finalized, aborted or expired. */
  UPLOAD_NOT_FOUND: 404,
  /** A share link's token that is unknown, revoked or expired. */
  SHARE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The client does not accept what the route answers with (MCP: JSON and server-sent events). */
  NOT_ACCEPTABLE: 406,
  /** The request body arrived slower than STOWAGE_MIN_TRANSFER_RATE allows. */
  REQUEST_TIMEOUT: 408,
  // Streams (API.md §4): one ACTIVE execution per stream; parts, commit and abort need it ACTIVE.
  EXECUTION_ALREADY_ACTIVE: 409,
  EXECUTION_NOT_ACTIVE: 409,
  /** A stream's schema change that the rows of its dataset would not fit. */
  SCHEMA_INCOMPATIBLE: 409,
  PATH_CONFLICT: 409,
  /** A resumable upload whose finalize is under way takes no more parts, finalize or abort. */
  UPLOAD_FINALIZING: 409,
  /** A content query or reindex on a file set whose aiEnabled is false. */
  CONTENT_INDEXING_OFF: 409,
  /** A file was overwritten between its lookup and the read of its content. */
  CONTENT_CHANGED: 409,
  // Data files (API.md §3): an INFECTED revision is never served; a deleted data file's content is gone.
  CONTENT_INFECTED: 409,
  DATA_FILE_DELETED: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The built-in model cannot produce what a chat request asks for (docs/ai.md). */
  MODEL_CANNOT_ANSWER: 422,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // AI gateway (API.md §5): the upstream model failed after retries and fallbacks.
  MODEL_OUTPUT_INVALID: 502,
  PROVIDER_ERROR: 502,
  PROVIDER_RATE_LIMITED: 502,
  PROVIDER_UNAVAILABLE: 502,
  PROVIDER_AUTH_FAILED: 502,
  PROVIDER_REJECTED: 502,
  PROVIDER_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly status: number;
  /** Extra response headers (`Allow`, `Retry-After`, `Content-Range`). */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code];
    this.headers = headers;
  }
}

export interface ErrorBody {
  status: number;
  statusReason: string;
  code: string;
  message: string;
  path: string;
  toe: string;
}

export function errorBody(error: AppError, path: string, requestId: string): ErrorBody {
  return {
    status: error.status,
    statusReason: STATUS_CODES[error.status] ?? 'Error',
    code: error.code,
    message: error.message,
    path,
    toe: requestId,
  };
}

export const notFound = {
  fileSet: (id: string) => new AppError('FILESET_NOT_FOUND', `File set ${id} does not exist or is not visible to you.`),
  file: (what: string) => new AppError('FILE_NOT_FOUND', `File ${what} does not exist in this file set.`),
  directory: (dirPath: string) => new AppError('DIRECTORY_NOT_FOUND', `Directory "${dirPath}" does not exist in this file set.`),
};

export function badRequest(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message);
}
