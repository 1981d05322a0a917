import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from '../src/sha256.js';

describe('hmacSha256', () => {
  it('signs as createHmac does, so cursors signed before it still verify', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 100 }), fc.string({ maxLength: 300, unit: 'binary' }), (key, message) => {
        const secret = Buffer.from(key);
        const expected = crypto.createHmac('sha256', secret).update(message).digest('hex');
        expect(hmacSha256(secret)(message).toString('hex')).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
