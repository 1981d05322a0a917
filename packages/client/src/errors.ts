import type { Middleware } from 'openapi-fetch';
import type { ErrorBody } from './types.js';

/**
 * An error answer of the API (API.md §0): any non-2xx status, with the body's stable `code`, its
 * message, the request path and `toe` (the request id, for the server's logs). An answer that is
 * not the API's JSON (a proxy's HTML page) still becomes one, with code `HTTP_<status>`.
 */
export class StowageError extends Error {
  override readonly name = 'StowageError';
  readonly status: number;
  readonly statusReason: string;
  readonly code: string;
  readonly path: string;
  readonly toe: string | undefined;
  /** Seconds from Retry-After (429 and 503), when the server sent it. */
  readonly retryAfter: number | undefined;

  constructor(body: ErrorBody & { retryAfter?: number | undefined }) {
    super(body.message);
    this.status = body.status;
    this.statusReason = body.statusReason;
    this.code = body.code;
    this.path = body.path;
    this.toe = body.toe === '' ? undefined : body.toe;
    this.retryAfter = body.retryAfter;
  }

  /** Reads the error body of `response` (which must not have been read yet). */
  static async fromResponse(response: Response, requestUrl: string): Promise<StowageError> {
    const text = await response.text().catch(() => '');
    const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
    const fallback = {
      status: response.status,
      statusReason: response.statusText,
      code: `HTTP_${response.status}`,
      message: text.slice(0, 500) || `${response.status} ${response.statusText}`,
      path: new URL(requestUrl).pathname,
      toe: response.headers.get('x-request-id') ?? '',
      retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
    };
    return new StowageError({ ...fallback, ...errorBodyIn(text) });
  }

  /** The server's answer came and said no: retrying the same request will not help (except 408, 429 and 5xx). */
  get retryable(): boolean {
    return this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** The members of §0's error body that `text` holds, if it is one. */
function errorBodyIn(text: string): Partial<ErrorBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const body = parsed as Record<string, unknown>;
  const out: Partial<ErrorBody> = {};
  for (const key of ['statusReason', 'code', 'message', 'path', 'toe'] as const) {
    const value = body[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * No answer from the server: it is down, unreachable, the connection broke, or a body stopped
 * midway. `cause` is the platform's own error (undici's in Node, a TypeError in browsers).
 */
export class StowageNetworkError extends Error {
  override readonly name = 'StowageNetworkError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`No answer from ${new URL(url).origin}: ${describe(cause)}`, { cause });
    this.url = url;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici puts the socket's error (ECONNREFUSED, ECONNRESET) under `cause`.
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

/** An abort the caller asked for passes through as it is, never as a network failure. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Turns every non-2xx answer into a StowageError and every failed fetch into a StowageNetworkError. */
export const throwingMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await StowageError.fromResponse(response, request.url);
    return undefined;
  },
  onError({ request, error }) {
    if (isAbort(error) || error instanceof StowageError || error instanceof StowageNetworkError) return error as Error;
    return new StowageNetworkError(request.url, error);
  },
};
