// The visual builder over a model draft's JSON text: the text is read into rows once, and every edit
// of the rows is written back as applyRows over that same reading, so keys the builder does not know
// stay untouched. A text changed elsewhere (the JSON tab, a load) is read again. The model's stored
// list and form pages (companionPages.ts) are read and written the same way: a new field gains its
// column and form field in the same edit.
import { Alert, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRows } from './fieldChecks';
import { applyRows } from './applyRows';
import type { CompanionPage, PagePart } from './companionPages';
import { modelNameOf, pagesOf, rowsOf, type FieldRow, type FieldsModule } from './fieldRows';
import { FieldsTable } from './FieldsTable';
import { objectOf, type JsonObject } from './json';
import { FIELDS_NS } from './locales';
import { modelNames } from './modelNames';

export type PageTexts = Partial<Record<PagePart, string>>;

export interface FieldsBuilderProps {
  /** The model draft's JSON text. */
  text: string;
  /** The model's new text and, when the rows changed them, its pages' new texts. */
  onChange: (text: string, pages: PageTexts) => void;
  /** The stored pages edited with the model (none: the table edits the model alone). */
  pages?: readonly CompanionPage[];
  /** Names of the stored models (the repository's are known already). */
  storedModels: readonly string[];
  disabled?: boolean;
}

interface Reading {
  /** The texts read, to tell a text this builder did not write. */
  key: string;
  module: FieldsModule | null;
  rows: FieldRow[];
}

const keyOf = (text: string, pages: readonly CompanionPage[]) =>
  JSON.stringify([text, ...pages.map((p) => p.text)]);
const pretty = (doc: JsonObject) => JSON.stringify(doc, null, 2);

function parsed(text: string): JsonObject | undefined {
  try {
    return objectOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function read(text: string, pages: readonly CompanionPage[]): Reading {
  const model = parsed(text);
  const module: FieldsModule | null = model ? { model } : null;
  // A page whose text does not parse stays with its own editor.
  for (const page of pages) {
    const doc = parsed(page.text);
    if (module && doc) module[page.part] = doc;
  }
  return { key: keyOf(text, pages), module, rows: module ? rowsOf(module) : [] };
}

/**
 * @example
 * <FieldsBuilder text={draft.text} pages={designer.pages} onChange={designer.setTexts} storedModels={['online_visit']} />
 */
export function FieldsBuilder({ text, onChange, pages = [], storedModels, disabled }: FieldsBuilderProps) {
  const { t } = useTranslation(FIELDS_NS);
  const [reading, setReading] = useState<Reading>(() => read(text, pages));
  const [rows, setRows] = useState<FieldRow[]>(reading.rows);
  const written = useRef<string | null>(null);
  // Texts this builder did not write: read them again.
  const key = keyOf(text, pages);
  if (key !== reading.key && key !== written.current) {
    const next = read(text, pages);
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
    const out = applyRows(base, next);
    const outText = pretty(out.model);
    const outPages: PageTexts = {};
    for (const page of pages) {
      const before = base[page.part];
      const after = out[page.part];
      // A page the rows leave as it was keeps its text byte for byte.
      outPages[page.part] = before && after && pretty(after) !== pretty(before) ? pretty(after) : page.text;
    }
    written.current = keyOf(
      outText,
      pages.map((p) => ({ ...p, text: outPages[p.part] ?? p.text })),
    );
    onChange(outText, outPages);
  };
  const shown = pages.filter((p) => base[p.part] !== undefined);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={
          shown.length > 0 ? t('withPages', { pages: shown.map((p) => p.name).join(', ') }) : t('noPages')
        }
      />
      <FieldsTable
        rows={rows}
        onChange={change}
        models={models}
        issues={issues}
        pages={pagesOf(base)}
        disabled={disabled}
      />
    </Space>
  );
}
