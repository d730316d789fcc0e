// The report designer, a field widget: it edits a report definition's JSON text (the `definition` of
// sys_report) through choices over the chosen model's properties, or as JSON, and previews the draft
// live under it. The model comes from the `model` prop, else from the form's field `modelField`.
import { observer, useForm } from '@formily/react';
import { Alert, Button, Input, Skeleton, Tabs } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../core';
import type { FieldWidgetProps } from '../../../render';
import { REPORT_NS } from '../locales';
import { DefinitionEditor } from './DefinitionEditor';
import { draftText, EMPTY_DRAFT, parseDraft, type Draft } from './definitionDraft';
import { ReportPreview } from './ReportPreview';
import { useCatalog } from './useCatalog';

export interface ReportDesignerProps extends FieldWidgetProps<string | undefined> {
  /** The model the report reads, when fixed. */
  model?: string;
  /** The form field holding the model's name; default `model`. */
  modelField?: string;
  /** The data source the report reads, when fixed (its code). */
  dbSource?: string;
  /** The form field holding the data source's code; default `dbSource`. */
  dbSourceField?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * The designer of one report definition, with live preview.
 *
 * @example
 * <ReportDesigner model="biz_case" value={text} onChange={setText} />
 */
export const ReportDesigner = observer(function ReportDesigner(props: ReportDesignerProps) {
  const form = useForm() as { values?: Record<string, unknown> } | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const model = text(props.model ?? form?.values?.[props.modelField ?? 'model']);
  const dbSource = text(props.dbSource ?? form?.values?.[props.dbSourceField ?? 'dbSource']);
  return <Designer {...props} model={model} dbSource={dbSource} />;
});

function Designer(props: ReportDesignerProps) {
  const { value, onChange, disabled, readOnly, model, dbSource, id } = props;
  const { t } = useTranslation(REPORT_NS);
  const { catalog, retry } = useCatalog(dbSource);
  const text = value ?? '';
  const parsed = useMemo(() => parseDraft(text), [text]);
  // While the JSON tab holds text that does not parse, the design tab shows the last valid draft.
  const lastGood = useRef<Draft>(EMPTY_DRAFT);
  if (parsed) lastGood.current = parsed;
  const draft = parsed ?? lastGood.current;
  const locked = disabled || readOnly;
  if (!model) return <Alert type="info" showIcon message={t('modelFirst')} />;
  if (catalog.status === 'loading') return <Skeleton active />;
  if (catalog.status === 'error')
    return (
      <Alert
        type="error"
        showIcon
        message={t('catalogFailed')}
        description={errorMessageOf(catalog.error)}
        action={<Button onClick={retry}>{t('retry')}</Button>}
      />
    );
  const fields = catalog.models.find((m) => m.name === model)?.fields ?? [];
  const design = (
    <DefinitionEditor
      draft={draft}
      fields={fields}
      disabled={locked}
      onChange={(next) => onChange?.(draftText(next))}
    />
  );
  const json = (
    <>
      {!parsed && <Alert type="warning" showIcon message={t('badJson')} style={{ marginBottom: 8 }} />}
      <Input.TextArea
        id={id}
        aria-label={`${props['aria-label'] ?? ''} JSON`}
        autoSize={{ minRows: 8, maxRows: 24 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        disabled={locked}
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tabs
        size="small"
        items={[
          { key: 'design', label: t('visual'), children: design },
          { key: 'json', label: t('json'), children: json },
        ]}
      />
      {parsed && (
        <ReportPreview
          model={model}
          dbSource={dbSource}
          text={text === '' ? '{}' : text}
          chart={draft.chart}
        />
      )}
    </div>
  );
}

export default ReportDesigner;
