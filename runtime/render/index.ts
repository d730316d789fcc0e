// The render layer's light surface (imported by the app's entry): registries, the schema page
// resolver and the page route component. The heavy parts (validation, Formily compilation, the list
// controller) are imported by path from the lazy views in runtime/antd.
export * from './pageRegistry';
export * from './RoutePage';
export * from './slotRegistry';
export * from './Slot';
export * from './widgets/widgetRegistry';
export * from './pageKinds/pageKindRegistry';
export * from './pageKinds/schemaPageHost';
export type { ComponentSource } from './pageKinds/componentSource';
export * from './schema/sources';
export { repositorySource } from './schema/repositorySource';
export {
  listPageOfModel,
  registerSchemaPages,
  type SchemaViewModule,
  type SchemaViewProps,
} from './schema/registerSchemaPages';
export {
  registerActionHandler,
  getActionHandler,
  type ActionHandler,
  type ActionHandlerContext,
} from './actions/handlers';
export { builtinListId, BUILTIN_REPORT_PAGE } from './schema/builtinListId';
export { generatedListSource } from './schema/generatedSource';
