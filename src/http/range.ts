import type { ByteRange } from '../storage/blobs/blob-store.js';
import { AppError } from '../errors.js';

/**
 * One `Range: bytes=…` against a size. Returns null to serve the whole body: no header, another unit,
 * a malformed value, or several ranges (RFC 9110 lets a server ignore Range). A range that starts
 * past the end is 416 with `Content-Range: bytes *\/size`.
 */
export function resolveRange(header: string | undefined, size: number): ByteRange | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  let range: ByteRange;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return unsatisfiable(size);
    range = { start: Math.max(0, size - suffix), end: size - 1 };
  } else {
    const start = Number(from);
    const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
    if (to !== '' && Number(to) < start) return null;
    range = { start, end };
  }
  if (size === 0 || range.start >= size) return unsatisfiable(size);
  return range;
}

function unsatisfiable(size: number): never {
  throw new AppError('RANGE_NOT_SATISFIABLE', `The requested range is outside the content (${size} bytes).`, {
    'content-range': `bytes */${size}`,
  });
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Whether `If-None-Match` names the entity tag: `*`, or any listed tag by weak comparison (a `W/`
 * prefix does not matter), as RFC 9110 §13.1.2 asks.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
