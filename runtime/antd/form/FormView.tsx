import { createForm, isField, type Form } from '@formily/core';
import { ArrayTable, FormGrid, FormItem, FormLayout } from '@formily/antd-v5';
import { createSchemaField, FormProvider } from '@formily/react';
import { toJS } from '@formily/reactive';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPageSchema, ModelSchema } from '../../render/schemaLite';
import { failedFormRules, fieldErrorsOf, submitRecord } from '../../render/formily/formData';
import { SCHEMA_NS } from '../../render/locales';
import type { TextResolver } from '../../render/schema/text';
import { usePageHost } from '../pageKit/PageHost';
import { useEffectRunner } from '../pageKit/useEffectRunner';
import { FormSection } from './FormSection';
import { formilyPath, knownFieldNames } from './serverErrors';
import { subTableValues } from './subTableValues';
import type { FormSetup } from './useFormSetup';

export interface FormViewProps {
  page: FormPageSchema;
  model: ModelSchema;
  params: Record<string, unknown>;
  user: unknown;
  tx: TextResolver;
  setup: Extract<FormSetup, { status: 'ready' }>;
}

function setErrors(form: Form, errors: { field: string; message: string }[]): void {
  for (const { field, message } of errors) {
    form.setFieldState(field, (state) => {
      state.selfErrors = [message];
    });
  }
}

// Form-rule and server errors are the fields' own ("self") errors, which Formily's validate() keeps:
// left in place they would refuse every later submit, so each submit judges the form afresh.
function clearErrors(form: Form): void {
  form.query('*').forEach((field) => {
    if (isField(field) && field.selfErrors.length > 0) field.selfErrors = [];
  });
}

/**
 * The Formily form of a form page, with its buttons: Cancel / Save in a dialog, Reset / Submit on a
 * route. Server field errors (a 4xx naming fields) are shown on those fields.
 *
 * @example
 * <FormView page={page} model={model} params={params} user={user} tx={tx} setup={setup} />
 */
export function FormView({ page, model, params, user, tx, setup }: FormViewProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const host = usePageHost();
  const runEffects = useEffectRunner(tx);
  const [submitting, setSubmitting] = useState(false);
  const { mode, record, compiled, widgets } = setup;
  const form = useMemo(() => createForm({ initialValues: record ?? {} }), [record]);
  const SchemaField = useMemo(
    () => createSchemaField({ components: { FormItem, FormGrid, ArrayTable, FormSection, ...widgets } }),
    [widgets],
  );

  const submit = async () => {
    clearErrors(form);
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = subTableValues(page, toJS(form.values) as Record<string, unknown>);
    const failed = failedFormRules(page, { values, params, user, mode, record }, tx);
    if (failed.length > 0) {
      setErrors(
        form,
        failed.flatMap(({ fields, message }) => fields.map((field) => ({ field, message }))),
      );
      return;
    }
    setSubmitting(true);
    try {
      const envelope = await submitRecord(page, model, mode, values, record);
      const effects = page.submit?.onSuccess ?? (host.inDialog ? ['close', 'refreshOpener'] : undefined);
      runEffects(effects, envelope.message || t('form.saved'));
    } catch (err) {
      setErrors(
        form,
        fieldErrorsOf(err, knownFieldNames(page, values)).map((e) => ({
          ...e,
          field: formilyPath(page, e.field),
        })),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const labelAlign = page.layout?.labelAlign;
  return (
    <FormProvider form={form}>
      <FormLayout
        layout={labelAlign === 'top' ? 'vertical' : 'horizontal'}
        labelAlign={labelAlign === 'left' ? 'left' : 'right'}
        labelWidth={labelAlign === 'top' ? undefined : (page.layout?.labelWidth ?? 100)}
        feedbackLayout="terse"
      >
        <SchemaField schema={compiled.schema} scope={{ params, record, user, mode }} />
      </FormLayout>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Space>
          {host.inDialog ? (
            <Button onClick={host.close}>{t('form.cancel')}</Button>
          ) : (
            <Button onClick={() => void form.reset()}>{t('form.reset')}</Button>
          )}
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            {host.inDialog ? t('form.save') : t('form.submit')}
          </Button>
        </Space>
      </div>
    </FormProvider>
  );
}
