// Runtime configuration, read once from the environment. Every bad value fails the start with a message
// naming the variable, so a typo in a deployment never turns into a half-working server.
import { resolve } from 'node:path';
import type { DestinationStream } from 'pino';
import type { MessagingOverrides } from './services/message-delivery.js';
import type { SmsSender } from './services/sms.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** When sign-in asks for the image captcha (LOGIN_CAPTCHA). */
export type LoginCaptchaMode = 'after-failure' | 'always' | 'off';

/**
 * STORAGE: where the bytes of stored files live (server/src/files/): `local` (default) under
 * DATA_DIR/files/store, or `s3`, an S3-compatible object store reached with the AWS SDK v3.
 */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** S3_ENDPOINT: `http(s)://host:port` of an S3-compatible service; unset: AWS S3 of the region. */
      endpoint?: string;
      /** S3_REGION (default us-east-1). */
      region: string;
      /** S3_BUCKET: the bucket stored files go to (it must exist). */
      bucket: string;
      /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; both unset: the SDK's default credential chain. */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** S3_FORCE_PATH_STYLE (default true): `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
      forcePathStyle: boolean;
    };

/**
 * CAS single sign-on (services/cas-*.ts, routes/cas.ts); absent when CAS_SERVER_URL is unset.
 */
export interface CasConfig {
  /** CAS_SERVER_URL: the CAS server's prefix, e.g. `https://cas.example.com/cas` (no trailing slash). */
  serverUrl: string;
  /**
   * CAS_SERVICE_URL: comma-separated service URLs this deployment accepts, each compared exactly. A
   * ticket is only ever validated for one of these, so validateLogin cannot be used to check tickets
   * issued for other applications or to send the browser elsewhere (no open redirect).
   */
  serviceUrls: readonly string[];
  /** CAS_PROTOCOL: 3 (default, `/p3/serviceValidate`, attributes) or 2 (`/serviceValidate`). */
  protocol: 2 | 3;
  /** CAS_USERNAME_ATTRIBUTE: the attribute holding the local username; unset: the CAS `user` itself. */
  usernameAttribute?: string;
  /**
   * CAS_UNKNOWN_USERS: a CAS user without an account here is refused (`refuse`, default) or gets a new
   * account (`create`) with the role CAS_DEFAULT_ROLE and the mapped attributes below.
   */
  createUsers: boolean;
  /** CAS_DEFAULT_ROLE: role code of accounts created for CAS users (required with `create`). */
  defaultRole?: string;
  /** CAS_REALNAME_ATTRIBUTE, CAS_EMAIL_ATTRIBUTE, CAS_PHONE_ATTRIBUTE: filled into a created account. */
  attributes: { realname?: string; email?: string; phone?: string };
  /** How long the CAS server has to answer a validation (ms). */
  timeoutMs: number;
}

/**
 * Third-party sign-in (OpenID Connect / OAuth 2.0, services/third-*.ts); the providers themselves are
 * configured by an admin in the database. Absent when OIDC_PUBLIC_URL is unset.
 */
