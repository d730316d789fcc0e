import { App, Button, Empty, List, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchBindings, startBinding, unbindProvider } from '../bindingApi';
import { ACCOUNT_NS } from '../locales';
import { useAccountData } from '../useAccountData';

/**
 * Third-party account binding: each sign-in provider the server offers, linked or not. Linking goes to
 * the provider and comes back here (`?thirdBound=` or `?thirdError=`, shown once); unlinking leaves the
 * password and other links as they are. Without any provider configured, the section says so.
 *
 * @example
 * <BindingSettings />
 */
export function BindingSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const bindings = useAccountData(fetchBindings);
  const bound = params.get('thirdBound');
  const refused = params.get('thirdError');
  useEffect(() => {
    if (bound) void message.success(t('bindingLinked'));
    if (refused) void message.error(refused);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return from the provider
  }, [bound, refused]);

  if (!bindings.data) return bindings.failed ? null : <Skeleton active paragraph={{ rows: 2 }} />;
  const { links, providers } = bindings.data;
  const rows = [
    ...providers.map((p) => ({ code: p.code, name: p.name })),
    ...links
      .filter((l) => !providers.some((p) => p.code === l.providerCode))
      .map((l) => ({ code: l.providerCode, name: l.providerName ?? l.providerCode })),
  ];
  if (rows.length === 0) {
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

  const link = async (code: string) => {
    const back = `${window.location.origin}${window.location.pathname}?tab=binding`;
    const envelope = await startBinding(code, back).catch(() => undefined);
    if (envelope?.success) window.location.assign(envelope.result.url);
    else if (envelope) void message.error(envelope.message);
  };
  const unlink = async (code: string) => {
    const envelope = await unbindProvider(code).catch(() => undefined);
    if (envelope?.success) void message.success(t('bindingUnlinked'));
    bindings.reload();
  };

  return (
    <List
      dataSource={rows}
      renderItem={(row) => {
        const linked = links.find((l) => l.providerCode === row.code);
        return (
          <List.Item
            actions={[
              linked ? (
                <Button key="unlink" onClick={() => void unlink(row.code)}>
                  {t('bindingUnlink')}
                </Button>
              ) : (
                <Button key="link" type="link" onClick={() => void link(row.code)}>
                  {t('bindingLink')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={row.name}
              description={
                linked
                  ? t('bindingLinkedAs', { name: linked.realname ?? '', time: linked.createTime ?? '' })
                  : t('bindingNotLinked')
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
