import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Services } from '../../services.js';
import { FileResources } from '../../tools/file-resources.js';
import type { ToolCall } from '../../tools/server-tool.js';
import { baseUrlOf } from '../base-url.js';
import { type Authenticate, callerOf } from '../plugins/auth.js';
import { errors } from '../schemas/common.js';

/**
 * The protocol SDK is loaded on the first `/mcp` request, not at start-up: it is a quarter of a second
 * of CPU that every start (each CLI command, each test's app) would pay for a route most never call.
 */
let protocol: Promise<[typeof import('../mcp-server.js'), typeof import('../mcp-request.js')]> | undefined;
const loadProtocol = () => (protocol ??= Promise.all([import('../mcp-server.js'), import('../mcp-request.js')]));

const JsonRpcAnswer = Type.Unknown({ description: 'The JSON-RPC 2.0 answer: one response, or an array for a batch' });

/**
 * `POST /mcp`: a Model Context Protocol server over Streamable HTTP (API.md §5). Stateless: each
 * request gets its own protocol server, so any instance can answer any request and nothing is kept
 * between them; the token is checked on every request, as on `/api`.
 */
export async function mcpRoutes(
  app: FastifyInstance,
  { services, authenticate }: { services: Services; authenticate: Authenticate },
): Promise<void> {
  const tools = services.serverTools;
  const resources = new FileResources(services);
  const { config } = services;

  app.addHook('onRequest', async (request) => {
    request.caller = await authenticate(request);
  });

  app.post(
    '/mcp',
    {
      schema: {
        operationId: 'mcp',
        summary: 'Model Context Protocol server (Streamable HTTP, JSON-RPC messages): the server tools and your files as resources',
        tags: ['mcp'],
        documentedBody: {
          content: {
            'application/json': {
              schema: Type.Unknown({ description: 'A JSON-RPC 2.0 request, notification or response, or an array of them' }),
            },
          },
        },
        // The transport writes its own answers; the errors before it are the API's (API.md §0).
        documentedResponses: {
          200: JsonRpcAnswer,
          202: Type.Null({ description: 'Accepted: the body held only notifications or responses' }),
          ...errors(406, 415),
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const [{ protocolServer, WebStandardStreamableHTTPServerTransport }, { checkMcpRequest }] = await loadProtocol();
      checkMcpRequest(request);
      const abort = new AbortController();
      // A client that goes away before its answer stops the tool it was waiting for.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const call: ToolCall = {
        caller: callerOf(request),
        baseUrl: baseUrlOf(config, request),
        signal: abort.signal,
      };
      const server = protocolServer(tools, resources, call);
      // JSON answers only (no server-sent events): each answer is one value, so it goes through
      // Fastify's reply like any other, with its request id, log line and metrics.
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      let answer: Response;
      let text: string;
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
        answer = await transport.handleRequest(new Request(`http://localhost${request.url}`, { method: 'POST', headers }), {
          parsedBody: request.body,
        });
        text = await answer.text();
      } finally {
        await server.close();
      }
      reply.status(answer.status);
      answer.headers.forEach((value, name) => void reply.header(name, value));
      return reply.send(text);
    },
  );
}
