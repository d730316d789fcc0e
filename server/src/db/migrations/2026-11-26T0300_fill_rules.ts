// The counters of fill rules (crud/fill-counter.ts): the last sequence value handed out per rule code
// and counter key (department and reset period). A row is bumped inside the transaction that stores the
// generated code, so concurrent adds queue on it and never draw the same value.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_fill_rule_counter')
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('counter_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_fill_rule_counter', ['rule_code', 'counter_key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_fill_rule_counter').execute();
}
