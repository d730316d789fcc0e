import { LogoutOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../runtime/core';
import { LocaleSwitch } from '../../runtime/antd/LocaleSwitch';
import { Slot } from '../../runtime/render';
import { MenuSearch } from '../menu-search/MenuSearch';
import { SHELL_NS } from './locales';
import { useLogoutConfirm } from './useLogoutConfirm';
import { UserDropdown } from './UserDropdown';

export interface HeaderActionsProps {
  routes: AppRoute[];
  isMobile: boolean;
  /** On a dark header the icons and texts turn light. */
  dark: boolean;
}

/**
 * The right side of the header (SPEC §2 "Header user menu"): menu search, the `header:actions` slot
 * (the notification bell), the user menu, the language switch and logout. On mobile every item is an
 * icon, so the header fits 375 px.
 *
 * @example
 * <HeaderActions routes={routes} isMobile={false} dark={false} />
 */
export function HeaderActions({ routes, isMobile, dark }: HeaderActionsProps) {
  const { t } = useTranslation(SHELL_NS);
  const confirmLogout = useLogoutConfirm();
  const style: CSSProperties | undefined = dark ? { color: 'rgba(255, 255, 255, 0.85)' } : undefined;
  return (
    <Space size={isMobile ? 0 : 4} style={{ flexShrink: 0 }}>
      <MenuSearch routes={routes} isMobile={isMobile} style={style} />
      <Slot name="header:actions" />
      <UserDropdown isMobile={isMobile} style={style} />
      <LocaleSwitch iconOnly={isMobile} style={style} />
      <Button
        type="text"
        icon={<LogoutOutlined />}
        aria-label={t('logout')}
        title={t('logout')}
        onClick={confirmLogout}
        style={style}
      >
        {isMobile ? null : t('logout')}
      </Button>
    </Space>
  );
}
