import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../render/schemaLite';
import { actionAccess } from '../../render/actions/access';
import type { ListController } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import type { ActionRunner } from '../pageKit/useActionRunner';
import { actionIcon } from './actionIcons';
import { Notice } from './Notice';

export interface ListToolbarProps {
  toolbar: Action[];
  bulk: Action[];
  list: ListController;
  runner: ActionRunner;
  labelOf: (action: Action, position?: string) => string;
  /** Shown after the toolbar actions (a tree's expand-all buttons). */
  tools?: ReactNode;
  /** Shown at the right end (column settings). */
  extra?: ReactNode;
}

function ActionButtons({
  actions,
  runner,
  labelOf,
  position,
  bulk,
}: {
  actions: Action[];
  runner: ActionRunner;
  labelOf: ListToolbarProps['labelOf'];
  position: string;
  bulk?: boolean;
}) {
  const scope = runner.scopeFor();
  // A Space of its own: inside the toolbar's Space a fragment is one item, so its buttons would touch.
  return (
    <Space wrap>
      {actions.map((action, i) => {
        const access = actionAccess(action, scope);
        if (!access.visible) return null;
        const primary =
          position === 'toolbar' && i === 0 && (action.type === 'open' || action.type === 'navigate');
        return (
          <Button
            key={action.id}
            type={primary ? 'primary' : 'default'}
            danger={action.danger}
            disabled={access.disabled}
            icon={actionIcon(action)}
            onClick={() => runner.run(action, { bulk })}
          >
            {labelOf(action, position)}
          </Button>
        );
      })}
    </Space>
  );
}

/**
 * The list's toolbar actions, the refresh button, and — while rows are selected — the selection count
 * with the bulk actions (each removed or disabled per SPEC §6).
 *
 * @example
 * <ListToolbar toolbar={toolbar} bulk={bulk} list={list} runner={runner} labelOf={labelOf} />
 */
export function ListToolbar({ toolbar, bulk, list, runner, labelOf, tools, extra }: ListToolbarProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const count = list.selectedKeys.length;
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          <ActionButtons actions={toolbar} runner={runner} labelOf={labelOf} position="toolbar" />
          {tools}
        </Space>
        <Space>
          <Tooltip title={t('list.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('list.refresh')} onClick={list.reload} />
          </Tooltip>
          {extra}
        </Space>
      </div>
      {count > 0 && (
        <div style={{ marginTop: 12 }}>
          <Notice type="info">
            <Space wrap>
              <span>{t('list.selected', { count })}</span>
              <Button type="link" size="small" onClick={list.clearSelection} style={{ paddingInline: 0 }}>
                {t('list.clearSelection')}
              </Button>
              <ActionButtons actions={bulk} runner={runner} labelOf={labelOf} position="bulk" bulk />
            </Space>
          </Notice>
        </div>
      )}
    </div>
  );
}
