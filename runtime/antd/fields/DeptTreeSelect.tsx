import { TreeSelect, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';
import { joinPicked, splitJoined } from './joined';
import { useDepartTree } from './useDepartTree';

export interface DeptTreeSelectProps extends FieldWidgetProps<string | string[] | undefined> {
  placeholder?: string;
  /** Several departments (the value is then a list). */
  multiple?: boolean;
  /** With `multiple`: the value is one comma-joined string (JeecgBoot's `selecteddeparts`). */
  joined?: boolean;
  /** The current value's label (`<field>_dictText`), shown until the tree has loaded. */
  initialLabel?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * A department picker over the department tree, searchable by name.
 *
 * @example
 * <DeptTreeSelect value={departId} onChange={setDepartId} initialLabel={record.departId_dictText} />
 */
export function DeptTreeSelect({
  value,
  onChange,
  initialLabel,
  multiple,
  joined,
  ...rest
}: DeptTreeSelectProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const { nodes, source, loading, error } = useDepartTree();
  // Until the tree arrives, a stored value shows its label rather than its id.
  const treeData =
    nodes.length === 0 && typeof value === 'string' && value && initialLabel
      ? [{ value, title: initialLabel }]
      : nodes;
  return (
    <TreeSelect
      {...rest}
      value={multiple ? splitJoined(value) : value === null || value === '' ? undefined : value}
      onChange={(next: string | string[] | undefined) =>
        onChange?.(multiple ? joinPicked(splitJoined(next), joined) : next)
      }
      multiple={multiple}
      treeData={treeData}
      loading={loading}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      notFoundContent={error ? t('widget.deptLoadFailed') : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {source === 'own' && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
              {t('widget.deptFromOwn')}
            </Typography.Text>
          )}
        </>
      )}
    />
  );
}

export default DeptTreeSelect;
