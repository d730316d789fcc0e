// Texts of the semantic pass's page problems (semantic/pages.ts).
import type { TextTable } from './table.js';

export const PAGE_TEXTS = {
  fieldPermissionMismatch: {
    'en-US': 'must be "{code}", the x-permission of property "{property}"',
    'zh-CN': '必须是 "{code}"，即属性 "{property}" 的 x-permission',
  },
  fieldPermissionNotEnforced: {
    'en-US': 'property "{property}" needs x-permission "{code}" in its model, or the server still sends it',
    'zh-CN': '属性 "{property}" 需要在模型中声明 x-permission "{code}"，否则服务器仍会返回它',
  },
  propertyNotInModel: {
    'en-US': 'property "{property}" does not exist in model "{model}"',
    'zh-CN': '模型 "{model}" 中没有属性 "{property}"',
  },
  propertySecret: {
    'en-US': 'property "{property}" is secret and never sent to a client',
    'zh-CN': '属性 "{property}" 是机密属性，不会发送给客户端',
  },
  pageMissing: { 'en-US': 'page "{page}" does not exist', 'zh-CN': '页面 "{page}" 不存在' },
  pageWrongKind: {
    'en-US': 'page "{page}" is a {kind} page; expected {expected}',
    'zh-CN': '页面 "{page}" 是 {kind} 页面，应为 {expected}',
  },
  pageIdMismatch: {
    'en-US': 'must be "{id}" to match the file\'s folder and name',
    'zh-CN': '必须是 "{id}"，与文件所在目录和文件名一致',
  },
  menuNeedsMenuKey: { 'en-US': 'needs the page to have a menuKey', 'zh-CN': '页面需要有 menuKey' },
  rowActionMissing: {
    'en-US': 'the page has no row action "{id}"',
    'zh-CN': '页面没有行操作 "{id}"',
  },
  standardActionsNoPrefix: {
    'en-US':
      'needs "permissionPrefix" on the page or "x-api.permissionPrefix" in its model for the actions\' codes',
    'zh-CN': '需要页面的 "permissionPrefix" 或模型的 "x-api.permissionPrefix" 来组成操作的权限编码',
  },
  titleNotImplied: {
    'en-US': 'needs "title": the page has no model with an x-label to take it from',
    'zh-CN': '需要 "title"：页面没有带 x-label 的模型可作标题',
  },
  actionIncomplete: {
    'en-US': 'needs "type" and "position" (only a standard action of "standardActions" may leave them out)',
    'zh-CN': '需要 "type" 和 "position"（只有 "standardActions" 中的标准操作可省略）',
  },
  actionIdTwice: { 'en-US': 'action id "{id}" is used twice', 'zh-CN': '操作 id "{id}" 重复使用' },
  opNeedsText: { 'en-US': '"{op}" needs a text field', 'zh-CN': '"{op}" 需要文本字段' },
  opNeedsRange: {
    'en-US': '"{op}" needs a number, date or time field',
    'zh-CN': '"{op}" 需要数字、日期或时间字段',
  },
  notSortable: {
    'en-US': 'property "{property}" is not a sortable column',
    'zh-CN': '属性 "{property}" 不是可排序的列',
  },
  displayNeedsDict: {
    'en-US': '"dictTag" needs a field with x-dict or x-options',
    'zh-CN': '"dictTag" 需要带 x-dict 或 x-options 的字段',
  },
  notInList: {
    'en-US': 'property "{property}" is left out of list pages (x-inList: false)',
    'zh-CN': '属性 "{property}" 不在列表页数据中（x-inList: false）',
  },
  filterNeedsOptions: {
    'en-US': "a column filter needs the column's options or a field with x-options",
    'zh-CN': '列筛选需要列的 options 或带 x-options 的字段',
  },
  displayNeedsRef: {
    'en-US': '"refLabel" needs a field with x-ref',
    'zh-CN': '"refLabel" 需要带 x-ref 的字段',
  },
  requiredForRule: { 'en-US': 'is required for "{rule}"', 'zh-CN': '"{rule}" 规则必须有此项' },
  duplicateNeedsUnique: {
    'en-US': '"duplicate" needs a field with x-storage.unique',
    'zh-CN': '"duplicate" 需要带 x-storage.unique 的字段',
  },
  richTextOnUnsanitised: {
    'en-US': '"{widget}" needs property "{property}" of model "{model}" to have x-sanitize: "html"',
    'zh-CN': '"{widget}" 要求模型 "{model}" 的属性 "{property}" 设置 x-sanitize: "html"',
  },
  fieldsOrSubTable: {
    'en-US': 'must have exactly one of "fields" and "subTable"',
    'zh-CN': '"fields" 和 "subTable" 必须有且只有一个',
  },
  notOneToMany: {
    'en-US': 'property "{property}" is not a one-to-many relation (x-ref.foreignKey)',
    'zh-CN': '属性 "{property}" 不是一对多关系（x-ref.foreignKey）',
  },
  setByServer: {
    'en-US': 'property "{property}" is set by the server',
    'zh-CN': '属性 "{property}" 由服务器填写',
  },
  noDataLog: {
    'en-US': 'model "{model}" does not keep a data log (x-storage.dataLog)',
    'zh-CN': '模型 "{model}" 不记录数据日志（x-storage.dataLog）',
  },
  requiredForAction: { 'en-US': 'is required for "{type}" actions', 'zh-CN': '"{type}" 操作必须有此项' },
  listWithoutModel: {
    'en-US': 'a list without a model reads its rows from dataSource.api',
    'zh-CN': '没有模型的列表须由 dataSource.api 读取数据',
  },
  listOnlyPosition: {
    'en-US': '"{position}" actions exist only on list pages',
    'zh-CN': '"{position}" 操作只能用在列表页',
  },
  splitListOnlyAction: { 'en-US': '"{type}" actions need a list', 'zh-CN': '"{type}" 操作需要列表' },
  cardIdTwice: { 'en-US': 'card id "{id}" is used twice', 'zh-CN': '卡片 id "{id}" 重复使用' },
  tabKeyTwice: { 'en-US': 'tab key "{key}" is used twice', 'zh-CN': '标签键 "{key}" 重复' },
  noApi: {
    'en-US': 'model "{model}" has no x-api for "{type}"',
    'zh-CN': '模型 "{model}" 没有 x-api，无法 "{type}"',
  },
  noOperation: { 'en-US': 'model "{model}" does not offer "{op}"', 'zh-CN': '模型 "{model}" 不提供 "{op}"' },
  menuKeyTaken: {
    'en-US': 'menu key "{menuKey}" is already used by page "{page}"',
    'zh-CN': '菜单键 "{menuKey}" 已被页面 "{page}" 使用',
  },
} as const satisfies TextTable;
