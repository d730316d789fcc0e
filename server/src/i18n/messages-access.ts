// Messages of access administration: data rules (api-contract §4.2–4.3).

export const ACCESS_MESSAGES = {
  ruleUpdated: ['更新成功！', 'Updated successfully!'],
  ruleSaved: ['保存成功！', 'Saved successfully!'],
  ruleSqlRefused: ['{field}: 不支持自定义SQL规则', '{field}: custom SQL rules are not supported'],
  ruleColumnUnknown: ['{field}: 该菜单的数据中没有这个字段', "{field} is not a property of this menu's data"],
  ruleNoneConfigured: ['未找到权限配置信息', 'No data rules are configured for this menu'],
  ruleRoleMenuFirst: ['请先保存角色菜单权限!', "Save the role's menu permissions first!"],
  ruleUnknownIds: ['dataRuleIds: 不是该菜单的数据规则', 'dataRuleIds names rules this menu does not have'],
} as const;
