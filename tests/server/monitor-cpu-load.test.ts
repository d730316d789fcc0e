// The sampler's CPU load from os.cpus() counters (server/src/monitor/cpu-load.ts): one figure per core,
// percentages, busy time shows, and reads closer than the minimum window repeat the last figures.
import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CpuLoad } from '../../server/src/monitor/cpu-load.js';

function spin(ms: number): void {
  const end = Date.now() + ms;
  let x = 0;
  while (Date.now() < end) x += Math.sqrt(x + 1);
  expect(x).toBeGreaterThan(0);
}

describe('CpuLoad', () => {
  it('gives every core a percentage and counts the time this process keeps a core busy', () => {
    const load = new CpuLoad();
    const start = Date.now();
    spin(400);
    const figures = load.read(Date.now());
    expect(Date.now() - start).toBeGreaterThanOrEqual(400);
    expect(figures.perCore).toHaveLength(cpus().length);
    for (const core of figures.perCore) {
      expect(core).toBeGreaterThanOrEqual(0);
      expect(core).toBeLessThanOrEqual(100);
    }
    // One core spun for the whole window: at least most of one core's share of the machine.
    expect(figures.total).toBeGreaterThanOrEqual((100 / cpus().length) * 0.5);
    expect(figures.total).toBeLessThanOrEqual(100);
  });

  it('repeats the last figures for reads closer together than 200 ms', () => {
    const load = new CpuLoad();
    const now = Date.now();
    const first = load.read(now + 300);
    expect(load.read(now + 350)).toBe(first);
    expect(load.read(now + 600)).not.toBe(first);
  });
});
