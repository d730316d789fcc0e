// Rows some models start with, inserted only when this start created the model's table: the contract's
// `common` check rule, the `case_no` fill rule, the support center's positions, demo work orders
// (marked as demo data in db/seed/demo-cases.ts) and their contacts, demo partners
// (db/seed/demo-partners.ts) and theirs, and their demo projects (project-seed.ts).
import { CHECK_RULE_SEED } from '../db/seed/check-rules.js';
import { DEMO_CASES } from '../db/seed/demo-cases.js';
import { DEMO_PARTNERS } from '../db/seed/demo-partners.js';
import { FILL_RULE_SEED } from '../db/seed/fill-rules.js';
import { POSITION_SEED } from '../db/seed/positions.js';
import { REPORT_SEED } from '../db/seed/reports.js';
import { DEMO_CATEGORIES, type DemoCategory } from './demo-categories.js';
import { seedDemoCertificates } from './certificate-seed.js';
import { departId } from '../db/seed/rows.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { seedDemoProjects } from './project-seed.js';
import type { ModelRegistry } from './registry.js';
import { DOWNLOAD_SEEDS } from './download-seeds.js';
import { Scope } from './scope.js';
import { seedColumns, seedCreatedAt, type Seed, type SeedContext } from './seed-columns.js';
import { insertRow } from './store.js';
import type { Row } from './types.js';

/**
 * A seed that inserts `rows` through the storing step in one transaction, each created a second before
 * the one above it (seedCreatedAt).
 */
function storedInOrder(rows: readonly object[]): Seed {
  return async (registry, model) => {
    const scope = Scope.system(registry, model);
    const start = Date.now();
    await scope.transaction(async (tx) => {
      for (const [i, row] of rows.entries()) {
        await insertRow(scope, tx, { ...row } as Row, seedCreatedAt(i, start));
      }
    });
  };
}

const seedCheckRules = storedInOrder(CHECK_RULE_SEED);
const seedFillRules = storedInOrder(FILL_RULE_SEED);
const seedPositions = storedInOrder(POSITION_SEED);

const seedDemoCases: Seed = async (registry, model) => {
  const admin = await registry.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const departs = new Set(
    (await registry.db.selectFrom('sys_depart').select('id').execute()).map((d) => d.id),
  );
  const perDay = new Map<string, number>();
  const now = Date.now();
  const rows = DEMO_CASES.map((demo, i) => {
    // Spread within each day so the list's default order (newest first) looks like real traffic.
    const created = new Date(now - demo.daysAgo * 86_400_000 - ((i * 37) % 480) * 60_000);
    const stamp = formatDateTime(created);
    const day = stamp.slice(0, 10).replace(/-/g, '');
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const depart = departId(demo.orgCode);
    return {
      ...seedColumns(model, {
        caseNo: `CS${day}${String(seq).padStart(4, '0')}`,
        title: demo.title,
        customerName: demo.customerName,
        partnerName: demo.partnerName,
        product: demo.product,
        productVersion: demo.productVersion,
        priority: demo.priority,
        status: demo.status,
        caseType: demo.caseType,
        description: demo.description,
        contactName: demo.contactName,
        contactPhone: demo.contactPhone,
        contactEmail: demo.contactEmail,
        assignee: demo.assigned && admin ? admin.id : null,
        departId: departs.has(depart) ? depart : null,
      }),
      [model.pk.column]: newId(),
      ...(model.audit ? { create_by: 'admin', create_time: stamp } : {}),
      ...(model.softDelete ? { del_flag: 0 } : {}),
    };
  });
  await Scope.system(registry, model).insert().values(rows).execute();
};

// Each demo work order's own contact becomes the first row of its contact list (the technical lead).
const seedCaseContacts: Seed = async (registry, model) => {
  const cases = registry.models.get('biz_case');
  if (!cases) return;
  const rows = await Scope.system(registry, cases)
    .select()
    .select(['id', 'contact_name', 'contact_phone', 'contact_email', 'create_time'])
    .where('contact_name', 'is not', null)
    .execute();
  if (rows.length === 0) return;
  await Scope.system(registry, model)
    .insert()
    .values(
      rows.map((c) => ({
        ...seedColumns(model, {
          caseId: c.id,
          sortNo: 1,
          name: c.contact_name,
          role: '1',
          phone: c.contact_phone,
          email: c.contact_email,
        }),
        [model.pk.column]: newId(),
        ...(model.audit ? { create_by: 'admin', create_time: c.create_time } : {}),
        ...(model.softDelete ? { del_flag: 0 } : {}),
      })),
    )
    .execute();
};

