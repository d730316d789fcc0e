// Websocket broadcast bench (DESIGN.md "Budgets": 10,000 clients on one process receive a broadcast
// within 250 ms, per-message compression off). It starts the compiled server as its own process on a
// fresh SQLite data directory, inserts 10,000 users with a session each straight into that database,
// opens one authenticated socket per user (token as sub-protocol, as the browser does), then publishes
// an announcement to all users through the real API and times its arrival on every socket.
//
//   npm run build:server && node bench/websocket-broadcast.mjs [--clients 10000] [--rounds 5] [--dist dist/server]
//
// Figures: `server fan-out ms` = the server's own timing of the loop that hands the frame to every
// socket (logged at debug level as 'realtime: delivered'; when it ends every frame is in the kernel), the
// figure the 250 ms budget applies to; `clients: first→last` = the same seen from the clients (they run
// in this process, on the same machine); `release → last socket` = from sending doReleaseData until the
// last socket got it, which adds storing 10,000 send rows; `RSS/socket` = growth of the server's
// resident memory from before the sockets opened to after, divided by the socket count.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const BUDGET_MS = 250;
const OPEN_CONCURRENCY = 200;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer().once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** Each socket is a file descriptor in this process and in the server: check before opening 10,000. */
function checkOpenFileLimit(clients) {
  const soft = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  if (soft !== 'unlimited' && Number(soft) < clients + 500) {
    throw new Error(
      `open-file limit ${soft} is below ${clients + 500}: run \`ulimit -n ${clients * 2}\` first`,
    );
  }
}

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

async function startServer(distRoot, dataDir, adminPassword) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(distRoot, 'server/src/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      SCRYPT_N: '16384',
      // debug: the server logs each fan-out's duration ('realtime: delivered'), read below.
      LOG_LEVEL: 'debug',
      WEB_ROOT: join(dataDir, 'no-web'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const deadline = Date.now() + 60_000;
  while (!out.includes(`:${port}/`)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await sleep(100);
  }
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, clearOutput: () => (out = '') };
}

/** The server's own timing of its last fan-out to `sockets` sockets, from its debug log. */
function serverFanOutMs(output, sockets) {
  const lines = output.split('\n').filter((l) => l.includes('realtime: delivered'));
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line);
    if (entry.sockets === sockets) return entry.ms;
  }
  return NaN;
}

/** Inserts `count` users of role staff, each with a session; returns [{id, token}]. */
async function createUsersWithSessions(distRoot, dataDir, count) {
  const mod = (p) => import(pathToFileURL(join(distRoot, p)).href);
  const { connect } = await mod('server/src/db/connect.js');
  const { newToken, hashToken } = await mod('server/src/lib/tokens.js');
  const { newId } = await mod('server/src/lib/ids.js');
  const { roleId } = await mod('server/src/db/seed/rows.js');
  const { formatDateTime } = await mod('server/src/lib/time.js');
  const { db } = connect({ dataDir });
  const users = [];
  const now = Date.now();
  const created = formatDateTime();
  try {
    for (let i = 0; i < count; i += 500) {
      const chunk = [];
      for (let j = i; j < Math.min(count, i + 500); j += 1) {
        chunk.push({ id: newId(), username: `bench${String(j).padStart(5, '0')}`, token: newToken() });
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values(
            chunk.map((u) => ({
              id: u.id,
              username: u.username,
              realname: u.username,
              password: 'disabled',
              status: 1,
              del_flag: 0,
              create_time: created,
            })),
          )
          .execute();
        await trx
          .insertInto('sys_user_role')
          .values(chunk.map((u) => ({ id: newId(), user_id: u.id, role_id: roleId('staff') })))
          .execute();
        await trx
          .insertInto('sys_session')
          .values(
            chunk.map((u) => ({
              token_hash: hashToken(u.token),
              user_id: u.id,
              created_at: now,
              expires_at: now + 86_400_000,
              last_seen_at: now,
            })),
          )
          .execute();
      });
      users.push(...chunk);
    }
  } finally {
    await db.destroy();
  }
  return users;
}

