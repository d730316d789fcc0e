// The echarts option of each chart kind over ChartData, in the antd theme's colours. Kept apart from
// EChartView so the option shapes can be read (and tested) without a renderer.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartData, ChartKind } from './chartData';

export interface ChartLook {
  /** The theme's primary colour (single-series charts). */
  color: string;
  /** Secondary text colour for labels and legends. */
  text: string;
  /** The gauge's full scale; else the largest value rounded up. */
  max?: number;
  /** How a value reads (axis, tooltip, labels, gauge); plain numbers without it. */
  format?: (value: number) => string;
}

/** echarts hands formatters a number, a string or an array (a radar's point): only numbers are formatted. */
const valueText = (look: ChartLook) => (value: unknown) =>
  typeof value === 'number' && look.format ? look.format(value) : String(value ?? '');

const labelText = (look: ChartLook) => (params: { value?: unknown }) => valueText(look)(params.value);

const CARTESIAN = new Set<ChartKind>(['line', 'area', 'bar', 'stackedBar', 'horizontalBar']);

function cartesian(kind: ChartKind, data: ChartData, look: ChartLook): EChartsCoreOption {
  const many = data.series.length > 1;
  const horizontal = kind === 'horizontalBar';
  const category = { type: 'category', data: data.categories, axisLabel: { color: look.text } };
  const value = { type: 'value', axisLabel: { color: look.text, formatter: valueText(look) } };
  return {
    ...(many ? {} : { color: [look.color] }),
    tooltip: { trigger: 'axis', valueFormatter: valueText(look) },
    legend: many ? { bottom: 0, textStyle: { color: look.text } } : undefined,
    // Room for the value axis' labels (echarts 6 dropped containLabel from its default build).
    grid: { left: horizontal ? 96 : 56, right: 24, top: 24, bottom: many ? 56 : 32 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: data.series.map((s) => ({
      type: kind === 'line' || kind === 'area' ? 'line' : 'bar',
      name: s.name,
      data: s.values,
      smooth: kind === 'area',
      ...(kind === 'area' ? { areaStyle: {} } : {}),
      ...(kind === 'stackedBar' ? { stack: 'total' } : {}),
      label: { show: !many, position: horizontal ? 'right' : 'top', formatter: labelText(look) },
    })),
  };
}

const slices = (data: ChartData) =>
  data.categories.map((name, i) => ({ name, value: data.series[0]?.values[i] ?? 0 }));

function niceMax(values: number[]): number {
  const top = Math.max(1, ...values);
  const step = 10 ** Math.floor(Math.log10(top));
  return Math.ceil((top * 1.1) / step) * step;
}

/**
 * The option for one chart.
 *
 * @example
 * chartOption('pie', { categories: ['新建'], series: [{ name: '数量', values: [3] }] }, look);
 */
export function chartOption(kind: ChartKind, data: ChartData, look: ChartLook): EChartsCoreOption {
  if (CARTESIAN.has(kind)) return cartesian(kind, data, look);
  const name = data.series[0]?.name ?? '';
  const legend = { bottom: 0, textStyle: { color: look.text } };
  if (kind === 'pie' || kind === 'donut')
    return {
      tooltip: { trigger: 'item', valueFormatter: valueText(look) },
      legend,
      series: [
        {
          type: 'pie',
          name,
          radius: kind === 'donut' ? ['40%', '65%'] : '65%',
          data: slices(data),
          label: { color: look.text },
        },
      ],
    };
  if (kind === 'funnel')
    return {
      tooltip: { trigger: 'item', valueFormatter: valueText(look) },
      legend,
      series: [{ type: 'funnel', name, top: 16, bottom: 40, data: slices(data), sort: 'descending' }],
    };
  if (kind === 'radar') {
    const max = niceMax(data.series.flatMap((s) => s.values));
    return {
      tooltip: { valueFormatter: valueText(look) },
      legend,
      radar: { indicator: data.categories.map((c) => ({ name: c, max })), axisName: { color: look.text } },
      series: [{ type: 'radar', data: data.series.map((s) => ({ name: s.name, value: s.values })) }],
    };
  }
  // Gauge: the first value against the full scale.
  const value = data.series[0]?.values[0] ?? 0;
  return {
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: look.max ?? niceMax([value]),
        progress: { show: true },
        // The name under the pointer's hub and the value below it, so neither sits on the pointer.
        title: { offsetCenter: [0, '78%'], color: look.text, fontSize: 12 },
        detail: {
          valueAnimation: false,
          color: look.text,
          fontSize: 20,
          offsetCenter: [0, '48%'],
          formatter: valueText(look),
        },
        data: [{ name: data.categories[0] ?? name, value }],
      },
    ],
  };
}
