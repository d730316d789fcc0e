// The visual view of a page draft in the designer: the layout builder over the one page being edited
// (a list, form or dialog page), writing the draft's JSON text, so validation and preview stay the
// JSON editor's pipeline. A list or form page needs its model saved (or built in): the builder offers
// its fields.
import { Alert } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findModel } from '../../../runtime/render';
import type { ModelSchema, PageSchema } from '../../../runtime/schema/types';
import { LayoutBuilder, type LayoutKind } from './LayoutBuilder';
import { LAYOUT_NS } from './locales';

const KINDS: readonly string[] = ['list', 'form', 'modal'] satisfies LayoutKind[];
// A dialog page has no model of its own: the builder only edits its container and size.
const NO_MODEL: ModelSchema = { type: 'object', properties: {} } as ModelSchema;

function pageOf(text: string): PageSchema | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'kind' in value ? (value as PageSchema) : undefined;
  } catch {
    return undefined;
  }
}

export interface PageLayoutViewProps {
  text: string;
  onChange: (text: string) => void;
}

/**
 * @example
 * <PageLayoutView text={draft.text} onChange={designer.setText} />
 */
export function PageLayoutView({ text, onChange }: PageLayoutViewProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const page = useMemo(() => pageOf(text), [text]);
  const modelName = page && 'model' in page && typeof page.model === 'string' ? page.model : undefined;
  const [model, setModel] = useState<{ name: string; value?: ModelSchema }>();
  useEffect(() => {
    if (!modelName) return;
    let current = true;
    void findModel(modelName).then(
      (doc) => current && setModel({ name: modelName, value: doc?.value as ModelSchema | undefined }),
      () => current && setModel({ name: modelName }),
    );
    return () => {
      current = false;
    };
  }, [modelName]);

  if (!page || !KINDS.includes(page.kind))
    return <Alert type="info" showIcon message={t('visualPageKinds')} />;
  const kind = page.kind as LayoutKind;
  let shown: ModelSchema = NO_MODEL;
  if (kind !== 'modal') {
    if (!modelName || model?.name !== modelName) return null; // its model is being looked up
    if (!model.value)
      return <Alert type="info" showIcon message={t('visualNeedsModel', { model: modelName })} />;
    shown = model.value;
  }
  return (
    <LayoutBuilder
      model={shown}
      pages={{ [kind]: page }}
      checks={false}
      onChange={(_kind, next) => onChange(JSON.stringify(next, null, 2))}
    />
  );
}
