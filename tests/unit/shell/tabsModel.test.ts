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
} from '../../../widgets/tabs/tabsModel';

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

  it('The home tab cannot be closed', () => {
    expect(closeTab([HOME, '/a'], HOME)).toEqual({ refused: 'home' });
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
