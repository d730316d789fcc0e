// The property names of runtime/schema/types.ts's shapes, as values a test can compare with the
// meta-schemas. Each list `satisfies KeyList<T>`, so tsc fails when a type gains, loses or renames a
// property the list does not; metaTypes.test.ts fails when a meta-schema differs from the list.
import type {
  Action,
  Column,
  DetailField,
  DetailPageSchema,
  DetailRelation,
  DetailSection,
  Effect,
  Expr,
  FieldFile,
  FieldOption,
  FieldRef,
  FieldRule,
  FieldSerial,
  FieldStorage,
  FormField,
  FormPageSchema,
  FormRule,
  FormSection,
  ListDataSource,
  ListPageSchema,
  ListTable,
  Locales,
  ModalPageSchema,
  ModelApi,
  ModelField,
  ModelIndex,
  ModelSchema,
  ModelStorage,
  ModelTree,
  PageMenu,
  SearchField,
  SortOrder,
  SubTable,
  TextKey,
} from '../../../runtime/schema/index.js';

/** Every property name of T exactly once (a missing or unknown key is a type error under `satisfies`). */
type KeyList<T> = Record<keyof T, true>;

type Part<T, K extends keyof T> = NonNullable<T[K]>;

export type MetaFile = 'common' | 'model' | 'page';

/** One TS shape and the meta-schema objects (JSON pointers, properties merged) it mirrors. */
export interface Mirror {
  type: string;
  file: MetaFile;
  pointers: string[];
  keys: Record<string, true>;
}

const mirror = (type: string, file: MetaFile, pointers: string | string[], keys: Record<string, true>) => ({
  type,
  file,
  pointers: ([] as string[]).concat(pointers),
  keys,
});

const PAGE_BASE = {
  $schema: true,
  $comment: true,
  id: true,
  title: true,
  menuKey: true,
  model: true,
  permission: true,
  menu: true,
  i18n: true,
  actions: true,
} as const;

