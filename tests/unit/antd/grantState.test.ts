// The rules of the permission tree: which parents show half-checked, what a click grants with and
// without linkage, and the diff the save posts.
import { describe, expect, it } from 'vitest';
import {
  displayOf,
  filterTree,
  grantDiff,
  indexTree,
  toggleGrant,
} from '../../../runtime/antd/grant/grantState';
import { GRANT_TREE } from '../../../stories/fixtures/grantData';

const index = indexTree(GRANT_TREE);

describe('grant tree state', () => {
  it('indexes every node in tree order and the parents expand-all opens', () => {
    expect(index.order).toEqual(['home', 'system', 'role', 'role:add', 'role:delete', 'user', 'user:add']);
    expect(index.parents).toEqual(['system', 'role', 'user']);
  });

  it('shows a parent with part of its subtree granted as half-checked, a fully granted one as checked', () => {
    const granted = new Set(['system', 'role', 'role:add', 'user', 'user:add']);
    expect(displayOf(granted, true, index)).toEqual({
      checked: ['role:add', 'user', 'user:add'],
      halfChecked: ['system', 'role'],
    });
    // Without linkage every granted node is checked; an ungranted parent above grants is half-checked.
    expect(displayOf(new Set(['role:add']), false, index)).toEqual({
      checked: ['role:add'],
      halfChecked: ['system', 'role'],
    });
  });

  it('with linkage, checking a button grants its menus; unchecking the last one drops them again', () => {
    const on = toggleGrant(new Set(['home']), 'role:delete', true, true, index);
    expect([...on].sort()).toEqual(['home', 'role', 'role:delete', 'system']);
    const group = toggleGrant(on, 'user', true, true, index);
    expect(group.has('user:add')).toBe(true);
    const off = toggleGrant(group, 'role:delete', false, true, index);
    expect([...off].sort()).toEqual(['home', 'system', 'user', 'user:add']);
    expect([...toggleGrant(off, 'system', false, true, index)]).toEqual(['home']);
  });

  it('without linkage, a click changes that node only', () => {
    const on = toggleGrant(new Set(), 'role:delete', true, false, index);
    expect([...on]).toEqual(['role:delete']);
    expect([...toggleGrant(new Set(['system', 'role']), 'system', false, false, index)]).toEqual(['role']);
  });

  it('posts every chosen id and every id held before, in tree order, and knows when nothing changed', () => {
    const held = ['role', 'system', 'home'];
    const linked = toggleGrant(new Set(held), 'user:add', true, true, index);
    expect(grantDiff(linked, held, index)).toEqual({
      ids: ['home', 'system', 'role', 'user', 'user:add'],
      lastIds: ['home', 'system', 'role'],
      changed: true,
    });
    const strict = toggleGrant(new Set(held), 'user:add', true, false, index);
    expect(grantDiff(strict, held, index).ids).toEqual(['home', 'system', 'role', 'user:add']);
    expect(grantDiff(new Set(['home', 'system', 'role']), held, index).changed).toBe(false);
  });

  it('filters by title, keeping the ancestors of matches open', () => {
    const { nodes, expand } = filterTree(GRANT_TREE, '添加用户');
    expect(nodes.map((n) => n.key)).toEqual(['system']);
    expect(nodes[0]!.children!.map((n) => n.key)).toEqual(['user']);
    expect(expand.sort()).toEqual(['system', 'user']);
  });
});
