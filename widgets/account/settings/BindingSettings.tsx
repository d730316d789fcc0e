import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../locales';

/**
 * Third-party account binding. The server has no third-party sign-in provider (DingTalk, WeCom, GitHub…)
 * configured, so nothing can be bound; the section says so rather than offering buttons that cannot work.
 *
 * @example
 * <BindingSettings />
 */
export function BindingSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Paragraph strong>{t('bindingNone')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('bindingExplain')}</Typography.Paragraph>
        </>
      }
    />
  );
}
