import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { Type } from 'typebox';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { ErrorBody } from '../schemas/common.js';

const Status = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  /** Present when the instance serves but something optional is wrong (Redis for shared rate limits). */
  warnings: Type.Optional(Type.Array(Type.String())),
});

/** A readiness check that takes longer than this counts as failed: a load balancer must not wait. */
const CHECK_TIMEOUT_MS = 3000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** API.md §6: no token needed, and nothing here reveals data. */
export async function opsRoutes(app: FastifyInstance, opts: { services: Services; metrics: Registry }): Promise<void> {
  const { services, metrics } = opts;

  app.get('/healthz', { schema: { operationId: 'health', tags: ['operations'], security: [], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { operationId: 'readiness', tags: ['operations'], security: [], response: { 200: Readiness, 503: ErrorBody } } },
    async (request) => {
      const checks = await Promise.allSettled([
        withinTime(sql`SELECT 1`.execute(services.db), 'the database'),
        withinTime(services.blobs.ping(), 'the blob store'),
      ]);
      const down = ['database', 'blob store'].filter((_name, i) => checks[i]!.status === 'rejected');
      if (down.length > 0) {
        for (const check of checks) if (check.status === 'rejected') request.log.warn({ err: check.reason }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', `The ${down.join(' and the ')} cannot be reached.`);
      }
      // Without Redis each instance limits on its own: worth a warning, not worth taking every
      // instance out of the load balancer at once.
      const redis = services.rateLimits.redis?.unavailable();
      return redis ? { status: 'ready', warnings: [`Redis cannot be reached (${redis}); rate limits are counted per instance.`] } : { status: 'ready' };
    },
  );

  app.get('/metrics', { schema: { operationId: 'metrics', tags: ['operations'], security: [], produces: ['text/plain'] } }, async (_request, reply) => {
    reply.type(metrics.contentType);
    return metrics.metrics();
  });

  // The front door: a person opening the server's address in a browser lands on its docs.
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/docs', 302));

  app.get('/openapi.json', { schema: { operationId: 'openapi', tags: ['operations'], security: [] } }, async () => app.swagger());
}
