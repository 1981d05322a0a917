import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { Type } from 'typebox';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { ErrorBody } from '../schemas/common.js';

const Status = Type.Object({ status: Type.String() });

/** API.md §6: no token needed, and nothing here reveals data. */
export async function opsRoutes(app: FastifyInstance, opts: { services: Services; metrics: Registry }): Promise<void> {
  const { services, metrics } = opts;

  app.get('/healthz', { schema: { operationId: 'health', tags: ['operations'], security: [], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { operationId: 'readiness', tags: ['operations'], security: [], response: { 200: Status, 503: ErrorBody } } },
    async () => {
      try {
        await sql`SELECT 1`.execute(services.db);
        await services.blobs.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database or the blob store cannot be reached.');
      }
      return { status: 'ready' };
    },
  );

  app.get('/metrics', { schema: { operationId: 'metrics', tags: ['operations'], security: [], produces: ['text/plain'] } }, async (_request, reply) => {
    reply.type(metrics.contentType);
    return metrics.metrics();
  });

  app.get('/openapi.json', { schema: { operationId: 'openapi', tags: ['operations'], security: [] } }, async () => app.swagger());
}
