// The left pane of a split page: the toolbar actions (acting on the selected node), the search box,
// expand / collapse all, and the tree with its loading, error and empty states. antd's Tree takes the
// keyboard (arrows move and open, Enter selects) once it has focus.
import { NodeCollapseOutlined, NodeExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Spin, Tooltip, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../render/schemaLite';
import { actionAccess } from '../../render/actions/access';
import type { ActionRunner } from '../pageKit/useActionRunner';
import { SPLIT_NS } from './locales';
import { actionIconOf } from './splitIcons';
import type { SplitTreeState } from './useSplitTree';

export interface TreePaneProps {
  tree: SplitTreeState;
  actions: Action[];
  runner: ActionRunner;
  labelOf: (action: Action) => string;
}

/**
 * The tree pane.
 *
 * @example
 * <TreePane tree={tree} actions={toolbar} runner={runner} labelOf={labelOf} />
 */
export function TreePane({ tree, actions, runner, labelOf }: TreePaneProps) {
  const { t } = useTranslation(SPLIT_NS);
  const scope = runner.scopeFor(tree.record);
  const buttons = actions
    .map((action) => ({ action, access: actionAccess(action, scope) }))
    .filter(({ access }) => access.visible);
  const { view } = tree;
  let body;
  if (view.status === 'loading') body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (view.status === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        description={view.error}
        action={<Button onClick={tree.reload}>{t('retry')}</Button>}
      />
    );
  else if (view.nodes.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={view.notice ?? t('empty')} />;
  else
    body = (
      <Tree
        blockNode
        showLine
        treeData={view.nodes}
        expandedKeys={tree.expandedKeys}
        onExpand={(keys) => tree.setExpandedKeys(keys.map(String))}
        selectedKeys={tree.selectedKey === undefined ? [] : [tree.selectedKey]}
        // Clicking the selected node again keeps it: the right pane never blanks by accident.
        onSelect={(keys, info) => tree.select(String(keys[0] ?? info.node.key))}
      />
    );
  return (
    <Flex vertical gap={8}>
      {buttons.length > 0 && (
        <Flex wrap gap={8}>
          {buttons.map(({ action, access }) => (
            <Button
              key={action.id}
              size="small"
              icon={actionIconOf(action)}
              danger={action.danger}
              disabled={access.disabled}
              onClick={() => runner.run(action, { record: tree.record })}
            >
              {labelOf(action)}
            </Button>
          ))}
        </Flex>
      )}
      <Flex gap={4}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          onSearch={tree.setSearch}
          onChange={(e) => e.target.value === '' && tree.setSearch('')}
        />
        <Tooltip title={t('expandAll')}>
          <Button aria-label={t('expandAll')} icon={<NodeExpandOutlined />} onClick={tree.expandAll} />
        </Tooltip>
        <Tooltip title={t('collapseAll')}>
          <Button aria-label={t('collapseAll')} icon={<NodeCollapseOutlined />} onClick={tree.collapseAll} />
        </Tooltip>
        <Tooltip title={t('reload')}>
          <Button aria-label={t('reload')} icon={<ReloadOutlined />} onClick={tree.reload} />
        </Tooltip>
      </Flex>
      <div>{body}</div>
    </Flex>
  );
}
