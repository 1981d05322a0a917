import { JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';

/** The SDK's own bound on a batch (server/requestBody.js); checked here so the refusal is ours. */
const MAX_BATCH = 100;

/**
 * Checks a `POST /mcp` as the SDK's transport would, before it gets there: the transport answers
 * what it refuses with a JSON-RPC error body, and every refusal of this server is the API's error
 * (§0). What passes here the transport takes; what it then answers is the protocol's own business
 * (a JSON-RPC error for an unknown method, with HTTP 200).
 */
export function checkMcpRequest(request: FastifyRequest): void {
  const accept = request.headers.accept ?? '';
  // The Streamable HTTP transport asks for both, listed (a substring test, as the SDK does).
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    throw new AppError('NOT_ACCEPTABLE', 'An MCP client must accept both application/json and text/event-stream (Accept header).');
  }
  const version = request.headers['mcp-protocol-version'];
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) {
    throw badRequest(
      `MCP-Protocol-Version ${JSON.stringify(String(version).slice(0, 50))} is not supported; supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`,
    );
  }
  const body: unknown = request.body;
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length === 0 || messages.length > MAX_BATCH) throw badRequest(`A batch holds 1 to ${MAX_BATCH} JSON-RPC messages.`);
  messages.forEach((message, at) => {
    if (!JSONRPCMessageSchema.safeParse(message).success) {
      throw badRequest(
        `${Array.isArray(body) ? `message ${at}` : 'The body'} is not a JSON-RPC 2.0 message ({jsonrpc: "2.0", method, id?, params?} or a response).`,
      );
    }
  });
  if (messages.length > 1 && messages.some(isInitializeRequest))
    throw badRequest('An initialize request must be sent alone, not in a batch.');
}
