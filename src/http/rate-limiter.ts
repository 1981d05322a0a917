import type { Rate } from '../setting-values.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets, for `Retry-After`. */
  retryAfter: number;
}

/**
 * Fixed-window event counters per key (API.md §0: the per-token rate limit and the throttle on
 * failed authentication). In memory for one instance, or in Redis so that every instance counts
 * against the same window (`REDIS_URL`, see redis-rate-limiter.ts).
 */
export interface RateLimiter {
  /** Counts one event for `key` and says whether it is within the rate. */
  hit(key: string): Promise<RateDecision>;
  /** Whether one more event for `key` would still be within the rate, without counting it. */
  peek(key: string): Promise<RateDecision>;
}

/** Seconds until a window that has `remainingMs` left resets; at least 1, as `Retry-After: 0` invites a storm. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}

/**
 * Counters in this process's memory. Enough for one instance; keys that went quiet are pruned as
 * new windows start.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastPrune = 0;

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<RateDecision> {
    return this.hitNow(key);
  }

  async peek(key: string): Promise<RateDecision> {
    return this.peekNow(key);
  }

  /** `hit`, synchronously (the Redis limiter falls back on it without another tick). */
  hitNow(key: string): RateDecision {
    const { count, retryAfter } = this.window(key, 1);
    return { allowed: count <= this.rate.max, retryAfter };
  }

  peekNow(key: string): RateDecision {
    const { count, retryAfter } = this.window(key, 0);
    return { allowed: count < this.rate.max, retryAfter };
  }

  private window(key: string, add: number): { count: number; retryAfter: number } {
    const now = this.now();
    this.prune(now);
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.rate.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += add;
    return { count: window.count, retryAfter: retryAfterSeconds(window.start + this.rate.windowMs - now) };
  }

  private prune(now: number): void {
    if (now - this.lastPrune < this.rate.windowMs) return;
    this.lastPrune = now;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.rate.windowMs) this.windows.delete(key);
    }
  }
}
