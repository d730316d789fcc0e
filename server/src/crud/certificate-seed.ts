// The demo sales certificates (db/seed/demo-certificates.ts), inserted when this start created the
// certificate table: numbered in the sales_cert_no format (SC-<issue day>-<sequence>, all issue days in
// the past, so today's counter never meets them), status derived from the dates as writes derive it,
// and each partner's orgCode copied for the partner role's data rule.
import { DEMO_CERTIFICATES } from '../db/seed/demo-certificates.js';
import { newId } from '../lib/ids.js';
import { addDays, CERT_STATUS, certificateStatus, today } from '../services/certificate-status.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { toColumn } from './store.js';
import type { Row } from './types.js';

function columns(model: CompiledModel, values: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.byName.get(name);
    if (field) row[field.column] = toColumn(field, value);
  }
  return row;
}

/**
 * Seeds the demo certificates of the demo partners that exist.
 *
 * @example
 * await seedDemoCertificates(registry, registry.models.get('biz_sales_certificate')!);
 */
export async function seedDemoCertificates(registry: ModelRegistry, model: CompiledModel): Promise<void> {
  const partners = registry.models.get('biz_partner');
  if (!partners) return;
  const found = await Scope.system(registry, partners)
    .select()
    .select(['id', 'company_name', 'org_code'])
    .execute();
  const byName = new Map(found.map((r) => [String(r.company_name), r]));
  const day = today();
  const perDay = new Map<string, number>();
  const rows = DEMO_CERTIFICATES.flatMap((demo) => {
    const partner = byName.get(demo.companyName);
    if (!partner) return [];
    const validFrom = addDays(day, demo.fromDays);
    const validTo = addDays(day, demo.toDays);
    const issued = validFrom.replace(/-/g, '');
    const seq = (perDay.get(issued) ?? 0) + 1;
    perDay.set(issued, seq);
    const revokeTime = demo.revoked ? `${addDays(day, -demo.revoked.daysAgo)} 10:30:00` : null;
    return [
      {
        ...columns(model, {
          certNo: `SC-${issued}-${String(seq).padStart(4, '0')}`,
          partnerId: partner.id,
          holderName: demo.holderName,
          holderEmail: demo.holderEmail,
          productLine: demo.productLine,
          certLevel: demo.certLevel,
          validFrom,
          validTo,
          status: demo.revoked ? CERT_STATUS.revoked : certificateStatus(validTo, day),
          revokeReason: demo.revoked?.reason ?? null,
          revokeTime,
          remark: demo.remark ?? null,
          orgCode: partner.org_code ?? null,
        }),
        [model.pk.column]: newId(),
        ...(model.audit ? { create_by: 'admin', create_time: `${validFrom} 09:00:00` } : {}),
        ...(model.softDelete ? { del_flag: 0 } : {}),
      },
    ];
  });
  if (rows.length > 0) await Scope.system(registry, model).insert().values(rows).execute();
}
