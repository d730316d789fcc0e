// The monitoring API (server/src/monitor/, routes under /sys/monitor/*), shared by server and client.
// Our server is Node, not a JVM: each monitoring menu entry keeps its JeecgBoot component name and
// shows what answers the same question for a Node server (modules/monitor/JvmInfo → the Node runtime,
// modules/monitor/TomcatInfo → the HTTP server). Every route here is admin-only (the permission codes below,
// seeded for the admin role only); the pages poll them on an interval the user picks.

/** Permission codes of the monitoring API (buttons of the monitoring menu entries). */
export const MONITOR_PERMS = {
  /** Every read route of /sys/monitor/* (and /metrics without the scrape token). */
  view: 'monitor:view',
  /** POST /sys/monitor/redis/command, the Redis terminal. */
  redisTerminal: 'monitor:redis:terminal',
} as const;

/** Intervals (seconds) the pages offer; 0 pauses. */
export const REFRESH_CHOICES = [0, 2, 5, 10, 30] as const;

/** One sample of a gauge at a time (ms since epoch). The server keeps the last HISTORY_POINTS. */
export interface Sample {
  t: number;
  v: number;
}

/** How many samples of each history the server keeps (one per SAMPLE_MS). */
export const HISTORY_POINTS = 120;
export const SAMPLE_MS = 5000;

/** GET /sys/monitor/node: the Node runtime (menu modules/monitor/JvmInfo). */
export interface NodeRuntimeInfo {
  versions: { node: string; v8: string; uv: string; openssl: string; app: string };
  pid: number;
  platform: string;
  arch: string;
  /** Seconds since the process started. */
  uptimeSec: number;
  startedAt: number;
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
  heapLimit: number;
  /** Event-loop delay percentiles over the last sampling window, milliseconds. */
  eventLoopDelayMs: { min: number; mean: number; p50: number; p90: number; p99: number; max: number };
  /** Event-loop utilisation 0..1 over the last sampling window. */
  eventLoopUtilization: number;
  /** GC pauses by kind (minor, major, incremental, weakcb) since start: count and total seconds. */
  gc: { kind: string; count: number; totalSec: number }[];
  activeHandles: number;
  activeRequests: number;
  cpuPercent: number;
  history: { rss: Sample[]; heapUsed: Sample[]; eventLoopP99: Sample[]; cpuPercent: Sample[] };
}

/** Latency figures of one route pattern (e.g. `GET /api/biz/case/list`) over the server's life. */
export interface RouteLatency {
  method: string;
  route: string;
  count: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** GET /sys/monitor/http: the HTTP server (menu modules/monitor/TomcatInfo). */
export interface HttpServerInfo {
  /** Requests per second over the last sampling window. */
  requestsPerSec: number;
  /** Share 0..1 of 5xx answers over the last sampling window (4xx are the callers' errors). */
  errorRate: number;
  totalRequests: number;
  inFlight: number;
  openConnections: number;
  websockets: number;
  byStatus: { status: string; count: number }[];
  /** Busiest routes first, at most 50. */
  routes: RouteLatency[];
  history: { requestsPerSec: Sample[]; p95Ms: Sample[]; errorRate: Sample[]; connections: Sample[] };
}

/** GET /sys/monitor/system: the machine (menu modules/monitor/SystemInfo), from systeminformation. */
export interface SystemInfo {
  os: { platform: string; distro: string; release: string; kernel: string; arch: string; hostname: string };
  cpu: { manufacturer: string; brand: string; cores: number; speedGHz: number };
  /** Load per core, percent, current. */
  cpuLoad: { core: number; load: number }[];
  loadAvg: [number, number, number];
  memory: {
    total: number;
    used: number;
    free: number;
    available: number;
    swapTotal: number;
    swapUsed: number;
  };
  network: { iface: string; rxSec: number; txSec: number; rxBytes: number; txBytes: number }[];
  uptimeSec: number;
  history: { cpuPercent: Sample[]; memUsed: Sample[] };
}

/** GET /sys/monitor/disk (menu modules/monitor/DiskMonitoring). Sizes in bytes. */
export interface DiskInfo {
  mounts: {
    fs: string;
    type: string;
    mount: string;
    size: number;
    used: number;
    available: number;
    usePercent: number;
  }[];
  /** DATA_DIR's path and the total size of the files under it. */
  dataDir: { path: string; size: number; files: number };
}

/** One recorded request of the HTTP trace. Never a token, cookie, password, query secret or body. */
export interface TraceEntry {
  id: number;
  /** ms since epoch, when the answer was sent. */
  time: number;
  method: string;
  /** The path without its query string. */
  path: string;
  status: number;
  durationMs: number;
  /** Username of the signed-in caller, or '' for anonymous. */
  user: string;
  ip: string;
}

/** GET /sys/monitor/trace?status=&path=&limit= (newest first). The server keeps the last TRACE_SIZE. */
export const TRACE_SIZE = 500;
export interface TracePage {
  records: TraceEntry[];
  /** How many entries the buffer holds in all (before filtering). */
  kept: number;
}

/** GET /sys/monitor/redis: INFO of REDIS_URL's server, or `configured: false`. */
export interface RedisInfo {
  configured: boolean;
  /** INFO's sections: section name → key → value. */
  sections?: Record<string, Record<string, string>>;
  /** Keys under this deployment's prefix (REDIS_KEY_PREFIX), counted with SCAN. */
  prefixKeys?: number;
  /** False when counting stopped at its bound (SCAN rounds) before the end: prefixKeys is then a floor. */
  prefixKeysComplete?: boolean;
  dbSize?: number;
  usedMemory?: number;
  history?: { keys: Sample[]; usedMemory: Sample[] };
}

/** POST /sys/monitor/redis/command body: a command line, e.g. `GET console:x` or `INFO memory`. */
export interface RedisCommandRequest {
  command: string;
}

/** The answer: the reply as text lines; refused commands answer 400 with a message instead. */
export interface RedisCommandResult {
  command: string;
  output: string;
}

/**
 * Commands the terminal runs (read-only), each with where its keys are: the first argument (`first`),
 * every argument (`all`), or none. Keys are scoped to the deployment's key prefix.
 */
export const REDIS_COMMAND_KEYS = {
  GET: 'first',
  MGET: 'all',
  STRLEN: 'first',
  TTL: 'first',
  PTTL: 'first',
  TYPE: 'first',
  EXISTS: 'all',
  SCAN: 'none',
  INFO: 'none',
  DBSIZE: 'none',
  HGET: 'first',
  HGETALL: 'first',
  HLEN: 'first',
  HKEYS: 'first',
  LRANGE: 'first',
  LLEN: 'first',
  SMEMBERS: 'first',
  SCARD: 'first',
  ZRANGE: 'first',
  ZCARD: 'first',
  PING: 'none',
  TIME: 'none',
} as const satisfies Record<string, 'first' | 'all' | 'none'>;

export type RedisAllowedCommand = keyof typeof REDIS_COMMAND_KEYS;

/** The allowed commands, in the order the terminal lists them. */
export const REDIS_ALLOWED_COMMANDS = Object.keys(REDIS_COMMAND_KEYS) as RedisAllowedCommand[];

/** GET /health (public, outside the API base too): nothing secret, for load balancers. */
export interface HealthAnswer {
  status: 'ok' | 'degraded';
  /** Each dependency: ok or not; no versions, hosts or messages. */
  checks: Record<string, 'ok' | 'fail'>;
}
