import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_NS } from '../../render/locales';
import { useApiTree } from './useApiTree';

export interface ApiTreeSelectProps extends FieldWidgetProps<string | undefined> {
  /** GET endpoint (below the API base) answering a tree of nodes with `children`. */
  api: string;
  /** Where the nodes are in the result, e.g. `treeList`; the result itself when absent. */
  resultPath?: string;
  placeholder?: string;
  /** The current value's label, shown until the tree has loaded. */
  initialLabel?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * A single-choice picker over a tree an endpoint answers (JeecgBoot `TreeModel` nodes: key or value,
 * title or label, children), searchable by title; e.g. a menu's parent from
 * `/sys/permission/queryTreeList`.
 *
 * @example
 * <ApiTreeSelect api="/sys/permission/queryTreeList" resultPath="treeList" value={parentId} onChange={setParentId} />
 */
export function ApiTreeSelect({
  api,
  resultPath,
  value,
  onChange,
  initialLabel,
  ...rest
}: ApiTreeSelectProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const { nodes, loading, error } = useApiTree(api, resultPath);
  // Until the tree arrives, a stored value shows its label rather than its id.
  const treeData =
    nodes.length === 0 && typeof value === 'string' && value && initialLabel
      ? [{ value, title: initialLabel }]
      : nodes;
  return (
    <TreeSelect
      {...rest}
      value={value === null || value === '' ? undefined : value}
      onChange={(next: string | undefined) => onChange?.(next)}
      treeData={treeData}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      popupMatchSelectWidth={false}
      notFoundContent={error ? `${t('list.loadFailed')}: ${error}` : undefined}
    />
  );
}

export default ApiTreeSelect;
