// Serves the peer pages (bench/peers/dist) and the rows they render: the product's own rows (read from
// its API), repeated with new ids when a longer list is asked for, in antd's or amis's response shape.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

function rowsOf(records, n) {
  return Array.from({ length: n }, (_, i) => {
    const r = records[i % records.length];
    return i < records.length ? r : { ...r, id: `${r.id}-${i}`, caseNo: `${r.caseNo}-${i}` };
  });
}

/** Dictionary labels by code and value, from the login result's `sysAllDictItems`. */
function dictLabels(login) {
  const out = {};
  for (const [code, items] of Object.entries(login.sysAllDictItems ?? {})) {
    out[code] = Object.fromEntries(items.map((it) => [it.value, it.text ?? it.title ?? it.value]));
  }
  return out;
}

export function startPeerServer(dist, records, columns, login) {
  const dict = dictLabels(login);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/data/columns.json')
      return send(200, TYPES['.json'], JSON.stringify({ columns, dict }));
    if (url.pathname === '/data/rows.json') {
      // All `total` rows, or one page of them when amis asks with page and perPage.
      const total = Number(url.searchParams.get('total') ?? 100);
      const all = rowsOf(records, total);
      const perPage = Number(url.searchParams.get('perPage') ?? total);
      const from = (Number(url.searchParams.get('page') ?? 1) - 1) * perPage;
      const items = all.slice(from, from + perPage);
      const body =
        url.searchParams.get('format') === 'amis'
          ? { status: 0, msg: '', data: { items, total } }
          : { columns, dict, records: items, total };
      return send(200, TYPES['.json'], JSON.stringify(body));
    }
    if (url.pathname.startsWith('/data/')) return send(200, TYPES['.json'], '{"status":0,"msg":""}');
    const file = normalize(join(dist, url.pathname === '/' ? 'ceiling.html' : url.pathname));
    if (!file.startsWith(dist)) return send(403, 'text/plain', 'no');
    try {
      return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}
