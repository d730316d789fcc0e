// The designer's live preview: the draft is run on the server as its author (first rows, nothing
// stored) a moment after typing pauses; the table and chart show what the report will show, or the
// server's reasons with the definition path each names.
import { Alert, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_NS } from '../locales';
import { previewReport, type PreviewOutcome } from '../reportApi';
import { ReportChart } from '../ReportChart';
import { ReportTable } from '../ReportTable';
import type { Draft } from './definitionDraft';

/** How long typing must pause before the preview runs. */
const DEBOUNCE_MS = 400;

export interface ReportPreviewProps {
  model: string;
  dbSource?: string;
  text: string;
  chart: Draft['chart'];
}

/**
 * The first rows of a draft report.
 *
 * @example
 * <ReportPreview model="biz_case" text={definitionText} chart={draft.chart} />
 */
export function ReportPreview({ model, dbSource, text, chart }: ReportPreviewProps) {
  const { t } = useTranslation(REPORT_NS);
  const [outcome, setOutcome] = useState<PreviewOutcome | { ok: 'failed'; message: string }>();
  const [running, setRunning] = useState(false);
  useEffect(() => {
    let current = true;
    setRunning(true);
    const timer = setTimeout(() => {
      previewReport(model, text, dbSource)
        .then(
          (result) => current && setOutcome(result),
          (error: unknown) =>
            current &&
            setOutcome({ ok: 'failed', message: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => current && setRunning(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [model, dbSource, text]);
  return (
    <section aria-label={t('preview')} aria-busy={running}>
      <Flex align="baseline" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('preview')}</Typography.Text>
        <Typography.Text type="secondary">{running ? t('previewing') : t('previewHint')}</Typography.Text>
      </Flex>
      {outcome?.ok === true ? (
        <Flex vertical gap={12}>
          {chart && outcome.records.length > 0 && (
            <ReportChart chart={chart} columns={outcome.columns} records={outcome.records} height={240} />
          )}
          <ReportTable
            columns={outcome.columns}
            records={outcome.records}
            total={outcome.total}
            loading={running}
          />
        </Flex>
      ) : outcome ? (
        <Alert
          type="error"
          showIcon
          message={t('previewFailed')}
          description={
            outcome.ok === false && outcome.errors.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {outcome.errors.map((e) => (
                  <li key={`${e.field}:${e.message}`}>{e.message}</li>
                ))}
              </ul>
            ) : (
              outcome.message
            )
          }
        />
      ) : null}
    </section>
  );
}
