import { App, Layout, theme } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { effectiveLayout, shellSettingsAtom, sidebarOpenAtom, type AppRoute } from '../../runtime/core';
import { MultiTabBar } from '../tabs/MultiTabBar';
import { pageReloadKeyAtom } from '../tabs/tabsAtoms';
import { useTabTracking } from '../tabs/useTabTracking';
import { Breadcrumbs } from './Breadcrumbs';
import { useIsMobile } from './device';
import { GlobalHeader } from './GlobalHeader';
import { SHELL_NS } from './locales';
import { ShellDialogs } from './ShellDialogs';
import { ShellSider } from './ShellSider';
import { useAutoHideHeader } from './useAutoHideHeader';
import { useDocumentTitle } from './useDocumentTitle';

// Phones only: the drawer stays out of the desktop layout's first load.
const MobileMenuDrawer = lazy(() =>
  import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** The fixed content width of the top-menu layout. */
const FIXED_CONTENT_WIDTH_PX = 1200;

export interface BasicLayoutProps {
  /** The user's routes as built from the menu; non-hidden ones make the menu. */
  routes: AppRoute[];
  /** Start with the side menu collapsed, whatever was kept (stories); folding again is kept as usual. */
  defaultCollapsed?: boolean;
}

/**
 * The console layout (SPEC §2 "Shell"): side or top menu, header, multi-tab bar (desktop), breadcrumbs,
 * the routed page and the footer, shaped by the settings drawer's choices. On mobile (under 1088 px) the
 * menu is a left drawer and there are no tabs.
 *
 * @example
 * <Route element={<BasicLayout routes={routes} />}>…</Route>
 */
export function BasicLayout({ routes, defaultCollapsed }: BasicLayoutProps) {
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const settings = useAtomValue(shellSettingsAtom);
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  const layout = effectiveLayout(settings);
  const [collapsedOverride, setCollapsedOverride] = useState(defaultCollapsed);
  const collapsed = collapsedOverride ?? !settings.sidebarOpen;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerHidden = useAutoHideHeader(layout.autoHideHeader);
  const reloadKey = useAtomValue(pageReloadKeyAtom);
  useTabTracking(routes);
  useDocumentTitle(routes);

  const topMenu = settings.layoutMode === 'topmenu';
  const sider = !isMobile && !topMenu;
  const toggle = () => {
    if (isMobile) {
      setDrawerOpen(true);
      return;
    }
    setCollapsedOverride(undefined);
    setSidebarOpen(collapsed);
  };

  // antd's App gives the console's widgets and pages message, notification and modal with context.
  return (
    <App component={false}>
      {/* hasSider: antd's Layout otherwise learns of its Sider in an effect, so the first commit lays the
          page out a column (the content 200 px wider) and the next one lays all of it out again. */}
      <Layout
        hasSider={sider}
        style={{ minHeight: '100vh' }}
        data-layout={settings.layoutMode}
        data-nav-theme={settings.navTheme}
      >
        {sider && (
          <ShellSider
            routes={routes}
            collapsed={collapsed}
            navTheme={settings.navTheme}
            fixed={layout.fixedSidebar}
          />
        )}
        {isMobile && (
          <Suspense fallback={null}>
            <MobileMenuDrawer
              routes={routes}
              open={drawerOpen}
              navTheme={settings.navTheme}
              onClose={() => setDrawerOpen(false)}
            />
          </Suspense>
        )}
        <Layout style={{ minWidth: 0 }}>
          <GlobalHeader
            routes={routes}
            topMenu={topMenu}
            navTheme={settings.navTheme}
            isMobile={isMobile}
            collapsed={isMobile ? !drawerOpen : collapsed}
            onToggle={toggle}
            fixed={layout.fixedHeader}
            hidden={headerHidden}
          />
          <Layout.Content style={{ margin: isMobile ? '0 8px' : '0 16px' }}>
            <div
              data-testid="shell-content"
              style={{
                maxWidth: layout.fixedContentWidth ? FIXED_CONTENT_WIDTH_PX : undefined,
                margin: '0 auto',
              }}
            >
              {!isMobile && settings.multipage && <MultiTabBar routes={routes} />}
              <Breadcrumbs routes={routes} />
              {/* Keyed by the tabs' refresh counter: "refresh" remounts the page (SPEC §4 "Tabs"). */}
              <div
                key={reloadKey}
                style={{
                  padding: isMobile ? 12 : 24,
                  background: token.colorBgContainer,
                  borderRadius: token.borderRadiusLG,
                }}
              >
                <Outlet />
              </div>
            </div>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
            {t('copyright', { year: new Date().getFullYear() })}
          </Layout.Footer>
        </Layout>
      </Layout>
      <ShellDialogs />
    </App>
  );
}

export default BasicLayout;
