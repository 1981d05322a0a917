import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Rate } from '../setting-values.js';
import { type MemoryRateLimiter, type RateDecision, type RateLimiter, retryAfterSeconds } from './rate-limiter.js';

/**
 * One round trip, atomic on the server: add to the window's counter, start the window's expiry if
 * the key is new (or lost its expiry), and answer the count and the time left. A peek (add = 0)
 * of a missing key creates nothing.
 */
const COUNT_SCRIPT = `
local add = tonumber(ARGV[2])
if add == 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, -2} end
local count = redis.call('INCRBY', KEYS[1], add)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** How long one Redis command may take before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

type WithCount = Redis & { stowageRateCount(key: string, windowMs: number, add: number): Promise<[number, number]> };

export interface RedisRateStoreEvents {
  /** Redis stopped answering; `error` says why. Emitted once per outage. */
  unavailable: [error: unknown];
  /** Redis answers again after an outage. */
  available: [];
}

/**
 * The Redis connection behind the shared rate limits. Never makes a request wait long: commands are
 * not queued while disconnected (they fail at once) and each has a short timeout. The connection
 * is re-established in the background for as long as the process runs.
 */
export class RedisRateStore extends EventEmitter<RedisRateStoreEvents> {
  private readonly client: WithCount;
  private problem: string | null = null;

  constructor(url: string, keyPrefix: string) {
    super();
    const client = new Redis(url, {
      keyPrefix,
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    client.defineCommand('stowageRateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    // Without a listener ioredis prints every connection error to stderr itself.
    client.on('error', (error: unknown) => this.failed(error));
    client.on('ready', () => this.recovered());
    this.client = client as WithCount;
  }

  /** Waits up to `timeoutMs` for the first connection, so early requests already count in Redis. */
  async connected(timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.client.on('ready', onReady);
    });
  }

  /** Adds `add` to the counter at `key` (a window of `windowMs`); throws when Redis does not answer. */
  async count(key: string, windowMs: number, add: number): Promise<{ count: number; remainingMs: number }> {
    try {
      const [count, ttl] = await this.client.stowageRateCount(key, windowMs, add);
      this.recovered();
      return { count, remainingMs: ttl < 0 ? windowMs : ttl };
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  /** Null while Redis answers; otherwise what went wrong last. */
  unavailable(): string | null {
    return this.problem;
  }

  async close(): Promise<void> {
    this.removeAllListeners();
    this.client.disconnect();
  }

  private failed(error: unknown): void {
    const first = this.problem === null;
    this.problem = error instanceof Error ? error.message : String(error);
    if (first) this.emit('unavailable', error);
  }

  private recovered(): void {
    if (this.problem === null) return;
    this.problem = null;
    this.emit('available');
  }
}

/**
 * A fixed window kept in Redis, so every instance counts against the same window. While Redis
 * cannot be reached, each instance counts in its own memory instead (`fallback`): the limits still
 * hold per instance rather than not at all, and no request fails or waits because of Redis.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly store: RedisRateStore,
    private readonly name: string,
    private readonly rate: Rate,
    private readonly fallback: MemoryRateLimiter,
  ) {}

  async hit(key: string): Promise<RateDecision> {
    try {
      const { count, remainingMs } = await this.store.count(`rate:${this.name}:${key}`, this.rate.windowMs, 1);
      return { allowed: count <= this.rate.max, retryAfter: retryAfterSeconds(remainingMs) };
    } catch {
      return this.fallback.hitNow(key);
    }
  }

  async peek(key: string): Promise<RateDecision> {
    try {
      const { count, remainingMs } = await this.store.count(`rate:${this.name}:${key}`, this.rate.windowMs, 0);
      return { allowed: count < this.rate.max, retryAfter: retryAfterSeconds(remainingMs) };
    } catch {
      return this.fallback.peekNow(key);
    }
  }
}