export interface ThirdLoginConfig {
  /** OIDC_PUBLIC_URL: this server's public origin (`https://console.example.com`), for the callback URL. */
  publicUrl: string;
  /**
   * OIDC_CLIENT_URL: comma-separated login page URLs the browser may be sent back to, each compared
   * exactly; the first is the default. No other target is ever redirected to (no open redirect).
   */
  clientUrls: readonly string[];
  /** OIDC_ALLOW_HTTP=true: accept http:// provider URLs (development and tests only). */
  allowHttp: boolean;
  /** How long a provider has to answer discovery, token and key requests (ms). */
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the SQLite file (`app.db`) and, later, uploaded files. */
  dataDir: string;
  /** `postgres://…` switches the database from the embedded SQLite file to PostgreSQL. */
  databaseUrl?: string;
  /** Path prefix of every API route, without a trailing slash (`/api`). */
  apiBase: string;
  appTitle: string;
  /** Admin password used by the first start's seed; a random one is generated when unset. */
  adminPassword?: string;
  /** Built web app; static serving is skipped when it has no index.html. */
  webRoot: string;
  /** SCHEMAS_DIR: folder with models/ and pages/ (default ./schemas); models drive tables and CRUD routes. */
  schemasDir: string;
  staticDomain?: string;
  websocketDomain?: string;
  /** scrypt cost N for new password hashes (2^17 is the OWASP minimum; tests use 2^14). */
  scryptCost: number;
  tokenTtlMs: number;
  /** How long an authenticated session may be served from memory before the database is asked again. */
  sessionCacheTtlMs: number;
  /** SESSION_MAX_PER_USER: sessions one user may hold at once; a new sign-in ends the oldest beyond it. */
  sessionMaxPerUser: number;
  /** SESSION_IDLE_MINUTES: a session unused this long is over (0: only the 7-day expiry ends it). */
  sessionIdleMs: number;
  /** Login attempts allowed per client address per window, counted before any password is hashed. */
  loginRateLimit: { max: number; windowMs: number };
  /** Fastify's trustProxy: set when a reverse proxy sits in front, so request.ip is the client. */
  trustProxy: boolean | string;
  /** The log's level; `stream` (tests, benches) replaces the default, standard output (lib/log-stream.ts). */
  logger: false | { level: LogLevel; stream?: DestinationStream };
  /** REDIS_URL: `redis://…` carries realtime messages between server instances; unset: in-process. */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: prefix of this deployment's Redis channels and keys (default `console:`). */
  redisKeyPrefix: string;
  /** LOGIN_CAPTCHA: after a failed attempt from that account or address (default), always, or never. */
  loginCaptcha: LoginCaptchaMode;
  /**
   * DATA_SOURCE_KEY: the AES-256 key (64 hex digits) sealing data-source passwords; unset: a key
   * generated into DATA_DIR/data-source.key (services/data-source-secret.ts).
   */
  dataSourceKey?: string;
  /** Delivers SMS codes; set in code by a deployment with a gateway. Unset: codes go to the server log. */
  smsSender?: SmsSender;
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): mails of the message center; unset: logged, failed. */
  smtpUrl?: string;
  /** SMTP_FROM: the mails' sender address (default `noreply@localhost`). */
  smtpFrom?: string;
  /** Message-center delivery overrides, set in code (tests): a mail transport, retry attempts and delay. */
  messaging?: MessagingOverrides;
  /** Scheduled jobs: a run's time limit (default 60 s) and how often jobs are re-read (default 5 s). */
  quartz?: { timeoutMs?: number; syncMs?: number };
  /** STORAGE and S3_*: the storage backend of the file lists. */
  storage: StorageConfig;
  /** METRICS (default on): `off` records no metrics, trace or histories (the bench's comparison). */
  metrics: boolean;
  /** METRICS_TOKEN: a Prometheus scraper's `Authorization: Bearer` token for GET /metrics; unset: admins only. */
  metricsToken?: string;
  /** CAS_*: CAS single sign-on; unset: the CAS routes answer that CAS is not configured. */
  cas?: CasConfig;
  /** OIDC_*: third-party sign-in; unset: its sign-in routes answer that it is not configured. */
  thirdLogin?: ThirdLoginConfig;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Reads the configuration from `env` (default `process.env`); throws on a bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset to use SQLite)');
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    apiBase: apiBase(optional(env, 'API_BASE') ?? '/api'),
    appTitle: optional(env, 'APP_TITLE') ?? '支持中心',
    adminPassword: optional(env, 'ADMIN_PASSWORD'),
    webRoot: resolve(optional(env, 'WEB_ROOT') ?? 'dist/web'),
    schemasDir: resolve(optional(env, 'SCHEMAS_DIR') ?? 'schemas'),
    staticDomain: optional(env, 'STATIC_DOMAIN'),
    websocketDomain: optional(env, 'WS_DOMAIN'),
    scryptCost: scryptCost(env),
    tokenTtlMs: SEVEN_DAYS_MS,
    sessionCacheTtlMs: 10_000,
    sessionMaxPerUser: integer(env, 'SESSION_MAX_PER_USER', 10, 1, 1000),
    sessionIdleMs: integer(env, 'SESSION_IDLE_MINUTES', 120, 0, 7 * 24 * 60) * 60_000,
    loginRateLimit: { max: integer(env, 'LOGIN_RATE_LIMIT', 20, 1, 1_000_000), windowMs: 10 * 60 * 1000 },
    trustProxy: trustProxy(optional(env, 'TRUST_PROXY')),
    logger: logger(optional(env, 'LOG_LEVEL')),
    redisUrl: redisUrl(optional(env, 'REDIS_URL')),
    redisKeyPrefix: optional(env, 'REDIS_KEY_PREFIX') ?? 'console:',
    loginCaptcha: loginCaptcha(optional(env, 'LOGIN_CAPTCHA')),
    smtpUrl: smtpUrl(optional(env, 'SMTP_URL')),
    smtpFrom: optional(env, 'SMTP_FROM'),
    dataSourceKey: dataSourceKey(optional(env, 'DATA_SOURCE_KEY')),
    storage: storage(env),
    metrics: metricsSwitch(optional(env, 'METRICS')),
    metricsToken: metricsToken(optional(env, 'METRICS_TOKEN')),
    cas: cas(env),
    thirdLogin: thirdLogin(env),
  };
}

function metricsSwitch(raw: string | undefined): boolean {
  const value = (raw ?? 'on').toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error(`METRICS must be on or off, got "${raw}"`);
  return value === 'on';
}

function metricsToken(value: string | undefined): string | undefined {
  // A short token could be guessed by a scraper-sized number of tries.
  if (value !== undefined && !/^[\x21-\x7e]{16,512}$/.test(value)) {
    throw new Error('METRICS_TOKEN must be 16 to 512 printable characters without spaces');
  }
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function scryptCost(env: Env): number {
  const n = integer(env, 'SCRYPT_N', 131072, 1024, 1 << 20);
  // scrypt requires a power of two; catching it here beats a crypto error on the first login.
  if ((n & (n - 1)) !== 0) throw new Error(`SCRYPT_N must be a power of two, got ${n}`);
  return n;
}

function apiBase(raw: string): string {
  const base = raw.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(base)) {
    throw new Error(`API_BASE must be a path such as /api (not the site root), got "${raw}"`);
  }
  return base;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw; // a comma list of proxy addresses or CIDR ranges, as Fastify accepts
}

