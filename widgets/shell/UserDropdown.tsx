import {
  ClusterOutlined,
  LockOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFileAccessHttpUrl, getUserInfo, sessionAtom } from '../../runtime/core';
import { getSlotEntries } from '../../runtime/render';
import { PASSWORD_NS } from '../password-dialog/locales';
import { greetingKey } from './greeting';
import { SHELL_NS } from './locales';
import { shellDialogAtom } from './shellDialogs';

/** Where the user menu's account settings entry goes (SPEC §2). */
export const ACCOUNT_SETTINGS_PATH = '/userSetting';

export interface UserDropdownProps {
  /** Mobile shows the avatar only, so the header fits 375 px. */
  isMobile: boolean;
  /** Text colour on a dark header. */
  style?: CSSProperties;
}

/**
 * The user's avatar, greeting and name, opening the user menu: account settings (/userSetting),
 * change password (only with a signed-in user name, SPEC §4), switch department, the settings drawer,
 * and whatever widgets registered in the `header:userMenu` slot.
 *
 * @example
 * <UserDropdown isMobile={false} />
 */
export function UserDropdown({ isMobile, style }: UserDropdownProps) {
  const { t } = useTranslation(SHELL_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const setDialog = useSetAtom(shellDialogAtom);
  // The session atom follows selectDepart and profile edits; storage covers a store without a session.
  const user = useAtomValue(sessionAtom)?.userInfo ?? getUserInfo();
  const name = user?.realname || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'account', icon: <SettingOutlined />, label: t('accountSettings') },
    { key: 'password', icon: <LockOutlined />, label: t('changePassword') },
    { key: 'depart', icon: <ClusterOutlined />, label: t('switchDepart') },
    { key: 'settings', icon: <ToolOutlined />, label: t('systemSettings') },
    ...getSlotEntries('header:userMenu').map(({ key, component: Entry }) => ({
      key: `slot:${key}`,
      label: <Entry />,
    })),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate(ACCOUNT_SETTINGS_PATH);
    else if (key === 'password') {
      if (user?.username) setDialog('password');
      else void message.warning(t('noUser', { ns: PASSWORD_NS }));
    } else if (key === 'depart') setDialog('depart');
    else if (key === 'settings') setDialog('settings');
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <span
        role="button"
        tabIndex={0}
        aria-label={t('userMenu')}
        data-testid="header-user"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          maxWidth: 280,
          padding: '0 8px',
          cursor: 'pointer',
          ...style,
        }}
      >
        <Avatar
          size="small"
          icon={<UserOutlined />}
          src={user?.avatar ? getFileAccessHttpUrl(user.avatar) || undefined : undefined}
        />
        {!isMobile && name && (
          <span style={{ display: 'inline-flex', minWidth: 0 }}>
            {/* 'pre', not 'nowrap': the en-US separator ends in a space, which a flex item would drop. */}
            <span style={{ whiteSpace: 'pre' }} data-testid="header-greeting">
              {t(greetingKey(new Date().getHours()))}
              {t('greetingSeparator')}
            </span>
            <span style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }} title={name}>
              {name}
            </span>
          </span>
        )}
      </span>
    </Dropdown>
  );
}
