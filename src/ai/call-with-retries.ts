import { setTimeout as delay } from 'node:timers/promises';
import { ClientGone, ProviderFailure } from './provider-failure.js';
import { StreamBroken } from './stream-broken.js';
import type { ModelEntry } from './registry.js';
import type { AiAnswer, AiRequest } from './types.js';

export interface ModelBackend {
  /** One upstream call; throws ProviderFailure for what went wrong upstream. */
  generate(request: AiRequest, signal: AbortSignal): Promise<AiAnswer>;
}

/** A Retry-After longer than this is not waited for: the model counts as failed and fallbacks are tried. */
export const MAX_RETRY_AFTER_MS = 30_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * Calls one model with its timeout per attempt and at most `entry.retries` retries for failures
 * that may pass (429, 5xx, dropped connections, timeouts), waiting `Retry-After` when the provider
 * gives one and otherwise an exponential backoff with jitter.
 */
export function callWithRetries(entry: ModelEntry, backend: ModelBackend, request: AiRequest, client: AbortSignal): Promise<AiAnswer> {
  return retrying(entry, (signal) => backend.generate(request, signal), client);
}

/** The same retry rules for any one upstream call (embeddings too). */
export async function retrying<T>(entry: ModelEntry, call: (signal: AbortSignal) => Promise<T>, client: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (client.aborted) throw new ClientGone();
    // One controller per attempt, aborted by the client or by a timer. AbortSignal.timeout joined
    // with AbortSignal.any did the same at five times the CPU, a cost of every call (docs/performance.md).
    const attemptSignal = new AbortController();
    // `as boolean`: the timer sets it while the call is awaited, which TypeScript's narrowing does not see.
    let timedOut = false as boolean;
    const timer = setTimeout(() => {
      timedOut = true;
      attemptSignal.abort(new DOMException(`${entry.id} gave no answer within ${entry.timeoutMs} ms.`, 'TimeoutError'));
    }, entry.timeoutMs).unref();
    const onClientGone = () => attemptSignal.abort(client.reason);
    client.addEventListener('abort', onClientGone, { once: true });
    let failure: ProviderFailure;
    try {
      return await call(attemptSignal.signal);
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the client may have gone while the call was awaited; TypeScript keeps the loop's first check.
      if (client.aborted) throw new ClientGone();
      if (error instanceof StreamBroken) throw error;
      if (timedOut) {
        failure = new ProviderFailure('PROVIDER_TIMEOUT', `${entry.id} gave no answer within ${entry.timeoutMs} ms.`, true);
      } else if (error instanceof ProviderFailure) {
        failure = error;
      } else {
        throw error;
      }
    } finally {
      clearTimeout(timer);
      client.removeEventListener('abort', onClientGone);
    }
    const wait = failure.retryAfterMs ?? Math.min(MAX_BACKOFF_MS, entry.retryBaseDelayMs * 2 ** attempt * (1 + Math.random() / 2));
    if (!failure.retryable || attempt >= entry.retries || wait > MAX_RETRY_AFTER_MS) throw failure;
    try {
      await delay(wait, undefined, { signal: client });
    } catch {
      throw new ClientGone();
    }
  }
}
