import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** OpenAPI 3.1 generated from the route schemas, and the interactive docs at /docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stowage',
        description: 'Files, Data-Files, Stream History and AI Tool-Calling API',
        version: '1',
      },
      components: {
        securitySchemes: {
          developerToken: { type: 'apiKey', in: 'header', name: `X-${config.tokenBrand}-Developer-Token` },
        },
      },
      security: [{ developerToken: [] }],
    },
    refResolver: {
      // Shared schemas keep their names (FileSet, File, ErrorBody) in components.schemas.
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? json.title ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
}
