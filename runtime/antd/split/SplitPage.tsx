import { Card, Empty, Flex, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, SplitPageSchema } from '../../render/schemaLite';
import { actionsAt, permissionAccess } from '../../render/actions/access';
import { conditionOf, evaluateParams } from '../../render/actions/evaluate';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { useSchemaText } from '../../render/schema/text';
import { NestedPage } from '../pageKit/NestedPage';
import { PageHostContext, type PageHost } from '../pageKit/PageHost';
import { useActionRunner } from '../pageKit/useActionRunner';
import { SPLIT_NS } from './locales';
import { TreePane } from './TreePane';
import { useSplitTree } from './useSplitTree';

/**
 * A split page rendered from its schema: a tree from an API on the left with its toolbar actions
 * (`record` = the selected node), and on the right the tabs' pages for the selected node, their params
 * computed from `record`; a hint while nothing is selected.
 *
 * @example
 * <SplitPage bundle={bundle} params={{}} />
 */
export default function SplitPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as SplitPageSchema;
  const model = page.model ? bundle.models.get(page.model)?.schema : undefined;
  const { t } = useTranslation(SPLIT_NS);
  const tx = useSchemaText(page.i18n, model?.['x-i18n']);
  const rootTitle = page.tree.root ? tx(page.tree.root.title) : undefined;
  const tree = useSplitTree(page.tree, { params, rootTitle });
  const runner = useActionRunner({ bundle, params, tx, reload: tree.reload });
  const toolbar = useMemo(() => actionsAt(page.actions, 'toolbar'), [page.actions]);
  const labelOf = useCallback((action: Action) => (action.label ? tx(action.label) : action.id), [tx]);
  // Bumped by a tab's Cancel, and after it saves: the tab's page loads its record again.
  const [round, setRound] = useState(0);
  const { reload } = tree;
  // Tab pages are framed like pages in a dialog (no card of their own); saving one refreshes the tree
  // (a renamed node), cancelling reloads it (drops the edits).
  const host: PageHost = useMemo(
    () => ({ inDialog: true, close: () => setRound((n) => n + 1), done: reload }),
    [reload],
  );

  const { record } = tree;
  const scope = runner.scopeFor(record);
  const tabs = record
    ? page.tabs
        .filter(
          (tab) => permissionAccess(tab.permission).visible && conditionOf(tab.visibleWhen, scope, true),
        )
        .map((tab) => ({
          key: tab.key,
          label: tx(tab.title),
          children: (
            <PageHostContext.Provider value={host}>
              <NestedPage
                key={`${tree.selectedKey}:${round}`}
                pageId={tab.page}
                params={evaluateParams(tab.params, { record, params })}
              />
            </PageHostContext.Provider>
          ),
        }))
    : [];
  const right = !record ? (
    <Empty description={page.emptyHint ? tx(page.emptyHint) : t('selectHint')} style={{ padding: 48 }} />
  ) : tabs.length === 0 ? (
    <Empty description={t('noTabs')} style={{ padding: 48 }} />
  ) : (
    <Tabs items={tabs} destroyOnHidden />
  );
  return (
    <Flex gap={16} align="flex-start">
      <Card
        title={tx(page.title)}
        size="small"
        style={{ width: page.tree.width ?? 300, flex: 'none' }}
        styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } }}
      >
        <TreePane tree={tree} actions={toolbar} runner={runner} labelOf={labelOf} />
      </Card>
      <Card size="small" style={{ flex: 1, minWidth: 0 }}>
        {right}
      </Card>
      {runner.element}
    </Flex>
  );
}