/** Opens one socket per user, OPEN_CONCURRENCY handshakes at a time; counts messages by msgId. */
async function openSockets(base, users, onMessage) {
  const wsBase = base.replace(/^http/, 'ws');
  const sockets = [];
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      const socket = new WebSocket(`${wsBase}/api/websocket/${user.id}`, [user.token], {
        perMessageDeflate: false,
      });
      await new Promise((res, rej) => {
        socket.once('open', res);
        socket.once('error', rej);
        socket.once('unexpected-response', (_q, r) => rej(new Error(`refused ${r.statusCode}`)));
      });
      socket.on('message', onMessage);
      sockets.push(socket);
    }
  };
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker));
  return sockets;
}

async function api(base, method, path, token, payload) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${method} ${path}: ${res.status} ${body.message}`);
  return body.result;
}

/** Runs the bench and returns rows for console.table. */
export async function measureWebsocketBroadcast({
  clients = Number(arg('clients', 10_000)),
  rounds = Number(arg('rounds', 5)),
  distRoot = resolve(arg('dist', 'dist/server')),
} = {}) {
  checkOpenFileLimit(clients);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ws-'));
  const adminPassword = randomBytes(12).toString('base64url');
  const server = await startServer(distRoot, dataDir, adminPassword);
  let sockets = [];
  try {
    const users = await createUsersWithSessions(distRoot, dataDir, clients);
    await sleep(1000);
    const rssBefore = rssOf(server.child.pid);

    let current = null;
    const onMessage = (data) => {
      const at = performance.now();
      if (!current || !data.toString().includes(current.id)) return;
      current.first ??= at;
      current.last = at;
      current.count += 1;
      if (current.count === clients) current.done();
    };
    const openStart = performance.now();
    sockets = await openSockets(server.base, users, onMessage);
    const openMs = performance.now() - openStart;
    await sleep(2000);
    const rssAfter = rssOf(server.child.pid);

    const { token } = await api(server.base, 'POST', '/sys/login', null, {
      username: 'admin',
      password: adminPassword,
    });
    const results = [];
    for (let round = 0; round < rounds; round += 1) {
      const { id } = await api(server.base, 'POST', '/sys/annountCement/add', token, {
        titile: `Broadcast ${round + 1}`,
        msgContent: '<p>Bench broadcast</p>',
        priority: 'L',
        msgCategory: '1',
        msgType: 'ALL',
      });
      const arrived = new Promise((res, rej) => {
        current = { id, count: 0, first: null, last: null, done: res };
        setTimeout(
          () => rej(new Error(`only ${current.count}/${clients} sockets got round ${round + 1}`)),
          30_000,
        );
      });
      server.clearOutput();
      const sent = performance.now();
      await api(server.base, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, token);
      await arrived;
      await sleep(300); // let the server's log line through the pipe
      results.push({
        delivery: current.last - current.first,
        endToEnd: current.last - sent,
        server: serverFanOutMs(server.output(), clients),
      });
      await sleep(200);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const delivery = median(results.map((r) => r.delivery));
    const endToEnd = median(results.map((r) => r.endToEnd));
    const fanOut = median(results.map((r) => r.server));
    const perSocket = (rssAfter - rssBefore) / clients;
    return [
      { metric: 'sockets', value: clients, budget: '', ok: '' },
      { metric: 'open all sockets (s)', value: +(openMs / 1000).toFixed(1), budget: '', ok: '' },
      {
        metric: `server fan-out ms (median of ${rounds})`,
        value: fanOut,
        budget: BUDGET_MS,
        ok: fanOut <= BUDGET_MS,
      },
      {
        metric: 'clients: first→last received ms (median)',
        value: +delivery.toFixed(1),
        budget: BUDGET_MS,
        ok: delivery <= BUDGET_MS,
      },
      { metric: 'release → last socket ms (median)', value: +endToEnd.toFixed(1), budget: '', ok: '' },
      {
        metric: 'per round: server / clients ms',
        value: results.map((r) => `${r.server} / ${r.delivery.toFixed(1)}`).join(', '),
        budget: '',
        ok: '',
      },
      {
        metric: 'server RSS before sockets (MB)',
        value: +(rssBefore / 2 ** 20).toFixed(1),
        budget: '',
        ok: '',
      },
      { metric: 'server RSS with sockets (MB)', value: +(rssAfter / 2 ** 20).toFixed(1), budget: '', ok: '' },
      { metric: 'server RSS per socket (KB)', value: +(perSocket / 1024).toFixed(1), budget: '', ok: '' },
    ];
  } finally {
    for (const s of sockets) s.terminate();
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureWebsocketBroadcast();
  console.table(rows);
  process.exit(rows.every((r) => r.ok !== false) ? 0 : 1);
}
