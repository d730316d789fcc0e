// Figures of one sampling window of the HTTP server: requests, 5xx answers and a latency histogram
// (fixed buckets, one increment per request), so the page's requests/s, error rate and p95 cost
// nothing per request beyond a counter and a bucket search.

/** Latency bucket bounds in seconds, shared with the Prometheus histogram. */
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

export class HttpWindow {
  requests = 0;
  serverErrors = 0;
  readonly buckets = new Uint32Array(LATENCY_BUCKETS.length + 1);
  readonly startedAt: number;

  constructor(now: number) {
    this.startedAt = now;
  }

  observe(seconds: number, serverError: boolean): void {
    this.requests++;
    if (serverError) this.serverErrors++;
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    this.buckets[i]!++;
  }

  /** The window's figures as of `now`. */
  figures(now: number): { requestsPerSec: number; errorRate: number; p95Ms: number } {
    const seconds = Math.max((now - this.startedAt) / 1000, 0.001);
    return {
      requestsPerSec: Number((this.requests / seconds).toFixed(2)),
      errorRate: this.requests === 0 ? 0 : Number((this.serverErrors / this.requests).toFixed(4)),
      p95Ms: Number((this.quantileSec(0.95) * 1000).toFixed(2)),
    };
  }

  /** A quantile interpolated inside its bucket, as Prometheus' histogram_quantile does. */
  quantileSec(q: number): number {
    if (this.requests === 0) return 0;
    const rank = q * this.requests;
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      const inBucket = this.buckets[i]!;
      if (seen + inBucket >= rank && inBucket > 0) {
        const lower = i === 0 ? 0 : LATENCY_BUCKETS[i - 1]!;
        // The overflow bucket has no upper bound: report its lower bound.
        if (i === LATENCY_BUCKETS.length) return lower;
        const upper = LATENCY_BUCKETS[i]!;
        return lower + ((upper - lower) * (rank - seen)) / inBucket;
      }
      seen += inBucket;
    }
    return LATENCY_BUCKETS[LATENCY_BUCKETS.length - 1]!;
  }
}
