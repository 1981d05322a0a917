import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { IsOptional } from 'typebox';
import type { Config } from '../../config.js';
import { DOCS_LOGO_SVG, ICON_SVG } from '../stowage-logo.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the OpenAPI document shows it, for routes that read their body as a stream
     * (multipart uploads, CSV parts, raw data-file bytes). Documentation only: Fastify never validates
     * it, so the route's behaviour stays its handler's.
     */
    documentedBody?: { content: Record<string, { schema: object }> };
    /**
     * Responses the OpenAPI document shows beside `response`, for a route whose answers are not
     * serialized by Fastify (the MCP transport's): documentation only.
     */
    documentedResponses?: Record<number, object>;
    /** Set by the document's transform, never by a route: see OPTIONAL_BODY. */
    'x-stowage-optional-body'?: boolean;
  }
}

/** A multipart/form-data body whose one file part is named `name`. */
export function multipartBody(name: string, description: string, { required = true } = {}) {
  return {
    schema: {
      type: 'object',
      ...(required ? { required: [name] } : {}),
      properties: { [name]: { type: 'string', contentMediaType: 'application/octet-stream', description } },
    },
  };
}

/** A body of raw bytes, read as a stream. */
export function rawBody(description: string) {
  return { schema: { type: 'string', contentMediaType: 'application/octet-stream', description } };
}

/**
 * The document is the same for every deployment, so the committed openapi.json is what any server
 * serves; a client fills in its own server's address.
 */
const SERVERS = [
  {
    url: '{origin}',
    description: 'Your Stowage server',
    variables: { origin: { default: 'http://127.0.0.1:8080', description: 'Its scheme, host and port (STOWAGE_PORT, 8080 by default)' } },
  },
];

/** OpenAPI 3.1 generated from the route schemas, and the interactive docs at /docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stowage',
        description: 'Files, Data-Files, Stream History and AI Tool-Calling API',
        version: '1',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: SERVERS,
      components: {
        securitySchemes: {
          developerToken: { type: 'apiKey', in: 'header', name: `X-${config.tokenBrand}-Developer-Token` },
        },
      },
      security: [{ developerToken: [] }],
    },
    refResolver: {
      // Shared schemas keep their names (FileSet, File, Error, …) in components.schemas.
      buildLocalReference: (json, _baseUri, _fragment, i) => {
        const name = json.$id ?? json.title;
        return typeof name === 'string' ? name : `def-${i}`;
      },
    },
    transform: ({ schema, url }) => ({ schema: withDocumentation(schema), url }),
    transformObject: (document) => ('openapiObject' in document ? tidyResponses(document.openapiObject) : document.swaggerObject),
  });
  // The page is Stowage's: its name and mark in the top bar and the tab, not the framework's logo.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    logo: { type: 'image/svg+xml', content: Buffer.from(DOCS_LOGO_SVG), href: '/console/', target: '_self' },
    theme: {
      title: 'Stowage API',
      favicon: [{ filename: 'stowage.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: Buffer.from(ICON_SVG) }],
    },
  });
}

/**
 * An operation whose body may be left out (the searches, where none is `{}` by API.md §0; starting
 * an execution; duplicating a data file).
 * @fastify/swagger marks every body required, so the route's Type.Optional is carried to
 * tidyResponses as this extension (it copies `x-` keys onto the operation) and turned back there.
 */
const OPTIONAL_BODY = 'x-stowage-optional-body';

function withDocumentation(schema: FastifySchema | undefined): FastifySchema {
  if (schema?.body !== undefined && IsOptional(schema.body)) {
    // The copy drops TypeBox's hidden '~optional' mark, the one thing that says the body may be left out.
    const body = { ...schema.body };
    return { ...withDocumentation({ ...schema, body }), [OPTIONAL_BODY]: true };
  }
  if (!schema?.documentedBody && !schema?.documentedResponses) return schema ?? {};
  const { documentedBody, documentedResponses, ...rest } = schema;
  return {
    ...rest,
    ...(documentedBody ? { body: documentedBody } : {}),
    ...(documentedResponses ? { response: { ...(rest.response as object | undefined), ...documentedResponses } } : {}),
  };
}

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  responses?: Record<string, Response>;
  requestBody?: { required?: boolean };
  [OPTIONAL_BODY]?: boolean;
}

const ERROR_SCHEMA = '#/components/schemas/Error';

/**
 * A body the route may go without is not required. A response without a description of its own is
 * named by its status ("Created", "No Content"). An error is JSON whatever the route produces when it succeeds (API.md §0), so a download's
 * errors are shown as application/json rather than as its bytes' type.
 */
function tidyResponses<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as Record<string, Operation | undefined>[]) {
    for (const operation of Object.values(item)) {
      if (operation?.[OPTIONAL_BODY] === true) {
        delete operation[OPTIONAL_BODY];
        if (operation.requestBody) operation.requestBody.required = false;
      }
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[status] ?? status;
        const media = Object.values(response.content ?? {});
        if (media.length > 0 && media.every((m) => m.schema?.$ref === ERROR_SCHEMA)) {
          response.content = { 'application/json': { schema: { $ref: ERROR_SCHEMA } } };
        }
      }
    }
  }
  return document;
}
