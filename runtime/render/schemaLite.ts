// The parts of runtime/schema the views use at run time: types, the expression language, model facts
// and issue formatting. Not runtime/schema's index: that also brings ajv and the meta-schemas (≈50 KB
// gzip) which only validation needs, and validation loads them on demand (schema/loadPageBundle.ts).
export * from '../schema/types';
export * from '../schema/expr';
export * from '../schema/model';
export { formatIssue, SchemaError, type SchemaIssue } from '../schema/schemaError';
export type { SchemaDoc } from '../schema/semantic/context';
export type { SchemaSource } from '../schema/loader';
export * from '../schema/widgets';
