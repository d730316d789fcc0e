// Lines of samples over time. The chart library comes with the shared echarts chunk on first use.
import { Skeleton, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { EChartOption } from '../../runtime/antd/chart/EChart';
import type { Sample } from '../../schemas/api/monitor';

const EChart = lazy(() => import('../../runtime/antd/chart/EChart'));

/** One line: its name (legend and tooltip), its samples, and how its values read. */
export interface TimeSeries {
  name: string;
  samples: readonly Sample[];
  /** Formats the axis labels and tooltip values of this line. */
  format?: (value: number) => string;
  /** Draws the line against a second value axis on the right (a different unit). */
  rightAxis?: boolean;
}

export interface TimeSeriesChartProps {
  /** What the chart shows, for screen readers. */
  label: string;
  series: TimeSeries[];
  height?: number;
}

function axisOf(series: TimeSeries | undefined, text: string, position: 'left' | 'right') {
  const format = series?.format;
  return {
    type: 'value' as const,
    position,
    axisLabel: { color: text, ...(format ? { formatter: (v: number) => format(v) } : {}) },
    splitLine: { show: position === 'left' },
  };
}

function optionOf(series: TimeSeries[], text: string, colors: string[]): EChartOption {
  const right = series.find((s) => s.rightAxis);
  return {
    color: colors,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => String(value),
    },
    legend: { top: 0, textStyle: { color: text } },
    grid: { left: 64, right: right ? 64 : 24, top: 32, bottom: 32 },
    xAxis: { type: 'time', axisLabel: { color: text } },
    yAxis: right
      ? [
          axisOf(
            series.find((s) => !s.rightAxis),
            text,
            'left',
          ),
          axisOf(right, text, 'right'),
        ]
      : axisOf(series[0], text, 'left'),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      showSymbol: false,
      yAxisIndex: right && s.rightAxis ? 1 : 0,
      data: s.samples.map((p) => [p.t, p.v]),
      tooltip: s.format ? { valueFormatter: (v) => s.format!(Number(v)) } : undefined,
    })),
  };
}

/**
 * A line chart of sample histories over a time axis, in the antd theme's colours.
 *
 * @example
 * <TimeSeriesChart label="Memory" series={[{ name: 'RSS', samples: info.history.rss, format: formatBytes }]} />
 */
export function TimeSeriesChart({ label, series, height = 260 }: TimeSeriesChartProps) {
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      optionOf(series, token.colorTextSecondary, [
        token.colorPrimary,
        token.colorWarning,
        token.colorSuccess,
        token.colorError,
      ]),
    [
      series,
      token.colorTextSecondary,
      token.colorPrimary,
      token.colorWarning,
      token.colorSuccess,
      token.colorError,
    ],
  );
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <EChart option={option} label={label} height={height} />
    </Suspense>
  );
}
