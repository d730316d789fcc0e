// The seeded menu tree: every page of SPEC §1–2 as a menu item with its component name, plus the
// button permissions under each list. Plain data with no imports, so client unit tests can import it
// to check that every component name resolves to a page or a "not available" placeholder.
// Role `admin` is granted every row; `roles` lists the other roles that get it.

export type SeedRole = 'admin' | 'staff' | 'partner';

export interface ButtonSeed {
  /** Permission code, e.g. `user:add` or `biz:case:add`. */
  perms: string;
  name: string;
  nameEn: string;
  /** Roles granted this button besides admin. */
  roles: readonly SeedRole[];
}

export interface MenuSeed {
  /** Chinese title (sys_permission.name). */
  name: string;
  /** English title (sys_permission.name_en). */
  nameEn: string;
  /** Full route path, e.g. `/isystem/user`. */
  url: string;
  /**
   * Component name, e.g. `system/UserList` or `layouts/RouteView`: JeecgBoot's view name wherever it has
   * the same screen (schemas/api/jeecg-names.ts lists the names we used before).
   */
  component: string;
  /** Icon as JeecgBoot stores it: the Iconify name, e.g. `ant-design:home-outlined`. */
  icon?: string;
  sortNo: number;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  /** Roles granted this item besides admin. */
  roles: readonly SeedRole[];
  buttons?: readonly ButtonSeed[];
  children?: readonly MenuSeed[];
}

type Item = Omit<MenuSeed, 'sortNo' | 'children'> & { children?: readonly Item[] };

const STAFF: readonly SeedRole[] = ['staff'];
const ALL: readonly SeedRole[] = ['staff', 'partner'];
const ADMIN_ONLY: readonly SeedRole[] = [];

