// runtime/schema: types, meta-schema validation, the semantic pass and the expression language.
// No React and no file system: the browser and the server both use it.
export * from './types.js';
export { createAjv, CUSTOM_FORMATS, type Ajv, type ErrorObject, type ValidateFunction } from './ajv.js';
export { META_IDS, META_SCHEMAS } from './metaSchemas.js';
export {
  FIELD_WIDGET_NAMES,
  PICKED_WIDGETS,
  RICH_TEXT_WIDGET,
  TYPED_WIDGETS,
  type FieldWidgetName,
} from './widgets.js';
export {
  formatIssue,
  issueOf,
  issuesFromAjv,
  localizeIssue,
  pointerOf,
  pointerSegment,
  SchemaError,
  type SchemaIssue,
} from './issues.js';
export { metaAjv, parseJson, validateDocument, type DocumentKind } from './validate.js';
export {
  AUDIT_FIELDS,
  BUILTIN_TEXTS,
  columnOf,
  DEL_FLAG_COLUMN,
  isMultiValue,
  isStoredField,
  MODEL_ID_PREFIX,
  modelFields,
  nameOfModel,
  primaryKeyOf,
  snakeCase,
} from './model.js';
export {
  checkSemantics,
  isPermissionCode,
  PERMISSION_PATTERN,
  type SchemaDoc,
  type SemanticOptions,
} from './semantic/index.js';
export {
  loadSchemaSet,
  loadSchemaSetOrThrow,
  type LoadResult,
  type SchemaSet,
  type SchemaSource,
} from './loader.js';
export {
  alternatives,
  ISSUE_TEXTS,
  issueText,
  type Expected,
  type IssueCode,
  type IssueParams,
} from './texts/index.js';
export * from './expr/index.js';
export { onlinePageUrl } from './onlinePageUrl.js';
export {
  authorPointer,
  expandModel,
  expandPage,
  expandSchemaSet,
  impliedModal,
  impliedStandardAction,
  impliedModalForm,
  impliedModalId,
  type ExpandedPage,
  type ExpandedSet,
  type Origin,
} from './expand/index.js';
export {
  JS_RESERVED_NAMES,
  LIST_QUERY_PARAMS,
  reservedNameOf,
  SQL_RESERVED_WORDS,
  type ReservedKind,
} from './reservedNames.js';
