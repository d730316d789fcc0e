import { Select, TreeSelect, Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';
import { splitJoined } from './joined';
import { loadRemoteOptions, type RemoteOption, type RemoteSource } from './remoteOptions';

export interface RemoteSelectProps
  extends FieldWidgetProps<string | string[] | undefined>, Partial<RemoteSource> {
  /** Several values. */
  multiple?: boolean;
  /** With `multiple`: the value as a comma-joined string (default) or as an array. */
  valueType?: 'string' | 'array';
  /** The endpoint answers a tree (`children`): a checkable tree select. */
  tree?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

type Loaded = { options: RemoteOption[]; loading: boolean; failed: boolean };

/**
 * A select whose choices come from a list endpoint named by the schema (`props.url`, `valueField`,
 * `labelField`), searchable by label; single, multiple (a comma list or an array), or a tree. When the
 * endpoint cannot be read the field says so and offers nothing.
 *
 * @example
 * <RemoteSelect url="/sys/role/queryall" labelField="roleName" multiple value="r1,r2" onChange={set} />
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const { value, onChange, multiple, valueType = 'string', tree, disabled, readOnly } = props;
  const { url = '', params, valueField, labelField, descField, placeholder, id, style } = props;
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [state, setState] = useState<Loaded>({ options: [], loading: true, failed: false });
  const paramsKey = JSON.stringify(params ?? {});
  useEffect(() => {
    let current = true;
    setState((prev) => ({ ...prev, loading: true }));
    loadRemoteOptions({ url, params: JSON.parse(paramsKey), valueField, labelField, descField }).then(
      (options) => current && setState({ options, loading: false, failed: false }),
      () => current && setState({ options: [], loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [url, paramsKey, valueField, labelField, descField]);

  const shown = multiple ? splitJoined(value) : value === '' || value === null ? undefined : value;
  const emit = (next: string | string[] | undefined) => {
    if (!multiple) return onChange?.(next ?? undefined);
    const list = splitJoined(next);
    onChange?.(valueType === 'array' ? list : list.length ? list.join(',') : undefined);
  };
  const common = {
    id,
    'aria-label': props['aria-label'],
    style: { width: '100%', ...style },
    placeholder,
    disabled: disabled || readOnly || state.failed,
    loading: state.loading,
    allowClear: true,
    showSearch: true,
    notFoundContent: state.failed ? t('widget.optionsLoadFailed', { url }) : undefined,
  };
  // A list that cannot be read is said under the field, not only inside its closed dropdown.
  const failure = state.failed && (
    <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
      {t('widget.optionsLoadFailed', { url })}
    </Typography.Text>
  );
  if (tree) {
    return (
      <>
        <TreeSelect
          {...common}
          value={shown}
          onChange={(next: string | string[] | undefined) => emit(next)}
          multiple={multiple}
          treeCheckable={multiple}
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          treeData={state.options}
          fieldNames={{ label: 'label', value: 'value', children: 'children' }}
          treeNodeFilterProp="label"
          treeDefaultExpandAll
        />
        {failure}
      </>
    );
  }
  return (
    <>
      <Select
        {...common}
        value={shown}
        onChange={(next: string | string[] | undefined) => emit(next)}
        mode={multiple ? 'multiple' : undefined}
        options={state.options}
        optionFilterProp="label"
      />
      {failure}
    </>
  );
}

export default RemoteSelect;
