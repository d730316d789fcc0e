import { Button, Space, Tag, theme, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantPageSchema } from '../../render/schemaLite';
import { conditionOf } from '../../render/actions/evaluate';
import type { TextResolver } from '../../render/schema/text';
import { useFeedback } from '../useFeedback';
import { usePageHost } from '../pageKit/PageHost';
import { useEffectRunner } from '../pageKit/useEffectRunner';
import { GrantRulesDrawer } from './GrantRulesDrawer';
import { GrantToolbar } from './GrantToolbar';
import { displayOf, filterTree, indexTree, toggleGrant, type GrantNode } from './grantState';
import { GRANT_NS } from './locales';
import { useGrantSave } from './useGrantSave';

export interface GrantTreeProps {
  page: GrantPageSchema;
  params: Record<string, unknown>;
  tree: GrantNode[];
  /** The ids held when the page loaded: the diff's `lastpermissionIds`. */
  held: string[];
  tx: TextResolver;
}

/**
 * The checkable tree with its toolbar and Save: keeps the granted ids as one set (grantTree.ts says
 * how clicks change it) and shows it through antd's strict mode, half-checked parents included.
 *
 * @example
 * <GrantTree page={page} params={params} tree={tree} held={held} tx={tx} />
 */
export function GrantTree({ page, params, tree, held: initiallyHeld, tx }: GrantTreeProps) {
  const { t } = useTranslation(GRANT_NS);
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const host = usePageHost();
  const runEffects = useEffectRunner(tx);
  const { save, saving } = useGrantSave(page, params);
  const index = useMemo(() => indexTree(tree), [tree]);
  const [held, setHeld] = useState(initiallyHeld);
  const [granted, setGranted] = useState(() => new Set(initiallyHeld));
  const [linkage, setLinkage] = useState(page.linkage ?? true);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const filtered = useMemo(() => filterTree(tree, search), [tree, search]);
  const buttons = useMemo(() => {
    const when = page.tree.buttonWhen;
    const out = new Set<string>();
    if (!when) return out;
    const walk = (nodes: GrantNode[]) =>
      nodes.forEach((node) => {
        if (conditionOf(when, { record: node, params }, false)) out.add(String(node.key));
        walk(node.children ?? []);
      });
    walk(tree);
    return out;
  }, [page.tree.buttonWhen, params, tree]);
  const shown = useMemo(() => displayOf(granted, linkage, index), [granted, linkage, index]);
  const [rulesOf, setRulesOf] = useState<GrantNode | null>(null);
  const rules = page.rules;
  const offersRules = (node: GrantNode) =>
    rules !== undefined && (!rules.when || conditionOf(rules.when, { record: node, params }, false));

  const onSave = async () => {
    const outcome = await save(granted, held, index);
    if (outcome.status === 'unchanged') return void message.info(t('unchanged'));
    if (outcome.status === 'refused') return void message.error(outcome.message);
    setHeld([...granted]);
    runEffects(page.save.onSuccess, outcome.message || t('saved'));
  };

  const titleOf = (node: DataNode) => {
    const key = String(node.key);
    const title = String((node as GrantNode).title);
    return buttons.has(key) ? (
      <span data-grant-kind="button">
        <Tag color="orange" style={{ marginInlineEnd: 4 }}>
          {t('button')}
        </Tag>
        <span style={{ fontStyle: 'italic' }}>{title}</span>
      </span>
    ) : (
      <span data-grant-kind="menu" style={{ fontWeight: 500 }}>
        <span>{title}</span>
        {/* Rules apply to a menu the holder holds: offered once its grant is saved. */}
        {offersRules(node as GrantNode) && held.includes(key) && (
          <Button
            type="link"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setRulesOf(node as GrantNode);
            }}
          >
            {t('rules')}
          </Button>
        )}
      </span>
    );
  };

  return (
    <div>
      <GrantToolbar
        linkage={linkage}
        onLinkage={setLinkage}
        onCheckAll={() => setGranted(new Set(index.order))}
        onUncheckAll={() => setGranted(new Set())}
        onExpandAll={() => setExpanded(index.parents)}
        onCollapseAll={() => setExpanded([])}
        onSearch={setSearch}
      />
      <Tree
        checkable
        checkStrictly
        selectable={false}
        treeData={filtered.nodes as unknown as DataNode[]}
        checkedKeys={shown}
        expandedKeys={search.trim() ? [...new Set([...expanded, ...filtered.expand])] : expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(_, info) =>
          setGranted(toggleGrant(granted, String(info.node.key), info.checked, linkage, index))
        }
        titleRender={titleOf}
      />
      {rules && rulesOf && (
        <GrantRulesDrawer rules={rules} node={rulesOf} params={params} onClose={() => setRulesOf(null)} />
      )}
      {/* Sticky: a long tree keeps Save in sight at the bottom of the drawer. */}
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          textAlign: 'right',
          marginTop: 16,
          padding: '12px 0',
          background: token.colorBgElevated,
          borderTop: `1px solid ${token.colorSplit}`,
          // Paints over the drawer body's bottom padding, where the tree would otherwise show through.
          boxShadow: `0 ${token.paddingLG}px 0 0 ${token.colorBgElevated}`,
        }}
      >
        <Space>
          {host.inDialog && <Button onClick={host.close}>{t('cancel')}</Button>}
          <Button type="primary" loading={saving} onClick={() => void onSave()}>
            {t('save')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
