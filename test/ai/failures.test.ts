import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { retryAfterMs, toProviderFailure } from '../../src/ai/providers/failures.js';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'upstream says no',
    url: 'http://x',
    requestBodyValues: {},
    ...(statusCode ? { statusCode } : {}),
    responseHeaders: headers,
  });

describe('upstream failure classification', () => {
  it('reads Retry-After as milliseconds, seconds or an HTTP date', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250', 'retry-after': '9' })).toBe(250);
    expect(retryAfterMs({ 'retry-after': '2' })).toBe(2000);
    const inFive = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs({ 'retry-after': inFive })).toBeGreaterThan(3000);
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeNull();
    expect(retryAfterMs({})).toBeNull();
  });

  it('maps statuses to codes and says which may be retried', () => {
    const cases: [number | undefined, string, boolean][] = [
      [429, 'PROVIDER_RATE_LIMITED', true],
      [500, 'PROVIDER_ERROR', true],
      [529, 'PROVIDER_ERROR', true],
      [408, 'PROVIDER_TIMEOUT', true],
      [undefined, 'PROVIDER_UNAVAILABLE', true],
      [401, 'PROVIDER_AUTH_FAILED', false],
      [403, 'PROVIDER_AUTH_FAILED', false],
      [400, 'PROVIDER_REJECTED', false],
      [404, 'PROVIDER_REJECTED', false],
    ];
    for (const [status, code, retryable] of cases) {
      const failure = toProviderFailure(apiError(status, { 'retry-after': '1' }), 'openai/x');
      expect([failure.code, failure.retryable], String(status)).toEqual([code, retryable]);
      // A provider's answer is passed on; a connection failure is said in words (its message names the address).
      expect(failure.message).toContain(status ? 'upstream says no' : 'could not be reached: the connection failed');
      expect(failure.detail).toContain('upstream says no');
    }
    expect(toProviderFailure(apiError(429, { 'retry-after': '3' }), 'm').retryAfterMs).toBe(3000);
    // A 200 the SDK could not read (cut short, another format) may pass on a new try.
    const unreadable = toProviderFailure(apiError(200), 'm');
    expect([unreadable.code, unreadable.retryable, unreadable.message]).toEqual([
      'PROVIDER_ERROR',
      true,
      'm gave an answer that could not be read (upstream says no).',
    ]);
    expect(toProviderFailure(new TypeError('terminated'), 'm').code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('keeps hosts, URLs and addresses out of what the client reads, and in the detail for the log', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:11434'), { code: 'ECONNREFUSED' });
    const network = new APICallError({
      message: `Cannot connect to API: ${refused.message}`,
      url: 'http://127.0.0.1:11434/v1/chat/completions',
      requestBodyValues: {},
      cause: new TypeError('fetch failed', { cause: refused }),
    });
    const failure = toProviderFailure(network, 'ollama/llama3.2', '127.0.0.1');
    expect(failure).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'ollama/llama3.2 could not be reached: the connection was refused.',
    });
    expect(failure.detail).toContain('ECONNREFUSED 127.0.0.1:11434');
    expect(failure.detail).toContain('http://127.0.0.1:11434/v1/chat/completions');

    const proxy = new APICallError({
      message: 'upstream connect error: http://vllm.internal:8000/v1 (10.0.3.7:8000, [fd00::7]:8000) via gpu-box.corp unreachable',
      url: 'http://gpu-box.corp/v1',
      requestBodyValues: {},
      statusCode: 503,
    });
    const said = toProviderFailure(proxy, 'openai-compatible/qwen', 'gpu-box.corp').message;
    expect(said).toBe('openai-compatible/qwen answered 503: upstream connect error: <url> (<address>, <address>) via <host> unreachable');
  });
});
