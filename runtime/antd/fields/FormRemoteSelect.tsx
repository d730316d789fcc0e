// RemoteSelect inside a schema form, where its query may follow other fields (a cascading select:
// the tables of the chosen data source, the cities of the chosen province). Kept apart from
// RemoteSelect so that widget stays free of Formily where it is used outside forms.
import { observer, useForm } from '@formily/react';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';

export interface FormRemoteSelectProps extends RemoteSelectProps {
  /** Query parameters read from the form's other fields, `{ param: field }`; empty values are left out. */
  paramFields?: Record<string, string>;
}

/**
 * A RemoteSelect whose parameters include the values of the form fields `paramFields` names; the
 * options are read again when one of them changes.
 *
 * @example
 * <FormRemoteSelect url="/online/cgreport/head/models" paramFields={{ dbSource: 'dbSource' }} … />
 */
export const FormRemoteSelect = observer(function FormRemoteSelect({
  paramFields,
  params,
  ...props
}: FormRemoteSelectProps) {
  const form = useForm() as { values?: Record<string, unknown> } | undefined;
  const fromForm: Record<string, string | number> = {};
  for (const [param, field] of Object.entries(paramFields ?? {})) {
    const value = form?.values?.[field];
    if (typeof value === 'string' ? value !== '' : typeof value === 'number')
      fromForm[param] = value as string;
  }
  return <RemoteSelect {...props} params={{ ...params, ...fromForm }} />;
});
