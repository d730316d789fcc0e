// A chart of the source's points (an aggregate's groups, split into series by `seriesBy`), or of the
// source's rows with one series per `series` entry. echarts loads with the first chart shown.
import { Skeleton } from 'antd';
import { lazy, Suspense, useContext, useMemo } from 'react';
import type { ChartCard } from '../../render/schemaLite';
import { chartDataOf, type ChartData } from '../charts/chartData';
import { CardFrame } from './CardFrame';
import type { CardData } from './cardSource';
import { DashboardContext, type DashboardContextValue } from './dashboardContext';
import { formatStat } from './statFormat';
import { useCardData } from './useCardData';

const EChartView = lazy(() => import('../charts/EChartView'));

function dataOf(card: ChartCard, data: CardData, tx: DashboardContextValue['tx'], title: string): ChartData {
  if (card.series) {
    const nameKey = ('nameKey' in card.source && card.source.nameKey) || 'name';
    return {
      categories: data.records.map((row) => String(row[nameKey] ?? '')),
      series: card.series.map((s) => ({
        name: tx(s.title),
        values: data.records.map((row) => Number(row[s.valueKey] ?? 0)),
      })),
    };
  }
  // A gauge of a single figure (an aggregate's total, a number at a path).
  if (data.points.length === 0 && data.value !== undefined)
    return { categories: [title], series: [{ name: title, values: [data.value] }] };
  return chartDataOf(data.points, title);
}

/**
 * A chart card.
 *
 * @example
 * <ChartCardView card={{ id: 'byStatus', type: 'chart', chart: 'pie', source: { aggregate: { model: 'biz_case', groupBy: 'status' } } }} />
 */
export function ChartCardView({ card }: { card: ChartCard }) {
  const { tx } = useContext(DashboardContext);
  const { state, retry } = useCardData(card.source);
  const title = tx(card.title);
  const height = card.height ?? 280;
  const data = useMemo(
    () => (state.status === 'ready' ? dataOf(card, state.data, tx, title) : undefined),
    [state, card, tx, title],
  );
  const empty = data !== undefined && data.categories.length === 0;
  const { format: valueFormat, precision } = card;
  const format = useMemo(
    () => (valueFormat ? (value: number) => formatStat(value, valueFormat, precision) : undefined),
    [valueFormat, precision],
  );
  return (
    <CardFrame title={title} state={state} retry={retry} empty={empty}>
      {data && (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <EChartView
            kind={card.chart}
            data={data}
            label={title}
            height={height}
            max={card.max}
            format={format}
          />
        </Suspense>
      )}
    </CardFrame>
  );
}
