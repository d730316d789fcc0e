// Seeds the demo projects (db/seed/demo-projects.ts) through the model's storing step, so each starts
// with its first data-log version. A project's orgCode is its partner's, as x-copyFrom sets it on writes
// through the API (the storing step alone does not copy).
import { DEMO_PROJECTS } from '../db/seed/demo-projects.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { seedCreatedAt } from './seed-columns.js';
import { insertRow } from './store.js';

/**
 * Inserts the demo projects of the demo partners present (matched by company name).
 *
 * @example
 * await seedDemoProjects(registry, registry.models.get('biz_project')!);
 */
export async function seedDemoProjects(registry: ModelRegistry, model: CompiledModel): Promise<void> {
  const partners = registry.models.get('biz_partner');
  if (!partners) return;
  const rows = await Scope.system(registry, partners)
    .select()
    .select(['id', 'company_name', 'org_code'])
    .execute();
  const byName = new Map(rows.map((r) => [String(r.company_name), r]));
  const admin = await registry.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const scope = Scope.system(registry, model);
  const start = Date.now();
  await scope.transaction(async (tx) => {
    for (const [i, { partner, ...demo }] of DEMO_PROJECTS.entries()) {
      const row = byName.get(partner);
      if (!row) continue;
      const values = {
        ...demo,
        partnerId: String(row.id),
        orgCode: (row.org_code as string | null) ?? null,
        owner: admin?.id ?? null,
      };
      await insertRow(scope, tx, values, seedCreatedAt(i, start));
    }
  });
}
