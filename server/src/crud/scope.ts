// The scope of a request on a model: who asks, which rows they may read and write (live rows, and the
// row rules such as data rules that the registry holds) and which properties (x-permission). It is the
// only source of query builders for model tables: every read and write of the CRUD pipeline takes its
// builder from a scope, so a new path is scoped without code of its own (README "The pipeline").
import type { FastifyRequest } from 'fastify';
import { type CompiledQuery, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Lang } from '../../../runtime/schema/index.js';
import { currentUser } from '../plugins/auth.js';
import {
  hiddenFields,
  hiddenWrites,
  unwritableFields,
  unwritableWrites,
  withoutHidden,
} from './field-access.js';
import type { CompiledModel } from './model.js';
import type { Condition } from './query.js';
import { slotted, type Filters, type Slotted } from './query-templates.js';
import type { ModelRegistry } from './registry.js';
import type { DynamicDb, FieldError, Row, ScopeUser, Tx } from './types.js';
import { whereOf } from './where.js';

/** The user of start-up work (seeds): sees and writes everything, recorded as `admin`. */
const SYSTEM_USER: ScopeUser = { username: 'admin', perms: new Set() };
const NONE: readonly Condition[] = [];
const NO_FILTERS: Filters = { conditions: [] };
declare const scoped: unique symbol;

/** Filters with a scope's rules among them, their values replaced by placeholders (query-templates.ts). */
export type ScopedSlotted = Slotted & { readonly [scoped]: true };

interface Restrictions {
  /** Apply the registry's row rules. */
  rules: boolean;
  /** Withhold x-permission properties the user lacks. */
  fields: boolean;
}

export class Scope {
  /** Properties the user may neither read nor write. */
  readonly hidden: ReadonlySet<string>;
  /** Properties the user may read but only leave at their default or stored value. */
  readonly unwritable: ReadonlySet<string>;
  /** Conditions every row this scope reads or changes must meet (besides being live). */
  readonly rules: readonly Condition[];

  private constructor(
    readonly registry: ModelRegistry,
    readonly model: CompiledModel,
    readonly user: ScopeUser,
    readonly lang: Lang,
    private readonly restrictions: Restrictions,
  ) {
    this.hidden = restrictions.fields ? hiddenFields(model, user.perms) : new Set();
    this.unwritable = restrictions.fields ? unwritableFields(model, user.perms) : new Set();
    this.rules = restrictions.rules ? registry.rowRules.flatMap((rule) => rule(model, user)) : NONE;
  }

  /**
   * The scope of a signed-in request on a model.
   *
   * @example
   * const rows = await Scope.of(request, model).select().select(['id']).execute();
   */
  static of(request: FastifyRequest, model: CompiledModel): Scope {
    const user = currentUser(request);
    return new Scope(request.server.models, model, user, request.lang, { rules: true, fields: true });
  }

  /**
   * A scope without a user's restrictions, for start-up work (seeds) and tests.
   *
   * @example
   * await Scope.system(registry, model).transaction((tx) => insertRow(scope, tx, values));
   */
  static system(registry: ModelRegistry, model: CompiledModel, lang: Lang = 'zh-CN'): Scope {
    return new Scope(registry, model, SYSTEM_USER, lang, { rules: false, fields: false });
  }

  /** The same caller on another model, with all of their restrictions there. */
  on(model: CompiledModel): Scope {
    return new Scope(this.registry, model, this.user, this.lang, this.restrictions);
  }

  /**
   * The same caller on a one-to-many child model: its properties are withheld as for the parent, its
   * rows are not ruled on their own (they belong to a parent the rules already admitted).
   */
  child(model: CompiledModel): Scope {
    return new Scope(this.registry, model, this.user, this.lang, {
      rules: false,
      fields: this.restrictions.fields,
    });
  }

  /**
   * Every live row of a model, whoever asks: for integrity checks whose answer must not depend on the
   * caller (does a referenced row exist, do children restrict a delete), and for labels.
   */
  whole(model: CompiledModel = this.model): Scope {
    return new Scope(this.registry, model, this.user, this.lang, { rules: false, fields: false });
  }

