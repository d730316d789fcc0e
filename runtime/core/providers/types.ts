/**
 * Provider interfaces (style anchor 2, after refine and react-admin): the UI talks to data, auth,
 * access, notifications, i18n and live updates only through these, so stories and tests swap in fakes.
 */

/** A record as the API sends it. */
export type RecordData = Record<string, unknown>;
export type Identifier = string | number;

export interface Pagination {
  /** 1-based page number. */
  page: number;
  perPage: number;
}

export interface SortOrder {
  field: string;
  order: 'asc' | 'desc';
}

/** Fields shared by every data call: one params object, as the anchors do. */
export interface BaseParams {
  /** The model's API base, e.g. `/sys/user` or `/biz/case`. */
  resource: string;
  meta?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface GetListParams extends BaseParams {
  pagination?: Pagination;
  sort?: SortOrder;
  filter?: Record<string, unknown>;
}
export interface GetOneParams extends BaseParams {
  id: Identifier;
}
export interface GetManyParams extends BaseParams {
  ids: Identifier[];
}
export interface CreateParams<T = RecordData> extends BaseParams {
  variables: Partial<T>;
}
export interface UpdateParams<T = RecordData> extends BaseParams {
  id: Identifier;
  variables: Partial<T>;
}
export interface DeleteParams extends BaseParams {
  id: Identifier;
}
export interface UpdateManyParams<T = RecordData> extends BaseParams {
  ids: Identifier[];
  variables: Partial<T>;
}
export interface DeleteManyParams extends BaseParams {
  ids: Identifier[];
}
export interface CustomParams {
  url: string;
  method: 'get' | 'post' | 'put' | 'delete';
  query?: Record<string, unknown>;
  payload?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface GetListResult<T> {
  data: T[];
  total: number;
}
export interface DataResult<T> {
  data: T;
}

/**
 * Reads and writes records.
 *
 * @example
 * const { data, total } = await dataProvider.getList({ resource: '/sys/user', pagination: { page: 1, perPage: 10 } });
 */
export interface DataProvider {
  getList<T = RecordData>(params: GetListParams): Promise<GetListResult<T>>;
  getOne<T = RecordData>(params: GetOneParams): Promise<DataResult<T>>;
  getMany<T = RecordData>(params: GetManyParams): Promise<DataResult<T[]>>;
  create<T = RecordData>(params: CreateParams<T>): Promise<DataResult<T>>;
  update<T = RecordData>(params: UpdateParams<T>): Promise<DataResult<T>>;
  delete<T = RecordData>(params: DeleteParams): Promise<DataResult<T>>;
  updateMany?<T = RecordData>(params: UpdateManyParams<T>): Promise<DataResult<Identifier[]>>;
  deleteMany?(params: DeleteManyParams): Promise<DataResult<Identifier[]>>;
  custom?<T = unknown>(params: CustomParams): Promise<DataResult<T>>;
}

/** Result of login and logout: resolved, never rejected, so callers branch instead of catching. */
export interface AuthActionResult {
  success: boolean;
  redirectTo?: string;
  error?: Error;
}
export interface AuthCheckResult {
  authenticated: boolean;
  redirectTo?: string;
  logout?: boolean;
  error?: Error;
}
export interface AuthErrorResult {
  logout?: boolean;
  redirectTo?: string;
  error?: Error;
}
export interface Identity {
  id: Identifier;
  username: string;
  realname?: string;
  avatar?: string;
}

/**
 * Signs users in and out and tells whether a session exists.
 *
 * @example
 * const { success, error } = await authProvider.login({ username, password });
 */
export interface AuthProvider {
  login(params: Record<string, unknown>): Promise<AuthActionResult>;
  logout(params?: Record<string, unknown>): Promise<AuthActionResult>;
  check(params?: Record<string, unknown>): Promise<AuthCheckResult>;
  onError(error: unknown): Promise<AuthErrorResult>;
  getIdentity?(): Promise<Identity | null>;
}

export interface CanParams {
  resource?: string;
  /** A permission code such as `user:add`, or codes joined with '||'. */
  action: string;
  record?: unknown;
}
export interface CanResult {
  can: boolean;
  reason?: string;
}

/**
 * Answers whether the user may see or use something (SPEC §6); the server enforces it anyway.
 *
 * @example
 * const { can } = await accessControlProvider.can({ action: 'user:add' });
 */
export interface AccessControlProvider {
  can(params: CanParams): Promise<CanResult>;
}

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationParams {
  key?: string;
  type: NotificationType;
  message: string;
  description?: string;
  /** Seconds; omitted means the UI library's default. */
  duration?: number;
}

/**
 * Shows toast-like notifications; the app binds antd's `notification`.
 *
 * @example
 * notification.open({ type: 'error', message: 'System notice', description: 'Access denied', duration: 4 });
 */
export interface NotificationProvider {
  open(params: NotificationParams): void;
  close(key: string): void;
}

export interface ConfirmDialogParams {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
  onOk?: () => void | Promise<void>;
}
export interface MessageDialogParams {
  title: string;
  content: string;
  okText: string;
  onOk?: () => void | Promise<void>;
}

/**
 * Modal dialogs, so core can show the SPEC §8 'Login expired' modal without importing antd.
 *
 * @example
 * dialog.error({ title: 'Login expired', content: '…', okText: 'Log in again', onOk: relogin });
 */
export interface DialogProvider {
  confirm(params: ConfirmDialogParams): void;
  info(params: MessageDialogParams): void;
  error(params: MessageDialogParams): void;
}

/**
 * Translation for components that take a provider rather than calling react-i18next.
 *
 * @example
 * i18nProvider.translate('http.systemNotice', undefined, 'System notice');
 */
export interface I18nProvider {
  translate(key: string, options?: Record<string, unknown>, defaultMessage?: string): string;
  changeLocale(locale: string): Promise<void>;
  getLocale(): string;
}

export interface LiveEvent {
  channel: string;
  type: string;
  payload: Record<string, unknown>;
  date: Date;
}

/**
 * Pushes server events (the bell's websocket, monitoring views).
 *
 * @example
 * const unsubscribe = liveProvider.subscribe({ channel: 'user', callback: reload });
 */
export interface LiveProvider {
  subscribe(params: { channel: string; callback: (event: LiveEvent) => void }): () => void;
  publish?(event: LiveEvent): void;
}

/** The UI-library bound providers core needs at run time. */
export interface UiProviders {
  notification: NotificationProvider;
  dialog: DialogProvider;
}
