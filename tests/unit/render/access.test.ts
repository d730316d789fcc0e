import { afterEach, describe, expect, it } from 'vitest';
import { sessionAuth, type AuthEntry } from '../../../runtime/core';
import {
  actionAccess,
  actionsAt,
  permissionAccess,
  positionsOf,
} from '../../../runtime/render/actions/access';
import type { Action } from '../../../runtime/render/schemaLite';

function save(auth: AuthEntry[], allAuth: AuthEntry[]) {
  sessionAuth.save(auth, allAuth);
}

afterEach(() => sessionAuth.clear());

describe('button permissions of schema actions (SPEC §6)', () => {
  it('shows an action whose code the user holds and removes one they lack', () => {
    save(
      [{ action: 'dict:add', type: '1' }],
      [
        { action: 'dict:add', type: '1', status: '1' },
        { action: 'dict:delete', type: '1', status: '1' },
      ],
    );
    expect(permissionAccess('dict:add')).toEqual({ visible: true, disabled: false });
    expect(permissionAccess('dict:delete')).toEqual({ visible: false, disabled: false });
    expect(permissionAccess(undefined)).toEqual({ visible: true, disabled: false });
  });

  it("ignores type '2' entries when deciding visibility", () => {
    save([{ action: 'dict:delete', type: '2' }], []);
    expect(permissionAccess('dict:delete').visible).toBe(false);
  });

  it("keeps an action visible when a system rule with status '0' switches its check off", () => {
    save([], [{ action: 'dict:export', type: '1', status: '0' }]);
    expect(permissionAccess('dict:export')).toEqual({ visible: true, disabled: false });
  });

  it("accepts any of several codes joined with '||'", () => {
    save([{ action: 'biz:case:admin', type: '1' }], []);
    expect(permissionAccess('biz:case:edit||biz:case:admin').visible).toBe(true);
    expect(permissionAccess('biz:case:edit||biz:case:delete').visible).toBe(false);
  });

  it("shows a type '2' (disable) rule's control disabled unless granted or switched off", () => {
    save([], [{ action: 'case:form:status', type: '2', status: '1' }]);
    expect(permissionAccess('case:form:status')).toEqual({ visible: true, disabled: true });
    save(
      [{ action: 'case:form:status', type: '2' }],
      [{ action: 'case:form:status', type: '2', status: '1' }],
    );
    expect(permissionAccess('case:form:status')).toEqual({ visible: true, disabled: false });
    save([], [{ action: 'case:form:status', type: '2', status: '0' }]);
    expect(permissionAccess('case:form:status')).toEqual({ visible: true, disabled: false });
  });

  it('applies visibleWhen and disabledWhen after the permission', () => {
    save([{ action: 'biz:case:edit', type: '1' }], []);
    const edit: Action = {
      id: 'edit',
      type: 'open',
      position: 'row',
      permission: 'biz:case:edit',
      disabledWhen: { $expr: "record.status == '4'" },
      visibleWhen: { $expr: "record.status != '9'" },
    };
    expect(actionAccess(edit, { record: { status: '1' } })).toEqual({ visible: true, disabled: false });
    expect(actionAccess(edit, { record: { status: '4' } })).toEqual({ visible: true, disabled: true });
    expect(actionAccess(edit, { record: { status: '9' } })).toEqual({ visible: false, disabled: false });
    sessionAuth.clear();
    expect(actionAccess(edit, { record: { status: '1' } }).visible).toBe(false);
  });

  it('places actions by position', () => {
    const actions: Action[] = [
      { id: 'add', type: 'open', position: 'toolbar', target: 'x' },
      { id: 'delete', type: 'delete', position: ['row', 'bulk'] },
    ];
    expect(positionsOf(actions[1]!)).toEqual(['row', 'bulk']);
    expect(actionsAt(actions, 'bulk').map((a) => a.id)).toEqual(['delete']);
    expect(actionsAt(actions, 'toolbar').map((a) => a.id)).toEqual(['add']);
  });
});
