// The Prometheus registry of one app instance and the metrics the server records itself. A registry
// per app (never prom-client's global one): tests build many apps in one process, and each must count
// only its own requests. Default metrics (process CPU, memory, handles, GC pauses by kind through a
// 'gc' PerformanceObserver, event-loop lag) go into the same registry.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { RouteStats } from './route-latency.js';
import { LATENCY_BUCKETS } from './window.js';

/** What the registry's collect-time gauges read from the running app. */
export interface LiveFigures {
  inFlight(): number;
  openConnections(): number;
  websockets(): number;
  dbPool(): { total: number; idle: number; waiting: number } | null;
  /** Per-route counts and latency buckets (route-latency.ts), read at scrape time. */
  routes(): Iterable<RouteStats>;
}

interface Value {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
}

/**
 * A metric whose samples are computed when scraped: the registry only calls get(). The HTTP figures are
 * counted per request in route-latency.ts, so a scrape walks ~hundreds of routes instead of every
 * request paying for prom-client's label hashing.
 */
function scrapedMetric(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => undefined,
  } as unknown as Metric;
}

function httpRequestValues(routes: Iterable<RouteStats>): Value[] {
  const values: Value[] = [];
  for (const r of routes) {
    for (const [status, count] of r.statuses) {
      values.push({ value: count, labels: { method: r.method, route: r.route, status: String(status) } });
    }
  }
  return values;
}

function httpDurationValues(routes: Iterable<RouteStats>): Value[] {
  const name = 'http_request_duration_seconds';
  const values: Value[] = [];
  for (const r of routes) {
    const labels = { method: r.method, route: r.route };
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((le, i) => {
      cumulative += r.buckets[i]!;
      values.push({ value: cumulative, labels: { ...labels, le }, metricName: `${name}_bucket` });
    });
    values.push({ value: r.count, labels: { ...labels, le: '+Inf' }, metricName: `${name}_bucket` });
    values.push({ value: r.sumSec, labels, metricName: `${name}_sum` });
    values.push({ value: r.count, labels, metricName: `${name}_count` });
  }
  return values;
}

export function createRegistry(live: LiveFigures, enabled: boolean) {
  const registry = new Registry();
  // Off (METRICS=off): not even the default metrics' GC observer and event-loop timer run.
  if (enabled) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  registry.registerMetric(
    scrapedMetric(
      'http_requests_total',
      'HTTP requests answered, by method, route pattern and status code.',
      'counter',
      () => httpRequestValues(live.routes()),
    ),
  );
  registry.registerMetric(
    scrapedMetric(
      'http_request_duration_seconds',
      'Time from request received to response sent, by method and route pattern.',
      'histogram',
      () => httpDurationValues(live.routes()),
    ),
  );
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers,
    collect() {
      this.set(live.inFlight());
    },
  });
  new Gauge({
    name: 'http_open_connections',
    help: 'TCP connections open to the HTTP server.',
    registers,
    collect() {
      this.set(live.openConnections());
    },
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Realtime websockets open on this instance.',
    registers,
    collect() {
      this.set(live.websockets());
    },
  });
  const dbQueries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time through the query builder, by kind (select, insert, update, delete, raw).',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const dbErrors = new Counter({
    name: 'db_query_errors_total',
    help: 'Database queries that failed, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on SQLite.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = live.dbPool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs, by job handler and outcome (success, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Scheduled job run time, by job handler.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 30, 60, 120],
    registers,
  });
  return { registry, dbQueries, dbErrors, jobRuns, jobDuration };
}

export type MonitorRegistry = ReturnType<typeof createRegistry>;
