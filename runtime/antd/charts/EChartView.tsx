// The chart itself: echarts' core with only the series the reports and dashboards draw and the SVG
// renderer (the chart is text and shapes in the page, readable by tests and screen readers). This
// module is its own chunk, loaded the first time a chart shows, so no route pays for echarts up front.
import { BarChart, FunnelChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import type { ChartData, ChartKind } from './chartData';
import { chartOption } from './chartOptions';

registerEcharts([
  BarChart,
  LineChart,
  PieChart,
  FunnelChart,
  RadarChart,
  GaugeChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface EChartViewProps {
  kind: ChartKind;
  data: ChartData;
  /** What the chart shows, for screen readers (the series' or card's name). */
  label: string;
  height?: number;
  /** The gauge's full scale. */
  max?: number;
}

/**
 * A chart of ChartData following the antd theme's primary and text colours, resized with its
 * container.
 *
 * @example
 * <EChartView kind="bar" label="数量" data={{ categories: ['处理中'], series: [{ name: '数量', values: [3] }] }} />
 */
export default function EChartView({ kind, data, label, height, max }: EChartViewProps) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(undefined);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    // Without ResizeObserver (jsdom, where every story also renders) the chart keeps its first size
    // instead of failing the page around it.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    const look = { color: token.colorPrimary, text: token.colorTextSecondary, max };
    chart.current?.setOption(chartOption(kind, data, look), true);
  }, [kind, data, max, token.colorPrimary, token.colorTextSecondary]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: height ?? 320 }} />;
}
