import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedFile } from '../domain/files/file-service.js';
import type { ByteRange, DirectResponse } from '../storage/blobs/blob-store.js';
import { directResponse, redirectToStore } from './direct-download.js';
import { contentDisposition, noneMatch, resolveRange } from './range.js';

/** What a download route found to send: a file's entry or a data file's revision. */
export interface Download {
  /** The content's hash, sent as its ETag. */
  hash: string | null;
  name: string;
  contentType: string;
  size: number;
  body: (range: ByteRange | null) => Promise<Readable>;
  directUrl: (response: DirectResponse) => Promise<string | null>;
}

/** A file set entry as a download. */
export function fileDownload({ row, size, body, directUrl }: OpenedFile): Download {
  return { hash: row.hash, name: row.name, contentType: row.content_type ?? 'application/octet-stream', size, body, directUrl };
}

/**
 * Answers a download: its headers, ETag (the hash) and If-None-Match, Range (206/416), or the
 * store's own URL. One path for every route that downloads content (files, shares, data files).
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  download: Download,
  { redirect = true }: { redirect?: boolean } = {},
): Promise<FastifyReply> {
  const { size, body, directUrl } = download;
  const etag = `"${download.hash}"`;
  reply.headers({
    etag,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
    'content-type': download.contentType,
    'content-disposition': contentDisposition(download.name),
  });
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const range = resolveRange(request.headers.range, size);
  const direct = redirect ? await directUrl(directResponse(reply)) : null;
  if (direct !== null) return redirectToStore(reply, direct);
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  return reply.send(await body(range));
}