const ACTION_TITLES = {
  add: ['添加', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  import: ['导入', 'Import'],
  export: ['导出', 'Export'],
} as const;
type Action = keyof typeof ACTION_TITLES;

function buttons(prefix: string, actions: readonly Action[], roles: readonly SeedRole[]): ButtonSeed[] {
  return actions.map((a) => ({
    perms: `${prefix}:${a}`,
    name: ACTION_TITLES[a][0],
    nameEn: ACTION_TITLES[a][1],
    roles,
  }));
}

/** System list buttons: `user:add|edit|delete|import|export`, admin only. */
const sys = (entity: string, actions: readonly Action[] = ['add', 'edit', 'delete', 'import', 'export']) =>
  buttons(entity, actions, ADMIN_ONLY);
/** Business list buttons: `biz:case:add|edit|delete|export`. */
const biz = (entity: string, roles: readonly SeedRole[] = STAFF) =>
  buttons(`biz:${entity}`, ['add', 'edit', 'delete', 'export'], roles);

/** `<prefix>:list`: list and read routes generated from model schemas (server/src/crud). */
const view = (prefix: string, roles: readonly SeedRole[] = ADMIN_ONLY): ButtonSeed => ({
  perms: `${prefix}:list`,
  name: '查询',
  nameEn: 'View',
  roles,
});

/** A file list's buttons (schemas/api/files.ts FILE_CATEGORIES): add, edit, delete, export and its `:list`. */
const fileList = (entity: string, roles: readonly SeedRole[] = STAFF) => [
  ...biz(entity),
  view(`biz:${entity}`, roles),
];

const page = (
  name: string,
  nameEn: string,
  url: string,
  component: string,
  roles: readonly SeedRole[],
  extra: Partial<Item> = {},
): Item => ({ name, nameEn, url, component, roles, ...extra });

const group = (
  name: string,
  nameEn: string,
  url: string,
  icon: string,
  roles: readonly SeedRole[],
  children: readonly Item[],
  extra: Partial<Item> = {},
): Item => ({ name, nameEn, url, component: 'layouts/RouteView', icon, roles, children, ...extra });

/** The monitoring buttons (schemas/api/monitor.ts MONITOR_PERMS; plain strings: this file imports nothing). */
const MONITOR_VIEW: ButtonSeed = { perms: 'monitor:view', name: '查看', nameEn: 'View', roles: ADMIN_ONLY };
const MONITOR_TERMINAL: ButtonSeed = {
  perms: 'monitor:redis:terminal',
  name: '执行命令',
  nameEn: 'Run commands',
  roles: ADMIN_ONLY,
};

/** Route path of the online schema designer's menu item. */
export const ONLINE_DESIGNER_URL = '/isystem/onlineSchema';

const TREE: readonly Item[] = [
  page('首页', 'Home', '/dashboard/analysis', 'dashboard/Analysis', ALL, {
    icon: 'ant-design:home-outlined',
  }),
  group(
    '仪表盘',
    'Dashboards',
    '/dashboard',
    'ant-design:dashboard-outlined',
    STAFF,
    [
      // Live server figures, the monitoring pages' own: admins only (migration 2026-11-29T0100).
      page('监控页', 'Monitor', '/dashboard/monitor', 'dashboard/Monitor', ADMIN_ONLY),
      page('工作台', 'Workplace', '/dashboard/workplace', 'dashboard/Workplace', STAFF),
      page('任务', 'Tasks', '/dashboard/task', 'dashboard/IndexTask', STAFF),
      page('图表', 'Charts', '/dashboard/chart', 'dashboard/IndexChart', STAFF),
      page('大数据', 'Big data', '/dashboard/bdc', 'dashboard/IndexBdc', STAFF),
    ],
    { redirect: '/dashboard/workplace' },
  ),
  group('工单管理', 'Work orders', '/caseManage', 'ant-design:profile-outlined', ALL, [
    page('工单列表', 'Work order list', '/caseManage/list', 'caseManage/CaseList', ALL, {
      // Partners open work orders too, so they get the add button; the rest stays with staff.
      buttons: [
        ...biz('case').map((b) => (b.perms === 'biz:case:add' ? { ...b, roles: ALL } : b)),
        view('biz:case', ALL),
        ...buttons('biz:case', ['import'], STAFF),
      ],
    }),
    page('新建工单', 'New work order', '/caseManage/add', 'caseManage/CaseAdd', ALL, {
      hidden: true,
      keepAlive: false,
    }),
    page('工单详情', 'Work order detail', '/caseManage/detail', 'caseManage/CaseDetail', ALL, {
      hidden: true,
      keepAlive: false,
    }),
  ]),
  group('合作伙伴', 'Partners', '/partner', 'ant-design:team-outlined', ALL, [
    page('合作伙伴列表', 'Partner list', '/partner/list', 'partner/PartnerList', STAFF, {
      // Partners read and edit their own company (basic info; the data rule keeps them to it), but only
      // staff hold biz:partner:manage, the write permission of the fields a partner may not change.
      buttons: [
        ...biz('partner').map((b) => (b.perms === 'biz:partner:edit' ? { ...b, roles: ALL } : b)),
        view('biz:partner', ALL),
        ...buttons('biz:partner', ['import'], STAFF),
        { perms: 'biz:partner:manage', name: '管理伙伴资料', nameEn: 'Manage partner terms', roles: STAFF },
      ],
    }),
    page('基本信息', 'Basic information', '/partner/basicInfo', 'partner/PartnerBasicInfo', ALL),
  ]),
  page('项目', 'Projects', '/project', 'project/ProjectList', ALL, {
    icon: 'ant-design:project-outlined',
    // Partners read their organisation's projects (the data rule on this menu); writes stay with staff.
    buttons: [...biz('project'), view('biz:project', ALL), ...buttons('biz:project', ['import'], STAFF)],
  }),
  // Partners read their own organisation's certificates (the data rule) and download the PDF; issuing,
  // renewing and revoking stay with staff.
  page('销售证书', 'Sales certificates', '/salesCertificate', 'certificate/SalesCertificateList', ALL, {
    icon: 'ant-design:safety-certificate-outlined',
    buttons: [
      ...biz('certificate'),
      view('biz:certificate', ALL),
      { perms: 'biz:certificate:renew', name: '续期', nameEn: 'Renew', roles: STAFF },
      { perms: 'biz:certificate:revoke', name: '吊销', nameEn: 'Revoke', roles: STAFF },
    ],
  }),
  page('文档', 'Documents', '/document', 'document/DocumentList', STAFF, {
    icon: 'ant-design:file-text-outlined',
    buttons: fileList('document'),
  }),
  group('文件管理', 'Files', '/file', 'ant-design:folder-outlined', STAFF, [
    page('cdmp', 'CDMP', '/file/cdmp', 'file/CdmpFileList', STAFF, { buttons: fileList('cdmpFile') }),
    page('数据交换', 'Data exchange', '/file/dataExchange', 'file/DataExchangeList', STAFF, {
      buttons: fileList('dataExchange'),
    }),
    page('EC备份', 'EC backup', '/file/ecBackup', 'file/EcBackupList', STAFF, {
      buttons: fileList('ecBackup'),
    }),
    page('备份历史', 'Backup history', '/file/backupHistory', 'file/BackupHistoryList', STAFF, {
      buttons: fileList('backupHistory'),
    }),
    page('ecmotion', 'ecmotion', '/file/ecmotion', 'file/EcmotionList', STAFF, {
      buttons: fileList('ecmotion'),
    }),
    page('临时文件', 'Temporary files', '/file/temporary', 'file/TemporaryFileList', STAFF, {
      buttons: fileList('temporaryFile'),
    }),
    page('通用文件', 'General files', '/file/general', 'file/GeneralFileList', STAFF, {
      buttons: fileList('generalFile'),
    }),
    page('对象存储', 'Object storage', '/file/oss', 'modules/oss/OSSFileList', STAFF, {
      buttons: fileList('ossFile'),
    }),
  ]),
  group('下载中心', 'Download center', '/download', 'ant-design:download-outlined', ALL, [
    // Partners read the download center (published entries only: see data-rules.ts); staff edit it.
    page('版本', 'Versions', '/download/version', 'download/VersionList', ALL, {
      buttons: [...biz('version'), ...buttons('biz:version', ['import'], STAFF), view('biz:version', ALL)],
    }),
    page('补丁', 'Hotfixes', '/download/hotfix', 'download/HotfixList', ALL, {
      buttons: [...biz('hotfix'), ...buttons('biz:hotfix', ['import'], STAFF), view('biz:hotfix', ALL)],
    }),
    page('文档', 'Documents', '/download/doc', 'download/DocList', ALL, {
      buttons: [
        ...biz('downloadDoc'),
        ...buttons('biz:downloadDoc', ['import'], STAFF),
        view('biz:downloadDoc', ALL),
      ],
    }),
  ]),
  group('消息中心', 'Message center', '/message', 'ant-design:message-outlined', STAFF, [
    page('消息列表', 'Messages', '/message/list', 'modules/message/SysMessageList', STAFF, {
      buttons: [
        ...biz('message'),
        ...buttons('biz:message', ['import'], ADMIN_ONLY),
        view('biz:message', STAFF),
      ],
    }),
    page(
      '消息模板',
      'Message templates',
      '/message/template',
      'modules/message/SysMessageTemplateList',
      ADMIN_ONLY,
      {
        buttons: [
          ...biz('messageTemplate', ADMIN_ONLY),
          ...buttons('biz:messageTemplate', ['import'], ADMIN_ONLY),
          view('biz:messageTemplate'),
          { perms: 'biz:messageTemplate:send', name: '发送测试', nameEn: 'Send test', roles: ADMIN_ONLY },
        ],
      },
    ),
  ]),
  group('系统管理', 'System', '/isystem', 'ant-design:setting-outlined', ADMIN_ONLY, [
    page('用户管理', 'Users', '/isystem/user', 'system/UserList', ADMIN_ONLY, {
      buttons: [view('user'), ...sys('user')],
    }),
    page('角色管理', 'Roles', '/isystem/role', 'system/RoleList', ADMIN_ONLY, {
      buttons: [view('role'), ...sys('role')],
    }),
    page('菜单管理', 'Menus', '/isystem/permission', 'system/PermissionList', ADMIN_ONLY, {
      buttons: sys('permission'),
    }),
    page('部门管理', 'Departments', '/isystem/depart', 'system/DepartList', ADMIN_ONLY, {
      buttons: sys('depart'),
    }),
    page('数据字典', 'Dictionaries', '/isystem/dict', 'system/DictList', ADMIN_ONLY, {
      buttons: [
        ...sys('dict'),
        view('dict'),
        ...sys('dictItem', ['add', 'edit', 'delete']),
        view('dictItem'),
      ],
    }),
    page('系统公告', 'Announcements', '/isystem/annountCement', 'system/SysAnnouncementList', ADMIN_ONLY, {
      buttons: [
        ...sys('announcement'),
        // The list and readers endpoints, and publishing, are guarded by their own codes.
        { perms: 'announcement:list', name: '查询', nameEn: 'View', roles: ADMIN_ONLY },
        { perms: 'announcement:release', name: '发布', nameEn: 'Publish', roles: ADMIN_ONLY },
        { perms: 'announcement:revoke', name: '撤销', nameEn: 'Revoke', roles: ADMIN_ONLY },
      ],
    }),
    // Everyone reads their own announcements (the bell's "view more"); for roles without the
    // 系统管理 group the menu builder lifts this item to the first level.
    page('我的公告', 'My announcements', '/isps/userAnnouncement', 'system/UserAnnouncementList', ALL),
    page('定时任务', 'Scheduled jobs', '/isystem/quartzJob', 'system/QuartzJobList', ADMIN_ONLY, {
      buttons: [...sys('quartzJob'), view('quartzJob')],
    }),
    page('系统日志', 'System logs', '/isystem/log', 'system/LogList', ADMIN_ONLY, {
      buttons: [...sys('log', ['delete', 'export']), view('log')],
    }),
    page('通讯录', 'Address book', '/isystem/addressList', 'system/AddressList', ADMIN_ONLY, {
      buttons: sys('addressList', ['export']),
    }),
    page('数据日志', 'Data log', '/isystem/dataLog', 'system/DataLogList', ADMIN_ONLY, {
      buttons: [...sys('dataLog', ['export']), view('dataLog')],
    }),
    page('分类字典', 'Categories', '/isystem/category', 'system/SysCategoryList', ADMIN_ONLY, {
      buttons: [...sys('category'), view('category')],
    }),
    page('编码校验规则', 'Check rules', '/isystem/checkRule', 'system/SysCheckRuleList', ADMIN_ONLY, {
      buttons: [...sys('checkRule'), view('checkRule')],
    }),
    page('多数据源', 'Data sources', '/isystem/dataSource', 'system/SysDataSourceList', ADMIN_ONLY, {
      buttons: [...sys('dataSource'), view('dataSource')],
    }),
    page('填值规则', 'Fill rules', '/isystem/fillRule', 'system/SysFillRuleList', ADMIN_ONLY, {
      buttons: [...sys('fillRule'), view('fillRule')],
    }),
    page('职务管理', 'Positions', '/isystem/position', 'system/SysPositionList', ADMIN_ONLY, {
      buttons: [...sys('position'), view('position')],
    }),
    page('用户回收站', 'User recycle bin', '/isystem/recycleBin', 'system/UserRecycleBin', ADMIN_ONLY),
    // The online schema designer (server/src/online); existing databases get it from online/menu-sync.ts.
    page('在线设计', 'Schema designer', ONLINE_DESIGNER_URL, 'online/SchemaDesigner', ADMIN_ONLY, {
      buttons: [view('onlineSchema'), ...buttons('onlineSchema', ['add', 'edit', 'delete'], ADMIN_ONLY)],
    }),
    // Online report definitions (server/src/online/report): the designer page is not built yet.
    page(
      '在线报表',
      'Online reports',
      '/isystem/onlineReport',
      'modules/online/cgreport/OnlCgreportHeadList',
      ADMIN_ONLY,
      {
        buttons: [view('onlineReport'), ...buttons('onlineReport', ['add', 'edit', 'delete'], ADMIN_ONLY)],
      },
    ),
    // OpenID Connect / OAuth 2.0 providers of the login page (issue 17; routes/sys/third-providers.ts).
    // JeecgBoot's ThirdAppConfigList configures WeCom / DingTalk organisation sync, another screen with
    // another API, so ours has its own name. Route checks see button codes only, so reading the list
    // is the item's thirdProvider:list button, granted with it. Existing databases get the item from
    // migration 2026-12-02T0100_third_provider_menu.
    page(
      '第三方登录',
      'Third-party sign-in',
      '/isystem/thirdProvider',
      'system/SysThirdProviderList',
      ADMIN_ONLY,
      {
        buttons: [view('thirdProvider'), ...sys('thirdProvider', ['add', 'edit', 'delete'])],
      },
    ),
  ]),
  // Admin-only pages of live server figures (schemas/api/monitor.ts). monitor:view, the code every read of
  // their API is checked against, sits on the group (a code is one button, so it cannot repeat on each
  // page); the terminal's page adds monitor:redis:terminal. Our server is Node: the JeecgBoot JVM and
  // Tomcat entries keep JeecgBoot's component names and show the Node runtime and the HTTP server
  // (existing databases: migration 2026-11-29T0100_monitor_menus).
  group(
    '系统监控',
    'Monitoring',
    '/monitor',
    'ant-design:desktop-outlined',
    ADMIN_ONLY,
    [
      page('磁盘监控', 'Disks', '/monitor/disk', 'modules/monitor/DiskMonitoring', ADMIN_ONLY),
      page('请求追踪', 'HTTP trace', '/monitor/httpTrace', 'modules/monitor/HttpTrace', ADMIN_ONLY),
      page('Node运行时', 'Node runtime', '/monitor/jvm', 'modules/monitor/JvmInfo', ADMIN_ONLY),
      page('Redis监控', 'Redis', '/monitor/redis', 'modules/monitor/RedisInfo', ADMIN_ONLY),
      page('Redis终端', 'Redis terminal', '/monitor/redisTerminal', 'monitor/RedisTerminal', ADMIN_ONLY, {
        buttons: [MONITOR_TERMINAL],
      }),
      page('系统信息', 'System information', '/monitor/system', 'modules/monitor/SystemInfo', ADMIN_ONLY),
      page('HTTP服务', 'HTTP server', '/monitor/tomcat', 'modules/monitor/TomcatInfo', ADMIN_ONLY),
    ],
    { buttons: [MONITOR_VIEW] },
  ),
  group('个人页', 'Account', '/account', 'ant-design:user-outlined', ALL, [
    page('个人中心', 'Account center', '/account/center', 'account/center/Index', ALL),
    page('个人设置', 'Account settings', '/account/settings', 'account/settings/Index', ALL),
  ]),
  page('账户设置', 'Account settings', '/userSetting', 'account/settings/Index', ALL, {
    hidden: true,
    keepAlive: false,
  }),
];

// sort_no follows the order above (1, 2, 3… among siblings), so reordering is a matter of moving lines.
function numbered(items: readonly Item[]): MenuSeed[] {
  return items.map(({ children, ...item }, index) => ({
    ...item,
    sortNo: index + 1,
    ...(children ? { children: numbered(children) } : {}),
  }));
}

/** The full seeded menu tree, first level first, in menu order. */
export const MENU_SEED: readonly MenuSeed[] = numbered(TREE);
