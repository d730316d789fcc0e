import { App } from 'antd';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionAtom } from '../../runtime/core';
import { TABS_NS } from './locales';
import { pageReloadKeyAtom, storeTabs, tabPagesAtom } from './tabsAtoms';
import { closeLeft, closeOthers, closeRight, closeTab, nextActive } from './tabsModel';
import { useActiveTabKey } from './useTabTracking';

/** The context-menu keys of SPEC §9: 4 refresh, 1 close left, 2 close right, 3 close others. */
export const TAB_MENU_KEYS = { refresh: '4', closeLeft: '1', closeRight: '2', closeOthers: '3' } as const;

/** What the tab bar can do with a tab. */
export interface TabActions {
  /** Closes a tab, or warns why not ('首页不能关闭!', '这是最后一页，不能再关闭了啦'). */
  close: (key: string) => void;
  /** Runs a context-menu entry by its key ('4', '1', '2' or '3') on a tab. */
  runMenu: (menuKey: string, tabKey: string) => void;
}

/**
 * The tab bar's actions: closing (with the SPEC §5 refusals), the context menu, and refresh, which shows
 * the tab and remounts its view. Closing the active tab goes to the last remaining one.
 *
 * @example
 * const { close, runMenu } = useTabActions();
 */
export function useTabActions(): TabActions {
  const { t } = useTranslation(TABS_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const active = useActiveTabKey();
  const user = useAtomValue(sessionAtom)?.userInfo?.username ?? '';
  const store = useStore();
  const bumpReload = useSetAtom(pageReloadKeyAtom);
  const pages = () => store.get(tabPagesAtom) ?? [];

  const apply = (next: string[]) => {
    store.set(tabPagesAtom, next);
    storeTabs(user, next);
    const target = nextActive(next, active);
    if (target) navigate(target);
  };

  const refresh = (key: string) => {
    if (key !== active) navigate(key);
    bumpReload((n) => n + 1);
  };

  const close = (key: string) => {
    const result = closeTab(pages(), key);
    if ('refused' in result) {
      void message.warning(t(result.refused === 'home' ? 'homeNotClosable' : 'lastNotClosable'));
      return;
    }
    apply(result.pages);
  };

  const runMenu = (menuKey: string, tabKey: string) => {
    if (menuKey === TAB_MENU_KEYS.refresh) refresh(tabKey);
    else if (menuKey === TAB_MENU_KEYS.closeLeft) apply(closeLeft(pages(), tabKey));
    else if (menuKey === TAB_MENU_KEYS.closeRight) apply(closeRight(pages(), tabKey));
    else if (menuKey === TAB_MENU_KEYS.closeOthers) apply(closeOthers(pages(), tabKey));
  };

  return { close, runMenu };
}
