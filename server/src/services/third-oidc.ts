// The OpenID Connect relying party (openid-client 6): the provider's configuration (discovery from its
// issuer, or the endpoints an admin entered), the authorization URL (code flow, PKCE S256, state,
// nonce), and the code exchange, in which openid-client checks the state, the PKCE verifier and the
// ID token: signature against the provider's keys (enableNonRepudiationChecks: not only trusted
// because it came over TLS), issuer, audience (our client id), nonce and expiry.
import * as client from 'openid-client';
import type { ThirdLoginConfig } from '../config.js';
import type { SysThirdProvider } from '../db/types-third.js';

/** The provider could not be reached, was too slow, or answered with an HTTP error: an outage. */
export class ProviderUnavailableError extends Error {}

/** Why an answer from the provider was refused; each is a message key of its own. */
export type TokenRefusal = 'thirdNonceInvalid' | 'thirdAudienceInvalid' | 'thirdTokenInvalid';

export class TokenRefusedError extends Error {
  constructor(
    readonly reason: TokenRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/** Discovered configurations, by what they were built from, so an edited provider gets a new one. */
const configs = new Map<string, { at: number; config: Promise<client.Configuration> }>();
const CONFIG_TTL_MS = 10 * 60_000;

function isHttp(url: string | null): boolean {
  return url !== null && url.startsWith('http:');
}

async function buildConfig(
  provider: SysThirdProvider,
  secret: string | undefined,
  settings: ThirdLoginConfig,
): Promise<client.Configuration> {
  const auth = secret ? client.ClientSecretBasic(secret) : client.None();
  const insecure =
    settings.allowHttp &&
    [provider.issuer, provider.authorization_endpoint, provider.token_endpoint].some(isHttp);
  const execute = [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])];
  if (!provider.authorization_endpoint) {
    return client.discovery(new URL(provider.issuer!), provider.client_id, undefined, auth, {
      execute,
      timeout: settings.timeoutMs / 1000,
    });
  }
  const config = new client.Configuration(
    {
      issuer: provider.issuer!,
      authorization_endpoint: provider.authorization_endpoint,
      token_endpoint: provider.token_endpoint ?? undefined,
      jwks_uri: provider.jwks_uri ?? undefined,
    },
    provider.client_id,
    undefined,
    auth,
  );
  config.timeout = settings.timeoutMs / 1000;
  for (const step of execute) step(config);
  return config;
}

/**
 * The provider's client configuration, discovered at most every 10 minutes.
 * @throws ProviderUnavailableError when discovery fails.
 */
export async function providerConfig(
  provider: SysThirdProvider,
  secret: string | undefined,
  settings: ThirdLoginConfig,
): Promise<client.Configuration> {
  const key = JSON.stringify([
    provider.code,
    provider.issuer,
    provider.authorization_endpoint,
    provider.token_endpoint,
    provider.jwks_uri,
    provider.client_id,
    secret,
    settings.allowHttp,
  ]);
  const cached = configs.get(key);
  if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return cached.config;
  const config = buildConfig(provider, secret, settings);
  configs.set(key, { at: Date.now(), config });
  try {
    return await config;
  } catch (error) {
    configs.delete(key);
    throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for one sign-in, and the secrets the callback checks it with. */
export async function authorizationUrl(
  config: client.Configuration,
  redirectUri: string,
  scopes: string,
): Promise<{ url: string; checks: AuthorizationChecks }> {
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: scopes,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, checks };
}

/** The claim a JWT_CLAIM_COMPARISON failure names (`nonce`, `aud`, `iss`…), if any. */
function failedClaim(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const claim = (e.cause as { claim?: unknown } | undefined)?.claim;
    if (typeof claim === 'string') return claim;
  }
  return undefined;
}

function classify(error: unknown): Error {
  const detail = error instanceof Error ? error.message : String(error);
  const code = error instanceof client.ClientError ? error.code : undefined;
  // fetch's TypeError (refused, reset), timeouts and 5xx answers: the provider is down, not lying.
  if (
    (error instanceof TypeError && !(error instanceof client.ClientError)) ||
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return new ProviderUnavailableError(detail);
  }
  const claim = failedClaim(error);
  if (claim === 'nonce') return new TokenRefusedError('thirdNonceInvalid', detail);
  if (claim === 'aud' || claim === 'azp') return new TokenRefusedError('thirdAudienceInvalid', detail);
  return new TokenRefusedError('thirdTokenInvalid', detail);
}

/**
 * Exchanges the authorization response in `callbackUrl` for verified claims: the ID token's, completed
 * by the UserInfo endpoint's when the provider has one (the ID token's win where both have a claim).
 * @throws TokenRefusedError or ProviderUnavailableError.
 */
export async function exchangeCode(
  config: client.Configuration,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<Record<string, unknown>> {
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new TokenRefusedError('thirdTokenInvalid', 'no ID token');
    let info: Record<string, unknown> = {};
    if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    }
    return { ...info, ...claims };
  } catch (error) {
    if (error instanceof TokenRefusedError) throw error;
    throw classify(error);
  }
}
