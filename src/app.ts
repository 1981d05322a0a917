import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerAuth } from './http/plugins/auth.js';
import { registerErrorHandling } from './http/plugins/errors.js';
import { registerObservability } from './http/plugins/observability.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { aiRoutes } from './http/routes/ai.js';
import { buildValidator } from './http/plugins/validation.js';
import { dataFileRoutes } from './http/routes/data-files.js';
import { fileRoutes } from './http/routes/files.js';
import { fileSetRoutes } from './http/routes/filesets.js';
import { opsRoutes } from './http/routes/ops.js';
import { streamRoutes } from './http/routes/streams.js';
import { tokenRoutes } from './http/routes/tokens.js';
import { SHARED_SCHEMAS } from './http/schemas/common.js';
import type { Services } from './services.js';

/** JSON bodies up to 1 MiB (API.md §0); uploads stream and have their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Where the log lines go (stdout when absent); lets an embedder or a test collect them. */
  logStream?: DestinationStream;
}

/**
 * Builds the ready app without listening, so tests drive it with `inject` or a port of their own.
 * Closing the app closes the services.
 */
export async function buildApp(services: Services, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One line per request comes from the observability plugin instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator } },
  });

  registerErrorHandling(app);
  const metrics = registerObservability(app);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await registerOpenApi(app, config);
  await app.register(opsRoutes, { services, metrics });

  await app.register(async (api) => {
    registerAuth(api, config, services.tokens, services.rateLimits);
    await api.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
    });
    await api.register(fileSetRoutes, { services });
    await api.register(fileRoutes, { services });
    await api.register(tokenRoutes, { services });
    await api.register(streamRoutes, { services });
    await api.register(aiRoutes, { services });
    await api.register(dataFileRoutes, { services });
  });

  app.addHook('onClose', async () => services.close());
  await app.ready();
  return app;
}
