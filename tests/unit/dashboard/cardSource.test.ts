// How a dashboard card's source becomes a request and its answer becomes figures, points and rows, and
// how points become chart series.
import { describe, expect, it } from 'vitest';
import { chartDataOf } from '../../../runtime/antd/charts/chartData';
import { chartOption } from '../../../runtime/antd/charts/chartOptions';
import { formatStat } from '../../../runtime/antd/dashboard/statFormat';
import { cardData, cardRequest } from '../../../runtime/antd/dashboard/cardSource';
import type { ModelSchema } from '../../../runtime/render/schemaLite';

const models = new Map([
  ['biz_case', { schema: { 'x-api': { basePath: '/biz/case' } } as unknown as ModelSchema }],
]);

describe('card sources', () => {
  it('asks the model x-api aggregate with its filters evaluated against the user', () => {
    const request = cardRequest(
      { aggregate: { model: 'biz_case', groupBy: 'status', filters: { assignee: { $expr: 'user.id' } } } },
      models,
      { user: { id: 'u1' } },
    );
    expect(request).toEqual({ url: '/biz/case/aggregate', params: { assignee: 'u1', groupBy: 'status' } });
  });

  it('reads a number at a path, samples, rows with named keys and a page of records', () => {
    expect(cardData({ api: '/x', path: 'memory.rss' }, { memory: { rss: 42 } }).value).toBe(42);
    const samples = cardData({ api: '/x', path: 'h' }, { h: [{ t: 0, v: 3 }] }).points;
    expect(samples.map((p) => p.value)).toEqual([3]);
    const rows = cardData({ api: '/x', nameKey: 'status', valueKey: 'count' }, [{ status: '200', count: 9 }]);
    expect(rows.points).toEqual([{ name: '200', value: 9 }]);
    const page = cardData({ api: '/x' }, { records: [{ id: 'a' }], total: 7 });
    expect(page).toMatchObject({ value: 7, records: [{ id: 'a' }] });
  });

  it('reads an aggregate as its total and its points, split into series', () => {
    const data = cardData(
      { aggregate: { model: 'biz_case' } },
      { total: 3, points: [{ key: 'a', name: 'A', value: 3, series: 'x', seriesName: 'X' }] },
    );
    expect(data.value).toBe(3);
    expect(data.points).toEqual([{ name: 'A', value: 3, series: 'X' }]);
  });
});

describe('chart data', () => {
  it('puts each series on every category, 0 where a series has no point', () => {
    const data = chartDataOf(
      [
        { name: '张伟', value: 2, series: '0-1' },
        { name: '李娜', value: 1, series: '1-3' },
      ],
      '数量',
    );
    expect(data).toEqual({
      categories: ['张伟', '李娜'],
      series: [
        { name: '0-1', values: [2, 0] },
        { name: '1-3', values: [0, 1] },
      ],
    });
    const option = chartOption('stackedBar', data, { color: '#000', text: '#666' }) as {
      series: { stack?: string }[];
    };
    expect(option.series.every((s) => s.stack === 'total')).toBe(true);
  });

  it("reads values in the card's format on the axis, in the tooltip, the labels and the gauge", () => {
    const data = { categories: ['10:00', '10:05'], series: [{ name: '堆内存', values: [52_428_800, 1536] }] };
    const look = { color: '#000', text: '#666', format: (v: number) => formatStat(v, 'bytes') };
    type Fmt = (v: unknown) => string;
    const area = chartOption('area', data, look) as {
      yAxis: { axisLabel: { formatter: Fmt } };
      tooltip: { valueFormatter: Fmt };
      series: { label: { formatter: (p: { value: unknown }) => string } }[];
    };
    expect(area.yAxis.axisLabel.formatter(52_428_800)).toBe(formatStat(52_428_800, 'bytes'));
    expect(area.yAxis.axisLabel.formatter(52_428_800)).toMatch(/MB/);
    expect(area.tooltip.valueFormatter(1536)).toMatch(/KB/);
    expect(area.series[0]!.label.formatter({ value: 1536 })).toMatch(/KB/);
    const gauge = chartOption(
      'gauge',
      { categories: ['CPU'], series: [{ name: 'CPU', values: [0.5] }] },
      {
        ...look,
        format: (v: number) => formatStat(v, 'percent', 0),
      },
    ) as { series: { detail: { formatter: Fmt } }[] };
    expect(gauge.series[0]!.detail.formatter(0.5)).toBe('50%');
    // Without a format the numbers read as they are.
    const plain = chartOption('bar', data, { color: '#000', text: '#666' }) as typeof area;
    expect(plain.yAxis.axisLabel.formatter(1536)).toBe('1536');
  });
});
