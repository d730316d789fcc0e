// A chart of report or dashboard data (ChartData) in the antd theme's colours, drawn by the one echarts
// setup (../chart/EChart). Loaded lazily the first time a chart shows, so no route pays for echarts up
// front.
import { theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../chart/EChart';
import type { ChartData, ChartKind } from './chartData';
import { chartOption } from './chartOptions';

export interface EChartViewProps {
  kind: ChartKind;
  data: ChartData;
  /** What the chart shows, for screen readers (the series' or card's name). */
  label: string;
  height?: number;
  /** The gauge's full scale. */
  max?: number;
  /** How a value reads; plain numbers without it. */
  format?: (value: number) => string;
}

/**
 * A chart of ChartData following the antd theme's primary and text colours, resized with its
 * container.
 *
 * @example
 * <EChartView kind="bar" label="数量" data={{ categories: ['处理中'], series: [{ name: '数量', values: [3] }] }} />
 */
export default function EChartView({ kind, data, label, height, max, format }: EChartViewProps) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => chartOption(kind, data, { color: token.colorPrimary, text: token.colorTextSecondary, max, format }),
    [kind, data, max, format, token.colorPrimary, token.colorTextSecondary],
  );
  return <EChart option={option} label={label} height={height} />;
}
