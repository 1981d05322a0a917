import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { retryAfterMs, toProviderFailure } from '../../src/ai/providers/failures.js';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({ message: 'upstream says no', url: 'http://x', requestBodyValues: {}, ...(statusCode ? { statusCode } : {}), responseHeaders: headers });

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
    const cases: Array<[number | undefined, string, boolean]> = [
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
      expect(failure.message).toContain('upstream says no');
    }
    expect(toProviderFailure(apiError(429, { 'retry-after': '3' }), 'm').retryAfterMs).toBe(3000);
    expect(toProviderFailure(new TypeError('terminated'), 'm').code).toBe('PROVIDER_UNAVAILABLE');
  });
});
