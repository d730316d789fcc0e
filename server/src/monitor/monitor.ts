// The monitor of one app instance: what the Fastify hooks, the query log and the job scheduler report,
// the Prometheus registry, and the sampler that fills the pages' histories every SAMPLE_MS. Built by
// plugins/monitor.ts; with METRICS=off it is built disabled (nothing recorded, no sampler), so the
// bench can compare the same server with and without collection.
import {
  HISTORY_POINTS,
  SAMPLE_MS,
  type HttpServerInfo,
  type NodeRuntimeInfo,
} from '../../../schemas/api/monitor.js';
import { appVersion } from './app-version.js';
import { createRegistry, type LiveFigures, type MonitorRegistry } from './registry.js';
import { Histories } from './ring.js';
import { RouteLatencies } from './route-latency.js';
import { RuntimeSampler, activeResources, gcPauses, heapLimit, memoryFigures } from './runtime.js';
import { TraceBuffer } from './trace.js';
import { HttpWindow } from './window.js';

/** The label of requests no route matched (404s of random paths): one label, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const MAX_ROUTES_SHOWN = 50;

/** A sampler step of another part (system, Redis); errors are reported, never thrown. */
export type SampleStep = (now: number) => Promise<void>;

export class Monitor {
  readonly metrics: MonitorRegistry;
  readonly trace = new TraceBuffer();
  readonly routes = new RouteLatencies();
  readonly runtime = new RuntimeSampler();
  readonly startedAt = Date.now() - Math.round(process.uptime() * 1000);
  private http = new HttpWindow(Date.now());
  private lastHttp: ReturnType<HttpWindow['figures']> | null = null;
  private totalRequests = 0;
  private readonly byStatus = new Map<number, number>();
  private readonly nodeHistory = new Histories(
    ['rss', 'heapUsed', 'eventLoopP99', 'cpuPercent'] as const,
    HISTORY_POINTS,
  );
  private readonly httpHistory = new Histories(
    ['requestsPerSec', 'p95Ms', 'errorRate', 'connections'] as const,
    HISTORY_POINTS,
  );
  private readonly steps: SampleStep[] = [];
  private timer: NodeJS.Timeout | undefined;
  inFlight = 0;
  openConnections = 0;

  constructor(
    readonly enabled: boolean,
    private readonly live: Omit<LiveFigures, 'inFlight' | 'openConnections' | 'routes'>,
    private readonly onError: (err: unknown) => void,
  ) {
    this.metrics = createRegistry(
      {
        ...live,
        inFlight: () => this.inFlight,
        openConnections: () => this.openConnections,
        routes: () => this.routes.all(),
      },
      enabled,
    );
  }

  /** One answered request (onResponse): metrics, windows and per-route latency. */
  observeRequest(method: string, route: string, status: number, ms: number): void {
    const seconds = ms / 1000;
    const serverError = status >= 500;
    this.totalRequests++;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    this.http.observe(seconds, serverError);
    // Also the source of http_requests_total and http_request_duration_seconds (registry.ts).
    this.routes.observe(method, route, ms, status);
  }

  observeQuery(kind: string, ms: number, failed: boolean): void {
    this.metrics.dbQueries.observe({ kind }, ms / 1000);
    if (failed) this.metrics.dbErrors.inc({ kind });
  }

  observeJob(job: string, outcome: 'success' | 'failed', ms: number): void {
    this.metrics.jobRuns.inc({ job, outcome });
    this.metrics.jobDuration.observe({ job }, ms / 1000);
  }

  /** Adds a step the sampler runs every SAMPLE_MS (system and Redis histories). */
  addSampleStep(step: SampleStep): void {
    this.steps.push(step);
  }

  start(): void {
    if (!this.enabled || this.timer) return;
    this.runtime.start();
    this.timer = setInterval(() => void this.sample(), SAMPLE_MS);
    // Sampling must never keep the process (or a test run) alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.runtime.stop();
  }

  /** Closes the windows and appends one point to every history. */
  async sample(now = Date.now()): Promise<void> {
    const runtime = this.runtime.closeWindow();
    const memory = process.memoryUsage();
    this.nodeHistory.push(now, {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      eventLoopP99: runtime.delay.p99,
      cpuPercent: runtime.cpuPercent,
    });
    this.lastHttp = this.http.figures(now);
    this.http = new HttpWindow(now);
    this.httpHistory.push(now, { ...this.lastHttp, connections: this.openConnections });
    for (const step of this.steps) {
      await step(now).catch((err: unknown) => this.onError(err));
    }
  }

  async nodeInfo(): Promise<NodeRuntimeInfo> {
    const window = this.runtime.window();
    const resources = activeResources();
    return {
      versions: {
        node: process.versions.node,
        v8: process.versions.v8,
        uv: process.versions.uv ?? '',
        openssl: process.versions.openssl ?? '',
        app: appVersion(),
      },
      pid: process.pid,
      platform: process.platform,
      arch: process.arch,
      uptimeSec: Math.round(process.uptime()),
      startedAt: this.startedAt,
      memory: memoryFigures(),
      heapLimit: heapLimit(),
      eventLoopDelayMs: window.delay,
      eventLoopUtilization: window.utilization,
      gc: await gcPauses(this.metrics.registry),
      activeHandles: resources.handles,
      activeRequests: resources.requests,
      cpuPercent: window.cpuPercent,
      history: this.nodeHistory.toJSON(),
    };
  }

  httpInfo(now = Date.now()): HttpServerInfo {
    const window = this.lastHttp ?? this.http.figures(now);
    return {
      requestsPerSec: window.requestsPerSec,
      errorRate: window.errorRate,
      totalRequests: this.totalRequests,
      inFlight: this.inFlight,
      openConnections: this.openConnections,
      websockets: this.live.websockets(),
      byStatus: [...this.byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => ({ status: String(status), count })),
      routes: this.routes.top(MAX_ROUTES_SHOWN),
      history: this.httpHistory.toJSON(),
    };
  }
}

/** The query kind of a Kysely query node (SelectQueryNode → select; raw SQL → raw). */
export function queryKind(nodeKind: string): string {
  const match = /^(Select|Insert|Update|Delete|Merge)QueryNode$/.exec(nodeKind);
  return match ? match[1]!.toLowerCase() : 'raw';
}
