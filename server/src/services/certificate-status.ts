// The status of a sales certificate (dict sales_cert_status): revoked ('4') is stored by the revoke
// route; valid ('1'), expiring within 30 days ('2') and expired ('3') follow from the valid-to date and
// today. Writes store the derived value in their own transaction; since "today" moves on by itself,
// `StatusKeeper` re-derives every stored status on the first read of each day (one guarded UPDATE per
// status, touching only rows whose status changed), so no list ever shows yesterday's status — also on
// an instance that was down at midnight, where a daily job would have missed its run.
import { formatDateTime } from '../lib/time.js';
import type { ModelRegistry } from '../crud/registry.js';
import { Scope } from '../crud/scope.js';

export const CERT_MODEL = 'biz_sales_certificate';
export const CERT_STATUS = { valid: '1', expiring: '2', expired: '3', revoked: '4' } as const;
/** A certificate whose valid-to date is at most this many days away is expiring. */
export const EXPIRING_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * `day` moved by `days` calendar days.
 *
 * @example
 * addDays('2026-11-26', 30); // '2026-12-26'
 */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the server's local time, as the date columns store it. */
export function today(now: Date = new Date()): string {
  return formatDateTime(now).slice(0, 10);
}

/**
 * The derived status of a certificate that is not revoked: valid through its valid-to day, expiring
 * from 30 days before it.
 *
 * @example
 * certificateStatus('2026-12-26', '2026-11-26'); // '2' (expiring: 30 days away)
 * certificateStatus('2026-11-25', '2026-11-26'); // '3' (expired)
 */
export function certificateStatus(validTo: string, day: string): string {
  if (validTo < day) return CERT_STATUS.expired;
  if (validTo <= addDays(day, EXPIRING_DAYS)) return CERT_STATUS.expiring;
  return CERT_STATUS.valid;
}

/**
 * Re-derives the stored status of every certificate that is not revoked for `day`; returns how many
 * rows changed.
 *
 * @example
 * await refreshStatuses(app.models, today());
 */
export async function refreshStatuses(registry: ModelRegistry, day: string): Promise<number> {
  const model = registry.models.get(CERT_MODEL);
  if (!model) return 0;
  const status = model.byName.get('status')!.column;
  const validTo = model.byName.get('validTo')!.column;
  const soon = addDays(day, EXPIRING_DAYS);
  const scope = Scope.system(registry, model);
  const changed = await scope.transaction(async (tx) => {
    const set = async (value: string, range: (q: ReturnType<typeof scope.updateStored>) => typeof q) => {
      const query = scope
        .updateStored(tx)
        .set({ [status]: value })
        .where((eb) => eb.or([eb(status, 'is', null), eb(status, 'not in', [value, CERT_STATUS.revoked])]));
      const result = await range(query).executeTakeFirst();
      return Number(result.numUpdatedRows);
    };
    return (
      (await set(CERT_STATUS.expired, (q) => q.where(validTo, '<', day))) +
      (await set(CERT_STATUS.expiring, (q) => q.where(validTo, '>=', day).where(validTo, '<=', soon))) +
      (await set(CERT_STATUS.valid, (q) => q.where(validTo, '>', soon)))
    );
  });
  if (changed > 0) registry.evict(model);
  return changed;
}

/** Re-derives the statuses once per day, before the first read of that day. */
export class StatusKeeper {
  private lastDay: string | undefined;

  constructor(
    private readonly registry: ModelRegistry,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Refreshes when the day has changed since the last refresh (concurrent first reads may both run it: harmless). */
  async ensureFresh(): Promise<void> {
    const day = today(this.now());
    if (day === this.lastDay) return;
    await refreshStatuses(this.registry, day);
    this.lastDay = day;
  }
}
