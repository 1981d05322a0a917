import type { ErrorCode } from '../errors.js';

/**
 * One upstream failure of one attempt, in the gateway's terms: which PROVIDER_* code it becomes,
 * whether trying again may help, and how long the provider asked us to wait.
 */
export class ProviderFailure extends Error {
  /** What the provider or the network said in full, with addresses: for the server log only. */
  readonly detail: string;

  constructor(
    readonly code: Extract<ErrorCode, `PROVIDER_${string}`>,
    /** For the client: never an internal host, URL or address. */
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
    detail?: string,
  ) {
    super(message);
    this.name = 'ProviderFailure';
    this.detail = detail ?? message;
  }
}

/** The client went away: nothing more is sent upstream and no answer is written. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection.');
    this.name = 'ClientGone';
  }
}
