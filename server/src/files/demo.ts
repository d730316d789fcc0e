// The demo files of the first start (db/seed/demo-files.ts), stored through the configured backend as
// admin's uploads. A backend that cannot take them (an S3 bucket not yet made) costs a warning, not
// the start.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Scope } from '../crud/scope.js';
import { DEMO_FILES, type DemoAttachment } from '../db/seed/demo-files.js';
import type { Database } from '../db/types.js';
import type { FilesContext } from './context.js';
import { storeFile } from './file-store.js';
import { maxBytesOf } from './names.js';

export async function seedDemoFiles(ctx: FilesContext, db: Kysely<Database>, log: FastifyBaseLogger) {
  const admin = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'org_code'])
    .where('username', '=', 'admin')
    .executeTakeFirst();
  if (!admin) return;
  const viewer = {
    user: {
      id: admin.id,
      username: admin.username,
      realname: admin.realname,
      orgCode: admin.org_code,
      perms: new Set<string>(),
      dataRules: new Map(),
      tokenHash: '',
    },
  };
  const scope = Scope.system(ctx.registry, ctx.file);
  // Download-center records and the ids of their files, in the order stored.
  const attached = new Map<string, { attach: DemoAttachment; ids: string[] }>();
  try {
    for (const file of DEMO_FILES) {
      const { content, attach, ...rest } = file;
      const stored = await storeFile(
        ctx,
        scope,
        viewer,
        { ...rest, orgCode: null },
        Readable.from([Buffer.from(content)]),
        maxBytesOf(file.category),
      );
      if (!attach) continue;
      const key = `${attach.table}\u0000${attach.column}\u0000${attach.value}`;
      const entry = attached.get(key) ?? { attach, ids: [] };
      entry.ids.push(stored.id);
      attached.set(key, entry);
    }
    for (const { attach, ids } of attached.values()) {
      // The tables and columns are the fixed ones DemoAttachment names, not input.
      await sql`update ${sql.table(attach.table)} set files = ${ids.join(',')} where ${sql.ref(attach.column)} = ${attach.value}`.execute(
        db,
      );
    }
  } catch (err) {
    log.warn({ err }, 'the demo files could not be stored');
  }
}
