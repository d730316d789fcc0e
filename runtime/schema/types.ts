// TypeScript shapes of model and page schemas, kept in step by hand with schemas/meta/*.schema.json
// (tests/unit/schema/metaTypes.test.ts checks the enums below and every shape's property names against
// the meta-schemas; the typed name lists in metaTypeKeys.ts stop compiling when a shape here changes).
// Both document kinds are plain JSON: no functions, no string templates; computed values are `Expr`
// objects.

/* ------------------------------------------------------------------ shared ---------------------- */

/** An i18n key with a fallback text, e.g. `{ "$t": "case.title", "default": "Title" }`. */
export interface TextKey {
  $t: string;
  default?: string;
}

/** A literal text or an i18n key. */
export type Text = string | TextKey;

/** An expression of the sandboxed language (runtime/schema/expr), e.g. `{ "$expr": "record.status == '1'" }`. */
export interface Expr {
  $expr: string;
}

/** A value that is either fixed or computed. */
export type BoolOrExpr = boolean | Expr;

export type Literal = string | number | boolean | null;

/** A parameter value: a literal, a list of literals, or an expression. */
export type ParamValue = Literal | Expr | Literal[];

/** Named values passed to pages, routes and APIs. */
export type Params = Record<string, ParamValue>;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  field: string;
  order: SortDirection;
}

/** Texts of a document's `$t` keys per language. */
export interface Locales {
  'zh-CN': Record<string, string>;
  'en-US': Record<string, string>;
}

/** The languages every text must exist in. */
export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/* ------------------------------------------------------------------ models ---------------------- */

