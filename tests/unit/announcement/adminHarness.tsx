// The announcement administration page schemas rendered against the in-memory schema server, with the
// announcement table and the hand routes the generic CRUD does not know (publish, revoke, readers,
// roles).
import { screen } from '@testing-library/react';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { register } from '../../../widgets/announcement/register';
import { renderSchema } from '../antd/schemaHarness';

export const LIST = '/sys/annountCement/list';

export const ALL_PERMS = [
  'announcement:list',
  'announcement:add',
  'announcement:edit',
  'announcement:delete',
  'announcement:release',
  'announcement:revoke',
  'announcement:import',
  'announcement:export',
];

type Row = Record<string, unknown>;

export const records = (): Row[] => [
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
    userIds: 'u0000000000000000000000000000002,',
    sendStatus: '2',
    sendTime: '2026-11-20 09:00:00',
    cancelTime: '2026-11-21 09:00:00',
    startTime: '2026-11-20 00:00:00',
    endTime: '2026-12-20 00:00:00',
    openType: 'url',
    openPage: '/caseManage/list',
    createTime: '2026-11-20 08:00:00',
    msgContent: '<p>x</p>',
  },
];

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });

const READERS = [
  { userId: 'u1', username: 'zhangsan', realname: '张三', readFlag: '1', readTime: '2026-11-22 09:05:00' },
  { userId: 'u2', username: 'lisi', realname: null, readFlag: '0', readTime: null },
];

/** The schema server with the announcements and their hand routes; `intercept` answers first. */
export function announcementServer(intercept?: MemoryServer['intercept']): MemoryServer {
  const server = schemaServer();
  server.dicts.msg_category = [
    { value: '1', text: '通知公告' },
    { value: '2', text: '系统消息' },
  ];
  server.dicts.msg_type = [
    { value: 'USER', text: '指定用户' },
    { value: 'ALL', text: '全体用户' },
    { value: 'ROLE', text: '指定角色' },
    { value: 'DEPART', text: '指定部门' },
  ];
  server.dicts.send_status = [
    { value: '0', text: '未发布' },
    { value: '1', text: '已发布' },
    { value: '2', text: '已撤销' },
  ];
  server.tables.push({
    basePath: '/sys/annountCement',
    table: 'sys_announcement',
    rows: records(),
    dicts: {
      priority: 'priority',
      msgCategory: 'msg_category',
      msgType: 'msg_type',
      sendStatus: 'send_status',
    },
  });
  const rowOf = (id: unknown) =>
    server.tables.find((t) => t.table === 'sys_announcement')!.rows.find((r) => r.id === id);
  server.intercept = (request) => {
    const answered = intercept?.(request);
    if (answered !== undefined) return answered;
    const { path, params } = request;
    if (path === '/sys/annountCement/doReleaseData') {
      Object.assign(rowOf(params.id) ?? {}, { sendStatus: '1', sendTime: '2026-11-23 10:00:00' });
      return ok(null, '该系统通知发布成功');
    }
    if (path === '/sys/annountCement/doReovkeData') {
      Object.assign(rowOf(params.id) ?? {}, { sendStatus: '2', cancelTime: '2026-11-23 11:00:00' });
      return ok(null, '该系统通知撤销成功');
    }
    if (path === '/sys/annountCement/readers') return ok(READERS);
    if (path === '/sys/role/queryall')
      return ok([
        { id: 'r-admin', roleName: '管理员', roleCode: 'admin' },
        { id: 'r-staff', roleName: '客服', roleCode: 'staff' },
      ]);
    return undefined;
  };
  return server;
}

/** Renders a page of the announcement administration as `codes` allow, waiting for the list. */
export async function renderAnnouncements(
  pageId = 'system.announcement.list',
  options: {
    codes?: string[];
    server?: MemoryServer;
    params?: Record<string, unknown>;
    locale?: 'en-US';
  } = {},
) {
  const server = options.server ?? announcementServer();
  // The preview and readers handlers the list schema names, as the app registers them at start.
  register();
  const rendered = await renderSchema(<SchemaPage pageId={pageId} params={options.params ?? {}} />, {
    server,
    codes: options.codes ?? [...SCHEMA_PERMISSIONS, ...ALL_PERMS],
    ...(options.locale ? { locale: options.locale } : {}),
  });
  // The first page of a run loads the runtime's chunks; a loaded CI machine needs more than the default.
  if (pageId === 'system.announcement.list') await screen.findByText('核心网络故障', {}, { timeout: 30_000 });
  return rendered;
}
