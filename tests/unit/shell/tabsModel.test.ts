// SPEC §2 "Multi-tab mode", §4 "Tabs", §5: the tab list operations.
import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB,
  initialTabs,
  nextActive,
  openTab,
  tabIdentity,
  withHome,
} from '../../../widgets/tabs/tabsModel';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
import { menuFixture, routesFixture } from '../../../stories/fixtures/menu';

const HOME = '/dashboard/analysis';

describe('tab list operations', () => {
  it('The home tab is first (a fresh session on another page)', () => {
    expect(HOME_TAB).toBe(HOME);
    expect(initialTabs('/isystem/user')).toEqual([HOME, '/isystem/user']);
    expect(initialTabs(HOME)).toEqual([HOME]);
  });

  it('A route change adds a tab if it is new, otherwise updates it', () => {
    const pages = [HOME, '/a'];
    expect(openTab(pages, '/b')).toEqual([HOME, '/a', '/b']);
    expect(openTab(pages, '/a')).toBe(pages);
  });

  it('one page is one tab: another query string updates the tab in place instead of adding a twin', () => {
    const pages = [HOME, '/userSetting', '/b'];
    expect(openTab(pages, '/userSetting?tab=security')).toEqual([HOME, '/userSetting?tab=security', '/b']);
    expect(openTab([HOME, '/a?x=1'], '/a/')).toEqual([HOME, '/a/']);
    expect(initialTabs(`${HOME}?x=1`)).toEqual([`${HOME}?x=1`]);
  });

  it('a detail route with an id in its path re-uses its one tab (same route, same label)', () => {
    const detail = {
      ...(menuFixture[1]?.children?.[1] as MenuItem),
      id: 'detail-id',
      path: '/caseManage/detail/:id',
    };
    const routes = buildMenuRoutes([...menuFixture, detail]);
    const identify = tabIdentity(routes);
    expect(identify('/caseManage/detail/7?from=list')).toBe('/caseManage/detail/:id');
    const pages = openTab([HOME, '/caseManage/detail/7', '/isystem/user'], '/caseManage/detail/9', identify);
    expect(pages).toEqual([HOME, '/caseManage/detail/9', '/isystem/user']);
    // Distinct menu pages stay distinct tabs; an unknown path is keyed by its path.
    expect(openTab([HOME, '/isystem/user'], '/isystem/role', tabIdentity(routesFixture))).toEqual([
      HOME,
      '/isystem/user',
      '/isystem/role',
    ]);
    expect(tabIdentity(routesFixture)('/nowhere/x?y=1')).toBe('/nowhere/x');
  });

  it('multi-tab mode always has home first (turning it back on keeps the home tab)', () => {
    expect(withHome(['/isystem/role'])).toEqual([HOME, '/isystem/role']);
    const pages = [HOME, '/a'];
    expect(withHome(pages)).toBe(pages);
  });

  it('The home tab cannot be closed', () => {
    expect(closeTab([HOME, '/a'], HOME)).toEqual({ refused: 'home' });
    expect(closeTab([`${HOME}?x=1`, '/a'], `${HOME}?x=1`)).toEqual({ refused: 'home' });
  });

  it('Closing the last remaining tab is refused', () => {
    expect(closeTab(['/a'], '/a')).toEqual({ refused: 'last' });
    expect(closeTab([HOME, '/a'], '/a')).toEqual({ pages: [HOME] });
  });

  it('close left keeps home and the tabs from the chosen one', () => {
    expect(closeLeft([HOME, '/a', '/b', '/c'], '/b')).toEqual([HOME, '/b', '/c']);
    expect(closeLeft([HOME, '/a'], HOME)).toEqual([HOME, '/a']);
  });

  it('close right keeps the tabs up to the chosen one', () => {
    expect(closeRight([HOME, '/a', '/b', '/c'], '/a')).toEqual([HOME, '/a']);
  });

  it('close others keeps home and the chosen one', () => {
    expect(closeOthers([HOME, '/a', '/b', '/c'], '/b')).toEqual([HOME, '/b']);
    expect(closeOthers([HOME, '/a', '/b'], HOME)).toEqual([HOME]);
  });

  it('when the active tab closes, the last tab becomes active', () => {
    expect(nextActive([HOME, '/a', '/c'], '/b')).toBe('/c');
    expect(nextActive([HOME, '/a'], '/a')).toBeUndefined();
  });
});
