// Messages of the online schema designer (server/src/online).

export const ONLINE_MESSAGES = {
  onlineSaved: ['保存成功', 'Saved'],
  onlineDeleted: ['删除成功', 'Deleted'],
  onlineMenuAdded: ['已添加到菜单', 'Added to the menu'],
  onlineNotFound: ['未找到该设计', 'No such stored schema'],
  onlineSameDocumentTwice: [
    'documents: 设计 {id} 出现了两次',
    'documents: the stored schema {id} is listed twice',
  ],
  onlineKind: ['kind: 必须是 model 或 page', 'kind must be model or page'],
  onlineInvalid: ['设计有误：{issues}', 'The schema has problems: {issues}'],
  onlineNameTaken: ['{name} 已存在，请在原设计上编辑', '{name} is already stored; edit that one instead'],
  onlineShadowModel: ['与系统内置模型重名：{name}', 'is the name of a built-in model: {name}'],
  onlineShadowTable: [
    '数据表 {table} 已存在且不属于该设计',
    'table {table} already exists and does not belong to this schema',
  ],
  onlineShadowPath: ['接口路径 {path} 已被占用', 'API path {path} is already in use'],
  onlineShadowPrefix: ['权限前缀 {prefix} 已被占用', 'permission prefix {prefix} is already in use'],
  onlineShadowPage: ['与系统内置页面重名：{name}', 'is the id of a built-in page: {name}'],
  onlineShadowMenuKey: ['菜单组件 {menuKey} 已被占用', 'menu component {menuKey} is already in use'],
  onlineReservedSql: ['{name} 是 SQL 保留字，请换一个名称', '{name} is an SQL keyword; choose another name'],
  onlineReservedJs: [
    '{name} 是 JavaScript 对象自带的名称，请换一个名称',
    '{name} is a name every JavaScript object has; choose another name',
  ],
  onlineReservedQuery: [
    '{name} 是列表查询参数，请换一个名称',
    '{name} is a parameter of the list query; choose another name',
  ],
  onlineSyncFailed: ['无法同步数据表：{reason}', 'the table cannot be updated: {reason}'],
  onlineNoMenuKey: [
    'menuKey: 页面没有 menuKey，不能加入菜单',
    'menuKey: the page has no menuKey to put in a menu',
  ],
  onlineInMenu: ['该页面已在菜单中', 'The page is already in the menu'],
  onlineParentMissing: ['parentId: 上级菜单不存在', 'parentId: no such parent menu item'],
  onlineUrlTaken: ['url: 路由 {url} 已被占用', 'url: the route {url} is already in use'],
  onlineDataLoss: [
    '以下字段的修改可能丢失数据，需确认后才能保存：{fields}',
    'These fields would lose data; confirm them to save: {fields}',
  ],
  onlineVersionNotFound: ['version: 该设计没有此版本', 'version: the schema has no such version'],
  onlineRolledBack: ['已回滚为新版本 {version}', 'Rolled back as new version {version}'],
  onlineModelNotFound: ['model: 没有名为 {name} 的在线模型', 'model: no stored model named {name}'],
  onlineBundleFile: ['{path}: {reason}', '{path}: {reason}'],
  onlineBundlePath: [
    '不支持的文件路径（应为 schemas/models/、schemas/pages/ 或 schemas/menus/ 下的 .json）',
    'not a file of the bundle (schemas/models/, schemas/pages/ or schemas/menus/*.json)',
  ],
  onlineBundleModel: ['模块必须恰好包含一个模型文件', 'the module must hold exactly one model file'],
  onlineBundleMenu: ['菜单文件格式有误：{reason}', 'the menu file is wrong: {reason}'],
  onlineBundleCode: [
    'codes: {code} 不是该模型的权限码',
    "codes: {code} is not one of the model's permission codes",
  ],
  onlineImported: ['已导入 {count} 个设计', 'Imported {count} schemas'],
} as const satisfies Record<string, readonly [string, string]>;
