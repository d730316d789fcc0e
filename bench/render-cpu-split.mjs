// Where the CPU of a cold load goes, by process: the server, and Chromium's browser, renderer, GPU,
// network and other utility processes, from /proc (Linux only), summed from navigation to the rows
// painted, for the product and (--ceiling) the plain antd Table page on the same rows. On two cores the
// cold load is bound by all of them together (bench/README.md, issue 16's nineteenth pass).
//
//   node bench/render-cpu-split.mjs [--loads 6] [--ceiling]
import { readdirSync, readFileSync } from 'node:fs';
import { arg, launchChromium, median } from './render-app.mjs';
import { coldContext, profileTarget, ROW } from './render-profile-target.mjs';
import { paintedMetrics } from './render-page.mjs';

const LOADS = Number(arg('loads', 6));
const CEILING = process.argv.includes('--ceiling');
const TICK_MS = 10; // USER_HZ 100

/** CPU ms so far of every Chromium process and of `serverPid`, by kind. */
function snapshot(serverPid) {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cmd;
    let stat;
    try {
      cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').split(/[\0 ]/);
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    let kind;
    if (Number(name) === serverPid) kind = 'server';
    else if (Number(name) === process.pid) kind = 'bench (peer server)';
    else if (/chrom/.test(cmd[0] ?? '')) {
      const type = cmd.find((a) => a.startsWith('--type='))?.slice(7) ?? 'browser';
      const sub = cmd.find((a) => a.startsWith('--utility-sub-type='))?.slice(19);
      kind = sub ? `${type} ${sub.replace(/\.mojom\..*/, '')}` : type;
    } else continue;
    out.set(name, { kind, ms });
    // The renderer by thread (main, compositor, V8's and the thread pool's workers…).
    if (kind !== 'renderer') continue;
    for (const tid of readdirSync(`/proc/${name}/task`)) {
      try {
        const t = readFileSync(`/proc/${name}/task/${tid}/stat`, 'utf8');
        const comm = t.slice(t.indexOf('(') + 1, t.lastIndexOf(')')).replace(/\d+$/, '');
        const f = t.slice(t.lastIndexOf(')') + 2).split(' ');
        out.set(`${name}/${tid}`, {
          kind: `  renderer: ${comm}`,
          ms: (Number(f[11]) + Number(f[12])) * TICK_MS,
        });
      } catch {
        // the thread ended
      }
    }
  }
  return out;
}

function diff(before, after) {
  const by = {};
  for (const [pid, { kind, ms }] of after) by[kind] = (by[kind] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  return by;
}

const target = await profileTarget(CEILING, { minify: true });
const browser = await launchChromium();
const rows = [];
try {
  for (let load = 0; load <= LOADS; load += 1) {
    const context = await coldContext(browser, target.login);
    const page = await context.newPage();
    const before = snapshot(target.serverPid);
    await page.goto(target.url, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: target.list });
    const by = diff(before, snapshot(target.serverPid));
    await context.close();
    if (load === 0) continue;
    rows.push({ navToRows: painted.navToRows, ...by });
    console.log(
      `load ${load}: nav → rows ${painted.navToRows.toFixed(0)} ms; ` +
        Object.entries(by)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
    );
  }
  const kinds = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  console.log(`median of ${LOADS} loads (CPU ms, 10 ms ticks):`);
  for (const k of kinds) console.log(`  ${k.padEnd(28)} ${median(rows.map((r) => r[k] ?? 0)).toFixed(0)}`);
} finally {
  await browser.close();
  await target.close();
}
