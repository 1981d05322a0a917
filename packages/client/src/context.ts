import type { Client } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';

/** What every helper of the hand-written layer works through. */
export interface Context {
  /** The generated client: typed paths, the token header, errors thrown as StowageError. */
  api: Client<paths>;
  /** The fetch the client was given (or the platform's), for the bodies the helpers send themselves. */
  fetch: (request: Request) => Promise<Response>;
}

/**
 * The body of a successful answer. The client's middleware has already thrown for every error
 * answer, so a missing body here is a 204 where one was expected: a server the client does not fit.
 */
export async function unwrap<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw new TypeError(`${response.url}: expected a body, got ${response.status} without one`);
  return data;
}
