// A small CAS server for the CAS client tests, on 127.0.0.1: it issues service tickets and answers
// /serviceValidate (protocol 2.0) and /p3/serviceValidate (3.0) with the protocol's real XML. A ticket
// is single-use (any validation attempt consumes it, as CAS protocol §3.1.1 requires), expires, and is
// only good for the service it was issued for. `rawAnswer` replaces the next answer with any body, for
// the forged and malformed responses.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { casBrowserPages, type CasBrowserOptions } from './cas-browser-pages.js';

interface Ticket {
  user: string;
  service: string;
  expiresAt: number;
  attributes: Record<string, string>;
}

interface IssueOptions {
  ttlMs?: number;
  attributes?: Record<string, string>;
}

export interface CasTestServer {
  /** The server's prefix, as CAS_SERVER_URL. */
  url: string;
  /** Issues a service ticket for `user` and `service`, valid for `ttlMs` (default 10 s). */
  issue(user: string, service: string, options?: IssueOptions): string;
  /** The next validation answers this body instead. */
  rawAnswer(body: string): void;
  /** Paths validated so far. */
  readonly paths: string[];
  close(): Promise<void>;
}

const NS = 'xmlns:cas="http://www.yale.edu/tp/cas"';

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function success(ticket: Ticket, withAttributes: boolean): string {
  const attributes = Object.entries(ticket.attributes)
    .map(([name, value]) => `<cas:${name}>${escapeXml(value)}</cas:${name}>`)
    .join('');
  return (
    `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>${escapeXml(ticket.user)}</cas:user>` +
    (withAttributes ? `<cas:attributes>${attributes}</cas:attributes>` : '') +
    '</cas:authenticationSuccess></cas:serviceResponse>'
  );
}

function failure(code: string, message: string): string {
  return (
    `<cas:serviceResponse ${NS}><cas:authenticationFailure code="${code}">${escapeXml(message)}` +
    '</cas:authenticationFailure></cas:serviceResponse>'
  );
}

/** Starts the server; with `browser`, it also has the login and logout pages a browser uses. */
export async function startCasServer(browser?: CasBrowserOptions): Promise<CasTestServer> {
  const tickets = new Map<string, Ticket>();
  const paths: string[] = [];
  let raw: string | undefined;
  const issue = (user: string, service: string, options: IssueOptions = {}) => {
    const id = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(id, {
      user,
      service,
      expiresAt: Date.now() + (options.ttlMs ?? 10_000),
      attributes: options.attributes ?? {},
    });
    return id;
  };
  const pages =
    browser && casBrowserPages((user, service, attributes) => issue(user, service, { attributes }), browser);

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pages && (await pages(req, res, url))) return;
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(body);
    };
    const protocol3 = url.pathname.endsWith('/p3/serviceValidate');
    if (!protocol3 && !url.pathname.endsWith('/serviceValidate')) return answer(404, 'not found');
    paths.push(url.pathname);
    if (raw !== undefined) {
      const body = raw;
      raw = undefined;
      return answer(200, body);
    }
    const id = url.searchParams.get('ticket') ?? '';
    const service = url.searchParams.get('service') ?? '';
    if (!id || !service) return answer(200, failure('INVALID_REQUEST', 'ticket and service are required'));
    const ticket = tickets.get(id);
    tickets.delete(id);
    if (!ticket || ticket.expiresAt <= Date.now()) {
      return answer(200, failure('INVALID_TICKET', `Ticket ${id} not recognized`));
    }
    if (ticket.service !== service) return answer(200, failure('INVALID_SERVICE', 'service does not match'));
    return answer(200, success(ticket, protocol3));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/cas`,
    issue,
    rawAnswer(body) {
      raw = body;
    },
    paths,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
