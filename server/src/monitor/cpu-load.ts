// CPU load per core from Node's own os.cpus() counters (cumulative times since boot), as the share of
// non-idle time between two reads. The sampler reads it every SAMPLE_MS: systeminformation's
// currentLoad() runs `cat /proc/stat | grep cpu` through execSync on Linux, which blocks the event loop
// and forks the whole server process on every call, a cost the list bench measured while it ran.
import { cpus, type CpuInfo } from 'node:os';
import { round } from './route-latency.js';

/** Reads closer together than this return the previous figures (too few ticks to mean anything). */
const MIN_WINDOW_MS = 200;

export interface CpuLoadFigures {
  /** Whole machine, percent. */
  total: number;
  /** Each core, percent. */
  perCore: number[];
}

type Times = CpuInfo['times'];

const busy = (t: Times) => t.user + t.nice + t.sys + t.irq;
const all = (t: Times) => busy(t) + t.idle;

function percent(before: Times | undefined, after: Times): number {
  if (!before) return 0;
  const total = all(after) - all(before);
  return total > 0 ? round((100 * (busy(after) - busy(before))) / total, 1) : 0;
}

export class CpuLoad {
  private previous = cpus().map((c) => c.times);
  private previousAt = Date.now();
  private last: CpuLoadFigures = { total: 0, perCore: this.previous.map(() => 0) };

  /** The load since the previous read (the first read: since this object was made). */
  read(now = Date.now()): CpuLoadFigures {
    if (now - this.previousAt < MIN_WINDOW_MS) return this.last;
    const current = cpus().map((c) => c.times);
    const perCore = current.map((t, i) => percent(this.previous[i], t));
    const sum = (pick: (t: Times) => number, list: Times[]) => list.reduce((s, t) => s + pick(t), 0);
    const totalTicks = sum(all, current) - sum(all, this.previous);
    const busyTicks = sum(busy, current) - sum(busy, this.previous);
    this.last = { total: totalTicks > 0 ? round((100 * busyTicks) / totalTicks, 1) : 0, perCore };
    this.previous = current;
    this.previousAt = now;
    return this.last;
  }
}
