// The form page's layout: columns per row, and its sections as one sortable list — each section's
// header, then its fields — so dragging a field below another header moves it into that section.
import { DeleteOutlined, SplitCellsOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabel, useSchemaText } from '../../../runtime/render/schema/text';
import { modelFields } from '../../../runtime/schema/model';
import type { FormPageSchema, FormSection, ModelSchema } from '../../../runtime/schema/types';
import {
  addSection,
  arrangeForm,
  fieldItem,
  formItems,
  MAX_FORM_COLUMNS,
  readFormLayout,
  removeSection,
  sectionItem,
  setFieldSpan,
  setFormField,
  setSectionTitle,
  writeFormLayout,
  type FormLayout,
} from './formLayout';
import { moveItem } from './listLayout';
import { LAYOUT_NS } from './locales';
import { SortableRows, type SortableRow } from './SortableRows';

/**
 * @example
 * <FormLayoutEditor page={form} model={model} onChange={setForm} />
 */
export interface FormLayoutEditorProps {
  page: FormPageSchema;
  model: ModelSchema;
  onChange: (page: FormPageSchema) => void;
}

export function FormLayoutEditor({ page, model, onChange }: FormLayoutEditorProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const tx = useSchemaText(page.i18n, model['x-i18n']);
  const layout = readFormLayout(page);
  const change = (next: FormLayout) => onChange(writeFormLayout(page, next));
  const label = (field: string) => fieldLabel(model, field, tx);
  const columns = layout.columns ?? 1;
  const onForm = new Set(layout.sections.flatMap((s) => (s.fields ?? []).map((f) => f.field)));
  const free = Object.keys(modelFields(model)).filter((f) => !onForm.has(f));
  const items = formItems(layout);

  const header = (section: FormSection, index: number): SortableRow => {
    const name = t('section', { index: index + 1 });
    const title = typeof section.title === 'string' ? section.title : undefined;
    return {
      id: sectionItem(index),
      name,
      fixed: true,
      content: (
        <Flex align="center" gap={6} style={{ background: 'rgba(0,0,0,0.03)', padding: '4px 8px' }}>
          <Typography.Text strong>{name}</Typography.Text>
          {section.subTable ? (
            <Typography.Text type="secondary">
              {t('sectionSubTable', { relation: section.subTable.relation })}
            </Typography.Text>
          ) : section.title !== undefined && title === undefined ? (
            <Tag>{tx(section.title)}</Tag>
          ) : (
            <Input
              size="small"
              aria-label={`${name} ${t('sectionTitle')}`}
              placeholder={t('sectionTitle')}
              value={title ?? ''}
              style={{ maxWidth: 200 }}
              onChange={(e) => change(setSectionTitle(layout, index, e.target.value))}
            />
          )}
          {!section.subTable && free.length > 0 && (
            <Select
              size="small"
              value={null}
              placeholder={t('addField')}
              aria-label={`${name} ${t('addField')}`}
              style={{ width: 150 }}
              options={free.map((f) => ({ value: f, label: label(f) }))}
              onChange={(field: string) => change(setFormField(layout, field, index))}
            />
          )}
          {layout.sections.length > 1 && (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`${t('removeSection')} ${name}`}
              onClick={() => change(removeSection(layout, index))}
            />
          )}
        </Flex>
      ),
    };
  };

  const fieldRow = (field: string, span: number | undefined): SortableRow => ({
    id: fieldItem(field),
    name: label(field),
    content: (
      <Flex align="center" gap={6}>
        <Typography.Text style={{ minWidth: 90 }}>{label(field)}</Typography.Text>
        <Tag>{field}</Tag>
        {columns > 1 && (
          <Select
            size="small"
            aria-label={`${label(field)} ${t('span')}`}
            value={span ?? 1}
            style={{ width: 104 }}
            options={Array.from({ length: columns }, (_, i) => ({
              value: i + 1,
              label: `${t('span')} ${i + 1}`,
            }))}
            onChange={(next: number) => change(setFieldSpan(layout, field, next === 1 ? undefined : next))}
          />
        )}
        <Tooltip title={t('newSectionField')}>
          <Button
            size="small"
            type="text"
            icon={<SplitCellsOutlined />}
            aria-label={`${t('newSectionField')} ${label(field)}`}
            onClick={() => change(addSection(layout, field))}
          />
        </Tooltip>
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`${t('remove')} ${label(field)}`}
          onClick={() => change(setFormField(layout, field, null))}
        />
      </Flex>
    ),
  });

  const rows = layout.sections.flatMap((section, index) => [
    header(section, index),
    ...(section.fields ?? []).map((f) => fieldRow(f.field, f.span)),
  ]);

  return (
    <div data-testid="layout-form">
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text>{t('formColumns')}</Typography.Text>
        <Segmented
          size="small"
          value={columns}
          options={Array.from({ length: MAX_FORM_COLUMNS }, (_, i) => i + 1)}
          onChange={(value) => change({ ...layout, columns: Number(value) })}
        />
      </Flex>
      <Typography.Paragraph type="secondary">{t('columnsHint')}</Typography.Paragraph>
      <SortableRows
        rows={rows}
        onMove={(from, to) => change(arrangeForm(layout, moveItem(items, from, to)))}
      />
    </div>
  );
}