  private get db(): Kysely<DynamicDb> {
    return this.registry.db as unknown as Kysely<DynamicDb>;
  }

  /** Runs `work` in one transaction; steps take their builders from the scope with this `tx`. */
  transaction<T>(work: (tx: Transaction<DynamicDb>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Runs a compiled select and returns its rows as value arrays (db/array-reader.ts). */
  readArrays(query: Pick<CompiledQuery, 'sql' | 'parameters'>): Promise<unknown[][]> {
    return this.registry.readArrays(query);
  }

  private where(filters: Filters, extra: readonly Expression<SqlBool>[] = []) {
    const conditions = this.rules.length > 0 ? [...this.rules, ...filters.conditions] : filters.conditions;
    return whereOf(this.model, { ...filters, conditions }, this.registry.dialect, extra);
  }

  /**
   * The rows this scope may read: live, within the rules, and within `filters` and `extra` if given.
   *
   * @example
   * await scope.select().select(recordColumns(model)).where(model.pk.column, '=', id).executeTakeFirst();
   */
  select(db: Tx = this.db, filters: Filters = NO_FILTERS, extra: readonly Expression<SqlBool>[] = []) {
    const where = this.where(filters, extra);
    const query = db.selectFrom(this.model.table);
    return where ? query.where(where) : query;
  }

  /**
   * The rules and `filters` with placeholders for their values, for SQL compiled once per shape
   * (query-templates.ts); read with `selectSlotted`.
   */
  slotted(filters: Filters): ScopedSlotted {
    const conditions = this.rules.length > 0 ? [...this.rules, ...filters.conditions] : filters.conditions;
    return slotted({ ...filters, conditions }) as ScopedSlotted;
  }

  /** The rows of `slotted`'s filters (the rules are already among them). */
  selectSlotted(slots: ScopedSlotted, db: Tx = this.db) {
    const where = whereOf(this.model, slots.filters, this.registry.dialect);
    const query = db.selectFrom(this.model.table);
    return where ? query.where(where) : query;
  }

  /** An update of the rows this scope may change (live, within the rules). */
  update(tx: Tx) {
    const where = this.where(NO_FILTERS);
    const query = tx.updateTable(this.model.table);
    return where ? query.where(where) : query;
  }

  /** A hard delete of rows this scope may change (within the rules). */
  deleteFrom(tx: Tx) {
    const where = this.where(NO_FILTERS);
    const query = tx.deleteFrom(this.model.table);
    return where ? query.where(where) : query;
  }

  /** An insert into the model's table. */
  insert(tx: Tx = this.db) {
    return tx.insertInto(this.model.table);
  }

  /**
   * Every stored row, deleted ones and those outside the rules included: only for the bookkeeping
   * that must see them all (serial numbers, tree codes, uniqueness, which the unique index decides
   * over every row).
   */
  storedRows(db: Tx = this.db) {
    return db.selectFrom(this.model.table);
  }

  /** An update of any stored row, for the same bookkeeping (a moved subtree's codes, has-child flags). */
  updateStored(tx: Tx) {
    return tx.updateTable(this.model.table);
  }

  /**
   * Takes the properties the user may not read out of records (in place) and returns them.
   *
   * @example
   * return ok(scope.present(page.records));
   */
  present<T extends Row>(records: T[]): T[] {
    return withoutHidden(records, this.hidden);
  }

  /** One error per property of `body` the user may not write. */
  refuseHidden(body: Row): FieldError[] {
    return hiddenWrites(this.model, body, this.hidden, this.lang);
  }

  /**
   * One error per write-guarded property the checked `values` change: from its default on add
   * (`current` undefined), from its stored value on edit.
   */
  refuseUnwritable(values: Row, current: Row | undefined): FieldError[] {
    if (this.unwritable.size === 0) return [];
    return unwritableWrites(this.model, values, current, this.unwritable, this.lang);
  }
}
