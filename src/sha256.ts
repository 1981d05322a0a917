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
