import { NOTICE_POLL_INTERVAL_MS } from '../constants';

/** A repeating refresh that can be started and stopped. */
export interface Poller {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * Runs `task` every `intervalMs` once started (6 s by default, SPEC §9). A failing task stops it: a
 * notification load failure stops polling without a message (SPEC §8). The notification bell creates
 * one and, as SPEC §4 says, does not start it.
 *
 * @example
 * const poller = createPoller(loadNotices);
 * poller.start();
 */
export function createPoller(task: () => Promise<unknown>, intervalMs = NOTICE_POLL_INTERVAL_MS): Poller {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        task().catch(stop);
      }, intervalMs);
    },
    stop,
    get running() {
      return timer !== null;
    },
  };
}
