// Per-route figures over the server's life, kept in plain arrays and read only when asked: for the HTTP
// page's table, a uniform reservoir sample (Vitter's algorithm R) of each route's durations, so memory
// is RESERVOIR numbers per route however many requests it answers; for /metrics, counts by status and
// latency buckets that registry.ts turns into http_requests_total and http_request_duration_seconds at
// scrape time. Counting here instead of through prom-client's labelled inc/observe (which hash the
// labels on every call) keeps the per-request cost to a map lookup and a few increments. Routes are
// label values of registered patterns (bounded by the route table); past MAX_ROUTES they share one.
import type { RouteLatency } from '../../../schemas/api/monitor.js';
import { LATENCY_BUCKETS } from './window.js';

const RESERVOIR = 1024;
const MAX_ROUTES = 500;
export const OTHER_ROUTE = '(other)';

export interface RouteStats {
  method: string;
  route: string;
  count: number;
  errors: number;
  samples: Float64Array;
  /** Answers by status code. */
  statuses: Map<number, number>;
  /** Durations per LATENCY_BUCKETS bucket (not cumulative; the last is +Inf), and their sum in seconds. */
  buckets: Float64Array;
  sumSec: number;
}

export class RouteLatencies {
  private readonly routes = new Map<string, RouteStats>();

  observe(method: string, route: string, ms: number, status: number): void {
    let key = `${method} ${route}`;
    let stats = this.routes.get(key);
    if (!stats) {
      if (this.routes.size >= MAX_ROUTES) {
        key = `${method} ${OTHER_ROUTE}`;
        route = OTHER_ROUTE;
        stats = this.routes.get(key);
      }
      if (!stats) {
        stats = {
          method,
          route,
          count: 0,
          errors: 0,
          samples: new Float64Array(RESERVOIR),
          statuses: new Map(),
          buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
          sumSec: 0,
        };
        this.routes.set(key, stats);
      }
    }
    if (stats.count < RESERVOIR) stats.samples[stats.count] = ms;
    else {
      const slot = Math.floor(Math.random() * (stats.count + 1));
      if (slot < RESERVOIR) stats.samples[slot] = ms;
    }
    stats.count++;
    if (status >= 500) stats.errors++;
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    const seconds = ms / 1000;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    stats.buckets[bucket]!++;
    stats.sumSec += seconds;
  }

  all(): IterableIterator<RouteStats> {
    return this.routes.values();
  }

  /** Busiest routes first. */
  top(limit: number): RouteLatency[] {
    return [...this.routes.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, limit)
      .map((s) => {
        const sorted = s.samples.slice(0, Math.min(s.count, RESERVOIR)).sort();
        return {
          method: s.method,
          route: s.route,
          count: s.count,
          errors: s.errors,
          p50Ms: round(quantile(sorted, 0.5)),
          p95Ms: round(quantile(sorted, 0.95)),
          p99Ms: round(quantile(sorted, 0.99)),
        };
      });
  }
}

/** Nearest-rank quantile of sorted values (0 for none). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (n: number, digits = 2): number => Number(n.toFixed(digits));
