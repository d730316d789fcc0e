// The one echarts setup of the client: echarts' core with only the series the product draws (bar,
// line, pie, funnel, radar, gauge) and the SVG renderer (the chart is text and shapes in the page,
// readable by tests and screen readers). Modules importing this are loaded lazily (charts/EChartView
// of reports and dashboards, the monitoring charts), so no route pays for echarts up front, and all
// of them share one echarts chunk.
import { BarChart, FunnelChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import type {
  BarSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
} from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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

/** An echarts option limited to the registered series and components. */
export type EChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | FunnelSeriesOption
  | RadarSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | RadarComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface EChartProps {
  option: EChartOption;
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
}

/**
 * Draws an echarts option in an SVG box that follows its container's width.
 *
 * @example
 * <EChart label="RSS" option={{ xAxis: { type: 'time' }, yAxis: {}, series: [{ type: 'line', data }] }} />
 */
export function EChart({ option, label, height = 320 }: EChartProps) {
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
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

export default EChart;
