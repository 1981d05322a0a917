import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openServices } from './services.js';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 25_000;

/** Opens storage, builds the app and listens; SIGINT/SIGTERM close it gracefully. */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const services = await openServices(config);
  const app = await buildApp(services);
  if (services.swept > 0) app.log.info({ swept: services.swept }, 'removed unpublished blobs left by an earlier run');

  // Responses not yet answered, so a shutdown can ask their connections to close after them.
  const unanswered = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish. Their keep-alive connections would then hold close() open until
    // the idle timeout (72 s), so each closes after its response, and idle ones are closed as they
    // appear; past the grace period the rest are cut.
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    const deadline = setTimeout(() => {
      app.log.warn({ open: unanswered.size }, 'requests still running after the shutdown grace period; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return app;
}
