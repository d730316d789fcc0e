// A report's chart from its rows: the x column's labels (dictionary text where the rows carry it) and
// the y column's numbers. The chart library loads with the first chart (EChartView's chunk).
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartDataOf } from '../charts/chartData';
import type { ReportChartSpec, ReportColumnInfo, ReportRecord } from './reportApi';
import { cellText } from './reportCells';

const EChartView = lazy(() => import('../charts/EChartView'));

export interface ReportChartProps {
  chart: ReportChartSpec;
  columns: ReportColumnInfo[];
  records: ReportRecord[];
  height?: number;
}

/**
 * The chart a report definition asks for, over the rows shown.
 *
 * @example
 * <ReportChart chart={{ type: 'bar', x: 'status', y: 'cnt' }} columns={columns} records={records} />
 */
export function ReportChart({ chart, columns, records, height = 320 }: ReportChartProps) {
  const x = columns.find((c) => c.field === chart.x);
  const y = columns.find((c) => c.field === chart.y);
  const seriesName = y?.label ?? chart.y;
  const data = useMemo(
    () =>
      chartDataOf(
        records.map((record) => ({
          name: x ? cellText(x, record) : String(record[chart.x] ?? ''),
          value: Number(record[chart.y] ?? 0),
        })),
        seriesName,
      ),
    [records, x, chart.x, chart.y, seriesName],
  );
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <EChartView kind={chart.type} data={data} label={seriesName} height={height} />
    </Suspense>
  );
}
