import { CustomerServiceOutlined } from '@ant-design/icons';
import { App, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { AppRoute } from '../../runtime/core';
import { appName } from '../../runtime/antd/appName';
import { Breadcrumbs } from './Breadcrumbs';
import { GlobalHeader } from './GlobalHeader';
import { SHELL_NS } from './locales';
import { SideMenu } from './SideMenu';
import { useIsDesktop } from './useIsDesktop';

export interface BasicLayoutProps {
  /** The user's routes as built from the menu; non-hidden ones make the side menu. */
  routes: AppRoute[];
  /** Start with the side menu collapsed (defaults to collapsed on mobile widths). */
  defaultCollapsed?: boolean;
}

/**
 * The console layout: side menu (200px, 80px collapsed), header, breadcrumbs, the routed page and the
 * footer.
 *
 * @example
 * <Route element={<BasicLayout routes={routes} />}>…</Route>
 */
export function BasicLayout({ routes, defaultCollapsed }: BasicLayoutProps) {
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(defaultCollapsed ?? !isDesktop);
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  // Crossing the mobile breakpoint collapses or opens the side menu (SPEC §2 "Responsive behaviour").
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    setCollapsed(!isDesktop);
  }
  const name = appName(t('appName'));
  // antd's App gives the console's widgets and pages message, notification and modal with context.
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          theme="light"
          width={200}
          collapsedWidth={80}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          // Fixed side menu (SPEC §3 default): it stays in view and scrolls on its own.
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <div
            style={{
              height: 64,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 600,
              fontSize: collapsed ? 22 : 18,
              color: token.colorPrimary,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {collapsed ? <CustomerServiceOutlined aria-label={name} /> : name}
          </div>
          <nav aria-label={t('menu')} style={{ height: 'calc(100% - 64px)', overflowY: 'auto' }}>
            <SideMenu routes={routes} collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        <Layout>
          <GlobalHeader />
          <Layout.Content style={{ margin: '0 16px' }}>
            <Breadcrumbs routes={routes} />
            <div
              style={{ padding: 24, background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}
            >
              <Outlet />
            </div>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
            {t('copyright')}
          </Layout.Footer>
        </Layout>
      </Layout>
    </App>
  );
}

export default BasicLayout;
