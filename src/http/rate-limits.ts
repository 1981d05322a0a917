import type { Config } from '../config.js';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import type { RedisRateStore } from './redis-rate-limiter.js';

/** The two limits of API.md §0, counted in memory or, with `REDIS_URL`, across every instance. */
export interface RateLimits {
  /** The per-token request rate (`STOWAGE_RATE_LIMIT`); null when off. */
  perToken: RateLimiter | null;
  /** Failed authentications per client address (`STOWAGE_AUTH_FAILURE_LIMIT`); null when off. */
  authFailures: RateLimiter | null;
  /** The Redis connection, when the limits are shared (for readiness and logging). */
  redis: RedisRateStore | null;
  close(): Promise<void>;
}

/**
 * Opens the limits. With Redis configured, waits briefly for the first connection; an unreachable
 * Redis does not stop the start (each instance then limits on its own until Redis answers).
 */
export async function openRateLimits(config: Pick<Config, 'rateLimit' | 'authFailureLimit' | 'redis'>): Promise<RateLimits> {
  const needed = config.rateLimit !== null || config.authFailureLimit !== null;
  // ioredis is loaded only when Redis is configured: every embedded start would pay for it otherwise.
  const shared = config.redis && needed ? await import('./redis-rate-limiter.js') : null;
  const redis = shared && config.redis ? new shared.RedisRateStore(config.redis.url, config.redis.keyPrefix) : null;
  if (redis) await redis.connected();
  const limiter = (name: string, rate: Config['rateLimit']): RateLimiter | null => {
    if (!rate) return null;
    const memory = new MemoryRateLimiter(rate);
    return shared && redis ? new shared.RedisRateLimiter(redis, name, rate, memory) : memory;
  };
  return {
    perToken: limiter('token', config.rateLimit),
    authFailures: limiter('auth-failures', config.authFailureLimit),
    redis,
    close: async () => redis?.close(),
  };
}
