// Failed sign-ins counted per account *and* address (OWASP ASVS 2.2.1 soft lockout): a stranger's
// wrong passwords lock only the stranger's own address out of that account, never the owner.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_login_failure')
    // sha-256 of 'pair:<lower-case username>|<address>'.
    .addColumn('pair_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lock_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_login_failure_updated')
    .on('sys_login_failure')
    .column('updated_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_login_failure').ifExists().execute();
}
