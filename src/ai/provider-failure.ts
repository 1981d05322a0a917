import type { ErrorCode } from '../errors.js';

/**
 * One upstream failure of one attempt, in the gateway's terms: which PROVIDER_* code it becomes,
 * whether trying again may help, and how long the provider asked us to wait.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly code: Extract<ErrorCode, `PROVIDER_${string}`>,
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** The client went away: nothing more is sent upstream and no answer is written. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection.');
    this.name = 'ClientGone';
  }
}
