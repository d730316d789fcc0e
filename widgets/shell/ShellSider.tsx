import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
  type AppRoute,
  type NavTheme,
} from '../../runtime/core';
import { SHELL_NS } from './locales';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

export interface ShellSiderProps {
  routes: AppRoute[];
  collapsed: boolean;
  navTheme: NavTheme;
  /** Stays in view and scrolls on its own while the page scrolls. */
  fixed: boolean;
}

/**
 * The desktop side menu: 200 px wide, 80 px collapsed (SPEC §9), light or dark, fixed or scrolling with
 * the page. Folding is done from the header's button.
 *
 * @example
 * <ShellSider routes={routes} collapsed={false} navTheme="light" fixed />
 */
export function ShellSider({ routes, collapsed, navTheme, fixed }: ShellSiderProps) {
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const dark = navTheme === 'dark';
  return (
    <Layout.Sider
      theme={navTheme}
      width={SIDEBAR_WIDTH_PX}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX}
      collapsible
      collapsed={collapsed}
      trigger={null}
      data-testid="shell-sider"
      style={{
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        height: fixed ? '100vh' : undefined,
        borderInlineEnd: dark ? undefined : `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Logo collapsed={collapsed} dark={dark} />
      <nav
        aria-label={t('menu')}
        // A thin scrollbar: a classic one (Windows, most Linux desktops) took 15 px from the 208 px menu
        // and cut labels such as "Download center" short.
        style={{
          height: fixed ? 'calc(100% - 64px)' : undefined,
          overflowY: fixed ? 'auto' : undefined,
          scrollbarWidth: 'thin',
        }}
      >
        <SideMenu routes={routes} collapsed={collapsed} theme={navTheme} />
      </nav>
    </Layout.Sider>
  );
}
