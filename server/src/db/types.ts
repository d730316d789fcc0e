// The one `Database` type for Kysely: tables and columns as the foundation migration creates them.
// Columns with a database default are `Generated`, so inserts may omit them.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SessionFlowTables } from './types-session.js';
import type { ThirdLoginTables } from './types-third.js';

/** Audit columns shared by most tables: username and 'YYYY-MM-DD HH:mm:ss' local time. */
export interface AuditColumns {
  create_by: string | null;
  create_time: string | null;
  update_by: string | null;
  update_time: string | null;
}

export interface SysUserTable extends AuditColumns {
  id: string;
  username: string;
  realname: string | null;
  /** `scrypt$N$r$p$salt$hash`; never leaves the server. */
  password: string;
  avatar: string | null;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  /** Current department's org code, set at login and by selectDepart. */
  org_code: string | null;
  /** 1 normal, 2 frozen (dict user_status). */
  status: Generated<number>;
  del_flag: Generated<number>;
  work_no: string | null;
  post: string | null;
  telephone: string | null;
  user_identity: number | null;
  depart_ids: string | null;
  login_fail_count: Generated<number>;
  /** Epoch ms until which logins are refused; null when not locked. */
  lock_until: number | null;
}

export interface SysRoleTable extends AuditColumns {
  id: string;
  role_name: string;
  role_code: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  user_id: string;
  role_id: string;
}

export interface SysPermissionTable extends AuditColumns {
  id: string;
  parent_id: string | null;
  name: string;
  /** English title, sent as meta.titleEn. */
  name_en: string | null;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  /** 0 first-level menu, 1 sub-menu, 2 button permission. */
  menu_type: number;
  perms: string | null;
  /** Buttons: '1' hide when not granted, '2' disable when not granted. */
  perms_type: Generated<string>;
  sort_no: Generated<number>;
  always_show: Generated<number>;
  icon: string | null;
  is_route: Generated<number>;
  is_leaf: Generated<number>;
  keep_alive: Generated<number>;
  hidden: Generated<number>;
  hide_tab: Generated<number>;
  description: string | null;
  del_flag: Generated<number>;
  rule_flag: Generated<number>;
  /** Buttons: '1' enforced, '0' switched off. */
  status: Generated<string>;
  internal_or_external: Generated<number>;
}

export interface SysRolePermissionTable {
  id: string;
  role_id: string;
  permission_id: string;
  data_rule_ids: string | null;
  operate_date: string | null;
  operate_ip: string | null;
}

export interface SysPermissionDataRuleTable extends AuditColumns {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string;
  rule_conditions: string;
  rule_value: string;
  status: string;
}

/** A role defined inside a department (api-contract §5.5). */
export interface SysDepartRoleTable extends AuditColumns {
  id: string;
  depart_id: string;
  role_name: string;
  role_code: string;
  description: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  user_id: string;
  drole_id: string;
}

/** A menu a department role may use; always one its department holds in sys_depart_permission. */
export interface SysDepartRolePermissionTable {
  id: string;
  depart_id: string;
  role_id: string;
  permission_id: string;
  data_rule_ids: string | null;
  operate_date: string | null;
  operate_ip: string | null;
}

/** Menus a department may hand to its roles (api-contract §5.5). */
export interface SysDepartPermissionTable {
  id: string;
  depart_id: string;
  permission_id: string;
  data_rule_ids: string | null;
}

export interface SysDepartTable extends AuditColumns {
  id: string;
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  depart_name_abbr: string | null;
  depart_order: Generated<number>;
  description: string | null;
  /** Dict org_category: '1' company, '2' department, '3' position. */
  org_category: Generated<string>;
  /** Depth: '1' first level, '2' sub-department… */
  org_type: string | null;
  org_code: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: Generated<string>;
  del_flag: Generated<string>;
}

export interface SysUserDepartTable {
  id: string;
  user_id: string;
  dep_id: string;
}

export interface SysDictTable extends AuditColumns {
  id: string;
  dict_name: string;
  dict_code: string;
  /** The en-US name; null or empty falls back to dict_name. */
  dict_name_en: string | null;
  description: string | null;
  del_flag: Generated<number>;
  /** 0 string values, 1 number values. */
  type: Generated<number>;
}

