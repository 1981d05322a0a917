import type { ProviderFailure } from './provider-failure.js';

/**
 * The call failed after events went out: it is neither retried nor handed to a fallback (the
 * client already holds part of an answer), and the route ends the stream with an `error` event.
 * Not a ProviderFailure, so that callWithRetries and the fallback chain let it through.
 */
export class StreamBroken extends Error {
  constructor(readonly failure: ProviderFailure | Error) {
    super(failure.message);
    this.name = 'StreamBroken';
  }
}
