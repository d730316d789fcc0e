// Third-party sign-in through OpenID Connect / OAuth 2.0 providers (issue 17):
// - sys_third_provider: the providers an admin configured (client secret sealed, never in clear);
// - sys_third_account: which provider subject is which local user (JeecgBoot's sys_third_account);
// - sys_third_login_flow: an authorization request in flight (state hash → nonce, PKCE verifier), in
//   the database so the callback may land on another server instance;
// - sys_third_login_ticket: the one-time ids the callback hands the browser (login or binding).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_third_provider')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('issuer', 'varchar(500)')
    .addColumn('authorization_endpoint', 'varchar(500)')
    .addColumn('token_endpoint', 'varchar(500)')
    .addColumn('jwks_uri', 'varchar(500)')
    .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('client_secret', 'text')
    .addColumn('scopes', 'varchar(500)', (c) => c.notNull())
    .addColumn('claim_username', 'varchar(100)')
    .addColumn('claim_realname', 'varchar(100)')
    .addColumn('claim_email', 'varchar(100)')
    .addColumn('claim_phone', 'varchar(100)')
    .addColumn('claim_avatar', 'varchar(100)')
    .addColumn('default_role', 'varchar(100)')
    .addColumn('default_depart', 'varchar(100)')
    .addColumn('email_domains', 'varchar(1000)')
    .addColumn('first_login', 'varchar(10)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_third_account')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('realname', 'varchar(100)')
    .addColumn('avatar', 'varchar(500)')
    .addColumn('create_time', 'varchar(19)')
    .addUniqueConstraint('uq_sys_third_account_subject', ['provider_code', 'subject'])
    .execute();
  await db.schema
    .createIndex('idx_sys_third_account_user')
    .on('sys_third_account')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sys_third_login_flow')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(200)', (c) => c.notNull())
    .addColumn('redirect_url', 'varchar(2048)', (c) => c.notNull())
    // Set when a signed-in user links the provider from the account settings, not a sign-in.
    .addColumn('bind_user_id', 'varchar(32)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_third_login_flow_expires')
    .on('sys_third_login_flow')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('sys_third_login_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    // 'login': redeemed for a session; 'bind': a first sign-in waiting for a password or a new account.
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    // The mapped claims (username, realname, email, phone, avatar) as JSON, for a binding.
    .addColumn('claims', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_third_login_ticket_expires')
    .on('sys_third_login_ticket')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'sys_third_login_ticket',
    'sys_third_login_flow',
    'sys_third_account',
    'sys_third_provider',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
