// The dashboard kind's own texts, in their own namespace so they travel with the kind's chunk.
import { registerLocaleResources } from '../../core';

/** The i18n namespace of the dashboard page kind. */
export const DASHBOARD_KIND_NS = 'dashboardKind';

registerLocaleResources(DASHBOARD_KIND_NS, {
  'zh-CN': {
    empty: '暂无数据',
    loadFailed: '加载失败',
    retry: '重试',
    forbidden: '无权查看',
    noLinks: '暂无可用的快捷入口',
    refresh: '刷新',
    autoRefresh: '每 {{seconds}} 秒自动刷新',
    trendUp: '较前一期上升 {{percent}}',
    trendDown: '较前一期下降 {{percent}}',
    trendFlat: '与前一期持平',
  },
  'en-US': {
    empty: 'No data',
    loadFailed: 'Could not load',
    retry: 'Retry',
    forbidden: 'No permission to view',
    noLinks: 'No shortcuts available',
    refresh: 'Refresh',
    autoRefresh: 'Refreshes every {{seconds}} s',
    trendUp: 'Up {{percent}} on the previous period',
    trendDown: 'Down {{percent}} on the previous period',
    trendFlat: 'Same as the previous period',
  },
});