const seedDemoPartners: Seed = async (registry, model) => {
  const admin = await registry.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const start = Date.now();
  const rows = DEMO_PARTNERS.map((demo, i) => ({
    ...seedColumns(model, {
      companyName: demo.companyName,
      partnerLevel: demo.partnerLevel,
      certStatus: demo.certStatus,
      region: demo.region,
      industry: demo.industry,
      productLines: demo.productLines,
      website: demo.website,
      address: demo.address,
      intro: demo.intro,
      owner: admin?.id ?? null,
      agreementStart: demo.agreementStart,
      agreementEnd: demo.agreementEnd,
      orgCode: demo.orgCode,
    }),
    [model.pk.column]: newId(),
    ...(model.audit ? { create_by: 'admin', create_time: formatDateTime(seedCreatedAt(i, start)) } : {}),
    ...(model.softDelete ? { del_flag: 0 } : {}),
  }));
  await Scope.system(registry, model).insert().values(rows).execute();
};

// Contacts of the demo partners, matched by company name (unique).
const seedPartnerContacts: Seed = async (registry, model) => {
  const partners = registry.models.get('biz_partner');
  if (!partners) return;
  const ids = new Map(
    (await Scope.system(registry, partners).select().select(['id', 'company_name']).execute()).map((r) => [
      String(r.company_name),
      String(r.id),
    ]),
  );
  const stamp = formatDateTime();
  const rows = DEMO_PARTNERS.flatMap((demo) => {
    const partnerId = ids.get(demo.companyName);
    if (!partnerId) return [];
    return demo.contacts.map((contact, i) => ({
      ...seedColumns(model, { partnerId, sortNo: i + 1, ...contact }),
      [model.pk.column]: newId(),
      ...(model.audit ? { create_by: 'admin', create_time: stamp } : {}),
      ...(model.softDelete ? { del_flag: 0 } : {}),
    }));
  });
  if (rows.length > 0) await Scope.system(registry, model).insert().values(rows).execute();
};

const seedReports = storedInOrder(REPORT_SEED);

// The product catalogue as a category tree; insertRow generates the codes (A01, A01A01…) and flags.
const seedCategories: Seed = async (registry, model) => {
  const scope = Scope.system(registry, model);
  await scope.transaction(async (tx) => {
    const add = async (nodes: readonly DemoCategory[], pid: string): Promise<void> => {
      for (const node of nodes) {
        const record = await insertRow(scope, tx, { pid, name: node.name });
        if (node.children) await add(node.children, String(record[model.pk.name]));
      }
    };
    await add(DEMO_CATEGORIES, '0');
  });
};

/** Seeds by model name (run in load order, so work orders exist before their contacts). */
export const MODEL_SEEDS: Readonly<Record<string, Seed>> = {
  sys_check_rule: seedCheckRules,
  sys_position: seedPositions,
  biz_case: seedDemoCases,
  biz_case_contact: seedCaseContacts,
  biz_partner: seedDemoPartners,
  biz_partner_contact: seedPartnerContacts,
  biz_project: seedDemoProjects,
  // After biz_partner: certificates name their partners.
  biz_sales_certificate: seedDemoCertificates,
  sys_category: seedCategories,
  sys_fill_rule: seedFillRules,
  sys_report: seedReports,
  // After sys_category: they name products of the catalogue.
  ...DOWNLOAD_SEEDS,
};

/**
 * Runs the seeds of the models whose tables were just created.
 *
 * @example
 * await seedCreatedModels(registry, ['biz_case'], { dataDir: config.dataDir });
 */
export async function seedCreatedModels(
  registry: ModelRegistry,
  created: readonly string[],
  context: SeedContext,
): Promise<void> {
  // In MODEL_SEEDS' order, not the tables' (alphabetical), so a seed finds the rows it refers to.
  for (const name of Object.keys(MODEL_SEEDS).filter((n) => created.includes(n))) {
    const seed = MODEL_SEEDS[name];
    const model = registry.models.get(name);
    if (seed && model) await seed(registry, model, context);
  }
}
