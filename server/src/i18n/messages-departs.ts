// Messages of department administration and the address book (api-contract §4.4).

export const DEPART_MESSAGES = {
  departAdded: ['添加成功！', 'Added successfully!'],
  departEdited: ['修改成功!', 'Saved successfully!'],
  departDeleted: ['删除成功!', 'Deleted successfully!'],
  departNotFound: ['{field}: 部门不存在', '{field}: no such department'],
  departHasUsers: [
    '{field}: 该部门或其下级部门还有用户，不能删除',
    '{field}: the department or one below it still has users',
  ],
  departParentCycle: [
    'parentId: 上级部门不能是自己或自己的下级',
    'parentId cannot be the department itself or one below it',
  ],
  departSearchNone: ['未查询匹配数据！', 'No matching departments!'],
  departCodesExhausted: ['parentId: 该级部门编码已用完', 'parentId: no department codes left on this level'],
  departRoleNotFound: ['{field}: 部门角色不存在', '{field}: no such department role'],
  departRoleOutsideCeiling: [
    '{field}: 部门未被授权这些菜单',
    '{field} names menus the department has not been granted',
  ],
  departRoleSaved: ['保存成功！', 'Saved successfully!'],
} as const;
