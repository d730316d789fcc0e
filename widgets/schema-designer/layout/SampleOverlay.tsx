// Renders its children once the model's API answers from sample rows, and while it does: the preview
// of a module that is not saved yet (so has no API) reads these rows instead.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, ModelSchema } from '../../../runtime/schema/types';
import { LAYOUT_NS } from './locales';
import { overlayEndpoint } from './overlayEndpoint';
import { sampleEndpoint } from './sampleEndpoint';
import type { SampleRow } from './sampleRows';
import { useSampleRows } from './useSampleRows';

/**
 * @example
 * <SampleOverlay model={model} lang="zh-CN">{(rows) => <SchemaPage pageId={id} params={{}} />}</SampleOverlay>
 */
export interface SampleOverlayProps {
  model: ModelSchema;
  lang: Lang;
  children: (rows: SampleRow[]) => ReactNode;
}

export function SampleOverlay({ model, lang, children }: SampleOverlayProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const rows = useSampleRows(model, lang);
  const basePath = model['x-api']?.basePath;
  const [served, setServed] = useState<SampleRow[]>();
  useEffect(() => {
    if (!rows || !basePath) return undefined;
    const remove = overlayEndpoint(sampleEndpoint(basePath, rows, t('sampleNotSaved')));
    setServed(rows);
    return () => {
      remove();
      setServed(undefined);
    };
  }, [rows, basePath, t]);
  // Only once the endpoint of these rows is in: a page that renders at once (its bundle loaded) asks
  // for its rows in its first effects, before this component's effect could switch the endpoint.
  return served && served === rows ? <>{children(served)}</> : null;
}
