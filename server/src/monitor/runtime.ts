// The Node runtime's figures (menu modules/monitor/JvmInfo): versions, memory, event-loop delay and
// utilisation, CPU, GC pauses. Event-loop delay, utilisation and CPU are windowed: the sampler closes a
// window every SAMPLE_MS and the page shows the last closed one (the one in progress before the first).
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { Registry } from 'prom-client';
import type { NodeRuntimeInfo } from '../../../schemas/api/monitor.js';
import { round } from './route-latency.js';

type Delay = NodeRuntimeInfo['eventLoopDelayMs'];
interface RuntimeWindow {
  delay: Delay;
  utilization: number;
  cpuPercent: number;
}

const NS_PER_MS = 1e6;

export class RuntimeSampler {
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private elu: EventLoopUtilization = performance.eventLoopUtilization();
  private cpu = process.cpuUsage();
  private windowStart = performance.now();
  private last: RuntimeWindow | null = null;

  start(): void {
    this.delay.enable();
  }

  stop(): void {
    this.delay.disable();
  }

  /** The window in progress, without closing it. */
  private current(): RuntimeWindow {
    const h = this.delay;
    const ms = (ns: number) => (Number.isFinite(ns) && h.count > 0 ? round(ns / NS_PER_MS) : 0);
    const elapsedMs = Math.max(performance.now() - this.windowStart, 1);
    const cpu = process.cpuUsage(this.cpu);
    return {
      delay: {
        min: ms(h.min),
        mean: ms(h.mean),
        p50: ms(h.percentile(50)),
        p90: ms(h.percentile(90)),
        p99: ms(h.percentile(99)),
        max: ms(h.max),
      },
      utilization: round(performance.eventLoopUtilization(this.elu).utilization, 4),
      // Percent of one core: the event loop runs on one, so 100 means it is saturated.
      cpuPercent: round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100, 1),
    };
  }

  /** Closes the window (the sampler calls it every SAMPLE_MS) and returns its figures. */
  closeWindow(): RuntimeWindow {
    this.last = this.current();
    this.delay.reset();
    this.elu = performance.eventLoopUtilization();
    this.cpu = process.cpuUsage();
    this.windowStart = performance.now();
    return this.last;
  }

  window(): RuntimeWindow {
    return this.last ?? this.current();
  }
}

/** GC pauses by kind since start, from the default metrics' nodejs_gc_duration_seconds histogram. */
export async function gcPauses(registry: Registry): Promise<NodeRuntimeInfo['gc']> {
  const metric = registry.getSingleMetric('nodejs_gc_duration_seconds');
  if (!metric) return [];
  const { values } = await metric.get();
  const byKind = new Map<string, { count: number; totalSec: number }>();
  for (const v of values) {
    const kind = String(v.labels.kind ?? 'unknown');
    const entry = byKind.get(kind) ?? { count: 0, totalSec: 0 };
    const name = (v as { metricName?: string }).metricName ?? '';
    if (name.endsWith('_count')) entry.count = v.value;
    else if (name.endsWith('_sum')) entry.totalSec = round(v.value, 4);
    else continue;
    byKind.set(kind, entry);
  }
  return [...byKind].map(([kind, e]) => ({ kind, ...e }));
}

export function memoryFigures(): NodeRuntimeInfo['memory'] {
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
}

export const heapLimit = (): number => getHeapStatistics().heap_size_limit;

/** Handles (sockets, timers, servers…) and requests keeping the event loop alive. */
export function activeResources(): { handles: number; requests: number } {
  const kinds = process.getActiveResourcesInfo();
  // libuv requests (file system, DNS) are named *Req / *Request; the rest are handles or timers.
  const requests = kinds.filter((k) => /Req(uest)?(Wrap)?$/.test(k)).length;
  return { handles: kinds.length - requests, requests };
}
