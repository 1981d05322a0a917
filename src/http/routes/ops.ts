import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { Type } from 'typebox';
import { AppError } from '../../errors.js';
import { checkStorage } from '../../readiness.js';
import type { Services } from '../../services.js';
import { errorResponse } from '../schemas/common.js';

const Status = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  /** Present when the instance serves but something optional is wrong (Redis for shared rate limits). */
  warnings: Type.Optional(Type.Array(Type.String())),
});

/** API.md §6: no token needed, and nothing here reveals data. */
export async function opsRoutes(app: FastifyInstance, opts: { services: Services; metrics: Registry }): Promise<void> {
  const { services, metrics } = opts;

  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'health',
        summary: 'Liveness: the process is up and answers',
        tags: ['operations'],
        security: [],
        response: { 200: Status },
      },
    },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'readiness',
        summary: 'Readiness: the database and the blob store can be reached',
        tags: ['operations'],
        security: [],
        response: { 200: Readiness, 503: errorResponse(503) },
      },
    },
    async (request) => {
      const failures = await checkStorage(services);
      if (failures.length > 0) {
        for (const failure of failures) request.log.warn({ component: failure.detail }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${failures.map((f) => f.public).join('; ')}.`);
      }
      // Without Redis each instance limits on its own: worth a warning, not worth taking every
      // instance out of the load balancer at once.
      const redis = services.rateLimits.redis?.unavailable();
      return redis
        ? { status: 'ready', warnings: [`Redis cannot be reached (${redis}); rate limits are counted per instance.`] }
        : { status: 'ready' };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'metrics',
        summary: 'Prometheus metrics, in the text exposition format',
        tags: ['operations'],
        security: [],
        documentedResponses: {
          200: {
            description: 'The metrics in the Prometheus text exposition format',
            content: { 'text/plain; version=0.0.4': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.type(metrics.contentType);
      return metrics.metrics();
    },
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        operationId: 'openapi',
        summary: 'This OpenAPI document',
        tags: ['operations'],
        security: [],
        documentedResponses: {
          200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    async () => app.swagger(),
  );
}
