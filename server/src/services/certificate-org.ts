// A certificate carries its partner's orgCode, the column the partner role's data rule compares with
// the user's organisation. Certificate writes copy it (x-copyFrom in biz_sales_certificate.json); when
// a partner's own orgCode changes (its edit or an import), every certificate of that partner follows
// before the partner write answers, so the old organisation stops seeing them and the new one sees
// them at once.
import { sql } from 'kysely';
import type { ModelRegistry } from '../crud/registry.js';
import { CERT_MODEL } from './certificate-status.js';
import { PARTNER_MODEL } from './partner-search.js';

/**
 * Copies each partner's orgCode onto its certificates where they differ; returns how many changed.
 *
 * @example
 * await syncCertificateOrgCodes(app.models);
 */
export async function syncCertificateOrgCodes(registry: ModelRegistry): Promise<number> {
  const certs = registry.models.get(CERT_MODEL);
  const partners = registry.models.get(PARTNER_MODEL);
  if (!certs || !partners) return 0;
  const certOrg = sql.ref(certs.byName.get('orgCode')!.column);
  const certPartner = sql.ref(`${certs.table}.${certs.byName.get('partnerId')!.column}`);
  // Identifiers come from the validated model schemas; no value of a request reaches this statement.
  const partnerOrg = sql`(select ${sql.ref(`p.${partners.byName.get('orgCode')!.column}`)} from ${sql.table(
    partners.table,
  )} p where ${sql.ref(`p.${partners.pk.column}`)} = ${certPartner})`;
  const result = await sql`update ${sql.table(certs.table)} set ${certOrg} = ${partnerOrg}
    where coalesce(${certOrg}, '') <> coalesce(${partnerOrg}, '')`.execute(registry.db);
  const changed = Number(result.numAffectedRows ?? 0);
  if (changed > 0) registry.evict(certs);
  return changed;
}
