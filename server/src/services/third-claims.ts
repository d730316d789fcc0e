// A provider's verified claims, mapped to what an account here holds. Each provider names the claim of
// each field (claim_username…); unset, the standard OpenID Connect claim is used.
import type { SysThirdProvider } from '../db/types-third.js';

export interface MappedClaims {
  /** The provider's `sub`: with the provider's code, what identifies the person. */
  subject: string;
  username?: string;
  realname?: string;
  email?: string;
  /** False only when the provider says the email is not verified. */
  emailVerified: boolean;
  phone?: string;
  avatar?: string;
}

/** What may be a username here: sys_user.username is 100 characters; no blanks or control characters. */
const ACCOUNT_NAME = /^[^\s\p{Cc}]{1,100}$/u;

function text(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed && trimmed.length <= 1000 ? trimmed : undefined;
}

/**
 * @example
 * mapClaims(provider, { sub: 'u1', preferred_username: 'ann', email: 'ann@example.com' });
 * // { subject: 'u1', username: 'ann', email: 'ann@example.com', emailVerified: true, … }
 */
export function mapClaims(provider: SysThirdProvider, claims: Record<string, unknown>): MappedClaims {
  const username = text(claims, provider.claim_username ?? 'preferred_username');
  return {
    subject: String(claims.sub),
    username: username && ACCOUNT_NAME.test(username) ? username : undefined,
    realname: text(claims, provider.claim_realname ?? 'name'),
    email: text(claims, provider.claim_email ?? 'email')?.toLowerCase(),
    emailVerified: claims.email_verified !== false,
    phone: text(claims, provider.claim_phone ?? 'phone_number'),
    avatar: text(claims, provider.claim_avatar ?? 'picture'),
  };
}

/**
 * Whether the email may sign in through the provider: any when it lists no domains; else a verified
 * email whose domain is listed (exactly, case-insensitive: `example.com` does not admit `evil-example.com`).
 */
export function emailAllowed(provider: SysThirdProvider, claims: MappedClaims): boolean {
  const domains = (provider.email_domains ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (domains.length === 0) return true;
  if (!claims.email || !claims.emailVerified) return false;
  const domain = claims.email.slice(claims.email.lastIndexOf('@') + 1);
  return domains.includes(domain);
}
