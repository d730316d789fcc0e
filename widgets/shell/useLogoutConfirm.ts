import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../../runtime/core';
import { SHELL_NS } from './locales';
import { reloadToRoot } from './reloadToRoot';

/**
 * Returns a function that asks '提示' / '真的要注销登录吗 ?' and on OK logs out and reloads to the
 * site root. A failed logout call is shown and then ignored (SPEC §4, §8).
 *
 * @example
 * const confirmLogout = useLogoutConfirm();
 * <a onClick={confirmLogout}>Log out</a>
 */
export function useLogoutConfirm(): () => void {
  const { t } = useTranslation(SHELL_NS);
  const { modal, message } = App.useApp();
  return () => {
    modal.confirm({
      title: t('logoutTitle'),
      content: t('logoutContent'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await logout();
        } catch (reason) {
          message.error(reason instanceof Error ? reason.message : String(reason));
        }
        reloadToRoot();
      },
    });
  };
}
