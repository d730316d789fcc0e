// An in-memory sliding-window counter per key (client address). It runs before any password hashing,
// because scrypt at OWASP strength is expensive enough that an unlimited login route is a DoS.

const MAX_KEYS = 50_000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Records one attempt for `key` unless the window is full.
   * @returns 0 when allowed, otherwise the milliseconds until the oldest attempt leaves the window.
   */
  take(key: string, now = Date.now()): number {
    const since = now - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.max) {
      this.hits.set(key, times);
      return times[0]! + this.windowMs - now;
    }
    times.push(now);
    this.hits.delete(key); // re-insert so Map order approximates least-recently-used
    this.hits.set(key, times);
    if (this.hits.size > MAX_KEYS) this.evictOldest();
    return 0;
  }

  // Bounds memory under an address-spraying attack: the stalest keys go first.
  private evictOldest(): void {
    for (const key of this.hits.keys()) {
      this.hits.delete(key);
      if (this.hits.size <= MAX_KEYS * 0.9) return;
    }
  }
}
