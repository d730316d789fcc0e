// An online report inside a card: its chart (or its table) over the report's first page of rows,
// read through the report kind's own hook.
import { Alert, Button, Skeleton } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportCard } from '../../render/schemaLite';
import { ReportChart } from '../report/ReportChart';
import { ReportTable } from '../report/ReportTable';
import { useReport } from '../report/useReport';
import { CardFrame } from './CardFrame';
import { DashboardContext } from './dashboardContext';
import { DASHBOARD_KIND_NS } from './locales';

/**
 * A report card.
 *
 * @example
 * <ReportCardView card={{ id: 'status', type: 'report', code: 'caseStatusSummary' }} />
 */
export function ReportCardView({ card }: { card: ReportCard }) {
  const { t } = useTranslation(DASHBOARD_KIND_NS);
  const { tx } = useContext(DashboardContext);
  const report = useReport(card.code);
  const { meta, rows } = report;
  const failed = meta.status === 'error' || rows.status === 'error';
  const ready = meta.status === 'ready' && rows.status === 'ready';
  const title = tx(card.title, meta.status === 'ready' ? meta.value.meta.name : card.code);
  const chart = meta.status === 'ready' ? meta.value.meta.chart : undefined;
  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (failed)
    body = (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={
          <Button size="small" onClick={report.retry}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (ready && chart && card.show !== 'table')
    body = (
      <ReportChart
        chart={chart}
        columns={meta.value.meta.columns}
        records={rows.value.records}
        height={card.height ?? 280}
      />
    );
  else if (ready)
    body = (
      <ReportTable columns={meta.value.meta.columns} records={rows.value.records} total={rows.value.total} />
    );
  return <CardFrame title={title}>{body}</CardFrame>;
}
