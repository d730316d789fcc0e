import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Divider, Drawer, Radio, Select, Switch, Typography } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  autoHideHeaderAtom,
  canAutoHideHeader,
  canFixSidebar,
  canUseFluidWidth,
  colorWeakAtom,
  contentWidthAtom,
  fixedHeaderAtom,
  fixedSidebarAtom,
  layoutModeAtom,
  multipageAtom,
  navThemeAtom,
  shellSettingsAtom,
  type ContentWidth,
  type LayoutMode,
  type NavTheme,
} from '../../runtime/core';
import { ColorPresets } from './ColorPresets';
import { SETTINGS_NS } from './locales';
import { SettingRow } from './SettingRow';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * The settings drawer (SPEC §2 "Settings drawer", §3): menu theme, one of 8 primary colours, side or top
 * navigation, content width (fluid only in top mode), fixed header, auto-hide header (needs a fixed
 * header), fixed side menu (not in top mode), colour-weak and multi-tab mode. Every choice applies at
 * once and is kept in local storage under the SPEC §3 keys. It says it is a development preview and
 * copies the settings for the configuration file.
 *
 * @example
 * <SettingsDrawer open={open} onClose={() => setOpen(false)} />
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const { message } = App.useApp();
  const [navTheme, setNavTheme] = useAtom(navThemeAtom);
  const [layoutMode, setLayoutMode] = useAtom(layoutModeAtom);
  const [contentWidth, setContentWidth] = useAtom(contentWidthAtom);
  const [fixedHeader, setFixedHeader] = useAtom(fixedHeaderAtom);
  const [autoHideHeader, setAutoHideHeader] = useAtom(autoHideHeaderAtom);
  const [fixedSidebar, setFixedSidebar] = useAtom(fixedSidebarAtom);
  const [colorWeak, setColorWeak] = useAtom(colorWeakAtom);
  const [multipage, setMultipage] = useAtom(multipageAtom);
  const settings = useAtomValue(shellSettingsAtom);
  const fluidAllowed = canUseFluidWidth(layoutMode);

  const copy = () => {
    const text = JSON.stringify(settings, null, 2);
    const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    done.then(
      () => void message.success(t('copied')),
      () => void message.error(t('copyFailed')),
    );
  };

  return (
    <Drawer title={t('title')} placement="right" width={300} open={open} onClose={onClose}>
      <Alert type="warning" showIcon message={t('devOnly')} style={{ marginBottom: 16 }} />
      <Section title={t('menuTheme')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={navTheme}
          onChange={(e) => setNavTheme(e.target.value as NavTheme)}
          options={[
            { value: 'light', label: t('light') },
            { value: 'dark', label: t('dark') },
          ]}
        />
      </Section>
      <Section title={t('primaryColor')}>
        <ColorPresets />
      </Section>
      <Divider />
      <Section title={t('navigation')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={layoutMode}
          onChange={(e) => setLayoutMode(e.target.value as LayoutMode)}
          options={[
            { value: 'sidemenu', label: t('sidemenu') },
            { value: 'topmenu', label: t('topmenu') },
          ]}
        />
      </Section>
      <SettingRow label={t('contentWidth')} tip={fluidAllowed ? undefined : t('topOnly')}>
        <Select<ContentWidth>
          size="small"
          aria-label={t('contentWidth')}
          style={{ width: 90 }}
          value={fluidAllowed ? contentWidth : 'Fixed'}
          disabled={!fluidAllowed}
          onChange={setContentWidth}
          options={[
            { value: 'Fixed', label: t('fixed') },
            { value: 'Fluid', label: t('fluid') },
          ]}
        />
      </SettingRow>
      <SettingRow label={t('fixedHeader')}>
        <Switch size="small" aria-label={t('fixedHeader')} checked={fixedHeader} onChange={setFixedHeader} />
      </SettingRow>
      <SettingRow
        label={t('autoHideHeader')}
        tip={canAutoHideHeader(fixedHeader) ? undefined : t('needsFixedHeader')}
      >
        <Switch
          size="small"
          aria-label={t('autoHideHeader')}
          checked={autoHideHeader}
          disabled={!canAutoHideHeader(fixedHeader)}
          onChange={setAutoHideHeader}
        />
      </SettingRow>
      <SettingRow label={t('fixedSidebar')} tip={canFixSidebar(layoutMode) ? undefined : t('sideOnly')}>
        <Switch
          size="small"
          aria-label={t('fixedSidebar')}
          checked={fixedSidebar}
          disabled={!canFixSidebar(layoutMode)}
          onChange={setFixedSidebar}
        />
      </SettingRow>
      <Divider />
      <Section title={t('other')}>
        <SettingRow label={t('colorWeak')}>
          <Switch size="small" aria-label={t('colorWeak')} checked={colorWeak} onChange={setColorWeak} />
        </SettingRow>
        <SettingRow label={t('multipage')}>
          <Switch size="small" aria-label={t('multipage')} checked={multipage} onChange={setMultipage} />
        </SettingRow>
      </Section>
      <Divider />
      <Button block icon={<CopyOutlined />} onClick={copy}>
        {t('copy')}
      </Button>
    </Drawer>
  );
}

export default SettingsDrawer;
