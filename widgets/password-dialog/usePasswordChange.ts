import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  clearSessionData,
  getUiProviders,
  LOGIN_PATH,
  updatePassword,
  type UpdatePasswordPayload,
} from '../../runtime/core';
import { PASSWORD_NS } from './locales';

/** What a password form submits (the user name comes from the session). */
export type PasswordValues = Omit<UpdatePasswordPayload, 'username'>;

/**
 * Posts a password change (`updatePassword`). A refusal shows the server's message as a warning and
 * resolves false, so the form stays for another try. On success the server has ended every session of
 * the user: a notification that outlives the layout says so, the local session is forgotten and the
 * login page opens.
 *
 * @example
 * const { saving, change } = usePasswordChange(username);
 * if (await change(values)) form.resetFields();
 */
export function usePasswordChange(username: string | undefined, relogin?: string) {
  const { t } = useTranslation(PASSWORD_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const change = async (values: PasswordValues): Promise<boolean> => {
    if (!username) return false;
    setSaving(true);
    try {
      const response = await updatePassword({ username, ...values });
      if (!response.success) {
        void message.warning(response.message || t('failed'));
        return false;
      }
      getUiProviders().notification.open({
        type: 'success',
        message: response.message || t('changed'),
        description: relogin ?? t('signInAgain'),
      });
      clearSessionData();
      navigate(LOGIN_PATH, { replace: true });
      return true;
    } catch {
      // The HTTP client has already shown the error.
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, change };
}
