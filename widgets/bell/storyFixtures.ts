// Announcements for the bell's and the detail modal's stories and tests: realistic titles, every
// priority and open type, long titles, and content carrying what the sanitiser must remove.
import type { Announcement, NoticeListResult } from './types';

const ok = <T>(result: T, message = '') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** An announcement with defaults for the fields a case does not care about. */
export function announcement(id: string, fields: Partial<Announcement> = {}): Announcement {
  return {
    id,
    titile: `公告 ${id}`,
    msgContent: '<p>内容</p>',
    sender: 'admin',
    sendTime: '2026-11-22 09:30:00',
    priority: 'L',
    msgCategory: '1',
    openType: null,
    openPage: null,
    busId: null,
    ...fields,
  };
}

export const maintenanceNotice = announcement('a-maint', {
  titile: '系统升级通知：本周六 22:00–24:00 暂停服务',
  priority: 'H',
  msgContent:
    '<h3>升级安排</h3><p>本周六 <b>22:00–24:00</b> 进行数据库升级，期间工单系统暂停服务。</p>' +
    '<ul><li>请提前保存未提交的工单</li><li>升级完成后请刷新页面</li></ul>',
});

export const caseNotice = announcement('a-case', {
  titile: '工单 #20261122-017 等待您处理',
  priority: 'M',
  msgCategory: '2',
  openType: 'url',
  openPage: '/caseManage/list',
  msgContent: '<p>客户 <i>华东云计算</i> 的工单已分派给您，请在 24 小时内响应。</p>',
});

export const componentNotice = announcement('a-comp', {
  titile: '合作伙伴资质审核',
  priority: 'L',
  msgCategory: '2',
  openType: 'component',
  openPage: 'partner/PartnerBasicInfo',
  busId: 'P-1001',
});

export const unsafeNotice = announcement('a-unsafe', {
  titile: '含有不安全内容的公告',
  msgContent:
    '<p>正文</p><img src="x" onerror="window.__bellXss = 1"><script>window.__bellXss = 2</script>' +
    '<a href="javascript:window.__bellXss=3">点我</a><iframe src="https://evil.example"></iframe>',
});

export const longTitleNotice = announcement('a-long', {
  titile:
    '关于 2026 年第四季度华东、华南及西南区域合作伙伴技术支持服务等级协议调整以及工单响应时限变更的重要通知（请所有一线支持人员务必阅读）',
  priority: 'H',
});

/** The listByUser result for these lists; totals default to the list lengths. */
export function noticeList(
  anntMsgList: Announcement[],
  sysMsgList: Announcement[],
  totals: { annt?: number; sys?: number } = {},
): NoticeListResult {
  return {
    anntMsgList,
    anntMsgTotal: totals.annt ?? anntMsgList.length,
    sysMsgList,
    sysMsgTotal: totals.sys ?? sysMsgList.length,
  };
}

/** Fake answers (by path) for the bell's calls. */
export function bellRoutes(list: NoticeListResult, byId: Announcement = maintenanceNotice) {
  return {
    '/sys/annountCement/listByUser': ok(list),
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId': ok(null, '操作成功'),
    '/sys/annountCement/queryById': ok(byId),
  };
}

/** Many unread items: the server sends five per category and the full totals. */
export const manyNotices = noticeList(
  [
    maintenanceNotice,
    longTitleNotice,
    announcement('a3', { titile: '春节值班安排', priority: 'M' }),
    announcement('a4'),
    announcement('a5'),
  ],
  [
    caseNotice,
    componentNotice,
    announcement('s3', { titile: '密码即将过期', msgCategory: '2', priority: 'H' }),
  ],
  { annt: 23, sys: 8 },
);
