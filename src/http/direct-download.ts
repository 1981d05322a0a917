import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { DirectResponse } from '../storage/blobs/blob-store.js';

/** A download the blob store answers itself (S3 with STOWAGE_S3_DOWNLOADS=redirect). */
export const Redirect = Type.Null({
  description: 'The content is at the time-limited URL in `Location` (only with STOWAGE_S3_DOWNLOADS=redirect); send `Range` there.',
});

/**
 * `?redirect=false` keeps a download on the server even with STOWAGE_S3_DOWNLOADS=redirect: a browser's
 * fetch follows a redirect by itself, carrying the token header to the storage host (and asking it for
 * CORS leave to), and cannot be told the Location to follow it without the token.
 */
export const DownloadQuery = Type.Object({
  redirect: Type.Optional(
    Type.Boolean({
      default: true,
      description:
        'false: answer with the bytes even where the server would redirect to storage (browsers use it, so the token stays here)',
    }),
  ),
});

/** The headers this download would carry, for the store to answer with in its place. */
export function directResponse(reply: FastifyReply): DirectResponse {
  return {
    contentType: String(reply.getHeader('content-type')),
    contentDisposition: String(reply.getHeader('content-disposition')),
    cacheControl: String(reply.getHeader('cache-control')),
  };
}

/** 302 to the store's URL for the content. */
export function redirectToStore(reply: FastifyReply, url: string): FastifyReply {
  // Those headers describe bytes this response does not carry; and the URL expires, so no cache may keep it.
  for (const name of ['etag', 'accept-ranges', 'content-type', 'content-disposition']) reply.removeHeader(name);
  return reply.header('cache-control', 'private, no-store').redirect(url, 302);
}
