// The report designer as a field widget. The designer (its editor, preview and, with the first chart,
// echarts) is its own chunk: forms without one never load it.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ReportDesignerProps } from '../report/designer/ReportDesigner';

const Designer = lazy(() => import('../report/designer/ReportDesigner'));

/**
 * The `ReportDesigner` widget: a report definition's JSON text edited by choices, with live preview.
 *
 * @example
 * <ReportDesigner modelField="model" value={text} onChange={setText} />
 */
export function ReportDesigner(props: ReportDesignerProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Designer {...props} />
    </Suspense>
  );
}
