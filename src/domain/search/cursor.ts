import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/** A stable digest of the query a cursor belongs to, whatever the key order of its JSON. */
export function queryDigest(query: unknown): string {
  return createHash('sha256').update(stableJson(query)).digest('base64url').slice(0, 22);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
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
  constructor(private readonly secret: Buffer) {}

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
    return createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, 32);
  }
}
