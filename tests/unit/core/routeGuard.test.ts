import { describe, expect, it } from 'vitest';
import { OPEN_ROUTES, decideNavigation, safeRedirectTarget } from '../../../runtime/core';

const nav = (path: string, hasToken: boolean, permissionsLoaded = false, fullPath = path) =>
  decideNavigation({ path, fullPath, hasToken, permissionsLoaded });

describe('decideNavigation (SPEC §2 "Access rule", §4 "Route guard")', () => {
  it('lists the open routes', () => {
    expect([...OPEN_ROUTES]).toEqual([
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/alteration',
      '/partner/search',
    ]);
  });

  it.each([...OPEN_ROUTES])('lets %s through without a token', (path) => {
    expect(nav(path, false)).toEqual({ type: 'allow' });
  });

  it('sends /user to /user/login', () => {
    expect(nav('/user', false)).toEqual({ type: 'redirect', to: '/user/login' });
    expect(nav('/user/', false)).toEqual({ type: 'redirect', to: '/user/login' });
  });

  it('sends a visitor without a token to login with the encoded full path', () => {
    expect(nav('/isystem/user', false, false, '/isystem/user?page=2&q=a b#top')).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2%26q%3Da%20b%23top',
    });
    expect(nav('/', false)).toEqual({ type: 'redirect', to: '/user/login?redirect=%2F' });
  });

  it('sends a signed-in user on /user/login (or /user) to the landing page', () => {
    expect(nav('/user/login', true, true)).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
    expect(nav('/user/login', true, false)).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
    expect(nav('/user', true, true)).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
  });

  it('sends a signed-in user on /user/login to its safe redirect target', () => {
    expect(nav('/user/login', true, false, '/user/login?redirect=%2Fisystem%2Fuser%3Ftab%3D1')).toEqual({
      type: 'redirect',
      to: '/isystem/user?tab=1',
    });
    expect(nav('/user/login', true, true, '/user/login?redirect=%2F%2Fevil.example')).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('asks a signed-in user without permissions to load them first', () => {
    expect(nav('/isystem/user', true, false)).toEqual({ type: 'loadPermissions' });
  });

  it('lets a signed-in user with permissions through', () => {
    expect(nav('/isystem/user', true, true)).toEqual({ type: 'allow' });
    expect(nav('/partner/search', true, true)).toEqual({ type: 'allow' });
  });
});

describe('safeRedirectTarget', () => {
  it('accepts same-origin paths', () => {
    expect(safeRedirectTarget('/isystem/user?page=2#x')).toBe('/isystem/user?page=2#x');
  });

  it.each([
    null,
    undefined,
    '',
    'isystem/user',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('falls back to the landing page for %j', (value) => {
    expect(safeRedirectTarget(value)).toBe('/dashboard/analysis');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//x', '/')).toBe('/');
  });
});
