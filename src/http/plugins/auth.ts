import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Caller, TokenService } from '../../domain/tokens/token-service.js';
import { AppError } from '../../errors.js';
import type { RateLimits } from '../rate-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** The authenticated caller; routes under the /api scope always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED', 'Authentication is required.');
  return request.caller;
}

const tooMany = (retryAfter: number, why: string) =>
  new AppError('TOO_MANY_REQUESTS', `${why} Retry after ${retryAfter} s.`, { 'retry-after': String(retryAfter) });

/**
 * Authenticates every request of the scope it is registered in (API.md §0): the developer-token
 * header, failed attempts throttled per client address, and the optional per-token rate limit.
 */
export function registerAuth(scope: FastifyInstance, config: Config, tokens: TokenService, limits: RateLimits): void {
  const header = `x-${config.tokenBrand.toLowerCase()}-developer-token`;
  const headerName = `X-${config.tokenBrand}-Developer-Token`;
  const { authFailures: failures, perToken } = limits;
  const redisDown = (error: unknown) =>
    scope.log.warn({ err: error }, 'Redis cannot be reached: each instance applies the rate limits on its own until it answers');
  limits.redis?.on('unavailable', redisDown);
  // It may have failed already while the services opened, before anyone listened.
  const already = limits.redis?.unavailable();
  if (already) redisDown(new Error(already));
  limits.redis?.on('available', () => scope.log.info('Redis answers again: rate limits are shared across instances'));

  scope.addHook('onRequest', async (request) => {
    const throttle = await failures?.peek(request.ip);
    if (throttle && !throttle.allowed) throw tooMany(throttle.retryAfter, 'Too many failed authentication attempts from this address.');

    const value = request.headers[header];
    const secret = Array.isArray(value) ? value[0] : value;
    const caller = secret ? await tokens.authenticate(secret.trim()) : null;
    if (!caller) {
      await failures?.hit(request.ip);
      throw new AppError(
        'UNAUTHORIZED',
        secret ? `The token in ${headerName} is unknown, revoked or expired.` : `The ${headerName} header is required.`,
      );
    }
    if (perToken) {
      const decision = await perToken.hit(String(caller.tokenId));
      if (!decision.allowed) throw tooMany(decision.retryAfter, 'This token is over its request rate.');
    }
    request.caller = caller;
  });
}
