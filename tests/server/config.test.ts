import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { configScript } from '../../server/src/routes/config-js.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      apiBase: '/api',
      appTitle: '支持中心',
      webRoot: resolve('dist/web'),
      scryptCost: 131072,
      tokenTtlMs: 604_800_000,
      logger: { level: 'info' },
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.sessionCacheTtlMs).toBeLessThanOrEqual(10_000);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3999',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      API_BASE: '/jeecg-boot/',
      APP_TITLE: 'Support',
      ADMIN_PASSWORD: 'pw',
      WEB_ROOT: '/srv/web',
      STATIC_DOMAIN: 'https://static.example.com',
      WS_DOMAIN: 'wss://ws.example.com',
      SCRYPT_N: '16384',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 3999,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      apiBase: '/jeecg-boot',
      appTitle: 'Support',
      adminPassword: 'pw',
      webRoot: '/srv/web',
      staticDomain: 'https://static.example.com',
      websocketDomain: 'wss://ws.example.com',
      scryptCost: 16384,
      logger: { level: 'warn' },
      trustProxy: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ SCRYPT_N: '10000' }, /SCRYPT_N must be a power of two/],
    [{ API_BASE: '/' }, /API_BASE/],
    [{ API_BASE: 'api' }, /API_BASE/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ STORAGE: 'ftp' }, /STORAGE must be local or s3/],
    [{ STORAGE: 's3' }, /S3_BUCKET is required/],
    [{ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' }, /must be set together/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: the storage of the file lists', () => {
  it('is local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the S3 variables with their defaults', () => {
    expect(loadConfig({ STORAGE: 'S3', S3_BUCKET: 'console-files' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'console-files',
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'cn-east-1',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-east-1',
      bucket: 'files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
  });
});

describe('loadConfig CAS', () => {
  it('leaves CAS off without CAS_SERVER_URL', () => {
    expect(loadConfig({}).cas).toBeUndefined();
  });

  it('reads the server prefix, the service allow-list, the protocol and the username attribute', () => {
    expect(
      loadConfig({
        CAS_SERVER_URL: 'https://cas.example.com/cas/',
        CAS_SERVICE_URL: 'https://console.example.com/user/login, https://m.example.com/login',
        CAS_PROTOCOL: '2',
        CAS_USERNAME_ATTRIBUTE: 'uid',
      }).cas,
    ).toEqual({
      serverUrl: 'https://cas.example.com/cas',
      serviceUrls: ['https://console.example.com/user/login', 'https://m.example.com/login'],
      protocol: 2,
      usernameAttribute: 'uid',
      timeoutMs: 5000,
      createUsers: false,
      attributes: {},
    });
    expect(
      loadConfig({
        CAS_SERVER_URL: 'https://cas.example.com/cas',
        CAS_SERVICE_URL: 'https://c.example/l',
        CAS_UNKNOWN_USERS: 'create',
        CAS_DEFAULT_ROLE: 'partner',
        CAS_REALNAME_ATTRIBUTE: 'displayName',
        CAS_EMAIL_ATTRIBUTE: 'mail',
        CAS_PHONE_ATTRIBUTE: 'mobile',
      }).cas,
    ).toMatchObject({
      createUsers: true,
      defaultRole: 'partner',
      attributes: { realname: 'displayName', email: 'mail', phone: 'mobile' },
    });
    expect(
      loadConfig({ CAS_SERVER_URL: 'https://cas.example.com/cas', CAS_SERVICE_URL: 'https://c.example/l' })
        .cas?.protocol,
    ).toBe(3);
  });

  it('refuses CAS without a service allow-list, a non-http URL or an unknown protocol', () => {
    expect(() => loadConfig({ CAS_SERVER_URL: 'https://cas.example.com/cas' })).toThrow(/CAS_SERVICE_URL/);
    expect(() => loadConfig({ CAS_SERVER_URL: 'ftp://cas', CAS_SERVICE_URL: 'https://c.example/l' })).toThrow(
      /CAS_SERVER_URL/,
    );
    expect(() =>
      loadConfig({ CAS_SERVER_URL: 'https://cas.example.com', CAS_SERVICE_URL: 'javascript:alert(1)' }),
    ).toThrow(/CAS_SERVICE_URL/);
    expect(() =>
      loadConfig({
        CAS_SERVER_URL: 'https://cas.example.com',
        CAS_SERVICE_URL: 'https://c.example/l',
        CAS_PROTOCOL: '1',
      }),
    ).toThrow(/CAS_PROTOCOL/);
    const base = { CAS_SERVER_URL: 'https://cas.example.com', CAS_SERVICE_URL: 'https://c.example/l' };
    expect(() => loadConfig({ ...base, CAS_UNKNOWN_USERS: 'create' })).toThrow(/CAS_DEFAULT_ROLE/);
    expect(() => loadConfig({ ...base, CAS_UNKNOWN_USERS: 'maybe' })).toThrow(/CAS_UNKNOWN_USERS/);
  });
});

describe('configScript', () => {
  it('tells the login page about CAS only when it is configured', () => {
    const cas = loadConfig({
      CAS_SERVER_URL: 'https://cas.example.com/cas',
      CAS_SERVICE_URL: 'https://c.example/l',
    });
    expect(configScript(cas)).toContain(
      '"casServerUrl":"https://cas.example.com/cas","casServiceUrl":"https://c.example/l"',
    );
    expect(configScript(loadConfig({}))).not.toContain('cas');
  });

  it('tells the login page about third-party sign-in only when it is configured', () => {
    const oidc = loadConfig({ OIDC_PUBLIC_URL: 'https://c.example', OIDC_CLIENT_URL: 'https://c.example/l' });
    expect(configScript(oidc)).toContain('"thirdLogin":true');
    expect(configScript(oidc)).not.toContain('c.example');
    expect(configScript(loadConfig({}))).not.toContain('thirdLogin');
  });

  it('escapes characters that could end the script', () => {
    const script = configScript({ ...loadConfig({}), appTitle: '</script>&\u2028' });
    expect(script).toBe(
      'window.__APP_CONFIG__ = {"apiBase":"/api","staticDomain":"","websocketDomain":"","title":"\\u003c/script\\u003e\\u0026\\u2028"};\n',
    );
  });
});

describe('loadConfig third-party sign-in', () => {
  it('leaves it off without OIDC_PUBLIC_URL', () => {
    expect(loadConfig({}).thirdLogin).toBeUndefined();
  });

  it('reads the public URL, the login page allow-list, http for development and the timeout', () => {
    expect(
      loadConfig({
        OIDC_PUBLIC_URL: 'https://console.example.com/',
        OIDC_CLIENT_URL: 'https://console.example.com/user/login, https://m.example.com/login',
        OIDC_ALLOW_HTTP: 'true',
        OIDC_TIMEOUT_MS: '3000',
      }).thirdLogin,
    ).toEqual({
      publicUrl: 'https://console.example.com',
      clientUrls: ['https://console.example.com/user/login', 'https://m.example.com/login'],
      allowHttp: true,
      timeoutMs: 3000,
    });
  });

  it('refuses it without a login page allow-list or with a non-http URL', () => {
    expect(() => loadConfig({ OIDC_PUBLIC_URL: 'https://c.example' })).toThrow(/OIDC_CLIENT_URL/);
    expect(() => loadConfig({ OIDC_PUBLIC_URL: 'ftp://c', OIDC_CLIENT_URL: 'https://c.example/l' })).toThrow(
      /OIDC_PUBLIC_URL/,
    );
  });
});
