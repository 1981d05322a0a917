import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../../errors.js';
import type { Authenticate } from './auth.js';
import { sendError, toAppError } from './errors.js';

/** Fastify's router refuses a path segment longer than this before any route sees it. */
const MAX_PARAM_LENGTH = 100;

function fromRouter(error: FastifyError): AppError {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new AppError('URI_TOO_LONG', `A path segment is longer than ${MAX_PARAM_LENGTH} characters; no id in a path is that long.`);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return new AppError('MALFORMED_REQUEST', 'The path is not valid percent-encoded UTF-8 (RFC 3986), e.g. a lone %FF.');
  }
  return new AppError('MALFORMED_REQUEST', 'The request cannot be routed.');
}

/**
 * Errors Fastify's router finds before any route or hook runs. Under /api the caller is
 * authenticated first, as on every other /api answer, so that without a token the answer is 401.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, authenticate: Authenticate): void {
  const answer = async () => {
    if (request.url.startsWith('/api/')) await authenticate(request);
    throw fromRouter(error);
  };
  answer().catch((failure: unknown) => {
    const appError = toAppError(failure);
    request.log.info({ method: request.method, path: request.url.split('?')[0], status: appError.status, code: appError.code }, 'request');
    sendError(request, reply, appError);
  });
}

const answered = new WeakSet<Socket>();

/** How long a connection whose message could not be parsed stays open for its answer to be read. */
const LINGER_MS = 1000;

/** The request line's path, when the broken message got that far. */
function pathOf(rawPacket: unknown): string {
  if (!Buffer.isBuffer(rawPacket)) return '';
  const line = /^[A-Z]+ (\S+) HTTP\/\d\.\d/.exec(rawPacket.subarray(0, 8192).toString('latin1'));
  return line ? line[1]!.split('?')[0]!.slice(0, 2048) : '';
}

/**
 * Errors of Node's HTTP parser (headers too large, a malformed message, headers that never finish):
 * no request exists yet, so the answer is written to the connection here, in the API's error shape
 * with a request id, and the connection is closed once the client had a moment to read it.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts (16 KiB in all).')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT', 'The request headers did not arrive in time.')
        : new AppError('MALFORMED_REQUEST', `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}).`);
  const id = randomUUID();
  const path = pathOf(error.rawPacket);
  this.log.info({ reqId: id, path, status: appError.status, code: appError.code }, 'request');
  // A response already under way on this connection cannot be followed by another.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || inProgress) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(appError, path, id));
  socket.end(
    `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${id}\r\nconnection: close\r\n\r\n${body}`,
  );
  // Reading on (and dropping) what the client still sends keeps its kernel from answering our
  // close with a reset that would discard the answer unread.
  socket.on('data', () => undefined);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
