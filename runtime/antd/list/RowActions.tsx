import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { Fragment, memo } from 'react';
import type { Action } from '../../render/schemaLite';
import { grantedAccess, type AccessState } from '../../render/actions/access';
import type { ListRecord } from '../../render/list/useListController';
import type { ActionRunner } from '../pageKit/useActionRunner';
import { LinkButton } from './LinkButton';

/** A row action with its permission, looked up once for the whole table (`permissionAccess`). */
export interface GrantedAction {
  action: Action;
  granted: AccessState;
}

export interface RowActionsProps {
  actions: readonly GrantedAction[];
  record: ListRecord;
  runner: Pick<ActionRunner, 'run' | 'scopeFor'>;
  labelOf: (action: Action, position?: string) => string;
  /** The "more" dropdown's label and the separators' colour, looked up once for the whole table. */
  moreLabel: string;
  splitColor: string;
}

/** Actions shown inline before the rest go into "More". */
const INLINE = 2;
const INLINE_STYLE = { paddingInline: 0 };
// A plain flex row, not antd's Space: a Space registers its stylesheet on every mount, once per row.
const ROW_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' } as const;

/**
 * A row's actions (SPEC §6: removed when not granted, disabled by a type '2' rule or `disabledWhen`):
 * the first two as links, the others in a "More" menu.
 *
 * @example
 * <RowActions actions={granted} record={record} runner={runner} labelOf={labelOf} moreLabel="更多" splitColor="#f0f0f0" />
 *
 * Memoized: its props are the same objects across the page's renders (paging, loading) as long as the
 * row is, so a row's buttons render again only with a new record.
 */
export const RowActions = memo(function RowActions({
  actions,
  record,
  runner,
  labelOf,
  moreLabel,
  splitColor,
}: RowActionsProps) {
  const scope = runner.scopeFor(record);
  const shown = actions
    .map(({ action, granted }) => ({ action, access: grantedAccess(action, granted, scope) }))
    .filter(({ access }) => access.visible);
  const inline = shown.length <= INLINE + 1 ? shown : shown.slice(0, INLINE);
  const more = shown.slice(inline.length);
  const split = (
    <span aria-hidden style={{ color: splitColor }}>
      |
    </span>
  );
  return (
    <span style={ROW_STYLE}>
      {inline.map(({ action, access }, index) => (
        <Fragment key={action.id}>
          {index > 0 && split}
          <LinkButton
            danger={action.danger}
            disabled={access.disabled}
            style={INLINE_STYLE}
            onClick={() => runner.run(action, { record })}
          >
            {labelOf(action, 'row')}
          </LinkButton>
        </Fragment>
      ))}
      {more.length > 0 && (
        <>
          {inline.length > 0 && split}
          <Dropdown
            menu={{
              items: more.map(({ action, access }) => ({
                key: action.id,
                label: labelOf(action, 'row'),
                danger: action.danger,
                disabled: access.disabled,
                onClick: () => runner.run(action, { record }),
              })),
            }}
          >
            <Button type="link" size="small" style={{ paddingInline: 0 }}>
              {moreLabel} <DownOutlined />
            </Button>
          </Dropdown>
        </>
      )}
    </span>
  );
});
