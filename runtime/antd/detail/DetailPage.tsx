import { Button, Card, Descriptions, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../core';
import type { DetailPageSchema } from '../../render/schemaLite';
import { actionAccess, actionsAt, permissionAccess } from '../../render/actions/access';
import { conditionOf, evaluateParams } from '../../render/actions/evaluate';
import { SCHEMA_NS } from '../../render/locales';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { fieldOf } from '../../render/schema/fields';
import { fieldLabel, useSchemaText } from '../../render/schema/text';
import { actionIcon } from '../list/actionIcons';
import { displayOf } from '../list/displayOf';
import { useActionLabel } from '../list/useActionLabel';
import { ValueView } from '../list/ValueView';
import { NestedPage } from '../pageKit/NestedPage';
import { PageHostContext, usePageHost } from '../pageKit/PageHost';
import { PageSpin } from '../pageKit/PageSpin';
import { useActionRunner } from '../pageKit/useActionRunner';
import { DATA_LOG_PERMISSION, RecordHistory } from './RecordHistory';
import { useRecord } from './useRecord';

// Related lists sit inside the detail's card: framed like a list in a dialog.
const EMBEDDED = { inDialog: true, close: () => undefined, done: () => undefined };

/** Description lists show at most four columns (SPEC §9). */
export const MAX_DETAIL_COLUMNS = 4;

/**
 * A detail page rendered from its schema: the record's sections as description lists (at most four
 * columns), header actions, related lists and the record's history from the data log.
 *
 * @example
 * <DetailPage bundle={bundle} params={{ id }} />
 */
export default function DetailPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as DetailPageSchema;
  const model = bundle.models.get(page.model)!.schema;
  const { t } = useTranslation(SCHEMA_NS);
  const tx = useSchemaText(page.i18n, model['x-i18n']);
  const host = usePageHost();
  const { state, reload } = useRecord(model, params.id, page.load?.api);
  const runner = useActionRunner({ bundle, params, tx, reload });
  const labelOf = useActionLabel(tx);
  const header = useMemo(() => actionsAt(page.actions, 'header'), [page.actions]);
  if (state.status === 'loading') return <PageSpin />;
  if (state.status === 'missingId')
    return <Result status="warning" title={t('detail.missingId')} subTitle={t('detail.missingIdHint')} />;
  if (state.status === 'error') {
    const reason = errorMessageOf(state.error);
    return <Result status="404" title={t('detail.notFound')} subTitle={reason} />;
  }
  const { record } = state;
  const scope = runner.scopeFor(record);
  const actions = header
    .map((action) => ({ action, access: actionAccess(action, scope) }))
    .filter(({ access }) => access.visible);
  const extra = (
    <Space>
      {actions.map(({ action, access }) => (
        <Button
          key={action.id}
          icon={actionIcon(action)}
          disabled={access.disabled}
          danger={action.danger}
          onClick={() => runner.run(action, { record })}
        >
          {labelOf(action, 'header')}
        </Button>
      ))}
    </Space>
  );
  const key = model['x-storage'].primaryKey ?? 'id';
  const logAccess = permissionAccess(DATA_LOG_PERMISSION);
  const sections = page.sections
    .filter((section) => conditionOf(section.visibleWhen, scope, true))
    .map((section, i) => {
      const columns = Math.min(section.columns ?? page.columns ?? 3, MAX_DETAIL_COLUMNS);
      const items = section.fields
        .filter((f) => permissionAccess(f.permission).visible && conditionOf(f.visibleWhen, scope, true))
        .map((f) => {
          const def = fieldOf(model, f.field);
          return {
            key: f.field,
            label: tx(f.label, fieldLabel(model, f.field, tx)),
            span: Math.min(f.span ?? 1, columns),
            children: (
              <ValueView
                value={record[f.field]}
                text={record[`${f.field}_dictText`]}
                display={f.display ?? displayOf(def)}
                def={def}
                format={f.format}
                files={record[`${f.field}_files`]}
                detail
              />
            ),
          };
        });
      return (
        <Descriptions
          key={i}
          title={section.title ? tx(section.title) : undefined}
          column={columns}
          items={items}
          bordered
          size="small"
          style={{ marginBottom: 24 }}
        />
      );
    });
  const body = (
    <>
      {host.inDialog && actions.length > 0 && (
        <div style={{ textAlign: 'right', marginBottom: 12 }}>{extra}</div>
      )}
      {sections}
      {page.relations?.map((relation) => (
        <Card
          key={relation.page}
          size="small"
          title={relation.title ? tx(relation.title) : t('detail.related')}
          style={{ marginBottom: 24 }}
        >
          <PageHostContext.Provider value={EMBEDDED}>
            <NestedPage pageId={relation.page} params={evaluateParams(relation.params, { record, params })} />
          </PageHostContext.Provider>
        </Card>
      ))}
      {page.history && logAccess.visible && (
        <Card size="small" title={t('detail.history')}>
          <RecordHistory model={model} recordId={String(record[key])} tx={tx} />
        </Card>
      )}
      {runner.element}
    </>
  );
  return host.inDialog ? (
    body
  ) : (
    <Card title={tx(page.title)} extra={extra} variant="borderless">
      {body}
    </Card>
  );
}
