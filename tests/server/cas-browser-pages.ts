// The browser side of the test CAS server (CAS protocol §2.1–2.3), for the end-to-end sign-in: a
// login form at /cas/login that checks a fixed list of accounts and sends the browser back to the
// service with a ticket, an SSO session kept in the CASTGC cookie (a second /login with it asks
// nothing), and /cas/logout, which ends that session, posts a SAML single-logout request for each of
// its tickets to the service's logout URL (as a CAS server's single logout does) and then follows the
// `service` parameter back.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CasAccount {
  password: string;
  attributes?: Record<string, string>;
}

export interface CasBrowserOptions {
  accounts: Record<string, CasAccount>;
  /** Where single-logout requests go (the service's registered logout URL); none: no back-channel. */
  logoutCallbackUrl?: string;
}

type Issue = (user: string, service: string, attributes?: Record<string, string>) => string;

interface SsoSession {
  user: string;
  attributes: Record<string, string>;
  tickets: string[];
}

const COOKIE = 'CASTGC';

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginForm(service: string, error?: string): string {
  const action = `/cas/login?service=${encodeURIComponent(service)}`;
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>CAS – Central Authentication Service</title>' +
    '</head><body><h1>Central Authentication Service</h1>' +
    (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="${escapeHtml(action)}">` +
    '<label>Username <input name="username" autocomplete="username"></label>' +
    '<label>Password <input name="password" type="password" autocomplete="current-password"></label>' +
    '<button type="submit">LOGIN</button></form></body></html>'
  );
}

function logoutRequest(ticket: string): string {
  return (
    '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ' +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(6).toString('hex')}" ` +
    `Version="2.0" IssueInstant="${new Date().toISOString()}"><saml:NameID>@NOT_USED@</saml:NameID>` +
    `<samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * A handler for /cas/login and /cas/logout; answers false for any other path.
 *
 * @example
 * const pages = casBrowserPages(issue, { accounts: { alice: { password: 'pw' } } });
 * if (await pages(req, res, url)) return;
 */
export function casBrowserPages(issue: Issue, options: CasBrowserOptions) {
  const sessions = new Map<string, SsoSession>();
  const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const redirect = (res: ServerResponse, location: string, headers: Record<string, string> = {}) => {
    res.writeHead(302, { location, ...headers });
    res.end();
  };
  const sessionOf = (req: IncomingMessage) => {
    const id = /(?:^|;\s*)CASTGC=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    return id ? { id, session: sessions.get(id) } : undefined;
  };
  const sendBack = (res: ServerResponse, session: SsoSession, service: string, headers = {}) => {
    const ticket = issue(session.user, service, session.attributes);
    session.tickets.push(ticket);
    redirect(res, `${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}`, headers);
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname === '/cas/login') {
      const service = url.searchParams.get('service') ?? '';
      if (!service) return (html(res, 400, 'service is required'), true);
      const sso = sessionOf(req)?.session;
      if (req.method !== 'POST') {
        if (sso) sendBack(res, sso, service);
        else html(res, 200, loginForm(service));
        return true;
      }
      const form = await readForm(req);
      const user = form.get('username') ?? '';
      const account = options.accounts[user];
      if (!account || account.password !== form.get('password')) {
        html(res, 401, loginForm(service, 'Invalid credentials.'));
        return true;
      }
      const id = `TGT-${randomBytes(12).toString('hex')}`;
      const session = { user, attributes: account.attributes ?? {}, tickets: [] };
      sessions.set(id, session);
      sendBack(res, session, service, { 'set-cookie': `${COOKIE}=${id}; Path=/cas; HttpOnly` });
      return true;
    }
    if (url.pathname === '/cas/logout') {
      const current = sessionOf(req);
      if (current?.session) {
        sessions.delete(current.id);
        if (options.logoutCallbackUrl) {
          for (const ticket of current.session.tickets) {
            await fetch(options.logoutCallbackUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ logoutRequest: logoutRequest(ticket) }).toString(),
            }).catch(() => undefined);
          }
        }
      }
      const clear = { 'set-cookie': `${COOKIE}=; Path=/cas; Max-Age=0` };
      const service = url.searchParams.get('service');
      if (service) redirect(res, service, clear);
      else html(res, 200, '<!doctype html><p>Logout successful</p>', clear);
      return true;
    }
    return false;
  };
}
