// The frame of every card: its title and the states a card goes through on its own — a skeleton while
// it loads, a quiet "no permission" for a 403, the failure with a retry, an empty hint.
import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_KIND_NS } from './locales';
import type { CardState } from './useCardData';

export interface CardFrameProps {
  title?: string;
  state?: CardState;
  retry?: () => void;
  /** True when the ready data has nothing to show. */
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
}

/**
 * A card that shows `children` only once its data is ready.
 *
 * @example
 * <CardFrame title="工单数" state={state} retry={retry}>{figure}</CardFrame>
 */
export function CardFrame({ title, state, retry, empty, emptyText, children }: CardFrameProps) {
  const { t } = useTranslation(DASHBOARD_KIND_NS);
  let body: ReactNode = children;
  if (state?.status === 'loading') body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (state?.status === 'forbidden')
    body = (
      <Typography.Text type="secondary">
        <StopOutlined /> {t('forbidden')}
      </Typography.Text>
    );
  else if (state?.status === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        description={state.message}
        action={
          <Button size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('empty')} />;
  return (
    <Card title={title} size="small" style={{ height: '100%' }} aria-busy={state?.status === 'loading'}>
      {body}
    </Card>
  );
}
