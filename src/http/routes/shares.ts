import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { fileDownload, sendFile } from '../send-file.js';
import { fileDownloadResponses } from './files.js';

/**
 * A share link's download (file-shares.ts): no developer token, the link is the credential. Outside
 * the /api scope, whose every route needs a token. Unknown links count as failed authentications,
 * so guessing them is throttled per client address as guessing tokens is.
 */
export async function shareRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const failures = services.rateLimits.authFailures;

  r.get(
    '/share/:token',
    {
      schema: {
        operationId: 'downloadSharedFile',
        summary: "Download the file a share link names; Range and If-None-Match work as on the file's download",
        tags: ['files'],
        security: [],
        produces: ['application/octet-stream'],
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        querystring: Type.Object({}, { additionalProperties: false }),
        response: fileDownloadResponses,
      },
    },
    async (request, reply) => {
      const throttle = await failures?.peek(request.ip);
      if (throttle && !throttle.allowed) {
        throw new AppError('TOO_MANY_REQUESTS', `Too many unknown links from this address. Retry after ${throttle.retryAfter} s.`, {
          'retry-after': String(throttle.retryAfter),
        });
      }
      let opened;
      try {
        opened = await services.shares.open(request.params.token);
      } catch (error) {
        if (error instanceof AppError && error.code === 'SHARE_NOT_FOUND') await failures?.hit(request.ip);
        throw error;
      }
      return sendFile(request, reply, fileDownload(opened));
    },
  );
}
