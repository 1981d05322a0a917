import { AsyncLocalStorage } from 'node:async_hooks';
import { httpFetch } from './http-fetch.js';

/**
 * Marks the SDK calls made for a streamed answer. httpFetch reads a whole answer before handing it
 * over (cheaper for doGenerate, see http-fetch.ts), which would hold back every delta of a stream;
 * the provider objects are made once per model, so the call itself says which fetch it needs.
 */
const streamingCall = new AsyncLocalStorage<true>();

export function inStreamingCall<T>(run: () => Promise<T>): Promise<T> {
  return streamingCall.run(true, run);
}

/**
 * The fetch given to the SDK providers: Node's own fetch, which hands the body over as it arrives
 * and closes the connection when the signal aborts, for streamed calls; httpFetch otherwise.
 */
export function modelFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return streamingCall.getStore() ? fetch(input, init) : httpFetch(input, init);
}
