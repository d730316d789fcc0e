// Messages of the dictionary and category contract (routes/sys/dict-*.ts, crud/tree-*-routes.ts),
// spread into messages.ts. Chinese texts are JeecgBoot's where it has one (api-contract §4.6, §4.8).

export const DICT_MESSAGES = {
  dictTableNotAllowed: ['{field}: 该表不能用作字典表', '{field} does not name a table dictionaries may read'],
  dictFieldNotAllowed: ['{field}: 不是该表可查询的字段', '{field} is not a readable field of that table'],
  dictRestored: ['操作成功!', 'Restored!'],
  dictNotDeleted: ['id: 该字典不在回收站中', 'id does not name a dictionary in the recycle bin'],
  treeLoadOneNone: ['查询无果', 'No record found'],
  treeLoadOneMany: ['查询数据异常,[{name}]存在多个值', 'More than one record has this {name}'],
  categoryCodePrefix: [
    '编码不符合规范,须以"{code}"开头!',
    'The code does not follow the rule: it must start with "{code}"!',
  ],
} as const satisfies Record<string, readonly [string, string]>;