const CAPTCHA_MODES: readonly LoginCaptchaMode[] = ['after-failure', 'always', 'off'];

function loginCaptcha(raw: string | undefined): LoginCaptchaMode {
  const mode = (raw ?? 'after-failure').toLowerCase();
  if (!CAPTCHA_MODES.includes(mode as LoginCaptchaMode)) {
    throw new Error(`LOGIN_CAPTCHA must be one of ${CAPTCHA_MODES.join(', ')}, got "${raw}"`);
  }
  return mode as LoginCaptchaMode;
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw !== undefined && !/^smtps?:\/\//.test(raw)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to log mails instead)');
  }
  return raw;
}

function redisUrl(raw: string | undefined): string | undefined {
  if (raw !== undefined && !/^rediss?:\/\//.test(raw)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (leave it unset for a single instance)');
  }
  return raw;
}

function logger(raw: string | undefined): AppConfig['logger'] {
  const level = (raw ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level as LogLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return { level: level as LogLevel };
}

function dataSourceKey(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new Error('DATA_SOURCE_KEY must be 64 hex digits (a 256-bit key)');
  }
  return value;
}

function storage(env: Env): StorageConfig {
  const kind = (optional(env, 'STORAGE') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, got "${env.STORAGE}"`);
  const endpoint = optional(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new Error('S3_ENDPOINT must be an http:// or https:// URL');
  }
  const bucket = optional(env, 'S3_BUCKET');
  if (bucket === undefined) throw new Error('S3_BUCKET is required when STORAGE=s3');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), got "${bucket}"`);
  }
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = (optional(env, 'S3_FORCE_PATH_STYLE') ?? 'true').toLowerCase();
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return {
    kind: 's3',
    endpoint,
    region: optional(env, 'S3_REGION') ?? 'us-east-1',
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return url;
}

function cas(env: Env): CasConfig | undefined {
  const server = optional(env, 'CAS_SERVER_URL');
  if (server === undefined) return undefined;
  httpUrl('CAS_SERVER_URL', server);
  const services = (optional(env, 'CAS_SERVICE_URL') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Without an allow-list any service would do, and a ticket for another application would sign in here.
  if (services.length === 0) throw new Error('CAS_SERVICE_URL is required when CAS_SERVER_URL is set');
  for (const service of services) httpUrl('CAS_SERVICE_URL', service);
  const protocol = optional(env, 'CAS_PROTOCOL') ?? '3';
  if (protocol !== '2' && protocol !== '3') throw new Error(`CAS_PROTOCOL must be 2 or 3, got "${protocol}"`);
  const unknownUsers = optional(env, 'CAS_UNKNOWN_USERS') ?? 'refuse';
  if (unknownUsers !== 'refuse' && unknownUsers !== 'create') {
    throw new Error(`CAS_UNKNOWN_USERS must be refuse or create, got "${unknownUsers}"`);
  }
  const defaultRole = optional(env, 'CAS_DEFAULT_ROLE');
  // A created account without a role could sign in and see nothing; better to say so at start.
  if (unknownUsers === 'create' && defaultRole === undefined) {
    throw new Error('CAS_DEFAULT_ROLE is required when CAS_UNKNOWN_USERS=create');
  }
  return {
    serverUrl: server.replace(/\/+$/, ''),
    serviceUrls: services,
    protocol: protocol === '2' ? 2 : 3,
    usernameAttribute: optional(env, 'CAS_USERNAME_ATTRIBUTE'),
    createUsers: unknownUsers === 'create',
    defaultRole,
    attributes: {
      realname: optional(env, 'CAS_REALNAME_ATTRIBUTE'),
      email: optional(env, 'CAS_EMAIL_ATTRIBUTE'),
      phone: optional(env, 'CAS_PHONE_ATTRIBUTE'),
    },
    timeoutMs: integer(env, 'CAS_TIMEOUT_MS', 5000, 100, 60_000),
  };
}

function thirdLogin(env: Env): ThirdLoginConfig | undefined {
  const publicUrl = optional(env, 'OIDC_PUBLIC_URL');
  if (publicUrl === undefined) return undefined;
  httpUrl('OIDC_PUBLIC_URL', publicUrl);
  const clientUrls = (optional(env, 'OIDC_CLIENT_URL') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (clientUrls.length === 0) throw new Error('OIDC_CLIENT_URL is required when OIDC_PUBLIC_URL is set');
  for (const url of clientUrls) httpUrl('OIDC_CLIENT_URL', url);
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    clientUrls,
    allowHttp: (optional(env, 'OIDC_ALLOW_HTTP') ?? 'false').toLowerCase() === 'true',
    timeoutMs: integer(env, 'OIDC_TIMEOUT_MS', 5000, 100, 60_000),
  };
}
