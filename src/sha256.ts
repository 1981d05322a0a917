import crypto from 'node:crypto';

type Encoding = 'hex' | 'base64url';

/**
 * SHA-256 of a string. A token check and a search cursor each take one on every request, and
 * Node's one-shot `crypto.hash` (Node 20.12 and later) costs about half of a `createHash` object;
 * earlier Node 20 releases, which `engines` still admits, take the object.
 */
export const sha256: (text: string, encoding: Encoding) => string =
  typeof crypto.hash === 'function'
    ? (text, encoding) => crypto.hash('sha256', text, encoding)
    : (text, encoding) => crypto.createHash('sha256').update(text).digest(encoding);

const BLOCK_BYTES = 64;

/**
 * HMAC-SHA-256 under a fixed key (RFC 2104): H((K ^ opad) || H((K ^ ipad) || message)), with both
 * padded keys computed once. Every search page signs its cursor, and a `createHmac` object per
 * signature cost about twice these two one-shot hashes (docs/decisions.md). The same bytes as
 * `createHmac('sha256', key)`, so tokens signed either way verify either way.
 */
export function hmacSha256(key: Buffer): (message: string) => Buffer {
  if (typeof crypto.hash !== 'function') return (message) => crypto.createHmac('sha256', key).update(message).digest();
  const block = key.length > BLOCK_BYTES ? crypto.createHash('sha256').update(key).digest() : key;
  const inner = Buffer.alloc(BLOCK_BYTES, 0x36);
  const outer = Buffer.alloc(BLOCK_BYTES, 0x5c);
  for (let i = 0; i < block.length; i++) {
    inner[i]! ^= block[i]!;
    outer[i]! ^= block[i]!;
  }
  return (message) => {
    const innerHash = crypto.hash('sha256', Buffer.concat([inner, Buffer.from(message)]), 'buffer');
    return crypto.hash('sha256', Buffer.concat([outer, innerHash]), 'buffer');
  };
}
