// Seeded roles and the admin account. Role codes are what MENU_SEED grants against.
import type { SeedRole } from './menus.js';

export interface RoleSeed {
  code: SeedRole;
  name: string;
  description: string;
}

export const ROLE_SEED: readonly RoleSeed[] = [
  { code: 'admin', name: '管理员', description: '系统管理员，拥有全部菜单和按钮权限' },
  { code: 'staff', name: '员工', description: '内部员工：工单、合作伙伴、项目、文件和下载中心' },
  { code: 'partner', name: '合作伙伴', description: '外部合作伙伴：工单、下载中心和基本信息' },
];

export const ADMIN_SEED = {
  username: 'admin',
  realname: '管理员',
  roleCode: 'admin',
  orgCode: 'A01',
} as const;
