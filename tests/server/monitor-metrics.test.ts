// GET /metrics: Prometheus text for a scraper holding METRICS_TOKEN or an admin's token, 401 for a wrong
// or missing credential, 403 for a signed-in user without monitor:view; every line parses as the text
// exposition format. METRICS=off records nothing. The sampler fills the histories it is asked to.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerInfo, NodeRuntimeInfo, TracePage } from '../../schemas/api/monitor.js';
import { caller } from './crud-helpers.js';
import { COUNTING_JOB, THROWING_JOB, addJob } from './quartz-helpers.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

const TOKEN = 'scrape-token-0123456789abcdef';

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
// Values as Prometheus reads them (Go's ParseFloat: Inf and NaN in any case; prom-client writes `Nan`).
const VALUE = '(?:[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?|[-+]?[Ii][Nn][Ff]|[Nn][Aa][Nn])';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(?:${LABEL}(?:,${LABEL})*,?)?\\})? ${VALUE}(?: -?\\d+)?$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

/** A strict reading of the text format (0.0.4): every line a HELP, a TYPE or a sample of a typed family. */
function parseExposition(text: string): { families: Map<string, string>; samples: string[]; bad: string[] } {
  const families = new Map<string, string>();
  const samples: string[] = [];
  const bad: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = TYPE.exec(line);
    if (type) {
      families.set(type[1]!, type[2]!);
      continue;
    }
    if (HELP.test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) {
      bad.push(line);
      continue;
    }
    const name = sample[1]!;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => families.has(n));
    if (!family) bad.push(`untyped: ${line}`);
    samples.push(line);
  }
  return { families, samples, bad };
}

describe.each(DIALECTS)('GET /metrics (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { metricsToken: TOKEN });
    await app.ready();
    await createUser(app, { username: 'metrics_staff', password: 'Metrics-pass-1', roleCode: 'staff' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'metrics_staff', 'Metrics-pass-1');
  });
  afterAll(() => closeTestApp(app));

  const scrape = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', headers });

  it('answers the scrape token with Prometheus text that parses', async () => {
    await authGet(app, '/api/sys/dict/getDictItems/sex', admin);
    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { families, samples, bad } = parseExposition(res.body);
    expect(bad).toEqual([]);
    expect(families.get('http_requests_total')).toBe('counter');
    expect(families.get('http_request_duration_seconds')).toBe('histogram');
    expect(families.get('db_query_duration_seconds')).toBe('histogram');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'http_requests_in_flight',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(samples).toContainEqual(
      'http_requests_total{method="GET",route="/api/sys/dict/getDictItems/:dictCode",status="200"} 1',
    );
    expect(samples.some((s) => s.startsWith('db_query_duration_seconds_count{kind="select"}'))).toBe(true);
    expect(samples.some((s) => s.includes('getDictItems/sex'))).toBe(false);
    if (dialect === 'postgres') {
      expect(samples.some((s) => s.startsWith('db_pool_connections{state="total"}'))).toBe(true);
    }
  });

  it('counts scheduled job runs by handler and outcome', async () => {
    const jobs = caller(app, admin);
    for (const jobClassName of [COUNTING_JOB, THROWING_JOB]) {
      const id = await addJob(jobs, { jobClassName, cronExpression: '0 0 3 * * ?', parameter: 'metrics' });
      await jobs.get(`/sys/quartzJob/execute?id=${id}`);
    }
    const { samples } = parseExposition((await scrape({ authorization: `Bearer ${TOKEN}` })).body);
    expect(samples).toContain(`job_runs_total{job="${COUNTING_JOB}",outcome="success"} 1`);
    expect(samples).toContain(`job_runs_total{job="${THROWING_JOB}",outcome="failed"} 1`);
    expect(samples.some((s) => s.startsWith(`job_run_duration_seconds_count{job="${COUNTING_JOB}"} 1`))).toBe(
      true,
    );
  });

  it('answers an administrator token too', async () => {
    const res = await scrape({ 'x-access-token': admin });
    expect(res.statusCode).toBe(200);
    expect(parseExposition(res.body).bad).toEqual([]);
  });

  it('refuses a wrong or missing credential (401) and a user without monitor:view (403)', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
      { 'x-access-token': 'f'.repeat(64) },
    ];
    for (const headers of wrong) {
      const res = await scrape(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
    const res = await scrape({ 'x-access-token': staff });
    expect(res.statusCode).toBe(403);
  });

  it('fills one point of each history per sample', async () => {
    const before = body<NodeRuntimeInfo>(await authGet(app, '/api/sys/monitor/node', admin)).result.history
      .rss.length;
    await app.monitor.sample();
    await app.monitor.sample();
    const node = body<NodeRuntimeInfo>(await authGet(app, '/api/sys/monitor/node', admin)).result;
    expect(node.history.rss.length).toBe(before + 2);
    const http = body<HttpServerInfo>(await authGet(app, '/api/sys/monitor/http', admin)).result;
    expect(http.history.requestsPerSec.length).toBeGreaterThanOrEqual(2);
    const times = http.history.requestsPerSec.map((s) => s.t);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('METRICS=off', () => {
  let app: FastifyInstance;
  afterAll(() => closeTestApp(app));

  it('records no request, query, default metric or trace', async () => {
    app = await buildTestApp('sqlite', { metrics: false, metricsToken: TOKEN });
    await app.ready();
    const admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    await authGet(app, '/api/sys/dict/getDictItems/sex', admin);
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const { samples, bad } = parseExposition(res.body);
    expect(bad).toEqual([]);
    expect(samples.some((s) => s.startsWith('http_requests_total{'))).toBe(false);
    expect(samples.some((s) => s.startsWith('db_query_duration_seconds_count{'))).toBe(false);
    expect(samples.some((s) => s.startsWith('process_resident_memory_bytes'))).toBe(false);
    const trace = body<TracePage>(await authGet(app, '/api/sys/monitor/trace', admin)).result;
    expect(trace).toEqual({ records: [], kept: 0 });
    expect(
      body<HttpServerInfo>(await authGet(app, '/api/sys/monitor/http', admin)).result.totalRequests,
    ).toBe(0);
  });
});
