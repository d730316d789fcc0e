// Messages of role and menu administration (api-contract §4.2–4.3). Chinese texts are the contract's
// where it gives one; the rest name the field they are about, as the CRUD's messages do.

export const ROLE_MESSAGES = {
  roleEdited: ['修改成功!', 'Saved successfully!'],
  roleDeleted: ['删除角色成功', 'Role deleted'],
  roleNotFound: ['{field}: 未找到对应角色！', '{field}: role not found!'],
  roleAdminDelete: ['{field}: 不能删除管理员角色', '{field}: the admin role cannot be deleted'],
  roleAdminCode: ['roleCode: 管理员角色的编码不能修改', "roleCode: the admin role's code cannot be changed"],
  roleCodeExists: ['角色编码已存在', 'This role code already exists'],
  roleIdsTooMany: ['{field}: 最多{limit}个', '{field} may list at most {limit} ids'],
  menuEdited: ['修改成功!', 'Saved successfully!'],
  menuNotFound: ['{field}: 未找到菜单信息', '{field}: menu item not found'],
  menuParentCycle: [
    'parentId: 不能选择自身或下级菜单作为上级菜单',
    'parentId may not be the item itself or one of its descendants',
  ],
  menuParentButton: ['parentId: 按钮不能作为上级菜单', 'parentId may not be a button permission'],
  grantSaved: ['保存成功！', 'Saved successfully!'],
  grantNotHeld: [
    'permissionIds: 不能授予您自己没有的权限',
    'permissionIds: you cannot grant permissions you do not hold',
  ],
  grantAdminRole: [
    'roleId: 只有管理员可以修改管理员角色的权限',
    "roleId: only administrators may change the admin role's permissions",
  ],
  grantDepartNotFound: ['departId: 未找到部门信息', 'departId: department not found'],
} as const;
