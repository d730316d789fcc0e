// Session flows: image captchas, the login-challenge flags that ask for one, SMS verification codes,
// password-reset tickets, uploaded files (avatars) and per-user preferences.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ID = 'varchar(32)';
const HASH = 'varchar(64)';

export async function up(db: AnyDb): Promise<void> {
  // One row per issued image captcha; only hashes are stored, and a row is deleted when it is checked.
  await db.schema
    .createTable('sys_captcha')
    .addColumn('key_hash', HASH, (c) => c.primaryKey())
    .addColumn('code_hash', HASH, (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_sys_captcha_expires').on('sys_captcha').column('expires_at').execute();

  // "Ask for the captcha" flags per account and per address (sha-256 of 'account:x' / 'address:y').
  await db.schema
    .createTable('sys_login_challenge')
    .addColumn('challenge_hash', HASH, (c) => c.primaryKey())
    .addColumn('until_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_sms_code')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    // smsmode: '0' login, '1' register or new phone, '2' forgot password.
    .addColumn('purpose', 'varchar(2)', (c) => c.notNull())
    .addColumn('code_hash', HASH, (c) => c.notNull())
    // The account the code was issued for (null when no account has that phone; nobody receives it).
    .addColumn('user_id', ID)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    // One code per phone and purpose: a new one replaces it only once it has expired.
    .addUniqueConstraint('uniq_sys_sms_code_mobile', ['mobile', 'purpose'])
    .execute();
  await db.schema.createIndex('idx_sys_sms_code_expires').on('sys_sms_code').column('expires_at').execute();

  await db.schema
    .createTable('sys_reset_ticket')
    .addColumn('ticket_hash', HASH, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_upload_file')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('biz', 'varchar(32)', (c) => c.notNull())
    // Relative to DATA_DIR/files, e.g. 'avatar/<32 hex>.png'; the name is ours, never the client's.
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('owner_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uniq_sys_upload_file_path', ['path'])
    .execute();
  await db.schema.createIndex('idx_sys_upload_file_owner').on('sys_upload_file').column('owner_id').execute();

  await db.schema
    .createTable('sys_user_preference')
    .addColumn('user_id', ID, (c) => c.primaryKey().references('sys_user.id').onDelete('cascade'))
    .addColumn('landing_page', 'varchar(255)')
    .addColumn('language', 'varchar(10)')
    .addColumn('notify_notice', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_system', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'varchar(19)')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'sys_user_preference',
    'sys_upload_file',
    'sys_reset_ticket',
    'sys_sms_code',
    'sys_login_challenge',
    'sys_captcha',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
