import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import cors from '@fastify/cors';
import { authenticator, registerAuth } from './http/plugins/auth.js';
import { registerErrorHandling } from './http/plugins/errors.js';
import { answerClientError, answerFrameworkError } from './http/plugins/framework-errors.js';
import { registerObservability } from './http/plugins/observability.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { registerStrictInput } from './http/plugins/strict-input.js';
import { aiRoutes } from './http/routes/ai.js';
import { aiChatAndEmbeddingRoutes } from './http/routes/ai-chat-embeddings.js';
import { aiModelRoutes } from './http/routes/ai-models.js';
import { buildValidator } from './http/plugins/validation.js';
import { dataFileRoutes } from './http/routes/data-files.js';
import { dataFileHostedRoutes } from './http/routes/data-files-hosted.js';
import { fileRoutes } from './http/routes/files.js';
import { fileLinkRoutes } from './http/routes/file-links.js';
import { fileUploadRoutes } from './http/routes/file-uploads.js';
import { shareRoutes } from './http/routes/shares.js';
import { fileSetRoutes } from './http/routes/filesets.js';
import { consoleRoutes } from './http/routes/console.js';
import { contentQueryRoutes } from './http/routes/content-query.js';
import { mcpRoutes } from './http/routes/mcp.js';
import { opsRoutes } from './http/routes/ops.js';
import { streamRoutes } from './http/routes/streams.js';
import { tokenRoutes } from './http/routes/tokens.js';
import { SHARED_SCHEMAS } from './http/schemas/components.js';
import { registerTransferGuard } from './http/transfer-guard.js';
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
  const authenticate = authenticator(config, services.tokens, services.rateLimits);
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
    // Errors found before routing (a bad URL encoding, an overlong path segment) and by Node's HTTP
    // parser (headers too large, a malformed message) answer in the API's error shape too.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, authenticate),
    clientErrorHandler: answerClientError,
  });

  registerErrorHandling(app);
  registerStrictInput(app);
  const metrics = registerObservability(app);
  services.aiMetrics.registerIn(metrics);
  services.indexMetrics.registerIn(metrics);
  services.requestsFirst?.watch(app);
  registerTransferGuard(app, config.minTransferRate);
  if (config.corsOrigins.length > 0) await app.register(cors, corsOptions(config.corsOrigins, config.tokenBrand));
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await registerOpenApi(app, config);
  await app.register(opsRoutes, { services, metrics });
  await app.register(shareRoutes, { services });
  await app.register(consoleRoutes, { config });

  await app.register(async (api) => {
    registerAuth(api, authenticate, services.rateLimits);
    await api.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
    });
    await api.register(fileSetRoutes, { services });
    await api.register(fileRoutes, { services });
    await api.register(fileUploadRoutes, { services });
    await api.register(fileLinkRoutes, { services });
    await api.register(contentQueryRoutes, { services });
    await api.register(tokenRoutes, { services });
    await api.register(streamRoutes, { services });
    await api.register(aiRoutes, { services });
    await api.register(aiChatAndEmbeddingRoutes, { services });
    await api.register(aiModelRoutes, { services });
    await api.register(dataFileRoutes, { services });
    await api.register(dataFileHostedRoutes, { services });
  });
  await app.register(mcpRoutes, { services, authenticate });

  app.addHook('onClose', async () => services.close());
  await app.ready();
  return app;
}

/** API.md §0: CORS only for the listed origins; browsers may send the token headers and read ours. */
function corsOptions(origins: string[], tokenBrand: string) {
  return {
    origin: origins.includes('*') ? true : origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      `X-${tokenBrand}-Developer-Token`,
      'Authorization',
      'Content-Type',
      'Content-Encoding',
      'Range',
      'If-None-Match',
      'Accept',
    ],
    exposedHeaders: ['x-request-id', 'etag', 'content-range', 'content-disposition', 'content-length', 'retry-after', 'location', 'allow'],
    maxAge: 600,
  };
}
