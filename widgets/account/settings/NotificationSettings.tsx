import { App, List, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPreferences, fetchProfile, savePreferences, type Preferences } from '../api';
import { ACCOUNT_NS } from '../locales';
import { useAccountData } from '../useAccountData';

type Toggle = 'notifyNotice' | 'notifySystem' | 'notifyEmail';

const TOGGLES: readonly Toggle[] = ['notifyNotice', 'notifySystem', 'notifyEmail'];

/**
 * Notification preferences kept on the server: which message categories the bell shows (announcements,
 * system messages) and whether they are also sent by email (needs an email address).
 *
 * @example
 * <NotificationSettings />
 */
export function NotificationSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const preferences = useAccountData(fetchPreferences);
  const profile = useAccountData(fetchProfile);

  if (!preferences.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const current = preferences.data;
  const hasEmail = Boolean(profile.data?.email);

  const toggle = async (key: Toggle, value: boolean) => {
    try {
      const envelope = await savePreferences({ [key]: value } as Partial<Preferences>);
      if (!envelope.success) return void message.error(envelope.message);
      preferences.reload();
      void message.success(t('saved'));
    } catch {
      // Shown by the HTTP client.
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('notificationDescription')}</Typography.Paragraph>
      <List
        dataSource={[...TOGGLES]}
        renderItem={(key) => {
          const emailBlocked = key === 'notifyEmail' && !hasEmail && !current.notifyEmail;
          return (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  checked={current[key]}
                  disabled={emailBlocked}
                  aria-label={t(key)}
                  data-testid={`switch-${key}`}
                  onChange={(checked) => void toggle(key, checked)}
                />,
              ]}
            >
              <List.Item.Meta
                title={t(key)}
                description={emailBlocked ? t('notifyEmailNoEmail') : t(`${key}Hint`)}
              />
            </List.Item>
          );
        }}
      />
    </>
  );
}
