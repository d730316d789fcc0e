import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { getUserInfo, sessionAtom } from '../../runtime/core';
import { LocaleSwitch } from '../../runtime/antd/LocaleSwitch';
import { Slot } from '../../runtime/render';
import { appName } from '../../runtime/antd/appName';
import { SHELL_NS } from './locales';
import { useIsDesktop } from './useIsDesktop';
import { useLogoutConfirm } from './useLogoutConfirm';

/**
 * The console header: welcome text with the support-center name (desktop only), the user's name, the
 * language switch and the logout entry.
 *
 * @example
 * <GlobalHeader />
 */
export function GlobalHeader() {
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const isDesktop = useIsDesktop();
  const confirmLogout = useLogoutConfirm();
  // The session atom follows selectDepart and profile edits; storage covers a store without a session.
  const user = useAtomValue(sessionAtom)?.userInfo ?? getUserInfo();
  const name = user?.realname || user?.username;
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
      >
        {isDesktop && t('welcome', { name: appName(t('appName')) })}
      </div>
      <Space size={4}>
        <Slot name="header:actions" />
        {name && (
          <Space size={8} style={{ maxWidth: 240 }} data-testid="header-user">
            <Avatar size="small" icon={<UserOutlined />} />
            <span style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }} title={name}>
              {name}
            </span>
          </Space>
        )}
        <LocaleSwitch />
        <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout}>
          {t('logout')}
        </Button>
      </Space>
    </Layout.Header>
  );
}
