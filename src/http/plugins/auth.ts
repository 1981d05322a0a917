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

/** Authenticates one request: its caller, or an AppError (401, 429) to answer with. */
export type Authenticate = (request: FastifyRequest) => Promise<Caller>;

/**
 * API.md §0: the developer-token header (or `Authorization: Bearer`), failed attempts throttled per
 * client address, and the optional per-token rate limit. The throttle is consulted only for a
 * request without a valid token, so it never refuses one that has one: a neighbour behind the same
 * proxy guessing tokens cannot lock out everyone else.
 */
export function authenticator(config: Config, tokens: TokenService, limits: RateLimits): Authenticate {
  const header = `x-${config.tokenBrand.toLowerCase()}-developer-token`;
  const headerName = `X-${config.tokenBrand}-Developer-Token`;
  const { authFailures: failures, perToken } = limits;

  const secretOf = (request: FastifyRequest): string | null => {
    const value = request.headers[header];
    const secret = (Array.isArray(value) ? value[0] : value)?.trim();
    if (secret) return secret;
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    return bearer ? bearer[1]! : null;
  };

  return async (request) => {
    const secret = secretOf(request);
    const caller = secret ? await tokens.authenticate(secret) : null;
    if (!caller) {
      const throttle = await failures?.peek(request.ip);
      if (throttle && !throttle.allowed) throw tooMany(throttle.retryAfter, 'Too many failed authentication attempts from this address.');
      await failures?.hit(request.ip);
      throw new AppError(
        'UNAUTHORIZED',
        secret
          ? `The token in ${headerName} (or Authorization: Bearer) is unknown, revoked or expired.`
          : `The ${headerName} header (or Authorization: Bearer <token>) is required.`,
      );
    }
    if (perToken) {
      const decision = await perToken.hit(String(caller.tokenId));
      if (!decision.allowed) throw tooMany(decision.retryAfter, 'This token is over its request rate.');
    }
    return caller;
  };
}

/** Authenticates every request of the scope it is registered in; says when Redis comes and goes. */
export function registerAuth(scope: FastifyInstance, authenticate: Authenticate, limits: RateLimits): void {
  const redisDown = (error: unknown) =>
    scope.log.warn({ err: error }, 'Redis cannot be reached: each instance applies the rate limits on its own until it answers');
  limits.redis?.on('unavailable', redisDown);
  // It may have failed already while the services opened, before anyone listened.
  const already = limits.redis?.unavailable();
  if (already) redisDown(new Error(already));
  limits.redis?.on('available', () => scope.log.info('Redis answers again: rate limits are shared across instances'));

  scope.addHook('onRequest', async (request) => {
    request.caller = await authenticate(request);
  });
}
