import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_PX, type AppRoute, type NavTheme } from '../../runtime/core';
import { DARK_MENU_BG } from './GlobalHeader';
import { SHELL_NS } from './locales';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

export interface MobileMenuDrawerProps {
  routes: AppRoute[];
  open: boolean;
  navTheme: NavTheme;
  onClose: () => void;
}

/**
 * The menu on mobile (SPEC §2 "Responsive behaviour"): a left drawer as wide as the side menu, opened
 * from the header and closed by choosing an item or tapping outside.
 *
 * @example
 * <MobileMenuDrawer routes={routes} open={open} navTheme="light" onClose={close} />
 */
export function MobileMenuDrawer({ routes, open, navTheme, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation(SHELL_NS);
  const dark = navTheme === 'dark';
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      width={SIDEBAR_WIDTH_PX}
      styles={{ body: { padding: 0, background: dark ? DARK_MENU_BG : undefined } }}
      rootClassName="shell-menu-drawer"
    >
      <Logo dark={dark} />
      <nav aria-label={t('menu')}>
        <SideMenu routes={routes} collapsed={false} theme={navTheme} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
