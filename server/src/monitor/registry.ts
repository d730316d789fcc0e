// The Prometheus registry of one app instance and the metrics the server records itself. A registry
// per app (never prom-client's global one): tests build many apps in one process, and each must count
// only its own requests. Default metrics (process CPU, memory, handles, GC pauses by kind through a
// 'gc' PerformanceObserver, event-loop lag) go into the same registry.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LATENCY_BUCKETS } from './window.js';

/** What the registry's collect-time gauges read from the running app. */
export interface LiveFigures {
  inFlight(): number;
  openConnections(): number;
  websockets(): number;
  dbPool(): { total: number; idle: number; waiting: number } | null;
}

export function createRegistry(live: LiveFigures, enabled: boolean) {
  const registry = new Registry();
  // Off (METRICS=off): not even the default metrics' GC observer and event-loop timer run.
  if (enabled) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request received to response sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });
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
  return { registry, httpRequests, httpDuration, dbQueries, dbErrors, jobRuns, jobDuration };
}

export type MonitorRegistry = ReturnType<typeof createRegistry>;
