// The split page's own texts, in their own namespace so they travel with the kind's chunk.
import { registerLocaleResources } from '../../core';

/** The i18n namespace of the split page kind. */
export const SPLIT_NS = 'split';

registerLocaleResources(SPLIT_NS, {
  'zh-CN': {
    search: '搜索',
    expandAll: '展开全部',
    collapseAll: '折叠全部',
    reload: '刷新',
    empty: '暂无数据',
    loadFailed: '树加载失败',
    retry: '重试',
    selectHint: '请先在左侧选择一个节点',
    noTabs: '没有可查看的内容',
  },
  'en-US': {
    search: 'Search',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    reload: 'Reload',
    empty: 'No data',
    loadFailed: 'The tree could not be loaded',
    retry: 'Retry',
    selectHint: 'Select a node on the left first',
    noTabs: 'Nothing to show',
  },
});
