// JeecgBoot's names for what our menu stores, shared by server and client (plain data, no imports):
// - component names: where JeecgBoot has a view for the same screen, our menu uses JeecgBoot's name (the
//   `component` column of its sys_permission seed), so JeecgBoot's own front end finds the view. The seed
//   (server/src/db/seed/menus.ts) and the page schemas' menuKeys hold the new names; a database or a
//   saved menu may still hold an old one, so the client resolves both (canonicalComponent) and the
//   migration 2026-11-30T0400_jeecg_names renames the seeded rows.
// - icons: JeecgBoot 3.x stores Iconify names (`ant-design:home-outlined`); our menus used antd 5's
//   component names (`HomeOutlined`). Input in either spelling is stored in JeecgBoot's (jeecgIcon).

/**
 * Our former component name → JeecgBoot's, for each screen both have. A screen JeecgBoot has no view
 * for (work orders, partners, files, the Redis terminal, the schema designer…) keeps our name.
 */
export const COMPONENT_RENAMES: Readonly<Record<string, string>> = {
  'dashboard/Task': 'dashboard/IndexTask',
  'dashboard/Chart': 'dashboard/IndexChart',
  'dashboard/Bdc': 'dashboard/IndexBdc',
  'system/AnnouncementList': 'system/SysAnnouncementList',
  'system/CategoryList': 'system/SysCategoryList',
  'system/CheckRuleList': 'system/SysCheckRuleList',
  'system/DataSourceList': 'system/SysDataSourceList',
  'system/FillRuleList': 'system/SysFillRuleList',
  'system/PositionList': 'system/SysPositionList',
  'message/MessageList': 'modules/message/SysMessageList',
  'message/TemplateList': 'modules/message/SysMessageTemplateList',
  'file/OssFileList': 'modules/oss/OSSFileList',
  'online/cgreport/OnlCgreportHeadList': 'modules/online/cgreport/OnlCgreportHeadList',
  'monitor/DiskMonitoring': 'modules/monitor/DiskMonitoring',
  'monitor/HttpTrace': 'modules/monitor/HttpTrace',
  'monitor/JvmInfo': 'modules/monitor/JvmInfo',
  'monitor/RedisInfo': 'modules/monitor/RedisInfo',
  'monitor/SystemInfo': 'modules/monitor/SystemInfo',
  'monitor/TomcatInfo': 'modules/monitor/TomcatInfo',
};

/**
 * The name a component is known by today: JeecgBoot's for a former name of ours, else unchanged.
 *
 * @example
 * canonicalComponent('system/PositionList'); // 'system/SysPositionList'
 * canonicalComponent('system/SysPositionList'); // 'system/SysPositionList'
 */
export function canonicalComponent(name: string): string {
  return Object.prototype.hasOwnProperty.call(COMPONENT_RENAMES, name) ? COMPONENT_RENAMES[name]! : name;
}

/** The Iconify set JeecgBoot's menus draw antd icons from. */
export const JEECG_ICON_PREFIX = 'ant-design:';

/** An antd 5 icon component name: `HomeOutlined`, `StarFilled`, `CheckCircleTwoTone`. */
const ANTD_ICON = /^([A-Z][A-Za-z0-9]*?)(Outlined|Filled|TwoTone)$/;

/**
 * An icon name as JeecgBoot stores it: an antd component name becomes its Iconify name; anything else
 * (already JeecgBoot's, a v3 type name like `setting`, another icon set) is kept as given.
 *
 * @example
 * jeecgIcon('SafetyCertificateOutlined'); // 'ant-design:safety-certificate-outlined'
 * jeecgIcon('CheckCircleTwoTone'); // 'ant-design:check-circle-twotone'
 * jeecgIcon('ant-design:home-outlined'); // 'ant-design:home-outlined'
 */
export function jeecgIcon(name: string): string {
  const match = ANTD_ICON.exec(name);
  if (!match) return name;
  const base = match[1]!.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `${JEECG_ICON_PREFIX}${base}-${match[2]!.toLowerCase()}`;
}
