// The builder's live preview: the module's list and form rendered by the real page renderers over
// sample rows made from the model (no saved model needed), in the language chosen here — zh-CN or
// en-US — whatever the console's language is.
import { Alert, ConfigProvider, Flex, Segmented } from 'antd';
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { getLocale, i18next } from '../../../runtime/core';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { setSchemaDrafts } from '../../../runtime/render/schema/databaseSource';
import { nameOfModel } from '../../../runtime/schema/model';
import type { Lang, ModelSchema, PageSchema } from '../../../runtime/schema/types';
import { LAYOUT_NS } from './locales';
import { SampleOverlay } from './SampleOverlay';

// antd's own texts (pagination, empty tables…) follow the preview's language too.
const ANTD_LOCALES = { 'zh-CN': antdZhCN, 'en-US': antdEnUS } as const;

/**
 * @example
 * <SamplePreview model={model} pages={[list, form, modal]} />
 */
export interface SamplePreviewProps {
  model: ModelSchema;
  /** The module's pages (list, form, modal…) as the builder holds them. */
  pages: PageSchema[];
}

export function SamplePreview({ model, pages }: SamplePreviewProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const [lang, setLang] = useState<Lang>(getLocale());
  const [shown, setShown] = useState<'list' | 'form'>('list');
  // A separate i18next instance: the preview's language changes, the console's stays.
  const i18n = useMemo(() => i18next.cloneInstance({ lng: lang }), [lang]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setSchemaDrafts({
      pages: Object.fromEntries(pages.map((p) => [p.id, p])),
      models: { [nameOfModel(model)]: model },
    });
    setVersion((v) => v + 1);
    return () => setSchemaDrafts(null);
  }, [pages, model]);

  const page = pages.find((p) => p.kind === shown);
  return (
    <div data-testid="layout-preview">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented
          size="small"
          value={shown}
          onChange={(v) => setShown(v as 'list' | 'form')}
          options={[
            { value: 'list', label: t('previewList'), disabled: !pages.some((p) => p.kind === 'list') },
            { value: 'form', label: t('previewForm'), disabled: !pages.some((p) => p.kind === 'form') },
          ]}
        />
        <Segmented
          size="small"
          aria-label={t('previewLanguage')}
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          options={[
            { value: 'zh-CN', label: '中文' },
            { value: 'en-US', label: 'English' },
          ]}
        />
      </Flex>
      <SampleOverlay model={model} lang={lang}>
        {(rows) => (
          <>
            <Alert type="info" showIcon message={t('sampleNote', { count: rows.length })} />
            <div style={{ marginTop: 12 }}>
              {page && version > 0 && (
                <I18nextProvider i18n={i18n}>
                  <ConfigProvider locale={ANTD_LOCALES[lang]}>
                    <SchemaPage
                      key={`${page.id}#${lang}#${version}`}
                      pageId={page.id}
                      params={shown === 'form' && rows[0] ? { id: rows[0].id } : {}}
                    />
                  </ConfigProvider>
                </I18nextProvider>
              )}
            </div>
          </>
        )}
      </SampleOverlay>
    </div>
  );
}
