// The demo sales certificates (db/seed/demo-certificates.ts), inserted when this start created the
// certificate table: numbered in the sales_cert_no format (SC-<issue day>-<sequence>, all issue days in
// the past, so today's counter never meets them), status derived from the dates as writes derive it,
// each partner's orgCode copied for the partner role's data rule, and each with its certificate file: a
// one-page PDF generated here and stored as an upload of the model is (crud/model-upload.ts), owned by
// admin, so the list's file link opens it.
import { DEMO_CERTIFICATES, type DemoCertificate } from '../db/seed/demo-certificates.js';
import { DICT_SEED } from '../db/seed/dicts.js';
import { newId } from '../lib/ids.js';
import { onePagePdf } from '../lib/pdf.js';
import { addDays, CERT_STATUS, certificateStatus, today } from '../services/certificate-status.js';
import type { CompiledModel } from './model.js';
import { saveModelFile } from './model-upload.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { seedColumns, type SeedContext } from './seed-columns.js';

/** The en-US text of a seeded dictionary item (PDF text is ASCII), or the value itself. */
function englishText(dict: string, value: string): string {
  return DICT_SEED.find((d) => d.code === dict)?.items.find(([v]) => v === value)?.[2] ?? value;
}

/**
 * The certificate document of a demo certificate: a one-page PDF with its number, holder, product
 * line, level and validity.
 *
 * @example
 * certificatePdf(DEMO_CERTIFICATES[0], 'SC-20251231-0001', '2025-12-31', '2028-01-05'); // <Buffer 25 50 44 46 …>
 */
export function certificatePdf(
  demo: DemoCertificate,
  certNo: string,
  validFrom: string,
  validTo: string,
): Buffer {
  return onePagePdf(
    [
      { text: 'SALES CERTIFICATE', size: 30, bold: true, gap: 60 },
      { text: `Certificate No. ${certNo}`, size: 16, bold: true, gap: 50 },
      { text: `Holder: ${demo.holderEmail}`, size: 14, gap: 36 },
      {
        text: `Product line: ${demo.productLine} - ${englishText('product_line', demo.productLine)}`,
        size: 14,
      },
      { text: `Level: ${englishText('sales_cert_level', demo.certLevel)}`, size: 14 },
      { text: `Valid from ${validFrom} to ${validTo}`, size: 14 },
      { text: 'Demo certificate generated when the database was first set up.', size: 10, gap: 60 },
    ],
    `Sales certificate ${certNo}`,
  );
}

/**
 * Seeds the demo certificates of the demo partners that exist, each with its PDF.
 *
 * @example
 * await seedDemoCertificates(registry, registry.models.get('biz_sales_certificate')!, { dataDir });
 */
export async function seedDemoCertificates(
  registry: ModelRegistry,
  model: CompiledModel,
  context: SeedContext,
): Promise<void> {
  const partners = registry.models.get('biz_partner');
  if (!partners) return;
  const found = await Scope.system(registry, partners)
    .select()
    .select(['id', 'company_name', 'org_code'])
    .execute();
  const byName = new Map(found.map((r) => [String(r.company_name), r]));
  const admin = await registry.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const day = today();
  const perDay = new Map<string, number>();
  const rows = [];
  for (const demo of DEMO_CERTIFICATES) {
    const partner = byName.get(demo.companyName);
    if (!partner) continue;
    const validFrom = addDays(day, demo.fromDays);
    const validTo = addDays(day, demo.toDays);
    const issued = validFrom.replace(/-/g, '');
    const seq = (perDay.get(issued) ?? 0) + 1;
    perDay.set(issued, seq);
    const certNo = `SC-${issued}-${String(seq).padStart(4, '0')}`;
    const revokeTime = demo.revoked ? `${addDays(day, -demo.revoked.daysAgo)} 10:30:00` : null;
    // An upload has an owner; without the admin account the certificate goes without its file.
    const certFile = admin
      ? await saveModelFile(registry.db, context.dataDir, {
          biz: model.table,
          ext: 'pdf',
          content: certificatePdf(demo, certNo, validFrom, validTo),
          ownerId: admin.id,
          originalName: `${certNo}.pdf`,
        })
      : null;
    rows.push({
      ...seedColumns(model, {
        certNo,
        partnerId: partner.id,
        holderName: demo.holderName,
        holderEmail: demo.holderEmail,
        productLine: demo.productLine,
        certLevel: demo.certLevel,
        validFrom,
        validTo,
        status: demo.revoked ? CERT_STATUS.revoked : certificateStatus(validTo, day),
        certFile,
        revokeReason: demo.revoked?.reason ?? null,
        revokeTime,
        remark: demo.remark ?? null,
        orgCode: partner.org_code ?? null,
      }),
      [model.pk.column]: newId(),
      ...(model.audit ? { create_by: 'admin', create_time: `${validFrom} 09:00:00` } : {}),
      ...(model.softDelete ? { del_flag: 0 } : {}),
    });
  }
  if (rows.length > 0) await Scope.system(registry, model).insert().values(rows).execute();
}
