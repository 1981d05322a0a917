import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedFile } from '../domain/files/file-service.js';
import { directResponse, redirectToStore } from './direct-download.js';
import { contentDisposition, noneMatch, resolveRange } from './range.js';

/**
 * Answers a download of an opened entry: its headers, ETag (the hash) and If-None-Match, Range
 * (206/416), or the store's own URL. One path for every route that downloads a file.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedFile,
  { redirect = true }: { redirect?: boolean } = {},
): Promise<FastifyReply> {
  const { row, size, body, directUrl } = opened;
  const etag = `"${row.hash}"`;
  reply.headers({
    etag,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
    'content-type': row.content_type ?? 'application/octet-stream',
    'content-disposition': contentDisposition(row.name),
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