export const MIRRORS: Mirror[] = [
  /* common */
  mirror('TextKey', 'common', '/$defs/Text', { $t: true, default: true } satisfies KeyList<TextKey>),
  mirror('Expr', 'common', ['/$defs/Expr', '/$defs/BoolOrExpr'], { $expr: true } satisfies KeyList<Expr>),
  mirror('SortOrder', 'common', '/$defs/SortOrder', {
    field: true,
    order: true,
  } satisfies KeyList<SortOrder>),
  mirror('Locales', 'common', '/$defs/Locales', {
    'zh-CN': true,
    'en-US': true,
  } satisfies KeyList<Locales>),

  /* model */
  mirror('ModelSchema', 'model', '', {
    $schema: true,
    $id: true,
    $comment: true,
    title: true,
    description: true,
    type: true,
    'x-label': true,
    'x-i18n': true,
    'x-storage': true,
    'x-api': true,
    required: true,
    properties: true,
  } satisfies KeyList<ModelSchema>),
  mirror('ModelStorage', 'model', '/$defs/ModelStorage', {
    table: true,
    primaryKey: true,
    indexes: true,
    unique: true,
    softDelete: true,
    audit: true,
    dataLog: true,
    tree: true,
  } satisfies KeyList<ModelStorage>),
  mirror('ModelIndex', 'model', '/$defs/ModelStorage/properties/indexes/items', {
    name: true,
    fields: true,
  } satisfies KeyList<ModelIndex>),
  mirror('ModelTree', 'model', '/$defs/ModelStorage/properties/tree', {
    parentField: true,
    codeField: true,
    hasChildField: true,
    labelField: true,
    rootValue: true,
  } satisfies KeyList<ModelTree>),
  mirror('ModelApi', 'model', '/$defs/ModelApi', {
    basePath: true,
    permissionPrefix: true,
    readAccess: true,
    operations: true,
    defaultSort: true,
    evictCaches: true,
  } satisfies KeyList<ModelApi>),
  mirror('ModelField', 'model', '/$defs/Field', {
    type: true,
    format: true,
    title: true,
    description: true,
    $comment: true,
    enum: true,
    default: true,
    minLength: true,
    maxLength: true,
    minimum: true,
    maximum: true,
    exclusiveMinimum: true,
    exclusiveMaximum: true,
    multipleOf: true,
    pattern: true,
    items: true,
    minItems: true,
    maxItems: true,
    uniqueItems: true,
    readOnly: true,
    'x-label': true,
    'x-dict': true,
    'x-options': true,
    'x-ref': true,
    'x-file': true,
    'x-widget': true,
    'x-sanitize': true,
    'x-permission': true,
    'x-storage': true,
  } satisfies KeyList<ModelField>),
  mirror('ModelField.items', 'model', '/$defs/Field/properties/items', {
    type: true,
    enum: true,
  } satisfies KeyList<Part<ModelField, 'items'>>),
  mirror('FieldOption', 'model', '/$defs/Field/properties/x-options/items', {
    value: true,
    label: true,
  } satisfies KeyList<FieldOption>),
  mirror('FieldRef', 'model', '/$defs/Ref', {
    model: true,
    labelField: true,
    valueField: true,
    tree: true,
    parentField: true,
    through: true,
    foreignKey: true,
    orderField: true,
    onDelete: true,
  } satisfies KeyList<FieldRef>),
  mirror('FieldRef.through', 'model', '/$defs/Ref/properties/through', {
    table: true,
    sourceKey: true,
    targetKey: true,
  } satisfies KeyList<Part<FieldRef, 'through'>>),
  mirror('FieldFile', 'model', '/$defs/File', {
    accept: true,
    maxSizeMB: true,
    multiple: true,
    image: true,
    allowExternal: true,
  } satisfies KeyList<FieldFile>),
  mirror('FieldStorage', 'model', '/$defs/FieldStorage', {
    column: true,
    sqlType: true,
    secret: true,
    unique: true,
    index: true,
    serial: true,
  } satisfies KeyList<FieldStorage>),
  mirror('FieldSerial', 'model', '/$defs/FieldStorage/properties/serial', {
    prefix: true,
    digits: true,
  } satisfies KeyList<FieldSerial>),

  /* pages: each kind is the common part plus its own */
  mirror('ListPageSchema', 'page', ['/$defs/Common', '/$defs/ListPage'], {
    ...PAGE_BASE,
    kind: true,
    dataSource: true,
    search: true,
    columns: true,
    table: true,
  } satisfies KeyList<ListPageSchema>),
  mirror('FormPageSchema', 'page', ['/$defs/Common', '/$defs/FormPage'], {
    ...PAGE_BASE,
    kind: true,
    layout: true,
    load: true,
    submit: true,
    rules: true,
    sections: true,
  } satisfies KeyList<FormPageSchema>),
  mirror('DetailPageSchema', 'page', ['/$defs/Common', '/$defs/DetailPage'], {
    ...PAGE_BASE,
    kind: true,
    columns: true,
    sections: true,
    relations: true,
    history: true,
  } satisfies KeyList<DetailPageSchema>),
  mirror('ModalPageSchema', 'page', ['/$defs/Common', '/$defs/ModalPage'], {
    ...PAGE_BASE,
    kind: true,
    container: true,
    size: true,
    width: true,
    fullscreenToggle: true,
    content: true,
  } satisfies KeyList<ModalPageSchema>),
  mirror('PageMenu', 'page', '/$defs/Common/properties/menu', {
    path: true,
    parent: true,
    icon: true,
    sortNo: true,
    hidden: true,
    roles: true,
  } satisfies KeyList<PageMenu>),
  mirror('FormPageSchema.layout', 'page', '/$defs/FormPage/properties/layout', {
    columns: true,
    labelWidth: true,
    labelAlign: true,
  } satisfies KeyList<Part<FormPageSchema, 'layout'>>),
  mirror('FormPageSchema.load', 'page', '/$defs/FormPage/properties/load', {
    when: true,
    api: true,
  } satisfies KeyList<Part<FormPageSchema, 'load'>>),
  mirror('FormPageSchema.submit', 'page', '/$defs/FormPage/properties/submit', {
    api: true,
    onSuccess: true,
  } satisfies KeyList<Part<FormPageSchema, 'submit'>>),
  mirror('FormPageSchema.submit.api', 'page', '/$defs/FormPage/properties/submit/properties/api', {
    add: true,
    edit: true,
  } satisfies KeyList<Part<Part<FormPageSchema, 'submit'>, 'api'>>),
  mirror('FormRule', 'page', '/$defs/FormPage/properties/rules/items', {
    rule: true,
    message: true,
    fields: true,
  } satisfies KeyList<FormRule>),
  mirror('DetailRelation', 'page', '/$defs/DetailPage/properties/relations/items', {
    title: true,
    page: true,
    params: true,
  } satisfies KeyList<DetailRelation>),
  mirror('ModalPageSchema.content', 'page', '/$defs/ModalPage/properties/content', {
    page: true,
    params: true,
  } satisfies KeyList<ModalPageSchema['content']>),
  mirror('ListDataSource', 'page', '/$defs/DataSource', {
    rowKey: true,
    pageSize: true,
    pageSizeOptions: true,
    defaultSort: true,
    params: true,
    api: true,
  } satisfies KeyList<ListDataSource>),
  mirror('ListPageSchema.search', 'page', '/$defs/Search', {
    fields: true,
    collapsedRows: true,
  } satisfies KeyList<Part<ListPageSchema, 'search'>>),
  mirror('SearchField', 'page', '/$defs/SearchField', {
    field: true,
    op: true,
    label: true,
    widget: true,
    props: true,
    default: true,
  } satisfies KeyList<SearchField>),
  mirror('Column', 'page', '/$defs/Column', {
    field: true,
    title: true,
    display: true,
    format: true,
    width: true,
    fixed: true,
    align: true,
    sortable: true,
    ellipsis: true,
    hiddenByDefault: true,
    permission: true,
    link: true,
  } satisfies KeyList<Column>),
  mirror('Column.link', 'page', '/$defs/Column/properties/link', {
    target: true,
    mode: true,
    params: true,
  } satisfies KeyList<Part<Column, 'link'>>),
  mirror('ListTable', 'page', '/$defs/Table', {
    selection: true,
    tree: true,
    columnSettings: true,
    virtual: true,
    infinite: true,
    size: true,
    bordered: true,
  } satisfies KeyList<ListTable>),
  mirror('ListTable.tree', 'page', '/$defs/Table/properties/tree', {
    parentField: true,
    lazy: true,
  } satisfies KeyList<Part<ListTable, 'tree'>>),
  mirror('ListTable.columnSettings', 'page', '/$defs/Table/properties/columnSettings', {
    persist: true,
  } satisfies KeyList<Part<ListTable, 'columnSettings'>>),
  mirror('ListTable.virtual', 'page', '/$defs/Table/properties/virtual', {
    threshold: true,
  } satisfies KeyList<Part<ListTable, 'virtual'>>),
  mirror('FormSection', 'page', '/$defs/FormSection', {
    title: true,
    collapsible: true,
    visibleWhen: true,
    fields: true,
    subTable: true,
  } satisfies KeyList<FormSection>),
  mirror('FormField', 'page', '/$defs/FormField', {
    field: true,
    label: true,
    widget: true,
    props: true,
    span: true,
    placeholder: true,
    help: true,
    default: true,
    required: true,
    visibleWhen: true,
    disabledWhen: true,
    permission: true,
    rules: true,
  } satisfies KeyList<FormField>),
  mirror('FieldRule', 'page', '/$defs/FieldRule', {
    type: true,
    ruleCode: true,
    pattern: true,
    rule: true,
    message: true,
  } satisfies KeyList<FieldRule>),
  mirror('SubTable', 'page', '/$defs/SubTable', {
    relation: true,
    fields: true,
    minRows: true,
    maxRows: true,
  } satisfies KeyList<SubTable>),
  mirror('DetailSection', 'page', '/$defs/DetailSection', {
    title: true,
    columns: true,
    visibleWhen: true,
    fields: true,
  } satisfies KeyList<DetailSection>),
  mirror('DetailField', 'page', '/$defs/DetailField', {
    field: true,
    label: true,
    span: true,
    display: true,
    format: true,
    visibleWhen: true,
    permission: true,
  } satisfies KeyList<DetailField>),
  mirror('Action', 'page', '/$defs/Action', {
    id: true,
    type: true,
    position: true,
    label: true,
    icon: true,
    danger: true,
    permission: true,
    confirm: true,
    visibleWhen: true,
    disabledWhen: true,
    onSuccess: true,
    target: true,
    mode: true,
    path: true,
    params: true,
    api: true,
    handler: true,
  } satisfies KeyList<Action>),
  mirror('Action.api', 'page', '/$defs/Action/properties/api', {
    method: true,
    url: true,
  } satisfies KeyList<Part<Action, 'api'>>),
  mirror('Effect (toast)', 'page', '/$defs/Effect/anyOf/1', {
    toast: true,
  } satisfies KeyList<Extract<Effect, { toast: unknown }>>),
  mirror('Effect (navigate)', 'page', '/$defs/Effect/anyOf/2', {
    navigate: true,
  } satisfies KeyList<Extract<Effect, { navigate: unknown }>>),
];

/** Object definitions with no TS shape of their own, and why. */
export const UNMIRRORED: Partial<Record<MetaFile, Record<string, string>>> = {
  page: { '': 'the root only names the kind that picks a branch (ListPage, FormPage…)' },
};