export interface SysDictItemTable extends AuditColumns {
  id: string;
  dict_id: string;
  item_text: string;
  /** The en-US text; null or empty falls back to item_text. */
  item_text_en: string | null;
  item_value: string;
  description: string | null;
  sort_order: Generated<number>;
  /** 1 enabled, 0 disabled; only enabled items are served. */
  status: Generated<number>;
}

export interface SysSessionTable {
  /** sha-256 hex of the token. */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string | null;
  user_agent: string | null;
}

export interface SysLogTable {
  id: string;
  /** 1 login/logout, 2 operation. */
  log_type: number;
  log_content: string | null;
  operate_type: number | null;
  /** Account (username) of the actor. */
  userid: string | null;
  /** Real name of the actor. */
  username: string | null;
  ip: string | null;
  method: string | null;
  request_url: string | null;
  request_param: string | null;
  request_type: string | null;
  cost_time: number | null;
  create_by: string | null;
  create_time: string;
  update_by: string | null;
  update_time: string | null;
  /** The caller's User-Agent header, cut to 255 characters. */
  user_agent: string | null;
  /** HTTP status of an operation (log_type 2). */
  status_code: number | null;
}

/** A schema stored by the online designer (server/src/online). */
export interface SysOnlineSchemaTable {
  id: string;
  kind: 'model' | 'page';
  /** Model name (from its $id) or page id; unique per kind. */
  name: string;
  content: string;
  create_by: string | null;
  create_time: string | null;
  update_by: string | null;
  update_time: string | null;
}

/** One saved version of a stored document (migration 2026-12-03T0100_online_schema_versions). */
export interface SysOnlineSchemaVersionTable {
  id: string;
  /** sys_online_schema.id */
  schema_id: string;
  kind: 'model' | 'page';
  name: string;
  /** 1, 2, 3… per document. */
  version: number;
  content: string;
  note: string | null;
  create_by: string | null;
  create_time: string | null;
}

/** A scheduled job (migration 2026-11-26T0100_quartz). */
export interface SysQuartzJobTable {
  id: string;
  /** The registered handler's name, e.g. `org.jeecg.modules.quartz.job.SampleJob`. */
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  description: string | null;
  /** 0 running (normal), -1 stopped. */
  status: Generated<number>;
  create_by: string | null;
  create_time: string | null;
  update_by: string | null;
  update_time: string | null;
}

/** One run of a job; unique (job_id, fire_key) makes it the lease of that firing. */
export interface SysQuartzJobRunTable {
  id: string;
  job_id: string;
  fire_key: string;
  trigger_type: 'cron' | 'manual';
  start_time: string;
  duration_ms: number | null;
  result: 'running' | 'success' | 'failed';
  summary: string | null;
  error_text: string | null;
  instance_id: string | null;
}

export interface Database extends SessionFlowTables, ThirdLoginTables {
  sys_online_schema: SysOnlineSchemaTable;
  sys_online_schema_version: SysOnlineSchemaVersionTable;
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_session: SysSessionTable;
  sys_log: SysLogTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_run: SysQuartzJobRunTable;
}

export type SysUser = Selectable<SysUserTable>;
export type NewSysUser = Insertable<SysUserTable>;
export type SysUserUpdate = Updateable<SysUserTable>;
export type SysRole = Selectable<SysRoleTable>;
export type NewSysRole = Insertable<SysRoleTable>;
export type SysPermission = Selectable<SysPermissionTable>;
export type NewSysPermission = Insertable<SysPermissionTable>;
export type SysDepart = Selectable<SysDepartTable>;
export type NewSysDepart = Insertable<SysDepartTable>;
export type SysDict = Selectable<SysDictTable>;
export type NewSysDict = Insertable<SysDictTable>;
export type SysDictItem = Selectable<SysDictItemTable>;
export type NewSysDictItem = Insertable<SysDictItemTable>;
export type SysSession = Selectable<SysSessionTable>;
export type NewSysSession = Insertable<SysSessionTable>;
export type NewSysLog = Insertable<SysLogTable>;
