// A figure: the source's number (an aggregate's total), or with `trend` the last point and its change
// against the one before.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Statistic, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatCard } from '../../render/schemaLite';
import { CardFrame } from './CardFrame';
import type { CardData } from './cardSource';
import { DashboardContext } from './dashboardContext';
import { DASHBOARD_KIND_NS } from './locales';
import { formatStat } from './statFormat';
import { useCardData } from './useCardData';

function figures(card: StatCard, data: CardData) {
  const last = data.points.at(-1);
  if (card.trend && last) return { value: last.value, previous: data.points.at(-2)?.value };
  return { value: data.value ?? data.points.reduce((sum, p) => sum + p.value, 0), previous: undefined };
}

function Trend({ value, previous }: { value: number; previous: number }) {
  const { t } = useTranslation(DASHBOARD_KIND_NS);
  if (value === previous) return <Typography.Text type="secondary">{t('trendFlat')}</Typography.Text>;
  const percent = previous === 0 ? '∞' : `${Math.abs(((value - previous) / previous) * 100).toFixed(1)}%`;
  const up = value > previous;
  return (
    <Typography.Text type={up ? 'success' : 'danger'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {t(up ? 'trendUp' : 'trendDown', { percent })}
    </Typography.Text>
  );
}

/**
 * A stat card.
 *
 * @example
 * <StatCardView card={{ id: 'cases', type: 'stat', source: { aggregate: { model: 'biz_case' } } }} />
 */
export function StatCardView({ card }: { card: StatCard }) {
  const { tx } = useContext(DashboardContext);
  const { state, retry } = useCardData(card.source);
  const title = tx(card.title);
  const shown = state.status === 'ready' ? figures(card, state.data) : undefined;
  return (
    <CardFrame title={title} state={state} retry={retry}>
      {shown && (
        <>
          <Statistic
            value={formatStat(shown.value, card.format, card.precision)}
            suffix={card.suffix === undefined ? undefined : tx(card.suffix)}
          />
          {shown.previous !== undefined && <Trend value={shown.value} previous={shown.previous} />}
        </>
      )}
    </CardFrame>
  );
}
