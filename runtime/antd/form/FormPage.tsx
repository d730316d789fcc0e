import { Button, Card, Result, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '../../core';
import type { FormPageSchema } from '../../render/schemaLite';
import { SCHEMA_NS } from '../../render/locales';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { useSchemaText } from '../../render/schema/text';
import { usePageHost } from '../pageKit/PageHost';
import { PageSpin } from '../pageKit/PageSpin';
import { FormView } from './FormView';
import { useFormSetup } from './useFormSetup';

/**
 * A form page rendered from its schema on Formily: loads the record when editing, validates with the
 * model's and the page's rules, submits to add or edit, and runs `submit.onSuccess`.
 *
 * @example
 * <FormPage bundle={bundle} params={{ id }} />
 */
export default function FormPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as FormPageSchema;
  const model = bundle.models.get(page.model)!.schema;
  const { t } = useTranslation(SCHEMA_NS);
  // Sub-table columns are labelled by their child models' texts (after the page's and the model's).
  const childTexts = page.sections.flatMap((section) => {
    const relation = section.subTable?.relation;
    const ref = relation ? model.properties[relation]?.['x-ref'] : undefined;
    return ref ? [bundle.models.get(ref.model)?.schema['x-i18n']] : [];
  });
  const tx = useSchemaText(page.i18n, model['x-i18n'], ...childTexts);
  const host = usePageHost();
  const user = useAtomValue(sessionAtom)?.userInfo ?? undefined;
  const [attempt, setAttempt] = useState(0);
  const setup = useFormSetup({ bundle, page, model, params, user, tx, attempt });

  let body;
  if (setup.status === 'loading') body = <PageSpin />;
  else if (setup.status === 'error') {
    body = (
      <Result
        status="error"
        title={t('form.loadFailed')}
        subTitle={setup.error instanceof Error ? setup.error.message : String(setup.error)}
        extra={
          <Space>
            {host.inDialog && <Button onClick={host.close}>{t('form.cancel')}</Button>}
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('page.retry')}</Button>
          </Space>
        }
      />
    );
  } else {
    body = <FormView page={page} model={model} params={params} user={user} tx={tx} setup={setup} />;
  }
  return host.inDialog ? (
    body
  ) : (
    <Card title={tx(page.title)} variant="borderless">
      {body}
    </Card>
  );
}
