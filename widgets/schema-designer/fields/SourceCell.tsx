// The fields table's "dictionary / model" cell: a dictionary code, a referenced model, or a child
// table's model and the child's key field, by the row's kind.
import { Input, Select, Space } from 'antd';
import type { ColumnContext } from './columnContext';
import type { FieldIssue } from './fieldChecks';
import type { FieldRow } from './fieldRows';

/** The dictionary code, the referenced model, or a child table's model and key field. */
export function SourceCell({
  row,
  ctx,
  status,
}: {
  row: FieldRow;
  ctx: ColumnContext;
  status: (row: FieldRow, column: FieldIssue['column']) => 'error' | undefined;
}) {
  const { t, edit, disabled } = ctx;
  if (row.kind === 'dict')
    return (
      <Input
        size="small"
        style={{ width: 140 }}
        placeholder={t('dictCode')}
        value={row.dictCode}
        disabled={disabled}
        status={status(row, 'dictCode')}
        onChange={(e) => edit(row.key, { dictCode: e.target.value })}
      />
    );
  if (row.kind !== 'ref' && row.kind !== 'children') return null;
  const model = (
    <Select
      size="small"
      showSearch
      style={{ width: 140 }}
      placeholder={t('refModel')}
      value={row.refModel || undefined}
      disabled={disabled}
      status={status(row, 'refModel')}
      options={ctx.models.map((m) => ({ value: m, label: m }))}
      onChange={(refModel: string) => edit(row.key, { refModel })}
    />
  );
  if (row.kind === 'ref') return model;
  return (
    <Space direction="vertical" size={4}>
      {model}
      <Input
        size="small"
        style={{ width: 140 }}
        placeholder={t('foreignKey')}
        value={row.foreignKey}
        disabled={disabled}
        status={status(row, 'foreignKey')}
        onChange={(e) => edit(row.key, { foreignKey: e.target.value })}
      />
    </Space>
  );
}
