// Answers of the monitoring API for stories and unit tests, shaped by schemas/api/monitor.ts: what a
// small server reports a few minutes after start. Fixed times keep snapshots and assertions stable.
import type {
  DiskInfo,
  HttpServerInfo,
  NodeRuntimeInfo,
  RedisInfo,
  Sample,
  SystemInfo,
  TracePage,
} from '../../schemas/api/monitor';
import { SAMPLE_MS } from '../../schemas/api/monitor';

const START = Date.UTC(2026, 10, 26, 8, 0, 0);
const MB = 1024 * 1024;

function series(values: number[]): Sample[] {
  return values.map((v, i) => ({ t: START + i * SAMPLE_MS, v }));
}

/** The envelope the server wraps every answer in. */
export const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

export const nodeInfo: NodeRuntimeInfo = {
  versions: { node: '22.11.0', v8: '12.4.254.21', uv: '1.49.1', openssl: '3.0.15', app: '1.4.0' },
  pid: 4242,
  platform: 'linux',
  arch: 'x64',
  uptimeSec: 3725,
  startedAt: START,
  memory: { rss: 182 * MB, heapUsed: 96 * MB, heapTotal: 128 * MB, external: 6 * MB, arrayBuffers: MB },
  heapLimit: 4096 * MB,
  eventLoopDelayMs: { min: 0.02, mean: 1.4, p50: 1.1, p90: 2.6, p99: 7.8, max: 21.3 },
  eventLoopUtilization: 0.137,
  gc: [
    { kind: 'minor', count: 311, totalSec: 0.412 },
    { kind: 'major', count: 7, totalSec: 0.098 },
  ],
  activeHandles: 23,
  activeRequests: 2,
  cpuPercent: 12.5,
  history: {
    rss: series([170, 174, 178, 181, 182].map((n) => n * MB)),
    heapUsed: series([80, 88, 92, 90, 96].map((n) => n * MB)),
    eventLoopP99: series([6.1, 7.2, 9.4, 8.0, 7.8]),
    cpuPercent: series([8, 14, 22, 17, 12.5]),
  },
};

export const httpInfo: HttpServerInfo = {
  requestsPerSec: 42.7,
  errorRate: 0.012,
  totalRequests: 18_240,
  inFlight: 3,
  openConnections: 17,
  websockets: 4,
  byStatus: [
    { status: '200', count: 17_902 },
    { status: '404', count: 120 },
    { status: '500', count: 18 },
  ],
  routes: [
    { method: 'GET', route: '/api/biz/case/list', count: 9120, errors: 3, p50Ms: 18, p95Ms: 64, p99Ms: 131 },
    { method: 'POST', route: '/api/sys/login', count: 310, errors: 0, p50Ms: 92, p95Ms: 180, p99Ms: 244 },
    {
      method: 'GET',
      route: '/api/sys/dict/getDictItems/:code',
      count: 2210,
      errors: 0,
      p50Ms: 2,
      p95Ms: 7,
      p99Ms: 15,
    },
  ],
  history: {
    requestsPerSec: series([30, 38, 51, 47, 42.7]),
    p95Ms: series([55, 61, 72, 66, 64]),
    errorRate: series([0, 0.01, 0.02, 0.015, 0.012]),
    connections: series([12, 15, 19, 18, 17]),
  },
};

export const systemInfo: SystemInfo = {
  os: {
    platform: 'linux',
    distro: 'Debian GNU/Linux',
    release: '12',
    kernel: '6.1.0-26-amd64',
    arch: 'x64',
    hostname: 'support-01',
  },
  cpu: { manufacturer: 'Intel', brand: 'Xeon E-2288G', cores: 2, speedGHz: 3.7 },
  cpuLoad: [
    { core: 0, load: 37.5 },
    { core: 1, load: 92.1 },
  ],
  loadAvg: [0.82, 0.64, 0.51],
  memory: {
    total: 8192 * MB,
    used: 5120 * MB,
    free: 1024 * MB,
    available: 3072 * MB,
    swapTotal: 2048 * MB,
    swapUsed: 128 * MB,
  },
  network: [{ iface: 'eth0', rxSec: 52_000, txSec: 18_500, rxBytes: 920 * MB, txBytes: 310 * MB }],
  uptimeSec: 864_000,
  history: {
    cpuPercent: series([40, 55, 71, 63, 64.8]),
    memUsed: series([4900, 5000, 5100, 5080, 5120].map((n) => n * MB)),
  },
};

export const diskInfo: DiskInfo = {
  mounts: [
    {
      fs: '/dev/sda1',
      type: 'ext4',
      mount: '/',
      size: 100 * 1024 * MB,
      used: 61 * 1024 * MB,
      available: 39 * 1024 * MB,
      usePercent: 61,
    },
    {
      fs: '/dev/sdb1',
      type: 'xfs',
      mount: '/srv',
      size: 500 * 1024 * MB,
      used: 470 * 1024 * MB,
      available: 30 * 1024 * MB,
      usePercent: 94,
    },
  ],
  dataDir: { path: '/srv/support/data', size: 734 * MB, files: 1287 },
};

export const tracePage: TracePage = {
  kept: 500,
  records: [
    {
      id: 3,
      time: START + 3000,
      method: 'GET',
      path: '/api/biz/case/list',
      status: 200,
      durationMs: 18.4,
      user: 'admin',
      ip: '10.0.0.8',
    },
    {
      id: 2,
      time: START + 2000,
      method: 'GET',
      path: '/api/sys/no-such-thing',
      status: 404,
      durationMs: 1.2,
      user: '',
      ip: '10.0.0.9',
    },
    {
      id: 1,
      time: START + 1000,
      method: 'POST',
      path: '/api/biz/case/add',
      status: 500,
      durationMs: 231,
      user: 'jeecg',
      ip: '10.0.0.8',
    },
  ],
};

export const redisInfo: RedisInfo = {
  configured: true,
  sections: {
    Server: { redis_version: '7.2.5', redis_mode: 'standalone', uptime_in_seconds: '86400' },
    Memory: { used_memory: '1572864', used_memory_human: '1.50M', maxmemory_policy: 'noeviction' },
    Keyspace: { db0: 'keys=321,expires=12,avg_ttl=0' },
  },
  prefixKeys: 87,
  dbSize: 321,
  usedMemory: 1_572_864,
  history: {
    keys: series([80, 82, 85, 86, 87]),
    usedMemory: series([1.4, 1.45, 1.5, 1.52, 1.5].map((n) => n * MB)),
  },
};

export const redisOff: RedisInfo = { configured: false };

/** Every read route of the monitoring API answering the figures above. */
export const monitorRoutes = {
  '/sys/monitor/node': ok(nodeInfo),
  '/sys/monitor/http': ok(httpInfo),
  '/sys/monitor/system': ok(systemInfo),
  '/sys/monitor/disk': ok(diskInfo),
  '/sys/monitor/trace': ok(tracePage),
  '/sys/monitor/redis': ok(redisInfo),
};
