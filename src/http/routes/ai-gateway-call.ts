import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerStream } from '../../ai/answer-stream.js';
import type { AiGateway, HandleOptions } from '../../ai/gateway.js';
import type { AiRoute } from '../../ai/metrics.js';
import type { AiRequest } from '../../ai/types.js';
import type { Services } from '../../services.js';
import { baseUrlOf } from '../base-url.js';
import { callerOf } from '../plugins/auth.js';
import { observed } from './ai-observed.js';
import { replyWithEvents, wantsStream, withClientSignal } from './ai-stream.js';

/**
 * One call of the gateway (operation 5, or chat with `normalize` making the gateway's request of its body):
 * answered as JSON, or as server-sent events when the client asks for them, and counted in the AI
 * metrics either way, by the model that answered or the one asked for. `normalize` runs inside that
 * count, so a body it refuses is a failed call of the route like any other.
 */
export function gatewayCall(
  services: Services,
  route: Extract<AiRoute, 'tools' | 'chat'>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Parameters<AiGateway['handle']>[1] & { stream?: boolean },
  normalize?: () => AiRequest,
) {
  const caller = callerOf(request);
  const { ai, aiMetrics } = services;
  const asked = body.model ?? ai.defaultModelName();
  const answer = (signal: AbortSignal, stream?: AnswerStream) =>
    observed(aiMetrics, route, asked, () => {
      const options: HandleOptions = { baseUrl: baseUrlOf(services.config, request), ...(normalize ? { request: normalize() } : {}) };
      return ai.handle(caller, body, request.id, signal, stream ? { ...options, stream } : options);
    });
  if (wantsStream(request, body)) {
    return replyWithEvents(
      request,
      reply,
      (stream, signal) => answer(signal, stream),
      (seconds) => aiMetrics.firstEventAfter(asked, seconds),
    );
  }
  return withClientSignal(reply, (signal) => answer(signal));
}
