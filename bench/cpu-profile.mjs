// Reading V8 CPU profiles taken through the DevTools protocol (render-profile*.mjs).

/** Self and total (once per stack) sample time by function, in ms. */
export function attribute(profile, self, total) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  };
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(byId.get(cur));
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt);
      seen.add(key);
    }
  });
}

export const metricsOf = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

export const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');

/** Turns on the Performance metrics and the sampling profiler (100 µs) of a page's CDP session. */
export async function enableProfiler(cdp) {
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
}

/** The main thread's script / style / layout / task time between two Performance.getMetrics readings. */
export function mainThreadTimes(after, before = {}) {
  const ms = (k) => ((after[k] - (before[k] ?? 0)) * 1000).toFixed(0);
  return (
    `script ${ms('ScriptDuration')} ms, style ${ms('RecalcStyleDuration')} ms, ` +
    `layout ${ms('LayoutDuration')} ms, task ${ms('TaskDuration')} ms`
  );
}

/** Prints the functions with the most self and total time over `what` (e.g. "5 turns"), and where the profiles are. */
export function printTop(self, total, what, files) {
  console.log(`\nself time over ${what}:\n${top(self, 30)}`);
  console.log(`\ntotal time over ${what}:\n${top(total, 60)}`);
  console.log(`\nprofiles: ${files}`);
}
