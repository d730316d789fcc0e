import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX, type AppRoute, type NavTheme } from '../../runtime/core';
import { appName } from '../../runtime/antd/appName';
import { HeaderActions } from './HeaderActions';
import { SHELL_NS } from './locales';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

/** antd's dark menu background, shared by the dark top header so menu and header read as one bar. */
export const DARK_MENU_BG = '#001529';

// Widgets in the header:actions slot (the bell) draw antd text buttons in the default text colour, which
// vanishes on the dark top menu; this lightens them inside the header only (popovers render elsewhere).
const DARK_HEADER_CSS =
  '.shell-header-dark .ant-btn-variant-text:not(:disabled){color:rgba(255,255,255,0.85)}';

export interface GlobalHeaderProps {
  routes: AppRoute[];
  /** Top mode puts the logo and the horizontal menu in the header (desktop only). */
  topMenu: boolean;
  navTheme: NavTheme;
  isMobile: boolean;
  /** The side menu is collapsed (desktop) or the menu drawer closed (mobile). */
  collapsed: boolean;
  /** Folds or unfolds the side menu (desktop) or opens the menu drawer (mobile). */
  onToggle: () => void;
  /** Stays at the top while the page scrolls. */
  fixed: boolean;
  /** Slid away by auto-hide. */
  hidden?: boolean;
}

/**
 * The console header (SPEC §2 "Shell"): on desktop with the side menu, a fold button and the welcome
 * text with the support-center name; in top mode the logo and the menu; on mobile the button that opens
 * the menu drawer. The user menu and the other actions sit on the right.
 *
 * @example
 * <GlobalHeader routes={routes} topMenu={false} navTheme="light" isMobile={false} collapsed={false}
 *   onToggle={toggle} fixed />
 */
export function GlobalHeader(props: GlobalHeaderProps) {
  const { routes, topMenu, navTheme, isMobile, collapsed, onToggle, fixed, hidden = false } = props;
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const showTopMenu = topMenu && !isMobile;
  const dark = showTopMenu && navTheme === 'dark';
  return (
    <Layout.Header
      role="banner"
      className={dark ? 'shell-header-dark' : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: isMobile ? 4 : 16,
        height: HEADER_HEIGHT_PX,
        padding: isMobile ? '0 4px' : '0 16px 0 0',
        paddingInlineStart: showTopMenu ? 0 : undefined,
        background: dark ? DARK_MENU_BG : token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
        transform: hidden ? 'translateY(-100%)' : undefined,
        transition: 'transform 0.2s',
      }}
    >
      {dark && <style>{DARK_HEADER_CSS}</style>}
      {showTopMenu ? (
        <>
          <Logo dark={dark} width="auto" />
          <SideMenu routes={routes} collapsed={false} mode="horizontal" theme={navTheme} />
        </>
      ) : (
        <>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(isMobile ? 'openMenu' : collapsed ? 'expandMenu' : 'collapseMenu')}
            aria-expanded={!collapsed}
            onClick={onToggle}
            style={{ height: HEADER_HEIGHT_PX, width: isMobile ? 40 : 64, borderRadius: 0 }}
          />
          <div
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            }}
          >
            {!isMobile && t('welcome', { name: appName(t('appName')) })}
          </div>
        </>
      )}
      <HeaderActions routes={routes} isMobile={isMobile} dark={dark} />
    </Layout.Header>
  );
}
