// A report's chart: builds the bar, line or pie option of category → value points and draws it with the
// shared echarts setup (../chart/EChart). This module is its own chunk, loaded by ReportChart the first
// time a chart shows.
import { theme } from 'antd';
import { useMemo } from 'react';
import { EChart, type EChartOption } from '../chart/EChart';
import type { ChartType } from './reportApi';

/** One category (an x label) and its value. */
export interface ChartPoint {
  name: string;
  value: number;
}

export interface EChartViewProps {
  type: ChartType;
  points: ChartPoint[];
  /** The series' name, shown in tooltips (the y column's label). */
  seriesName: string;
  height?: number;
}

function optionOf({ type, points, seriesName }: EChartViewProps, color: string, text: string): EChartOption {
  if (type === 'pie')
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, textStyle: { color: text } },
      series: [
        { type: 'pie', name: seriesName, radius: ['35%', '65%'], data: points, label: { color: text } },
      ],
    };
  return {
    color: [color],
    tooltip: { trigger: 'axis' },
    // Room for the value axis' labels (echarts 6 dropped containLabel from its default build).
    grid: { left: 56, right: 24, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: points.map((p) => p.name), axisLabel: { color: text } },
    yAxis: { type: 'value', axisLabel: { color: text } },
    series: [
      { type, name: seriesName, data: points.map((p) => p.value), label: { show: true, position: 'top' } },
    ],
  };
}

/**
 * A bar, line or pie chart of category → value points, following the antd theme's primary and text
 * colours, resized with its container.
 *
 * @example
 * <EChartView type="bar" seriesName="数量" points={[{ name: '处理中', value: 3 }]} />
 */
export default function EChartView(props: EChartViewProps) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => optionOf(props, token.colorPrimary, token.colorTextSecondary),
    [props, token.colorPrimary, token.colorTextSecondary],
  );
  return <EChart option={option} label={props.seriesName} height={props.height} />;
}
