import { timingSafeEqual } from 'node:crypto';
import { hmacSha256, sha256 } from '../../sha256.js';
import { AppError } from '../../errors.js';

/** A keyset position: the last entry's sort values and id. */
export interface CursorPosition {
  values: (string | number | null)[];
  id: string;
  /**
   * The file set's last move when the walk began (file-search.ts): the walk goes on in the order of
   * paths as they were then. Absent in cursors of other searches, and in tokens from before moves.
   */
  moveSeq?: number;
}

interface CursorPayload {
  v: (string | number | null)[];
  i: string;
  q: string;
  m?: number;
}

/**
 * Digests of the queries seen lately, by their JSON as written: most pages repeat a recent query.
 * Only short queries are kept, so the map holds at most about 4 MB.
 */
const recentDigests = new Map<string, string>();
const RECENT_DIGESTS = 1000;
const RECENT_QUERY_CHARS = 4096;

/** A stable digest of the query (JSON data) a cursor belongs to, whatever the key order of its JSON. */
export function queryDigest(query: unknown): string {
  // Every page of a search takes one, and JSON.stringify and a look-up cost a fraction of the
  // stable form and its hash (docs/performance.md). The same JSON always has the same digest.
  const written = JSON.stringify(query);
  const known = recentDigests.get(written);
  if (known !== undefined) return known;
  const digest = sha256(stableJson(query), 'base64url').slice(0, 22);
  if (written.length <= RECENT_QUERY_CHARS) {
    if (recentDigests.size >= RECENT_DIGESTS) recentDigests.clear();
    recentDigests.set(written, digest);
  }
  return digest;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + stableJson(value[i]);
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Plain loops: this runs on every page of every search, and the array-method form cost
    // several times as much (docs/performance.md). Keys sort by code unit, as `<` compares them.
    const keys = Object.keys(record).sort();
    let out = '{';
    for (const key of keys) {
      const member = record[key];
      if (member === undefined) continue;
      out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${stableJson(member)}`;
    }
    return `${out}}`;
  }
  // Where JSON.stringify answers undefined, which its declared type leaves out.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  return JSON.stringify(value);
}

const invalid = (why: string) =>
  new AppError(
    'INVALID_CURSOR',
    `The next token is invalid: ${why}. Start again without next, or pass the token unchanged with the same body and directoryPath.`,
  );

/**
 * Opaque, signed paging tokens. The signature makes a tampered token fail; the query digest makes a
 * token sent with another body or directory fail instead of silently paging a different result.
 */
export class CursorCodec {
  private readonly hmac: (message: string) => Buffer;

  constructor(secret: Buffer) {
    this.hmac = hmacSha256(secret);
  }

  encode(position: CursorPosition, digest: string): string {
    const payload: CursorPayload = {
      v: position.values,
      i: position.id,
      q: digest,
      ...(position.moveSeq === undefined ? {} : { m: position.moveSeq }),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  decode(token: string, digest: string, keyCount: number): CursorPosition {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) throw invalid('it is malformed');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid('it was altered');
    let payload: CursorPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CursorPayload;
    } catch {
      throw invalid('it is malformed');
    }
    if (payload.q !== digest) throw invalid('it belongs to a different search');
    if (!Array.isArray(payload.v) || payload.v.length !== keyCount || typeof payload.i !== 'string') {
      throw invalid('it is malformed');
    }
    if (payload.m !== undefined && !(Number.isSafeInteger(payload.m) && payload.m >= 0)) throw invalid('it is malformed');
    return { values: payload.v, id: payload.i, ...(payload.m === undefined ? {} : { moveSeq: payload.m }) };
  }

  private sign(body: string): string {
    return this.hmac(body).toString('base64url').slice(0, 32);
  }
}
