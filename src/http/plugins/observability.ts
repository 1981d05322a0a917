import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The route's stable operation name (its OpenAPI operationId), for logs and metrics. */
export function operationOf(request: FastifyRequest): string {
  // Fastify builds a new object on each read of routeOptions: read it once.
  const { schema, url } = request.routeOptions;
  return schema?.operationId ?? (url ? 'unnamed' : 'notFound');
}

/**
 * Request ids in the `x-request-id` header, one pino line per request (id, operation, status,
 * duration; never a header or a body, so never a token), and Prometheus metrics.
 */
export function registerObservability(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'stowage_http_requests_total',
    help: 'HTTP requests by operation and status',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'stowage_http_request_duration_seconds',
    help: 'HTTP request duration by operation',
    labelNames: ['operation', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
    registers: [registry],
  });

  // Hooks with a callback rather than async ones: they run on every request, and an async hook costs
  // a promise and a turn of the microtask queue each (docs/performance.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationOf(request);
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ operation, method: request.method, status: reply.statusCode });
    duration.observe({ operation, method: request.method }, seconds);
    // request.log already carries reqId (Fastify's child logger); repeating it would print the key twice.
    // The path without its query string: enough to find the call, and no parameter values.
    const path = request.url.split('?')[0];
    request.log.info(
      { operation, method: request.method, path, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 100) / 100 },
      'request',
    );
    done();
  });

  return registry;
}
