import { Card, Grid, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../../runtime/render';
import { ACCOUNT_NS } from '../locales';
import { BaseSettings } from './BaseSettings';
import { BindingSettings } from './BindingSettings';
import { CustomSettings } from './CustomSettings';
import { NotificationSettings } from './NotificationSettings';
import { SecuritySettings } from './SecuritySettings';

/** The settings sections, in menu order; `?tab=` picks one. */
export const SETTINGS_TABS = ['base', 'security', 'custom', 'binding', 'notification'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const LABELS: Record<SettingsTab, string> = {
  base: 'tabBase',
  security: 'tabSecurity',
  custom: 'tabCustom',
  binding: 'tabBinding',
  notification: 'tabNotification',
};

/**
 * Account settings (`account/settings/Index`, at /account/settings and /userSetting): base information
 * with the avatar, security (password), personalization (landing page, language), third-party binding and
 * notification preferences — each backed by the server. Sections sit on the left on desktop, on top on a
 * phone.
 *
 * @example
 * registerPage('account/settings/Index', () => import('./settings/AccountSettings'));
 */
export function AccountSettings(_props: Partial<PageProps>) {
  const { t } = useTranslation(ACCOUNT_NS);
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as SettingsTab | null;
  const active: SettingsTab = requested && SETTINGS_TABS.includes(requested) ? requested : 'base';
  const panels: Record<SettingsTab, JSX.Element> = {
    base: <BaseSettings />,
    security: <SecuritySettings />,
    custom: <CustomSettings />,
    binding: <BindingSettings />,
    notification: <NotificationSettings />,
  };
  return (
    <Card variant="borderless" styles={{ body: { padding: screens.md ? '16px 0' : 0 } }}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        tabPosition={screens.md ? 'left' : 'top'}
        destroyOnHidden
        items={SETTINGS_TABS.map((key) => ({
          key,
          label: t(LABELS[key]),
          children: <div style={{ padding: screens.md ? '0 24px' : 0, maxWidth: 720 }}>{panels[key]}</div>,
        }))}
      />
    </Card>
  );
}

export default AccountSettings;
