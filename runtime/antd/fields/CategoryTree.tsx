import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_NS } from '../../render/locales';
import { useCategoryTree } from './useCategoryTree';

export interface CategoryTreeProps extends FieldWidgetProps<string | undefined> {
  /** Start below the category with this code (`A02`); `0` (default) is the top. */
  pcode?: string;
  /** The category API's base path, `/sys/category` by default. */
  api?: string;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * A category picker (system categories, api-contract §4.8): the roots load first, each node's children
 * when it opens; a stored value shows its name before its branch has loaded. The value is the id.
 *
 * @example
 * <CategoryTree value={productCategory} onChange={setProductCategory} pcode="A02" />
 */
export function CategoryTree({ value, onChange, pcode, api, disabled, ...rest }: CategoryTreeProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const stored = value === null || value === '' || value === '0' ? undefined : value;
  const { nodes, loading, error, loadChildren, valueLabel } = useCategoryTree({ api, pcode, value: stored });
  // Until its branch is loaded, the stored value is shown by name, not by id.
  const treeData =
    stored && valueLabel
      ? [...nodes, { id: stored, pId: '', value: stored, title: valueLabel, isLeaf: true }]
      : nodes;
  return (
    <TreeSelect
      {...rest}
      value={stored}
      onChange={(next: string | undefined) => onChange?.(next)}
      disabled={disabled}
      treeDataSimpleMode
      treeData={treeData}
      loadData={(node) => loadChildren(String(node.value))}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      notFoundContent={error ? t('list.loadFailed') : undefined}
    />
  );
}

export default CategoryTree;