export const FIELD_TYPES = ['string', 'integer', 'number', 'boolean', 'array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** `datetime` is 'YYYY-MM-DD HH:mm:ss' and `date` 'YYYY-MM-DD' (api-contract §1.2). */
export const FIELD_FORMATS = ['date', 'datetime', 'time', 'email', 'uri', 'mobile', 'ipv4'] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

export const SQL_TYPES = ['text', 'integer', 'bigint', 'double precision', 'numeric(18,4)'] as const;
export type SqlType = (typeof SQL_TYPES)[number];

/** A reference to another model (`x-ref`). */
export interface FieldRef {
  /** The referenced model's name. */
  model: string;
  /** Shown instead of the key, returned as `<field>_dictText`. */
  labelField?: string;
  /** The referenced property stored in this field (default: its primary key). */
  valueField?: string;
  /** The referenced model is a tree (pickers show a tree). */
  tree?: boolean;
  parentField?: string;
  /** Many-to-many through a link table; the field is an array of keys. */
  through?: { table: string; sourceKey: string; targetKey: string };
  /** One-to-many: the child model's property holding this record's key; the field is an array of children. */
  foreignKey?: string;
  /** One-to-many: the child's integer property the server fills with the row order (1, 2, 3…). */
  orderField?: string;
  /** Default: restrict for references, cascade for one-to-many children. */
  onDelete?: 'restrict' | 'cascade' | 'setNull';
}

/** A read-only property the server copies from a referenced row on add and edit (`x-copyFrom`). */
export interface FieldCopyFrom {
  /** The property of this model holding the reference (`x-ref`). */
  ref: string;
  /** The referenced model's property copied. */
  field: string;
}

/**
 * Files of the stored-file service (`x-storedFiles`, server/src/files/): the value is the comma-joined
 * ids of `sys_file` rows of one category; reads add `<field>_files` (name, size, SHA-256, downloads).
 */
export interface FieldStoredFiles {
  /** The file category (schemas/api/files.ts FILE_CATEGORIES) the files must belong to. */
  category: string;
  /** How many files the property may hold (default 10). */
  max?: number;
  /** The folder of the category new uploads go to (default the root). */
  folder?: string;
  /** Files uploaded through the property's widget are public to every partner (download center). */
  public?: boolean;
}

/** An uploaded file or image (`x-file`); the value is the stored path (comma-joined when multiple). */
export interface FieldFile {
  /** MIME types or extensions: `image/png`, `.pdf`. */
  accept?: string[];
  maxSizeMB?: number;
  multiple?: boolean;
  image?: boolean;
  /** Also accept https:// URLs; otherwise only files our upload endpoint stored for this model. */
  allowExternal?: boolean;
}

/** One value of a fixed list (`x-options`). */
export interface FieldOption {
  /** A boolean for a yes/no with its own words (a tag that says 启用 / 停用). */
  value: string | number | boolean;
  label: Text;
}

/**
 * Generated on add from an atomic counter (server/src/crud/serial.ts): the fill rule `rule` names
 * decides the format; without one, or while its row is missing, prefix + YYYYMMDD + a per-day counter
 * (CS202611210001).
 */
export interface FieldSerial {
  /** Code of a fill rule (sys_fill_rule.rule_code). */
  rule?: string;
  /** Fallback prefix; required when there is no `rule`. */
  prefix?: string;
  /** Counter digits, default 4. */
  digits?: number;
}

/** Field-level storage options (`x-storage` on a property). */
export interface FieldStorage {
  /** Column name; default the property name in snake_case. */
  column?: string;
  /** Column type override; otherwise derived from type, format and maxLength. */
  sqlType?: SqlType;
  /** Never sent to a client. */
  secret?: boolean;
  unique?: boolean;
  index?: boolean;
  /**
   * In the API's JSON shape only (e.g. a user's `selectedroles`, which a hand route keeps in a link
   * table): no column, so the server's sync never adds one and the generated CRUD never selects or
   * writes it; pages still get its label, type and widget.
   */
  apiOnly?: boolean;
  serial?: FieldSerial;
}

/** One property of a model: JSON Schema validation keywords plus the `x-` vocabulary. */
export interface ModelField {
  type: FieldType;
  format?: FieldFormat;
  title?: string;
  description?: string;
  $comment?: string;
  enum?: (string | number)[];
  default?: string | number | boolean | unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  /** For `type: 'array'`: multi-value dictionaries (stored comma-joined) and relations. */
  items?: { type: 'string' | 'integer'; enum?: (string | number)[] };
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  /** Set by the server only (ids, computed values); ignored in writes. */
  readOnly?: boolean;
  'x-label'?: Text;
  /** Dictionary code: values must be enabled items; lists add `<field>_dictText`. */
  'x-dict'?: string;
  /** A short fixed list with labels (no dictionary); lists add `<field>_dictText`. */
  'x-options'?: FieldOption[];
  'x-ref'?: FieldRef;
  /** Copied by the server from the row another property references (read-only). */
  'x-copyFrom'?: FieldCopyFrom;
  'x-file'?: FieldFile;
  'x-storedFiles'?: FieldStoredFiles;
  /** Default widget name in forms. */
  'x-widget'?: string;
  /** `html`: sanitised on the server before it is stored. */
  'x-sanitize'?: 'html';
  /** Only holders of this code read or write the property; pages showing it declare the same code. */
  'x-permission'?: string;
  /** Only holders of this code set the property (others leave it at its default or stored value). */
  'x-writePermission'?: string;
  /** The property may be sent to visitors who have not signed in (public searches); others never are. */
  'x-public'?: boolean;
  /**
   * `false`: list pages (`<basePath>/list`) leave the property out; queryById, exports and imports keep
   * it. For long text no table shows (a case's description), which every page would otherwise read,
   * label and send.
   */
  'x-inList'?: boolean;
  'x-storage'?: FieldStorage;
}

export interface ModelIndex {
  name?: string;
  fields: string[];
}

/** Model-level storage (`x-storage`). */
export interface ModelStorage {
  table: string;
  /** Primary-key property, default `id` (32-hex strings generated by the server). */
  primaryKey?: string;
  indexes?: ModelIndex[];
  /** Composite unique keys. */
  unique?: string[][];
  /** Delete sets del_flag = 1; such rows are hidden from every query. */
  softDelete?: boolean;
  /** create_by, create_time, update_by, update_time filled by the server. */
  audit?: boolean;
  /** Every add and edit writes a version row to sys_data_log. */
  dataLog?: boolean;
  /** A tree kept by the server (categories): hierarchical codes and has-child flags. */
  tree?: ModelTree;
}

/**
 * A tree whose rows link to their parent (`parentField`, `rootValue` at the top, default '0'). The
 * server generates `codeField` on add (A01, A02… at the top, the parent's code + A01… below) and keeps
 * `hasChildField` ('1' / '0') of parents up to date on add, move and delete; deleting a node deletes
 * its subtree.
 */
export interface ModelTree {
  parentField: string;
  codeField: string;
  hasChildField: string;
  /** The node's name in tree pickers; default `name`. */
  labelField?: string;
  rootValue?: string;
}

export const API_OPERATIONS = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'queryById',
  'exportXls',
  'importExcel',
] as const;
export type ApiOperation = (typeof API_OPERATIONS)[number];

