import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { checkStorage } from './readiness.js';
import { openServices } from './services.js';
import { explainDatabaseError, explainListenError } from './startup-errors.js';
import { type DataFolderLock, lockDataFolder, usesDataFolder } from './storage/data-folder-lock.js';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Takes the data folder, opens storage, builds the app and listens; SIGINT/SIGTERM close it
 * gracefully. What stops the start is a StartupError (one line, docs/operations.md); what only
 * deserves attention is logged once as a warning.
 */
export async function startServer(config: Config): Promise<FastifyInstance> {
  // Before anything touches the folder: the start-up sweep below would take a running server's
  // uploads in flight for leftovers of a crash.
  const lock: DataFolderLock | null = usesDataFolder(config) ? lockDataFolder(config.dataDir) : null;
  let services: Awaited<ReturnType<typeof openServices>>;
  try {
    services = await openServices(config);
  } catch (error) {
    lock?.release();
    throw explainDatabaseError(error, config) ?? error;
  }
  const app = await buildApp(services);
  for (const warning of config.warnings) app.log.warn(warning);
  if (typeof services.swept === 'number') {
    if (services.swept > 0) app.log.info({ swept: services.swept }, 'removed unpublished blobs left by an earlier run');
  } else {
    app.log.warn({ err: services.swept.failed }, 'the start-up sweep of unpublished blobs failed; the background sweep tries again');
  }
  // The server starts without its blob store (requests that need it answer 503), but says so now
  // rather than at the first upload.
  for (const failure of await checkStorage(services))
    app.log.warn(`cannot be reached at start: ${failure.detail}; /readyz answers 503 until it can`);

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
        lock?.release();
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

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    lock?.release();
    throw explainListenError(error, config) ?? error;
  }
  return app;
}
