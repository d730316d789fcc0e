// Texts of the permission-tree page kind, registered with the kind's chunk (not the shared schema
// resource, so the eager bundle does not carry them).
import { registerLocaleResources } from '../../core';

/** The i18n namespace of the grant page kind. */
export const GRANT_NS = 'grant';

registerLocaleResources(GRANT_NS, {
  'zh-CN': {
    checkAll: '选择全部',
    uncheckAll: '取消全选',
    expandAll: '展开全部',
    collapseAll: '折叠全部',
    linkage: '父子关联',
    search: '搜索菜单或按钮',
    button: '按钮',
    save: '保存',
    saveAndClose: '保存并关闭',
    cancel: '取消',
    unchanged: '授权没有变化，无需保存',
    saved: '保存成功',
    loadFailed: '加载权限树失败',
    retry: '重试',
    empty: '没有可授权的菜单',
    rules: '数据规则',
    rulesTitle: '数据规则：{{menu}}',
    rulesNone: '该菜单没有数据规则',
  },
  'en-US': {
    checkAll: 'Check all',
    uncheckAll: 'Uncheck all',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    linkage: 'Parent-child linkage',
    search: 'Search menus or buttons',
    button: 'Button',
    save: 'Save',
    saveAndClose: 'Save and close',
    cancel: 'Cancel',
    unchanged: 'Nothing changed: there is nothing to save',
    saved: 'Saved',
    loadFailed: 'The permission tree could not be loaded',
    retry: 'Retry',
    empty: 'No menus to grant',
    rules: 'Data rules',
    rulesTitle: 'Data rules: {{menu}}',
    rulesNone: 'This menu has no data rules',
  },
});
