import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downFile, errorMessageOf } from '../../core';
import type { ReportPageSchema } from '../../render/schemaLite';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { useSchemaText } from '../../render/schema/text';
import { SearchForm } from '../list/SearchForm';
import { blobError, saveBlob } from '../pageKit/saveBlob';
import { useFeedback } from '../useFeedback';
import { REPORT_NS } from './locales';
import { reportExportUrl } from './reportApi';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { useReport } from './useReport';

/**
 * The page of one online report (JeecgBoot cgreport): its search form, its chart when the definition
 * has one, its rows, refresh and xlsx export. The report's code is the schema's `code`, else the page's
 * `code` param (the `/online/cgreport/<code>` route puts the URL's last segment there).
 *
 * @example
 * <ReportPage bundle={bundle} params={{ code: 'caseStatusSummary' }} />
 */
export default function ReportPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as ReportPageSchema;
  const code = page.code ?? (typeof params.code === 'string' ? params.code : '');
  const { t } = useTranslation(REPORT_NS);
  if (!code) return <Result status="warning" title={t('noCode')} />;
  return <ReportView key={code} code={code} page={page} />;
}

function ReportView({ code, page }: { code: string; page: ReportPageSchema }) {
  const { t } = useTranslation(REPORT_NS);
  const tx = useSchemaText(page.i18n);
  const { message } = useFeedback();
  const report = useReport(code);
  const [exporting, setExporting] = useState(false);
  const { meta, rows } = report;
  if (meta.status === 'loading') return <Skeleton active />;
  const failed = meta.status === 'error' ? meta.error : rows.status === 'error' ? rows.error : undefined;
  if (meta.status === 'error') return <Failed error={failed} onRetry={report.retry} />;
  const { meta: info } = meta.value;
  const exportXls = async () => {
    setExporting(true);
    try {
      const blob = await downFile(reportExportUrl(code), report.params);
      const problem = await blobError(blob);
      if (problem !== undefined) void message.error(t('exportFailed', { message: problem }));
      else saveBlob(blob, `${info.name}.xlsx`);
    } catch (error) {
      void message.error(t('exportFailed', { message: errorMessageOf(error) }));
    } finally {
      setExporting(false);
    }
  };
  const data = rows.status === 'ready' ? rows.value : { records: [], total: 0 };
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {info.name || tx(page.title)}
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={report.reload} aria-label={t('refresh')} />
          {info.exportable && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXls()}>
              {t('export')}
            </Button>
          )}
        </Space>
      </Flex>
      {report.form && (
        <SearchForm
          page={report.form.page}
          model={report.form.model}
          tx={tx}
          onSearch={report.search}
          onReset={report.reset}
        />
      )}
      {rows.status === 'error' ? (
        <Failed error={failed} onRetry={report.retry} />
      ) : (
        <Flex vertical gap={16}>
          {info.chart && data.records.length > 0 && (
            <ReportChart chart={info.chart} columns={info.columns} records={data.records} />
          )}
          <ReportTable
            columns={info.columns}
            records={data.records}
            total={data.total}
            loading={rows.status === 'loading' || report.fetching}
            paging={info.paged ? { ...report.paging, onChange: report.turn } : undefined}
          />
        </Flex>
      )}
    </Flex>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(REPORT_NS);
  return (
    <Result
      status="error"
      title={t('loadFailed')}
      subTitle={errorMessageOf(error)}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
