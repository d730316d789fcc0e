// The chart itself: echarts' core with only the bar, line and pie series and the SVG renderer (the
// chart is text and shapes in the page, readable by tests and screen readers). This module is its own
// chunk, loaded by ReportChart the first time a chart shows, so no route pays for echarts up front.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import type { ChartType } from './reportApi';

registerEcharts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

type Option = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

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

function optionOf({ type, points, seriesName }: EChartViewProps, color: string, text: string): Option {
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
    chart.current?.setOption(optionOf(props, token.colorPrimary, token.colorTextSecondary), true);
  }, [props, token.colorPrimary, token.colorTextSecondary]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={props.seriesName}
      style={{ width: '100%', height: props.height ?? 320 }}
    />
  );
}
