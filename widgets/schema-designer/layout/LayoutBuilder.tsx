// The designer's visual page layout: a module's list, form and dialog pages edited by choosing, dragging
// and switching instead of typing JSON, the live preview with sample rows beside them. The pages stay the
// one source of truth: every edit writes the page's JSON at once (validated like the JSON tab's), and
// whatever the builder does not edit is written back untouched.
import { Card, Col, Empty, Row, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FormPageSchema,
  ListPageSchema,
  ModalPageSchema,
  ModelSchema,
  PageSchema,
} from '../../../runtime/schema/types';
import { IssueList } from '../IssueList';
import { useDraftCheck } from '../useDraftCheck';
import { FormLayoutEditor } from './FormLayoutEditor';
import { ListLayoutEditor } from './ListLayoutEditor';
import { LAYOUT_NS } from './locales';
import { ModalLayoutEditor } from './ModalLayoutEditor';
import { SamplePreview } from './SamplePreview';
import type { ActionContext } from './standardActions';

export type LayoutKind = 'list' | 'form' | 'modal';

export interface LayoutPages {
  list?: ListPageSchema;
  form?: FormPageSchema;
  modal?: ModalPageSchema;
}

/**
 * @example
 * <LayoutBuilder model={model} pages={{ list, form, modal }}
 *   onChange={(kind, page) => setText(kind, JSON.stringify(page, null, 2))} />
 */
export interface LayoutBuilderProps {
  model: ModelSchema;
  pages: LayoutPages;
  onChange: <K extends LayoutKind>(kind: K, page: NonNullable<LayoutPages[K]>) => void;
  /**
   * Whether the builder checks the page itself (default true). Off inside the designer, whose own check
   * of the draft knows the stored page it replaces; checked as a new page, a stored one would read as
   * taking its own id.
   */
  checks?: boolean;
}

/** What the standard actions open: the module's dialog, else the page the list's add already opens. */
function actionContext(model: ModelSchema, pages: LayoutPages): ActionContext {
  const opened = pages.list?.actions?.find((a) => (a.id === 'add' || a.id === 'edit') && a.target)?.target;
  const guess = pages.list ? pages.list.id.replace(/\.list$/, '.modal') : '';
  return {
    permissionPrefix: model['x-api']?.permissionPrefix,
    editTarget: pages.modal?.id ?? opened ?? guess,
  };
}

/** The live validation of the page being edited, as the JSON tab shows it. */
function PageCheck({ page }: { page: PageSchema }) {
  const check = useDraftCheck('page', JSON.stringify(page, null, 2));
  return <IssueList check={check} />;
}

export function LayoutBuilder({ model, pages, onChange, checks = true }: LayoutBuilderProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const kinds = (['list', 'form', 'modal'] as const).filter((k) => pages[k]);
  const [active, setActive] = useState<LayoutKind>(kinds[0] ?? 'list');
  const context = actionContext(model, pages);
  const shownPages = useMemo(
    () => [pages.list, pages.form, pages.modal].filter((p): p is NonNullable<typeof p> => Boolean(p)),
    [pages.list, pages.form, pages.modal],
  );
  const current = pages[active];
  const editor = (kind: LayoutKind) => {
    if (kind === 'list' && pages.list)
      return (
        <ListLayoutEditor
          page={pages.list}
          model={model}
          context={context}
          onChange={(p) => onChange('list', p)}
        />
      );
    if (kind === 'form' && pages.form)
      return <FormLayoutEditor page={pages.form} model={model} onChange={(p) => onChange('form', p)} />;
    if (kind === 'modal' && pages.modal)
      return <ModalLayoutEditor page={pages.modal} onChange={(p) => onChange('modal', p)} />;
    return <Empty description={t('noPage', { kind })} />;
  };

  return (
    <Row gutter={[16, 16]} data-testid="layout-builder">
      <Col xs={24} xl={12}>
        <Card size="small" title={t('title')}>
          <Tabs
            size="small"
            activeKey={active}
            onChange={(key) => setActive(key as LayoutKind)}
            items={(['list', 'form', 'modal'] as const).map((kind) => ({
              key: kind,
              label: t(kind === 'list' ? 'tabList' : kind === 'form' ? 'tabForm' : 'tabModal'),
              disabled: !pages[kind],
              children: editor(kind),
            }))}
          />
          {checks && current && <PageCheck page={current} />}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('preview')}>
          <SamplePreview model={model} pages={shownPages} />
        </Card>
      </Col>
    </Row>
  );
}
