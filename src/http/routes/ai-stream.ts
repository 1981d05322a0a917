import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerStream, type StreamEventType } from '../../ai/answer-stream.js';
import { ClientGone, ProviderFailure } from '../../ai/provider-failure.js';
import { StreamBroken } from '../../ai/stream-broken.js';
import type { AiResponse } from '../../ai/types.js';
import { AppError, errorBody } from '../../errors.js';
import { toAppError } from '../plugins/errors.js';

/** `Accept: text/event-stream`, or `"stream": true` in the body, asks for server-sent events (API.md §5). */
export function wantsStream(request: FastifyRequest, body: { stream?: boolean }): boolean {
  if (body.stream !== undefined) return body.stream;
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

/** The model call is cancelled whenever the client leaves before the reply is finished. */
export async function withClientSignal<T>(reply: FastifyReply, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const cancel = new AbortController();
  // `close` after a finished reply is not a cancel.
  const onClose = () => {
    if (!reply.raw.writableFinished) cancel.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await run(cancel.signal);
  } catch (error) {
    if (error instanceof ClientGone)
      throw new AppError('SERVICE_UNAVAILABLE', 'The client closed the connection; the model call was cancelled.');
    throw error;
  } finally {
    reply.raw.off('close', onClose);
  }
}

/** What ended a stream that had begun, as the catalogue's error (the provider's own code, or a 500). */
function failureOf(error: unknown): AppError {
  const cause = error instanceof StreamBroken ? error.failure : error;
  if (cause instanceof ProviderFailure) return new AppError(cause.code, cause.message);
  return toAppError(cause);
}

/**
 * Operation 5 (or chat) answered as server-sent events. The status line and headers go out with the
 * first event, so a failure before it (bad input, a model that failed after its retries and
 * fallbacks) is the usual JSON error with its status; after it, the stream ends with an `error`
 * event carrying the same §0 body. The `done` event is serialized by the route's own 200 schema,
 * so it is byte for byte the body the JSON answer would have had.
 */
export async function replyWithEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (stream: AnswerStream, signal: AbortSignal) => Promise<AiResponse>,
  onFirstEvent?: (seconds: number) => void,
): Promise<FastifyReply> {
  const out = new PassThrough();
  // reply.sent stays false while a stream is being piped, hence a flag of our own.
  let began = false;
  const write = (event: StreamEventType, data: unknown) => {
    if (!began) {
      began = true;
      onFirstEvent?.(reply.elapsedTime / 1000);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(out);
    }
    const text =
      event === 'done' ? String(reply.serializeInput(data as AiResponse & Record<string, unknown>, '200')) : JSON.stringify(data);
    out.write(`event: ${event}\ndata: ${text}\n\n`);
  };
  const stream = new AnswerStream(write);
  try {
    const response = await withClientSignal(reply, (signal) => run(stream, signal));
    stream.finish(response);
  } catch (error) {
    if (!stream.started) throw error;
    const failure = failureOf(error);
    if (reply.raw.destroyed) {
      out.destroy();
      return reply;
    }
    const log = failure.status >= 500 ? request.log.warn.bind(request.log) : request.log.info.bind(request.log);
    log({ err: error instanceof StreamBroken ? error.failure : error, code: failure.code }, 'streamed answer failed after it began');
    stream.emit('error', errorBody(failure, request.url.split('?')[0] ?? request.url, request.id));
  }
  out.end();
  return reply;
}
