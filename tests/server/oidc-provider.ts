// A real OpenID Provider for the third-party sign-in suites: oidc-provider (certified by the OpenID
// Foundation) on 127.0.0.1, with its development login and consent pages, a key the test knows (so a
// test can mint tokens it signed), and a token proxy that forwards the token request to the provider
// and tampers with the ID token in its answer (another audience, another nonce, another key), playing
// the attacker the relying party must catch. signInAt() is a browser: it follows the redirects, keeps
// the cookies and fills the provider's pages, and stops at our callback URL.
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type Tamper = 'none' | 'audience' | 'nonce' | 'key';

export interface OidcTestProvider {
  issuer: string;
  /** The token proxy's token endpoint. */
  proxyTokenUrl: string;
  /** What the proxy does to the next ID tokens. */
  tamper: Tamper;
  close(): Promise<void>;
}

export interface TestAccount {
  preferred_username?: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/**
 * Starts the provider with one confidential client `clientId`/`clientSecret` whose redirect URIs are
 * `redirectUris`, and the accounts `accounts` (by subject).
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Map<string, TestAccount>;
}): Promise<OidcTestProvider> {
  const server = createServer();
  const issuer = `http://127.0.0.1:${await listen(server)}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = options.accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const upstream = await fetch(`${issuer}/token`, {
          method: 'POST',
          headers: {
            'content-type': req.headers['content-type'] ?? '',
            authorization: req.headers.authorization ?? '',
          },
          body: Buffer.concat(chunks),
        });
        const answer = (await upstream.json()) as Record<string, unknown>;
        if (typeof answer.id_token === 'string' && handle.tamper !== 'none') {
          const claims = JSON.parse(
            Buffer.from(answer.id_token.split('.')[1]!, 'base64url').toString(),
          ) as Record<string, unknown>;
          if (handle.tamper === 'audience') claims.aud = 'another-application';
          if (handle.tamper === 'nonce') claims.nonce = 'forged-nonce';
          const key =
            handle.tamper === 'key'
              ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
              : privateKey;
          answer.id_token = signJwt(key, kid, claims);
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      })();
    });
  });
  const proxyPort = await listen(proxy);

  const handle: OidcTestProvider = {
    issuer,
    proxyTokenUrl: `http://127.0.0.1:${proxyPort}/token`,
    tamper: 'none',
    close: async () => {
      server.closeAllConnections();
      proxy.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
  return handle;
}

/**
 * Opens `authorizeUrl` as a browser would, signs in as `subject` on the provider's page and grants the
 * consent, and returns the URL the provider finally redirects to under `stopAt` (our callback).
 */
export async function signInAt(authorizeUrl: string, subject: string, stopAt: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    form = undefined;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(stopAt)) return url;
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url} (HTTP ${res.status}): ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    form = new URLSearchParams({ prompt: prompt ?? 'consent' });
    if (prompt === 'login') {
      form.set('login', subject);
      form.set('password', 'any');
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error(`the provider did not send the browser to ${stopAt}`);
}
