// Scheduled publishing: drafts with a `publish_at` are published once that local time has come, by an
// in-process timer on every instance (every 10 s and once at start). Each draft goes through the
// guarded update of releaseAnnouncement, so with several instances on one PostgreSQL database each
// draft is published, and announced on the sockets, exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { formatDateTime } from '../lib/time.js';
import { releaseAnnouncement, type Delivery } from './announcement-publish.js';

/** How often due drafts are looked for. */
export const SCHEDULE_INTERVAL_MS = 10_000;

/**
 * Publishes every draft whose `publish_at` has come.
 * @returns the deliveries this call made, for the caller to push.
 *
 * @example
 * for (const d of await releaseDue(app.db)) await app.realtime.publish(d.audience, d.message);
 */
export async function releaseDue(db: Kysely<Database>, now = formatDateTime()): Promise<Delivery[]> {
  const due = await db
    .selectFrom('sys_announcement')
    .select(['id', 'create_by', 'update_by'])
    .where('send_status', '=', '0')
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .where('del_flag', '=', '0')
    .execute();
  const deliveries: Delivery[] = [];
  for (const draft of due) {
    // The scheduler has no signed-in user: whoever last saved the draft is its sender.
    const sender = draft.update_by ?? draft.create_by ?? 'system';
    const result = await releaseAnnouncement(db, draft.id, { sender, from: ['0'] });
    if (typeof result === 'object') deliveries.push(result);
  }
  return deliveries;
}

export interface SchedulerHooks {
  push: (delivery: Delivery) => Promise<void>;
  onError: (err: unknown) => void;
}

/**
 * Runs releaseDue now and every SCHEDULE_INTERVAL_MS (one run at a time) until stopped.
 *
 * @example
 * const scheduler = startScheduler(app.db, { push: (d) => app.realtime.publish(d.audience, d.message),
 *   onError: (err) => app.log.error(err) });
 * app.addHook('preClose', async () => scheduler.stop());
 */
export function startScheduler(db: Kysely<Database>, hooks: SchedulerHooks): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const delivery of await releaseDue(db)) await hooks.push(delivery);
    } catch (err) {
      hooks.onError(err);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), SCHEDULE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
