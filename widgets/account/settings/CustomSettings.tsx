import { App, Form, Radio, Select, Skeleton, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom, normalizeLocale, permissionsAtom } from '../../../runtime/core';
import { fetchPreferences, savePreferences, type Preferences } from '../api';
import { ACCOUNT_NS } from '../locales';
import { menuPages } from '../menuPages';
import { useAccountData } from '../useAccountData';

const DEFAULT = '';

/**
 * Personalization kept on the server (PUT /sys/user/preferences): the page opened after sign-in (one of
 * the user's menu pages) and the interface language, applied at once and after every sign-in.
 *
 * @example
 * <CustomSettings />
 */
export function CustomSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const routes = useAtomValue(permissionsAtom)?.routes;
  const preferences = useAccountData(fetchPreferences);
  const pages = useMemo(() => menuPages(routes ?? [], locale), [routes, locale]);

  if (!preferences.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const save = async (changes: Partial<Preferences>) => {
    try {
      const envelope = await savePreferences(changes);
      if (!envelope.success) return void message.error(envelope.message);
      if (changes.language) setLocale(normalizeLocale(changes.language));
      preferences.reload();
      void message.success(t('saved'));
    } catch {
      // Shown by the HTTP client.
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('customDescription')}</Typography.Paragraph>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('landingPage')} extra={t('landingPageHint')}>
          <Select
            showSearch
            optionFilterProp="label"
            value={preferences.data.landingPage ?? DEFAULT}
            onChange={(value: string) => void save({ landingPage: value || null })}
            options={[
              { value: DEFAULT, label: t('defaultLanding') },
              ...pages.map((p) => ({ value: p.path, label: p.title })),
            ]}
            data-testid="landing-select"
          />
        </Form.Item>
        <Form.Item label={t('language')}>
          <Radio.Group
            value={preferences.data.language ?? DEFAULT}
            onChange={(e) => void save({ language: (e.target.value as string) || null })}
            options={[
              { value: DEFAULT, label: t('followBrowser') },
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en-US', label: 'English' },
            ]}
          />
        </Form.Item>
      </Form>
    </>
  );
}
