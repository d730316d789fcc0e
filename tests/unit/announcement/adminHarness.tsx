import { sessionAuth } from '../../../runtime/core';
import type { AnnouncementRecord } from '../../../widgets/announcement/types';
import { ok, type Routes } from '../bell/bellHarness';

export const LIST = 'GET /sys/annountCement/list';

export const ALL_PERMS = [
  'announcement:list',
  'announcement:add',
  'announcement:edit',
  'announcement:delete',
  'announcement:release',
  'announcement:revoke',
];

/** Grants the signed-in user these button permissions. */
export function grant(codes: string[]): void {
  sessionAuth.save(
    codes.map((action) => ({ action, type: '1' })),
    [],
  );
}

export const records: AnnouncementRecord[] = [
  {
    id: 'd1',
    titile: '草稿：春节值班安排',
    sender: null,
    priority: 'L',
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus: '0',
    createTime: '2026-11-22 10:00:00',
    msgContent: '<p>值班表</p><script>window.__adminXss=1</script>',
  },
  {
    id: 'p1',
    titile: '核心网络故障',
    sender: 'admin',
    priority: 'H',
    msgCategory: '2',
    msgType: 'ROLE',
    roleIds: 'r-staff,',
    sendStatus: '1',
    sendTime: '2026-11-22 09:00:00',
    createTime: '2026-11-22 08:55:00',
    msgContent: '<p>抢修中</p>',
  },
  {
    id: 'r1',
    titile: '已撤销的通知',
    sender: 'admin',
    priority: 'M',
    msgCategory: '1',
    msgType: 'USER',
    userIds: 'u1,',
    sendStatus: '2',
    sendTime: '2026-11-20 09:00:00',
    cancelTime: '2026-11-21 09:00:00',
    createTime: '2026-11-20 08:00:00',
    msgContent: '<p>x</p>',
  },
];

/** The admin page's calls, answering from `records`. */
export function adminRoutes(extra: Routes = {}): Routes {
  return {
    [LIST]: ok({ records, total: records.length, size: 10, current: 1, pages: 1 }),
    'GET /sys/annountCement/doReleaseData': ok(null, '该系统通知发布成功'),
    'GET /sys/annountCement/doReovkeData': ok(null, '该系统通知撤销成功'),
    'DELETE /sys/annountCement/delete': ok(null, '删除成功!'),
    'DELETE /sys/annountCement/deleteBatch': ok(null, '批量删除成功!'),
    'POST /sys/annountCement/add': ok({ id: 'n1' }, '添加成功！'),
    'PUT /sys/annountCement/edit': ok(null, '编辑成功!'),
    'GET /sys/annountCement/readers': ok([
      {
        userId: 'u1',
        username: 'zhangsan',
        realname: '张三',
        readFlag: '1',
        readTime: '2026-11-22 09:05:00',
      },
      { userId: 'u2', username: 'lisi', realname: null, readFlag: '0', readTime: null },
    ]),
    ...extra,
  };
}
