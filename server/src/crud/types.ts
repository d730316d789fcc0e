// What the steps of the CRUD pipeline share, below all of them: rows, the dynamic database type, a
// transaction, field errors, and who a request is (README "The pipeline").
import type { Kysely, Transaction } from 'kysely';
import type { CompiledModel } from './model.js';
import type { Condition } from './query.js';

/** Rows of model tables: identifiers are checked against schemas, so the table type is open. */
export type DynamicDb = Record<string, Record<string, unknown>>;
export type Row = Record<string, unknown>;
/** The database or a transaction on it, for model tables. */
export type Tx = Kysely<DynamicDb> | Transaction<DynamicDb>;

/** One bad field of a write, its message in the caller's language. */
export interface FieldError {
  field: string;
  message: string;
}

export type WriteMode = 'add' | 'edit';

/** One active data rule (api-contract §5.4): `<property> <operator> <value>`, variables unresolved. */
export interface DataRule {
  id: string;
  column: string;
  conditions: string;
  value: string;
}

/** Who a scope reads and writes for. */
export interface ScopeUser {
  username: string;
  /** The user's button permission codes (field access). */
  perms: ReadonlySet<string>;
  id?: string;
  realname?: string | null;
  /** The department chosen at sign-in (`#{sys_org_code}`). */
  orgCode?: string | null;
  /** The data rules the user's roles were granted, by the component of the menu they belong to. */
  dataRules?: ReadonlyMap<string, readonly DataRule[]>;
}

/**
 * Conditions a user's rows of a model must meet, added to every scoped read and write of the model
 * (the data rules of SPEC §1 plug in here). Values are bound parameters; columns come from the model.
 */
export type RowRule = (model: CompiledModel, user: ScopeUser) => readonly Condition[];
