import mime from 'mime-types';
import type { FileType } from '../../entities/files.js';

const GENERIC = new Set(['application/octet-stream', 'binary/octet-stream', 'application/unknown']);

const TEXT_TYPES = new Set([
  'application/json',
  'application/xml',
  'application/yaml',
  'application/x-yaml',
  'application/javascript',
  'application/x-sh',
  'application/sql',
  'application/toml',
  'application/x-ndjson',
  'application/ld+json',
]);

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/rtf',
  'application/epub+zip',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);

/**
 * A part without a Content-Type header reaches us as `text/plain` (RFC 7578's default, which the
 * multipart parser fills in), so a bare `text/plain` cannot tell "declared" from "not declared".
 */
const MULTIPART_DEFAULT = 'text/plain';

/**
 * The stored content type: what the client declared unless that says nothing (octet-stream, absent,
 * or the multipart default `text/plain` on a name whose extension says more), else a guess from the
 * name's extension, else the declared value, else application/octet-stream.
 */
export function contentTypeFor(name: string, declared: string | undefined): string {
  const clean = declared?.split(';')[0]?.trim().toLowerCase();
  const guessed = mime.lookup(name) || null;
  if (clean === MULTIPART_DEFAULT && declared!.trim().toLowerCase() === MULTIPART_DEFAULT) return guessed ?? MULTIPART_DEFAULT;
  if (clean && !GENERIC.has(clean) && /^[\w.+-]+\/[\w.+-]+$/.test(clean)) return declared!.trim();
  return guessed ?? 'application/octet-stream';
}

/** API.md §2: the fileType follows from the content type. */
export function fileTypeOf(contentType: string): FileType {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (GENERIC.has(type)) return 'UNKNOWN';
  const [major] = type.split('/');
  if (major === 'audio') return 'AUDIO';
  if (major === 'video') return 'VIDEO';
  if (major === 'image') return 'IMAGE';
  if (major === 'text' || TEXT_TYPES.has(type) || type.endsWith('+json') || type.endsWith('+xml')) return 'TEXT';
  if (
    DOCUMENT_TYPES.has(type) ||
    type.startsWith('application/vnd.openxmlformats-officedocument.') ||
    type.startsWith('application/vnd.oasis.opendocument.')
  ) {
    return 'DOCUMENT';
  }
  return 'OTHER';
}
