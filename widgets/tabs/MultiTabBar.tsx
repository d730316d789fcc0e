import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeAtom, type AppRoute } from '../../runtime/core';
import { titleForPath } from '../shell/routeTitle';
import { TABS_NS } from './locales';
import { isHome } from './tabsModel';
import { TAB_MENU_KEYS, useTabActions } from './useTabActions';
import { useActiveTabKey, useTabPages } from './useTabTracking';

export interface MultiTabBarProps {
  /** The user's routes, for the tabs' titles. */
  routes: AppRoute[];
}

type RenderTabBar = NonNullable<TabsProps['renderTabBar']>;

/** The key of the tab an event happened on, if any. */
function tabKeyOf(target: EventTarget): string | undefined {
  const tab = target instanceof Element ? target.closest('[data-node-key]') : null;
  return tab?.getAttribute('data-node-key') ?? undefined;
}

/**
 * The multi-tab bar (SPEC §2 "Multi-tab mode"): one tab per opened page, home first; clicking a tab
 * shows its page, the close icon (not on home), a middle click or Delete closes it, and the right-click menu
 * offers refresh, close left, close right and close others (keys 4, 1, 2, 3). Tab titles follow the language.
 *
 * @example
 * {isDesktop && multipage && <MultiTabBar routes={routes} />}
 */
export function MultiTabBar({ routes }: MultiTabBarProps) {
  const { t } = useTranslation(TABS_NS);
  const locale = useAtomValue(localeAtom);
  const pages = useTabPages(routes);
  const active = useActiveTabKey();
  const navigate = useNavigate();
  const { close, runMenu } = useTabActions();
  // A ref, not state: the capture handler and the Dropdown's open callback run in the same event.
  const menuTab = useRef<string>();
  const [menuOpen, setMenuOpen] = useState(false);

  const menuItems: MenuProps['items'] = [
    { key: TAB_MENU_KEYS.refresh, icon: <ReloadOutlined />, label: t('refresh') },
    { key: TAB_MENU_KEYS.closeLeft, icon: <ArrowLeftOutlined />, label: t('closeLeft') },
    { key: TAB_MENU_KEYS.closeRight, icon: <ArrowRightOutlined />, label: t('closeRight') },
    { key: TAB_MENU_KEYS.closeOthers, icon: <CloseOutlined />, label: t('closeOthers') },
  ];

  // One menu for the whole bar: the right-clicked tab is found from the event's target, so the entire
  // tab (not only its label) answers, and the empty part of the bar opens nothing.
  const onContextMenuCapture = (event: MouseEvent<HTMLElement>) => {
    menuTab.current = tabKeyOf(event.target);
  };
  // As in a browser's tab strip, a middle click closes a tab; Delete or Backspace on a focused tab does
  // too (antd handles that for closable tabs and stops the event). What reaches here for home, which
  // has no close icon, is answered with why it stays ('首页不能关闭!') rather than ignored.
  const onAuxClick = (event: MouseEvent<HTMLElement>) => {
    const key = event.button === 1 ? tabKeyOf(event.target) : undefined;
    if (key === undefined) return;
    event.preventDefault();
    close(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const key = tabKeyOf(event.target);
    if (key !== undefined && isHome(key)) close(key);
  };
  const renderTabBar: RenderTabBar = (props, DefaultTabBar) => (
    <Dropdown
      trigger={['contextMenu']}
      open={menuOpen}
      onOpenChange={(open) => setMenuOpen(open && menuTab.current !== undefined)}
      menu={{
        items: menuItems,
        onClick: ({ key }) => {
          setMenuOpen(false);
          if (menuTab.current) runMenu(key, menuTab.current);
        },
      }}
    >
      <div onContextMenuCapture={onContextMenuCapture} onAuxClick={onAuxClick} onKeyDown={onKeyDown}>
        <DefaultTabBar {...props} />
      </div>
    </Dropdown>
  );

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      aria-label={t('tabs')}
      activeKey={active}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      renderTabBar={renderTabBar}
      // Home has no close icon: it cannot be closed (SPEC §2), so offering one only to refuse misleads.
      items={pages.map((key) => ({
        key,
        label: titleForPath(routes, key, locale) ?? key,
        closable: !isHome(key),
      }))}
      style={{ marginTop: 8, marginBottom: 0 }}
      tabBarStyle={{ margin: 0 }}
    />
  );
}
