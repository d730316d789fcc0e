// Messages of user administration and the recycle bin (api-contract §4.1). Chinese texts are the
// contract's where it gives one; refusals it does not cover name the field first, like validation errors.

export const USER_MESSAGES = {
  userAdded: ['添加成功！', 'Added successfully!'],
  userEdited: ['修改成功!', 'Saved successfully!'],
  userDeleted: ['删除用户成功', 'User deleted'],
  userBatchDeleted: ['批量删除用户成功', 'Users deleted'],
  userStatusChanged: ['操作成功!', 'Done!'],
  userPasswordReset: ['密码修改成功!', 'Password changed!'],
  userRoleNone: ['未找到用户相关角色信息', 'This user has no roles'],
  userLinksAdded: ['添加成功!', 'Added successfully!'],
  userLinksDeleted: ['删除成功!', 'Deleted successfully!'],
  userRestored: ['还原成功', 'Restored'],
  userPurged: ['删除成功', 'Deleted permanently'],
  userNotFound: ['{field}: 用户不存在', '{field}: no such user'],
  userSelfRefused: [
    '{field}: 不能删除或冻结当前登录的账号',
    '{field}: you cannot delete or freeze your own account',
  ],
  userLastAdmin: [
    '{field}: 不能删除或冻结最后一个管理员',
    '{field}: the last administrator cannot be deleted or frozen',
  ],
  userUnknownRoles: ['{field}: 角色不存在', '{field} names a role that does not exist'],
  userUnknownDeparts: ['{field}: 部门不存在', '{field} names a department that does not exist'],
  userTaken: ['{field}: 该值不可用，系统中已存在！', '{field}: this value is already in use!'],
  userTooMany: ['{field}: 一次最多{limit}个', '{field}: at most {limit} at a time'],
  userStatusValue: ['status: 只能是1（正常）或2（冻结）', 'status must be 1 (normal) or 2 (frozen)'],
  userExportTitle: ['用户列表数据', 'Users'],
} as const;
