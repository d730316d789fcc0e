// The live preview: a valid draft renders through the same page renderers as any menu page, served by
// the database source's draft overlay. A model previews as its default list page — over sample rows
// while it is not saved, since it has no API yet. Pages that show records wait until their model is
// saved, since the data comes from the model's live API; a detail page shows the model's first record
// (it has no record of its own to ask for).
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { getAction, getLocale } from '../../runtime/core';
import { builtinListId, findModel } from '../../runtime/render';
import { setSchemaDrafts } from '../../runtime/render/schema/databaseSource';
import { nameOfModel, type ModelSchema } from '../../runtime/render/schemaLite';
import type { StoredKind } from './api';
import { DESIGNER_NS } from './locales';
import { LAYOUT_NS } from './layout/locales';
import { SampleOverlay } from './layout/SampleOverlay';

type Shown = {
  pageId: string;
  params?: Record<string, unknown>;
  note?: string;
  /** An unsaved model whose list reads sample rows. */
  sample?: ModelSchema;
};
type Planned = Shown | { hint: string };
type Preview = (Shown & { version: number }) | { hint: string };

/** The id of the first record the model's list returns, if any. */
async function firstRecordId(model: ModelSchema): Promise<string | undefined> {
  const basePath = model['x-api']?.basePath;
  if (!basePath) return undefined;
  const envelope = await getAction<{ records?: { id?: unknown }[] }>(`${basePath}/list`, {
    pageNo: 1,
    pageSize: 1,
  }).catch(() => undefined);
  const id = envelope?.result?.records?.[0]?.id;
  return id === undefined || id === null ? undefined : String(id);
}

async function plan(
  kind: StoredKind,
  value: Record<string, unknown>,
  t: (key: string, options?: Record<string, string>) => string,
): Promise<Planned> {
  // Drafts off while asking whether the model exists outside them (saved or built in).
  setSchemaDrafts(null);
  if (kind === 'model') {
    const name = nameOfModel(value as unknown as ModelSchema);
    const saved = Boolean(await findModel(name));
    const model = value as unknown as ModelSchema;
    if (!saved && !model['x-api']?.basePath) return { hint: t('previewSaveModel', { model: name }) };
    setSchemaDrafts({ pages: {}, models: { [name]: value } });
    if (!saved)
      return {
        pageId: builtinListId(name),
        note: t(`${LAYOUT_NS}:previewSampleModel`, { model: name }),
        sample: model,
      };
    return { pageId: builtinListId(name), note: t('previewModel', { model: name }) };
  }
  const model = typeof value.model === 'string' ? value.model : undefined;
  const showsRecords = value.kind === 'list' || value.kind === 'detail';
  const found = model && showsRecords ? await findModel(model) : undefined;
  if (model && showsRecords && !found) return { hint: t('previewSaveModel', { model }) };
  let detail: Pick<Shown, 'params' | 'note'> = {};
  if (model && found && value.kind === 'detail') {
    const id = await firstRecordId(found.value as ModelSchema);
    if (!id) return { hint: t('previewNoRecord', { model }) };
    detail = { params: { id }, note: t('previewDetail', { model }) };
  }
  setSchemaDrafts({ pages: { [String(value.id)]: value }, models: {} });
  return { pageId: String(value.id), ...detail };
}

/**
 * @example
 * <DraftPreview kind="page" text={text} valid={check.issues?.length === 0} />
 */
export interface DraftPreviewProps {
  kind: StoredKind;
  text: string;
  valid: boolean;
  /** Changes when the draft is saved, so a preview that waited for a saved model renders. */
  revision?: string;
}

export function DraftPreview({ kind, text, valid, revision }: DraftPreviewProps) {
  const { t } = useTranslation(DESIGNER_NS);
  const [preview, setPreview] = useState<Preview>({ hint: '' });
  useEffect(() => {
    if (!valid) {
      setPreview({ hint: t('previewInvalid') });
      return;
    }
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(text) as Record<string, unknown>;
    } catch {
      setPreview({ hint: t('previewInvalid') });
      return;
    }
    let cancelled = false;
    void plan(kind, value, (key, options) => t(key, options)).then((next) => {
      if (!cancelled)
        setPreview((old) =>
          'hint' in next ? next : { ...next, version: ('version' in old ? old.version : 0) + 1 },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [kind, text, valid, revision, t]);
  useEffect(() => () => setSchemaDrafts(null), []);

  if ('hint' in preview) return preview.hint ? <Alert type="info" showIcon message={preview.hint} /> : null;
  return (
    <div data-testid="designer-preview">
      {preview.note && <Alert type="info" message={preview.note} style={{ marginBottom: 12 }} />}
      {preview.sample ? (
        <SampleOverlay model={preview.sample} lang={getLocale()}>
          {() => (
            <SchemaPage key={`${preview.pageId}#${preview.version}`} pageId={preview.pageId} params={{}} />
          )}
        </SampleOverlay>
      ) : (
        <SchemaPage
          key={`${preview.pageId}#${preview.version}`}
          pageId={preview.pageId}
          params={preview.params ?? {}}
        />
      )}
    </div>
  );
}
