import type { Rate } from '../config.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets, for `Retry-After`. */
  retryAfter: number;
}

/**
 * Fixed-window counters per key, in this process's memory. Enough for one instance; keys that
 * went quiet are pruned as new windows start.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastPrune = 0;

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for `key` and says whether it is within the rate. */
  hit(key: string): RateDecision {
    const { count, retryAfter } = this.window(key, 1);
    return { allowed: count <= this.rate.max, retryAfter };
  }

  /** Whether one more event for `key` would still be within the rate, without counting it. */
  peek(key: string): RateDecision {
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
    return { count: window.count, retryAfter: Math.max(1, Math.ceil((window.start + this.rate.windowMs - now) / 1000)) };
  }

  private prune(now: number): void {
    if (now - this.lastPrune < this.rate.windowMs) return;
    this.lastPrune = now;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.rate.windowMs) this.windows.delete(key);
    }
  }
}
