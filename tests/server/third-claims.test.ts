// Mapping a provider's claims to an account's fields, and the allowed email domains (issue 17).
import { describe, expect, it } from 'vitest';
import type { SysThirdProvider } from '../../server/src/db/types-third.js';
import { emailAllowed, mapClaims } from '../../server/src/services/third-claims.js';

const provider = (fields: Partial<SysThirdProvider> = {}) =>
  ({
    code: 'acme',
    claim_username: null,
    claim_realname: null,
    claim_email: null,
    claim_phone: null,
    claim_avatar: null,
    email_domains: null,
    ...fields,
  }) as SysThirdProvider;

describe('mapClaims', () => {
  it('reads the standard claims unless the provider names others', () => {
    expect(
      mapClaims(provider(), {
        sub: 's1',
        preferred_username: 'ann',
        name: 'Ann',
        email: 'Ann@Acme.Test',
        phone_number: '13800000000',
        picture: 'https://idp/ann.png',
      }),
    ).toEqual({
      subject: 's1',
      username: 'ann',
      realname: 'Ann',
      email: 'ann@acme.test',
      emailVerified: true,
      phone: '13800000000',
      avatar: 'https://idp/ann.png',
    });
    const mapped = mapClaims(provider({ claim_username: 'uid', claim_realname: 'cn' }), {
      sub: 's2',
      uid: 'bob',
      cn: 'Bob',
      preferred_username: 'ignored',
      email_verified: false,
    });
    expect(mapped).toMatchObject({ username: 'bob', realname: 'Bob', emailVerified: false });
  });

  it('leaves out a username that cannot be one here', () => {
    expect(mapClaims(provider(), { sub: 's', preferred_username: 'two words' }).username).toBeUndefined();
    expect(mapClaims(provider(), { sub: 's', preferred_username: 'x'.repeat(101) }).username).toBeUndefined();
    expect(
      mapClaims(provider(), { sub: 's', preferred_username: { nested: true } }).username,
    ).toBeUndefined();
  });
});

describe('emailAllowed', () => {
  const claims = (email?: string, emailVerified = true) => ({ subject: 's', email, emailVerified });

  it('admits any email when the provider lists no domains', () => {
    expect(emailAllowed(provider(), claims())).toBe(true);
  });

  it('admits only verified emails of exactly the listed domains', () => {
    const strict = provider({ email_domains: 'acme.test, @partner.test' });
    expect(emailAllowed(strict, claims('ann@acme.test'))).toBe(true);
    expect(emailAllowed(strict, claims('bob@partner.test'))).toBe(true);
    expect(emailAllowed(strict, claims('eve@evil-acme.test'))).toBe(false);
    expect(emailAllowed(strict, claims('eve@acme.test.evil'))).toBe(false);
    expect(emailAllowed(strict, claims('eve@sub.acme.test'))).toBe(false);
    expect(emailAllowed(strict, claims('ann@acme.test', false))).toBe(false);
    expect(emailAllowed(strict, claims(undefined))).toBe(false);
  });
});
