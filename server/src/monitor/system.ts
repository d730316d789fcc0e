// The machine (menu modules/monitor/SystemInfo) and its disks (modules/monitor/DiskMonitoring), read through
// systeminformation rather than parsing /proc by hand, so the figures mean the same on every OS it
// supports (CPU load excepted: cpu-load.ts says why). The sampler keeps CPU and memory histories; the
// rest is read when the page asks, the OS and CPU model once (they do not change while the server runs).
import { loadavg } from 'node:os';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import si from 'systeminformation';
import { HISTORY_POINTS, type DiskInfo, type SystemInfo } from '../../../schemas/api/monitor.js';
import { CpuLoad } from './cpu-load.js';
import { Histories } from './ring.js';
import { round } from './route-latency.js';

/** Files counted under DATA_DIR at most: past it the size is of the files counted (a bound on the walk). */
const MAX_DATA_FILES = 200_000;

export class SystemPage {
  private readonly history = new Histories(['cpuPercent', 'memUsed'] as const, HISTORY_POINTS);
  private readonly cpuLoad = new CpuLoad();
  private machine?: Promise<[si.Systeminformation.OsData, si.Systeminformation.CpuData]>;

  /** The sampler's step: one CPU and memory point. */
  async sample(now: number): Promise<void> {
    const load = this.cpuLoad.read(now);
    const mem = await si.mem();
    this.history.push(now, { cpuPercent: load.total, memUsed: mem.active });
  }

  async info(): Promise<SystemInfo> {
    // A failed read is not kept: the next request tries again.
    this.machine ??= Promise.all([si.osInfo(), si.cpu()]).catch((err: unknown) => {
      this.machine = undefined;
      throw err;
    });
    const load = this.cpuLoad.read();
    const [[os, cpu], mem, net, time] = await Promise.all([
      this.machine,
      si.mem(),
      si.networkStats('*'),
      Promise.resolve(si.time()),
    ]);
    const [one, five, fifteen] = loadavg();
    return {
      os: {
        platform: os.platform,
        distro: os.distro,
        release: os.release,
        kernel: os.kernel,
        arch: os.arch,
        hostname: os.hostname,
      },
      cpu: { manufacturer: cpu.manufacturer, brand: cpu.brand, cores: cpu.cores, speedGHz: cpu.speed },
      cpuLoad: load.perCore.map((load, core) => ({ core, load })),
      loadAvg: [round(one ?? 0), round(five ?? 0), round(fifteen ?? 0)],
      // "used" as people mean it: memory held by programs, not the kernel's reclaimable caches.
      memory: {
        total: mem.total,
        used: mem.active,
        free: mem.free,
        available: mem.available,
        swapTotal: mem.swaptotal,
        swapUsed: mem.swapused,
      },
      network: net.map((n) => ({
        iface: n.iface,
        rxSec: Math.max(0, round(n.rx_sec ?? 0)),
        txSec: Math.max(0, round(n.tx_sec ?? 0)),
        rxBytes: n.rx_bytes,
        txBytes: n.tx_bytes,
      })),
      uptimeSec: Math.round(Number(time.uptime)),
      history: this.history.toJSON(),
    };
  }
}

export async function diskInfo(dataDir: string): Promise<DiskInfo> {
  const [mounts, data] = await Promise.all([si.fsSize(), folderSize(dataDir)]);
  return {
    mounts: mounts.map((m) => ({
      fs: m.fs,
      type: m.type,
      mount: m.mount,
      size: m.size,
      used: m.used,
      available: m.available,
      usePercent: round(m.use ?? 0, 1),
    })),
    dataDir: { path: dataDir, ...data },
  };
}

/** Total size and count of the regular files under `dir` (symlinks not followed). */
async function folderSize(dir: string): Promise<{ size: number; files: number }> {
  let size = 0;
  let files = 0;
  const pending = [dir];
  while (pending.length > 0 && files < MAX_DATA_FILES) {
    const current = pending.pop()!;
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile()) {
        const info = await stat(path).catch(() => null);
        if (info) {
          size += info.size;
          files++;
        }
      }
    }
  }
  return { size, files };
}
