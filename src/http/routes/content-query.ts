import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { errors } from '../schemas/common.js';
import { ContentQueryBody, ContentQueryResult, FileSetStats, ReindexBody, ReindexResult } from '../schemas/content-query.js';
import { withClientSignal } from './ai-stream.js';

const FileSetId = Type.Object({ filesetId: Type.String({ description: 'File set id (UUID)' }) });

/** Content indexing and query (API.md §2; docs/search.md): query, stats, reindex. */
export async function contentQueryRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['file sets'];
  const { contentQuery } = services;

  r.post(
    '/api/files/v1/filesets/:filesetId/query',
    {
      schema: {
        operationId: 'queryFileSet',
        summary: "Find the passages of a file set's files that answer a query",
        tags,
        params: FileSetId,
        body: ContentQueryBody,
        response: { 200: ContentQueryResult, ...errors(404, 409) },
      },
    },
    async (request, reply) =>
      withClientSignal(reply, (signal) => contentQuery.query(callerOf(request), request.params.filesetId, request.body, signal)),
  );

  r.get(
    '/api/files/v1/filesets/:filesetId/stats',
    {
      schema: {
        operationId: 'getFileSetStats',
        summary: 'File counts per file type and per index status',
        tags,
        params: FileSetId,
        response: { 200: FileSetStats, ...errors(404) },
      },
    },
    async (request) => contentQuery.stats(callerOf(request), request.params.filesetId),
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files/reindex',
    {
      schema: {
        operationId: 'reindexFiles',
        summary: 'Index these files again (EDIT)',
        tags,
        params: FileSetId,
        body: ReindexBody,
        response: { 202: ReindexResult, ...errors(403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return contentQuery.reindex(callerOf(request), request.params.filesetId, request.body.fileIds);
    },
  );
}
