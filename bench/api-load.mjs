// Load and latency helpers of the API bench: autocannon (installed under bench/tools, see
// bench/README.md) for throughput, and a one-connection sequential loop for per-request latency.
import { createRequire } from 'node:module';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const autocannon = createRequire(new URL('./tools/package.json', import.meta.url))('autocannon');

/**
 * Throughput of one URL: a warm-up run, then the measured run.
 * @returns {{ rps: number, total: number, p50: number, p99: number, non2xx: number, errors: number, bytes: number }}
 */
export async function cannon(url, headers, { connections = 10, seconds = 10, warmup = 3 } = {}) {
  const run = (duration) => autocannon({ url, headers, connections, duration, pipelining: 1 });
  if (warmup > 0) await run(warmup);
  const r = await run(seconds);
  return {
    rps: Math.round(r.requests.average),
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  };
}

/**
 * Latency of `count` requests sent one after another on one keep-alive connection, after `warmup`
 * unmeasured ones. With nothing queued, this is the server's time plus one loopback round trip and
 * this process's own parsing: an upper bound of the server time.
 * @returns {{ p50: number, p90: number, p99: number, n: number }} milliseconds, and the sample count
 */
export async function sequential(url, headers, { count = 500, warmup = 20, maxSeconds = 15 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { headers, agent }, (res) => {
          let size = 0;
          res.on('data', (c) => (size += c.length));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  for (let i = 0; i < warmup; i += 1) await once();
  const times = [];
  // A slow route stops at maxSeconds (at least 20 samples) so an unoptimised server still finishes.
  const deadline = performance.now() + maxSeconds * 1000;
  while (times.length < count && (times.length < 20 || performance.now() < deadline))
    times.push(await once());
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), n: times.length };
}

/** Median time in ms of a synchronous or async function over `n` runs (after 3 unmeasured ones). */
export async function medianMs(fn, n = 30) {
  for (let i = 0; i < 3; i += 1) await fn();
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(n / 2)].toFixed(3);
}
