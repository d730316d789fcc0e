// The dashboard page kind: cards on a 24-column grid (each card's span per breakpoint, stacked on
// phones), each reading its own source, and an optional automatic refresh that pauses while the tab is
// hidden. A card whose permission the user lacks is left out; one that fails shows it in itself.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Tooltip, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionAccess } from '../../render/actions/access';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { useSchemaText } from '../../render/schema/text';
import type { DashboardCard, DashboardPageSchema } from '../../render/schemaLite';
import { ChartCardView } from './ChartCardView';
import { DashboardContext, type DashboardContextValue } from './dashboardContext';
import { LinksCardView } from './LinksCardView';
import { ListCardView } from './ListCardView';
import { DASHBOARD_KIND_NS } from './locales';
import { ReportCardView } from './ReportCardView';
import { StatCardView } from './StatCardView';
import { useRefreshTick } from './useRefreshTick';

function CardView({ card }: { card: DashboardCard }): ReactNode {
  switch (card.type) {
    case 'stat':
      return <StatCardView card={card} />;
    case 'chart':
      return <ChartCardView card={card} />;
    case 'list':
      return <ListCardView card={card} />;
    case 'links':
      return <LinksCardView card={card} />;
    case 'report':
      return <ReportCardView card={card} />;
  }
}

/**
 * Renders a dashboard page schema.
 *
 * @example
 * <DashboardPage bundle={bundle} params={{}} />
 */
export default function DashboardPage({ bundle, params }: KindViewProps) {
  const { t } = useTranslation(DASHBOARD_KIND_NS);
  const page = bundle.page as DashboardPageSchema;
  const tx = useSchemaText(page.i18n);
  const { tick, refresh } = useRefreshTick(page.refresh);
  const context = useMemo<DashboardContextValue>(
    () => ({ models: bundle.models, params, tick, tx }),
    [bundle.models, params, tick, tx],
  );
  const cards = page.cards.filter((card) => permissionAccess(card.permission).visible);
  return (
    <DashboardContext.Provider value={context}>
      <Flex align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {tx(page.title)}
        </Typography.Title>
        <Flex align="center" gap={8}>
          {page.refresh && (
            <Typography.Text type="secondary">{t('autoRefresh', { seconds: page.refresh })}</Typography.Text>
          )}
          <Tooltip title={t('refresh')}>
            <Button aria-label={t('refresh')} icon={<ReloadOutlined />} onClick={refresh} />
          </Tooltip>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.id} xs={24} {...card.span}>
            <CardView card={card} />
          </Col>
        ))}
      </Row>
    </DashboardContext.Provider>
  );
}
