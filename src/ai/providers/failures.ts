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

/** Node's network error codes in words; the raw error (with the address) goes to the log only. */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  ETIMEDOUT: 'the connection timed out',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ECONNABORTED: 'the connection was aborted',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate could not be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate does not name the host',
};

/** Each error of the `cause` chain, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Why a connection failed, in words that name no host or address. */
function networkReason(error: unknown): string {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES[code]) return NETWORK_CODES[code];
  }
  for (const e of causes(error)) {
    const message = e instanceof Error ? e.message : '';
    if (message.includes('mid-answer')) return 'the connection closed mid-answer';
    if (/exceeds \d+ bytes/.test(message)) return 'its answer was too large';
    if (message.includes('unsupported protocol')) return 'its base URL has an unsupported protocol';
  }
  return 'the connection failed';
}

const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g;
const IPV6 = /\[[0-9a-f:.]+\](?::\d{1,5})?|\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b/gi;

/**
 * A provider's message without URLs, IP addresses or the provider's own host name: error pages of
 * proxies and local servers often name them, and they are internal details the client must not see.
 */
export function withoutAddresses(text: string, host?: string): string {
  let out = text.replace(URL_TEXT, '<url>').replace(IPV6, '<address>').replace(IPV4, '<address>');
  if (host) out = out.split(host).join('<host>');
  return out;
}

/** The whole story of an error for the log: every message of its cause chain, and the URL called. */
function detailOf(error: unknown): string {
  const messages: string[] = [];
  for (const e of causes(error)) {
    const message = e instanceof Error ? e.message : String(e);
    // The SDK repeats its cause's message in its own.
    if (!messages.some((m) => m.includes(message))) messages.push(message);
  }
  const url = APICallError.isInstance(error) ? ` (${error.url})` : '';
  return `${messages.join(': ')}${url}`;
}

/**
 * Any error of one SDK call as a ProviderFailure: the provider's own message for the client (without
 * addresses), and the full detail for the log. `host` is the provider's host, also kept out.
 */
export function toProviderFailure(error: unknown, modelId: string, host?: string): ProviderFailure {
  const detail = detailOf(error);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined)
      return new ProviderFailure('PROVIDER_UNAVAILABLE', `${modelId} could not be reached: ${networkReason(error)}.`, true, null, detail);
    // A 200 whose body the SDK could not read (cut short, not the provider's format) may pass on a new try.
    if (status < 300)
      return new ProviderFailure(
        'PROVIDER_ERROR',
        `${modelId} gave an answer that could not be read (${withoutAddresses(error.message, host)}).`,
        true,
        null,
        detail,
      );
    const said = `${modelId} answered ${status}: ${withoutAddresses(error.message, host)}`;
    const wait = retryAfterMs(error.responseHeaders);
    if (status === 429) return new ProviderFailure('PROVIDER_RATE_LIMITED', said, true, wait, detail);
    if (status === 401 || status === 403) return new ProviderFailure('PROVIDER_AUTH_FAILED', said, false, null, detail);
    if (status === 408) return new ProviderFailure('PROVIDER_TIMEOUT', said, true, wait, detail);
    if (status >= 500) return new ProviderFailure('PROVIDER_ERROR', said, true, wait, detail);
    return new ProviderFailure('PROVIDER_REJECTED', said, false, null, detail);
  }
  // fetch's own failures (a connection refused or dropped mid-answer) are TypeErrors.
  if (error instanceof TypeError)
    return new ProviderFailure('PROVIDER_UNAVAILABLE', `${modelId} could not be reached: ${networkReason(error)}.`, true, null, detail);
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderFailure(
    'PROVIDER_ERROR',
    `${modelId} gave an answer that could not be read: ${withoutAddresses(message, host)}`,
    true,
    null,
    detail,
  );
}
