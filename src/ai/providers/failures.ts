import { APICallError } from 'ai';
import { ProviderFailure } from '../provider-failure.js';

/** Retry-After as milliseconds: OpenAI's `retry-after-ms`, else `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Record<string, string> | undefined): number | null {
  if (!headers) return null;
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers['retry-after'];
  if (raw === undefined) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Any error of one SDK call as a ProviderFailure, keeping the provider's own message. */
export function toProviderFailure(error: unknown, modelId: string): ProviderFailure {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const said = `${modelId}${status ? ` answered ${status}` : ''}: ${error.message}`;
    if (status === undefined) return new ProviderFailure('PROVIDER_UNAVAILABLE', `${modelId} could not be reached: ${error.message}`, true);
    if (status === 429) return new ProviderFailure('PROVIDER_RATE_LIMITED', said, true, retryAfterMs(error.responseHeaders));
    if (status === 401 || status === 403) return new ProviderFailure('PROVIDER_AUTH_FAILED', said, false);
    if (status === 408) return new ProviderFailure('PROVIDER_TIMEOUT', said, true, retryAfterMs(error.responseHeaders));
    if (status >= 500) return new ProviderFailure('PROVIDER_ERROR', said, true, retryAfterMs(error.responseHeaders));
    return new ProviderFailure('PROVIDER_REJECTED', said, false);
  }
  // fetch's own failures (a connection refused or dropped mid-answer) are TypeErrors.
  if (error instanceof TypeError) return new ProviderFailure('PROVIDER_UNAVAILABLE', `${modelId} could not be reached: ${error.message}`, true);
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderFailure('PROVIDER_ERROR', `${modelId} gave an answer that could not be read: ${message}`, true);
}
