import { StowageError, StowageNetworkError } from '@stowage/client';

/** A sentence a person can act on, for any error a call may throw. */
export function describeError(error: unknown): string {
  if (error instanceof StowageError) {
    if (error.status === 401) return 'This token was not accepted: it is unknown, revoked or expired. Check it and try again.';
    if (error.status === 429) return `Too many requests: try again in ${error.retryAfter ?? 'a few'} seconds.`;
    const reference = error.toe ? ` (request ${error.toe})` : '';
    return `${error.message}${reference}`;
  }
  if (error instanceof StowageNetworkError) return 'The server could not be reached. Check that it is running, then try again.';
  if (error instanceof DOMException && error.name === 'AbortError') return 'Cancelled.';
  return error instanceof Error ? error.message : String(error);
}
