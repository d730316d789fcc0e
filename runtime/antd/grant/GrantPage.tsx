import { Button, Card, Empty, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantPageSchema } from '../../render/schemaLite';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { useSchemaText } from '../../render/schema/text';
import { usePageHost } from '../pageKit/PageHost';
import { PageSpin } from '../pageKit/PageSpin';
import { GrantTree } from './GrantTree';
import { GRANT_NS } from './locales';
import { useGrantData } from './useGrantData';

/**
 * A grant page (kind `grant`) rendered from its schema: the tree of menus and buttons a role,
 * department or department role may be granted, checked where it holds them, saved as a diff.
 * Mostly shown in a drawer (a modal page whose content it is).
 *
 * @example
 * <GrantPage bundle={bundle} params={{ roleId }} />
 */
export default function GrantPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as GrantPageSchema;
  const { t } = useTranslation(GRANT_NS);
  const tx = useSchemaText(page.i18n);
  const host = usePageHost();
  const { data, retry } = useGrantData(page, params);
  let body;
  if (data.status === 'loading') body = <PageSpin />;
  else if (data.status === 'error') {
    const reason = data.error instanceof Error ? data.error.message : String(data.error);
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={reason}
        extra={
          <Space>
            {host.inDialog && <Button onClick={host.close}>{t('cancel')}</Button>}
            <Button onClick={retry}>{t('retry')}</Button>
          </Space>
        }
      />
    );
  } else if (data.tree.length === 0) body = <Empty description={t('empty')} />;
  else body = <GrantTree page={page} params={params} tree={data.tree} held={data.held} tx={tx} />;
  return host.inDialog ? (
    body
  ) : (
    <Card title={tx(page.title)} variant="borderless">
      {body}
    </Card>
  );
}