export const CACHE_NAMES = ['dict'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** Generated API (`x-api`). */
export interface ModelApi {
  /** e.g. `/biz/case` → `/biz/case/list`, `/biz/case/add`… */
  basePath: string;
  /** e.g. `biz:case` → `biz:case:list|add|edit|delete|export|import`. */
  permissionPrefix: string;
  /** `authenticated`: any signed-in user may list and read; default `permission` (`<prefix>:list`). */
  readAccess?: 'authenticated' | 'permission';
  /** Routes to generate; default all. */
  operations?: ApiOperation[];
  defaultSort?: SortOrder[];
  /** Caches cleared after every write: the server's, and the browser's copy (runtime/core/dict). */
  evictCaches?: CacheName[];
  /**
   * Operations not generated but served at basePath by hand-written routes with the contract's shapes
   * (roles, users…): pages may use them like generated ones.
   */
  handRoutes?: ApiOperation[];
}

/** A model schema file (`schemas/models/<name>.json`). */
export interface ModelSchema {
  $schema?: string;
  /** `urn:lowcode:model:<name>`. */
  $id: string;
  $comment?: string;
  title?: string;
  description?: string;
  type: 'object';
  'x-label'?: Text;
  'x-i18n'?: Locales;
  'x-storage': ModelStorage;
  'x-api'?: ModelApi;
  required?: string[];
  properties: Record<string, ModelField>;
}

/* ------------------------------------------------------------------ pages ----------------------- */

export const PAGE_KINDS = [
  'list',
  'form',
  'detail',
  'modal',
  'grant',
  'split',
  'report',
  'dashboard',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const ACTION_TYPES = [
  'open',
  'api',
  'delete',
  'export',
  'import',
  'navigate',
  'refresh',
  'custom',
  'pick',
  /** Chosen files, checked against the category's rules, sent with a progress bar (chunked when large). */
  'upload',
  /** GET `<file.api>/<id>` as a blob, saved under the Content-Disposition name. */
  'download',
  /** GET `<file.api>/<id>` as a blob, shown in a dialog (images, PDF). */
  'preview',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_POSITIONS = ['toolbar', 'row', 'bulk', 'header'] as const;
export type ActionPosition = (typeof ACTION_POSITIONS)[number];

/** What happens after an action or a submit succeeds. */
/** `reloadMenu` reads the menu again, so an item just added or renamed shows in the side menu at once. */
export type Effect =
  'refresh' | 'refreshOpener' | 'close' | 'back' | 'reloadMenu' | { toast: Text } | { navigate: string };

/** A reason text asked with a confirmation and sent with the call (freeze, restore, purge…). */
export interface ConfirmReason {
  /** The parameter the reason is sent as, e.g. `reason`. */
  param: string;
  required?: boolean;
  maxLength?: number;
  /** The input's label; default a generic "Reason". */
  label?: Text;
}

/** A confirmation with an optional question and reason. */
export interface ActionConfirm {
  text?: Text;
  reason?: ConfirmReason;
}

/** `pick`: which picker opens, and the parameter its chosen keys are sent as. */
/** An API read by an `options` picker: its result is an array (or a page's `records`) of rows. */
export interface PickSource {
  /** Endpoint below the API base (GET). */
  api: string;
  params?: Params;
  /** The row property that is the value (sent), e.g. `id` or `droleId`. */
  valueField: string;
  /** The row property shown beside the checkbox (choices only). */
  labelField?: string;
}

/**
 * What a `pick` action picks: `user` — users from the user select modal; `options` — checkboxes of
 * `options`, ticked where `current` lists them (a department user's department roles).
 */
export interface ActionPick {
  picker: 'user' | 'options';
  /** The parameter the chosen keys are sent as, comma-joined. */
  param: string;
  options?: PickSource;
  current?: PickSource;
  /** The keys ticked before, sent as this parameter so the server applies the difference (`oldRoleId`). */
  previousParam?: string;
}

export interface Action {
  id: string;
  type: ActionType;
  position: ActionPosition | ActionPosition[];
  label?: Text;
  /** antd icon name, e.g. `PlusOutlined`. */
  icon?: string;
  danger?: boolean;
  /** A code, or alternatives joined with `||` (SPEC §6). */
  permission?: string;
  /** true: a generic confirmation; a Text: that question; an object: a question and a reason. */
  confirm?: boolean | Text | ActionConfirm;
  visibleWhen?: Expr;
  disabledWhen?: Expr;
  onSuccess?: Effect[];
  /** `open`: page id. */
  target?: string;
  mode?: 'modal' | 'drawer' | 'page';
  /** `navigate`: route path; params become the query string. */
  path?: string;
  params?: Params;
  /**
   * `api`: endpoint below the API base. `delete`: replaces `<basePath>/delete` (`?id=`) or, from the
   * bulk position, `<basePath>/deleteBatch` (`?ids=a,b`).
   */
  api?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };
  /** `custom`: a client handler registered by name. */
  handler?: string;
  /** `pick`: the picker; the chosen keys go to `api` with `params`. */
  pick?: ActionPick;
  /** `upload`, `download`, `preview`: the file endpoints. */
  file?: ActionFile;
}

/**
 * The endpoints of a file action. `upload`: `api` takes one multipart POST (`params` first, then the
 * file); with `chunked`, large files go through `<api>/init`, `PUT <api>/<uploadId>/<index>` and
 * `<api>/<uploadId>/complete`, resumable. `download` / `preview`: GET `<api>/<params.id>`.
 */
export interface ActionFile {
  api: string;
  chunked?: boolean;
  /** GET → `{[category]: {maxMB, accept}}`: the rule of `params.category` is checked before sending. */
  rulesApi?: string;
  /** Several files at once. */
  multiple?: boolean;
}

/** A menu item created at start for a page's menuKey when none exists (modules added as files). */
export interface PageMenu {
  /** Route path of the new menu item. */
  path: string;
  /** Parent menu item's path; first level when absent. */
  parent?: string;
  icon?: string;
  sortNo?: number;
  hidden?: boolean;
  /** Role codes granted the item and its list permission besides admin. */
  roles?: string[];
}

interface PageBase {
  $schema?: string;
  $comment?: string;
  /** `<area>.<name>`, equal to the file's area folder and base name. */
  id: string;
  /** Optional in a list, form or detail page over a model with `x-label` (implied from it). */
  title: Text;
  /** The menu component name this page renders for, e.g. `caseManage/CaseList`. */
  menuKey?: string;
  model?: string;
  permission?: string;
  menu?: PageMenu;
  i18n?: Locales;
  actions?: Action[];
  /**
   * Values of the title's `{{name}}` placeholders where a dialog shows it, evaluated over the page's
   * `params` (what the opener passed: `"阅读情况：{{title}}"` with `{title: {$expr: "params.title"}}`).
   */
  titleValues?: Params;
}

export const SEARCH_OPS = [
  'eq',
  'ne',
  'like',
  'leftLike',
  'rightLike',
  'in',
  'between',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type SearchOp = (typeof SEARCH_OPS)[number];

export interface SearchField {
  field: string;
  /** Default `eq`. */
  op?: SearchOp;
  label?: Text;
  widget?: string;
  props?: Record<string, unknown>;
  default?: ParamValue;
}

export const COLUMN_DISPLAYS = [
  'text',
  'dictTag',
  'refLabel',
  'date',
  'datetime',
  'number',
  'ellipsis',
  'link',
  'image',
  'file',
  'boolean',
  /** An antd icon by its name (`SettingOutlined`, or the v3 `setting`); the icon set loads lazily. */
  'icon',
  /** A size in bytes shown as 1.2 MB. */
  'bytes',
  /** A long hex digest shown as its first 12 characters, the whole copied on click. */
  'hash',
  /** Files of the stored-file service (`x-storedFiles`): names to download, sizes, SHA-256 digests. */
  'storedFiles',
] as const;
export type ColumnDisplay = (typeof COLUMN_DISPLAYS)[number];

/** Default ellipsis length of list columns (SPEC §9). */
export const DEFAULT_ELLIPSIS = 25;

export interface Column {
  field: string;
  title?: Text;
  display?: ColumnDisplay;
  /** dayjs format (default YYYY-MM-DD HH:mm:ss). */
  format?: string;
  width?: number;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /** Characters before the ellipsis (default 25); false shows all. */
  ellipsis?: number | false;
  hiddenByDefault?: boolean;
  /** Shown only while this holds over the applied search `values` (e.g. `values.logType != 1`). */
  visibleWhen?: Expr;
  permission?: string;
  link?: { target: string; mode?: 'modal' | 'drawer' | 'page'; params?: Params };
  /** The id of one of the page's row actions: the value shows as a link that runs it on the row. */
  action?: string;
  /** `dictTag` colours by value (antd tag colours or CSS colours), overriding the dictionary's. */
  tagColors?: Record<string, string>;
  /** Cell highlights: the first rule whose `when` holds over the row (`record`) tints the cell. */
  highlight?: ColumnHighlight[];
  /** Another field of the row shown while this one is empty (null, undefined or ''). */
  fallback?: string;
  /**
   * Labels by value for a field no model describes (rows of a hand-written API), as `x-options` label
   * a property's: with `display: dictTag` they show as tags, coloured by `tagColors`.
   */
  options?: FieldOption[];
  /**
   * A filter menu in the header listing the column's options (its `options`, else the property's
   * `x-options`). It filters the rows on the client, so it shows only while the list holds all of
   * them (an endpoint answering a plain array, not a page).
   */
  filter?: boolean;
}

/** The tones a highlighted cell may take (antd's status colours). */
export const HIGHLIGHT_TONES = ['warning', 'error', 'success', 'info'] as const;
export type HighlightTone = (typeof HIGHLIGHT_TONES)[number];

/** One highlight rule of a list column, e.g. `{when: {$expr: "record.status == '2'"}, tone: 'warning'}`. */
export interface ColumnHighlight {
  when: Expr;
  tone: HighlightTone;
}

export interface ListDataSource {
  rowKey?: string;
  pageSize?: number;
  pageSizeOptions?: number[];
  defaultSort?: SortOrder[];
  /** Fixed query parameters. */
  params?: Record<string, ParamValue>;
  /**
   * Overrides `<basePath>/list`. For a model without `x-api` (hand-written routes of the generated
   * shape, e.g. `/sys/user/list`), delete, deleteBatch, exportXls and importExcel are its siblings.
   */
  api?: string;
}

export interface ListTable {
  selection?: 'none' | 'checkbox' | 'radio';
  /**
   * Rows as a tree. `lazy` (default: `parentField` is the parent field of the model's x-storage.tree):
   * roots only, children loaded on expand, search results flat; otherwise the page's rows nest.
   */
  tree?: {
    parentField: string;
    lazy?: boolean;
    /** "Expand all" / "Collapse all" buttons in the toolbar (a tree whose rows are all loaded). */
    expandAll?: boolean;
  };
  columnSettings?: { persist?: 'none' | 'local' | 'user' };
  virtual?: { threshold?: number };
  /**
   * One virtual table without pagination: the next page (`dataSource.pageSize` rows) is appended when
   * the user scrolls near the end, until the total; a search, sort or refresh starts again.
   */
  infinite?: boolean;
  size?: 'small' | 'middle' | 'large';
  bordered?: boolean;
}

/** The actions `standardActions` may imply, in the order they are shown (runtime/schema/expand). */
export const STANDARD_ACTION_IDS = ['add', 'export', 'import', 'edit', 'detail', 'delete'] as const;
export type StandardActionId = (typeof STANDARD_ACTION_IDS)[number];
/** `standardActions: true`. */
export const USUAL_STANDARD_ACTIONS: readonly StandardActionId[] = [
  'add',
  'export',
  'import',
  'edit',
  'delete',
];

export interface ListPageSchema extends PageBase {
  kind: 'list';
  /**
   * Implied actions (expanded away before the semantic pass and rendering): `true` = add, export,
   * import, edit, delete; an `actions` entry with the same id is merged over one.
   */
  standardActions?: boolean | StandardActionId[];
  /** The standard actions' code prefix (`position` → `position:add`); default the model's x-api one. */
  permissionPrefix?: string;
  /**
   * The model the rows are. Optional for an API whose rows are no stored model (object storage's
   * objects): `dataSource.api` is then required and columns carry their own titles.
   */
  model?: string;
  dataSource?: ListDataSource;
  search?: { fields: SearchField[]; collapsedRows?: number };
  columns: Column[];
  table?: ListTable;
  /** A line above the table counting the loaded rows (e.g. "已读 1 / 共 2 人"). */
  summary?: ListSummary;
}

/**
 * `text` with `{{count}}` (the loaded rows for which `when` holds over `record`) and `{{total}}` (all
 * the loaded rows).
 */
export interface ListSummary {
  text: Text;
  when: Expr;
}

export const FIELD_RULE_TYPES = ['duplicate', 'checkRule', 'pattern', 'expr', 'future'] as const;
export type FieldRuleType = (typeof FIELD_RULE_TYPES)[number];

/** Extra field checks beyond the model's own validation. */
export interface FieldRule {
  type: FieldRuleType;
  /** `checkRule`: the sys_check_rule code. */
  ruleCode?: string;
  /** `pattern`: a regular expression the value must match. */
  pattern?: string;
  /** `expr`: must evaluate truthy. (`future`: a date value must be later than the moment it is checked.) */
  rule?: Expr;
  /**
   * `duplicate`: the model's own check instead of /sys/duplicate/check, e.g. `/sys/role/checkRoleCode`
   * (GET with the value under the field's name and `id` when editing; success false means taken).
   */
  api?: string;
  message?: Text;
  /** The rule applies only while this holds (a pattern for one choice of another field). */
  when?: Expr;
}

export interface FormField {
  field: string;
  label?: Text;
  widget?: string;
  props?: Record<string, unknown>;
  /** Layout columns taken (of layout.columns). */
  span?: number;
  placeholder?: Text;
  help?: Text;
  default?: Literal | Expr;
  required?: BoolOrExpr;
  visibleWhen?: Expr;
  disabledWhen?: Expr;
  permission?: string;
  rules?: FieldRule[];
}

export interface SubTable {
  /** The model property whose x-ref has a foreignKey (one-to-many). */
  relation: string;
  fields: FormField[];
  minRows?: number;
  maxRows?: number;
}

/** Fields or a sub-table (exactly one). */
export interface FormSection {
  title?: Text;
  collapsible?: boolean;
  visibleWhen?: Expr;
  fields?: FormField[];
  subTable?: SubTable;
}

export interface FormRule {
  rule: Expr;
  message: Text;
  fields?: string[];
}

export interface FormPageSchema extends PageBase {
  kind: 'form';
  model: string;
  layout?: { columns?: number; labelWidth?: number; labelAlign?: 'left' | 'right' | 'top' };
  /** Default: load `<basePath>/queryById` when params.id is set. */
  load?: {
    when?: Expr;
    api?: string;
    /**
     * The record itself, computed from params (e.g. `params.record`, a row the opener passes): for
     * hand-written APIs without a queryById. No request is made.
     */
    record?: Expr;
  };
  submit?: { api?: { add?: string; edit?: string }; onSuccess?: Effect[] };
  rules?: FormRule[];
  sections: FormSection[];
}

export const DETAIL_DISPLAYS = [
  'text',
  'dictTag',
  'refLabel',
  'date',
  'datetime',
  'number',
  'link',
  'image',
  'file',
  'html',
  'storedFiles',
] as const;
export type DetailDisplay = (typeof DETAIL_DISPLAYS)[number];

export interface DetailField {
  field: string;
  label?: Text;
  span?: number;
  display?: DetailDisplay;
  format?: string;
  visibleWhen?: Expr;
  permission?: string;
}

export interface DetailSection {
  title?: Text;
  /** Description-list columns, capped at 4. */
  columns?: number;
  visibleWhen?: Expr;
  fields: DetailField[];
}

export interface DetailRelation {
  title?: Text;
  /** A list page id, rendered filtered by params. */
  page: string;
  params?: Params;
}

export interface DetailPageSchema extends PageBase {
  kind: 'detail';
  model: string;
  columns?: number;
  sections: DetailSection[];
  relations?: DetailRelation[];
  /** Show record versions from the data log. */
  history?: boolean;
  /** Overrides `<basePath>/queryById` (models with hand-written routes). */
  load?: { api?: string };
}

export interface ModalPageSchema extends PageBase {
  kind: 'modal';
  container?: 'modal' | 'drawer';
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** CSS width; default 60%. */
  width?: string;
  fullscreenToggle?: boolean;
  content: { page: string; params?: Params };
}

/** A GET or POST endpoint below the API base and the params sent with it. */
export interface GrantCall {
  api: string;
  params?: Params;
}

/**
 * A checkable tree of menus and buttons granted to a holder (a role, a department, a department role),
 * saved as the diff JeecgBoot's saveRolePermission takes (api-contract §4.3).
 */
export interface GrantPageSchema extends PageBase {
  kind: 'grant';
  /** GET → `{ treeList, ids }`: nodes with `key`, `title`, `children`. */
  tree: GrantCall & {
    /** True for nodes shown as buttons (the node is `record`), e.g. `record.menuType == 2`. */
    buttonWhen?: Expr;
  };
  /** GET → the ids held now. */
  load: GrantCall;
  /** POST of params plus the chosen ids and the ids held when loaded, comma-joined. */
  save: GrantCall & {
    /** Default `permissionIds`. */
    idsField?: string;
    /** Default `lastpermissionIds`. */
    lastIdsField?: string;
    onSuccess?: Effect[];
  };
  /** Checking a node checks its subtree and marks its parents (父子关联) at first; default true. */
  linkage?: boolean;
  /** The data rules the holder applies on a granted menu (数据规则), offered on the nodes `when` says. */
  rules?: GrantRules;
}

/**
 * A holder's data rules on one menu (api-contract §4.2 `…/datarule`): GET `<api>/<v1>/<v2>…`, the
 * params' values as path segments in their order (the node is `record`), answers `{ datarule,
 * drChecked }`; POST `<api>` with the params and the chosen `dataRuleIds`.
 */
export interface GrantRules {
  api: string;
  params: Params;
  /** The nodes offering rules, e.g. `record.ruleFlag == 1`; default every node. */
  when?: Expr;
}

/** The tree on the left of a split page, read from a GET endpoint answering an array of nodes. */
export interface SplitTree {
  /** Endpoint below the API base answering the whole tree (nodes nest in `children`). */
  api: string;
  /** A node's key property; default `key`. */
  keyField?: string;
  /** A node's shown name; default `title`. */
  labelField?: string;
  /**
   * Server search: GET endpoint taking the typed text as `searchParam` (default `keyWord`) and
   * answering matching nodes. Without it the search box filters the loaded tree in the browser.
   */
  searchApi?: string;
  searchParam?: string;
  /** Every node starts expanded. */
  defaultExpandAll?: boolean;
  /** The first node starts selected (when there is no root node), so the right pane shows it at once. */
  selectFirst?: boolean;
  /** Query parameters of `api` (expressions see the page's `params`). */
  params?: Params;
  /** A node above the API's nodes (全部 / All), selected at first; its record is `{key, title}`. */
  root?: { title: Text; key?: string };
  /** Width of the tree pane in pixels; default 300. */
  width?: number;
}

/** One tab on the right of a split page: a page shown for the selected node (`record`). */
export interface SplitTab {
  key: string;
  title: Text;
  page: string;
  params?: Params;
  visibleWhen?: Expr;
  permission?: string;
}

/**
 * A tree on the left and, for the selected node (the `record` of expressions and of `toolbar`
 * actions, shown above the tree), tabs of pages on the right.
 */
export interface SplitPageSchema extends PageBase {
  kind: 'split';
  tree: SplitTree;
  tabs: SplitTab[];
  /** Shown on the right while no node is selected. */
  emptyHint?: Text;
}

/**
 * One online report (server/src/online/REPORTS.md): its search form, chart, rows and xlsx export, read
 * through `/online/cgreport/api/*`. The menu items of reports (`/online/cgreport/<code>`) all show the
 * built-in report page with the URL's last segment as its `code` param.
 */
export interface ReportPageSchema extends PageBase {
  kind: 'report';
  /** The report shown; without it, the page's `code` param. */
  code?: string;
}

/** Grid columns (of 24) per breakpoint; a missing breakpoint takes the next smaller one. */
export type DashboardSpan = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>>;

/** `GET {x-api}/aggregate` of a model (schemas/api/dashboard.ts); `filters` are the list's filters. */
export interface AggregateSourceSpec {
  model: string;
  groupBy?: string;
  bucket?: 'day' | 'week' | 'month' | 'age';
  seriesBy?: string;
  seriesBucket?: 'day' | 'week' | 'month' | 'age';
  measure?: string;
  days?: number;
  sort?: 'value' | 'key';
  limit?: number;
  filters?: Params;
}

/** Any GET: its result (or the value at `path`) is a number, an array of rows or a page of records. */
export interface ApiSourceSpec {
  api: string;
  params?: Params;
  path?: string;
  /** Row keys of a point's name and value (default `name` and `value`). */
  nameKey?: string;
  valueKey?: string;
}

export type DashboardSource = { aggregate: AggregateSourceSpec } | ApiSourceSpec;

interface CardBase {
  id: string;
  title?: Text;
  span?: DashboardSpan;
  /** Hidden without this permission code. */
  permission?: string;
}

/** How a card's numbers read: plain, bytes (KB/MB/GB), a share of 1 as percent, seconds as a duration. */
export type CardValueFormat = 'number' | 'bytes' | 'percent' | 'duration';

export interface StatCard extends CardBase {
  type: 'stat';
  source: DashboardSource;
  format?: CardValueFormat;
  precision?: number;
  suffix?: Text;
  /** With a source of points: the last point and its change against the one before. */
  trend?: boolean;
}

export const CHART_KINDS = [
  'line',
  'area',
  'bar',
  'stackedBar',
  'horizontalBar',
  'pie',
  'donut',
  'funnel',
  'radar',
  'gauge',
] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartCard extends CardBase {
  type: 'chart';
  source: DashboardSource;
  chart: ChartKind;
  height?: number;
  /** The gauge's full scale. */
  max?: number;
  /** How the values read on the axis, in tooltips, labels and the gauge. */
  format?: CardValueFormat;
  precision?: number;
  /** For rows with several numbers: one series per row key. */
  series?: { valueKey: string; title: Text }[];
}

export interface DashboardLink {
  path: string;
  /** Query parameters; expressions see the row as `record`. */
  params?: Params;
}

export interface ListCard extends CardBase {
  type: 'list';
  source: DashboardSource;
  /** The model whose labels and dictionaries the columns use. */
  model: string;
  columns: string[];
  rowLink?: DashboardLink;
  empty?: Text;
}

export interface LinksCard extends CardBase {
  type: 'links';
  /** Shown only when the user's menu holds the path. */
  links: { path: string; title: Text; icon?: string }[];
}

export interface ReportCard extends CardBase {
  type: 'report';
  code: string;
  show?: 'chart' | 'table';
  height?: number;
}

export type DashboardCard = StatCard | ChartCard | ListCard | LinksCard | ReportCard;

/** The card types, in the meta-schema's order (a dashboard card's discriminator). */
export const DASHBOARD_CARD_TYPES = ['stat', 'chart', 'list', 'links', 'report'] as const;

/** Cards on a responsive grid, each bound to its own source (runtime/antd/dashboard). */
export interface DashboardPageSchema extends PageBase {
  kind: 'dashboard';
  /** Seconds between automatic reloads; paused while the tab is hidden. */
  refresh?: number;
  cards: DashboardCard[];
}

/** A page schema file (`schemas/pages/<area>/<name>.json`). */
export type PageSchema =
  | ListPageSchema
  | FormPageSchema
  | DetailPageSchema
  | ModalPageSchema
  | GrantPageSchema
  | SplitPageSchema
  | ReportPageSchema
  | DashboardPageSchema;

/* ------------------------------------------------------------------ helpers --------------------- */

/**
 * True for `{ "$expr": … }` values.
 *
 * @example
 * isExpr({ $expr: 'record.id' }); // true
 */
export function isExpr(value: unknown): value is Expr {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $expr?: unknown }).$expr === 'string'
  );
}

/**
 * True for `{ "$t": … }` texts.
 *
 * @example
 * isTextKey({ $t: 'case.title' }); // true
 */
export function isTextKey(value: unknown): value is TextKey {
  return typeof value === 'object' && value !== null && typeof (value as { $t?: unknown }).$t === 'string';
}

/**
 * Resolves a Text in a language from the given resources, falling back to its default, then its key.
 *
 * @example
 * resolveText({ $t: 'case.title', default: 'Title' }, 'en-US', page.i18n); // 'Title'
 */
export function resolveText(text: Text, lang: Lang, ...resources: (Locales | undefined)[]): string {
  if (typeof text === 'string') return text;
  for (const res of resources) {
    const texts = res?.[lang];
    if (texts && Object.hasOwn(texts, text.$t)) return texts[text.$t]!;
  }
  return text.default ?? text.$t;
}
