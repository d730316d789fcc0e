// Everything a schema form needs before it renders: the record (when editing), the compiled Formily
// schema for the mode, and the widget components it names.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPageSchema, ModelSchema } from '../../render/schemaLite';
import { compileForm, formMode, type CompiledForm } from '../../render/formily/compileForm';
import { loadRecord } from '../../render/formily/formData';
import { SCHEMA_NS } from '../../render/locales';
import type { PageBundle } from '../../render/schema/loadPageBundle';
import type { TextResolver } from '../../render/schema/text';
import { loadWidgets, type AnyComponent } from '../../render/widgets/widgetRegistry';

export type FormSetup =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      mode: 'add' | 'edit';
      record?: Record<string, unknown>;
      compiled: CompiledForm;
      widgets: Record<string, AnyComponent>;
    };

/**
 * Loads the record to edit, compiles the form and loads its widgets.
 *
 * @example
 * const setup = useFormSetup({ bundle, page, model, params, user, tx, attempt });
 */
export function useFormSetup(options: {
  bundle: PageBundle;
  page: FormPageSchema;
  model: ModelSchema;
  params: Record<string, unknown>;
  user: unknown;
  tx: TextResolver;
  attempt: number;
}): FormSetup {
  const { bundle, page, model, params, user, tx, attempt } = options;
  const { t } = useTranslation(SCHEMA_NS);
  const [setup, setSetup] = useState<FormSetup>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const mode = formMode(page, params, user);
    setSetup({ status: 'loading' });
    (async () => {
      const record = mode === 'edit' ? await loadRecord(page, model, params, user) : undefined;
      const compiled = compileForm(page, model, {
        mode,
        tx,
        t: (key, opts) => t(key, opts),
        scope: { params, user, mode, record },
        record,
        models: bundle.models,
      });
      const widgets = await loadWidgets(compiled.widgets);
      return { status: 'ready' as const, mode, record, compiled, widgets };
    })().then(
      (ready) => current && setSetup(ready),
      (error: unknown) => current && setSetup({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // tx and t change with the language; the compiled labels follow on the next load.
  }, [bundle, page, model, params, user, tx, t, attempt]);
  return setup;
}
