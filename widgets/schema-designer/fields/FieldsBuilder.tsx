// The visual builder over a model draft's JSON text: the text is read into rows once, and every edit
// of the rows is written back as applyRows over that same reading, so keys the builder does not know
// stay untouched. A text changed elsewhere (the JSON tab, a load) is read again.
import { Alert, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRows } from './fieldChecks';
import { applyRows } from './applyRows';
import { modelNameOf, rowsOf, type FieldRow, type FieldsModule } from './fieldRows';
import { FieldsTable } from './FieldsTable';
import { objectOf } from './json';
import { FIELDS_NS } from './locales';
import { modelNames } from './modelNames';

export interface FieldsBuilderProps {
  /** The model draft's JSON text. */
  text: string;
  onChange: (text: string) => void;
  /** Names of the stored models (the repository's are known already). */
  storedModels: readonly string[];
  disabled?: boolean;
}

interface Reading {
  text: string;
  module: FieldsModule | null;
  rows: FieldRow[];
}

function read(text: string): Reading {
  let model;
  try {
    model = objectOf(JSON.parse(text));
  } catch {
    model = undefined;
  }
  const module = model ? { model } : null;
  return { text, module, rows: module ? rowsOf(module) : [] };
}

/**
 * @example
 * <FieldsBuilder text={draft.text} onChange={designer.setText} storedModels={['online_visit']} />
 */
export function FieldsBuilder({ text, onChange, storedModels, disabled }: FieldsBuilderProps) {
  const { t } = useTranslation(FIELDS_NS);
  const [reading, setReading] = useState<Reading>(() => read(text));
  const [rows, setRows] = useState<FieldRow[]>(reading.rows);
  const written = useRef<string | null>(null);
  // A text this builder did not write: read it again.
  if (text !== reading.text && text !== written.current) {
    const next = read(text);
    setReading(next);
    setRows(next.rows);
  }
  const self = reading.module ? modelNameOf(reading.module.model) : '';
  const models = useMemo(() => modelNames(storedModels, [self]), [storedModels, self]);
  const issues = useMemo(() => checkRows(rows, new Set(models)), [rows, models]);

  if (!reading.module) return <Alert type="warning" showIcon message={t('notJson')} />;
  const base = reading.module;
  const change = (next: FieldRow[]) => {
    setRows(next);
    const out = JSON.stringify(applyRows(base, next).model, null, 2);
    written.current = out;
    onChange(out);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('noPages')} />
      <FieldsTable
        rows={rows}
        onChange={change}
        models={models}
        issues={issues}
        pages={{ list: false, form: false }}
        disabled={disabled}
      />
    </Space>
  );
}
