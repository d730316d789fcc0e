import type { AuthEntry } from '../storage/localStore';

/** The `{success, message, code, result, timestamp}` body of every API response. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  /** 200 / 500 / 401 …; some handlers leave it 0, and it may arrive as a string. */
  code: number | string;
  result: T;
  timestamp?: number;
}

/** The user as login and selectDepart return it; more fields may come from the server. */
export interface UserInfo {
  id: string;
  username: string;
  realname?: string;
  avatar?: string;
  orgCode?: string;
  [field: string]: unknown;
}

/** One option of a dictionary. */
export interface DictOption {
  value: string;
  text?: string;
  label?: string;
  title?: string;
  [field: string]: unknown;
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  [field: string]: unknown;
}

/** `result` of POST /sys/login. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: Record<string, DictOption[]>;
  /** 0 no department, 1 one, 2 several (the user must pick one). */
  multi_depart?: number | string;
  departs?: Depart[];
  /** The user's role codes (kept under USER_ROLE). */
  roles?: string[];
  [field: string]: unknown;
}

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export interface UpdatePasswordPayload {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** `result` of GET /sys/user/getCurrentUserDeparts. */
export interface CurrentUserDeparts {
  list: Depart[];
  orgCode?: string;
}

/** `result` of GET /sys/permission/getUserPermissionByToken. */
export interface UserPermissionsResult<M> {
  menu: M[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}
