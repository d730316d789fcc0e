// Polls one monitoring route on the interval the user picked. A hidden tab costs the server nothing:
// the timer stops while `document.visibilityState` is 'hidden' and the page reloads once it shows again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessageOf, http, type ApiEnvelope } from '../../runtime/core';
import { usePageVisible } from './usePageVisible';

export interface MonitorPoll<T> {
  /** The last figures the server sent; kept when a later poll fails. */
  data: T | undefined;
  /** Why the last poll failed, or undefined when it succeeded. */
  error: string | undefined;
  /** When `data` arrived (ms since epoch). */
  updatedAt: number | undefined;
  /** True while the tab is hidden and polling waits. */
  paused: boolean;
  /** Polls now (the retry and refresh buttons). */
  refresh: () => void;
}

/**
 * The answer of `url` (GET through the console's HTTP client) every `intervalSec` seconds (0: only once
 * and on refresh), paused while the tab is hidden.
 *
 * @example
 * const poll = useMonitorPoll<NodeRuntimeInfo>('/sys/monitor/node', 5);
 */
export function useMonitorPoll<T>(
  url: string,
  intervalSec: number,
  params?: Record<string, unknown>,
): MonitorPoll<T> {
  const visible = usePageVisible();
  const [state, setState] = useState<Omit<MonitorPoll<T>, 'paused' | 'refresh'>>({
    data: undefined,
    error: undefined,
    updatedAt: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  // After one failure the error handler has told the user once; the following polls of the same outage
  // stay quiet (the page's alert says it) instead of stacking a notice every few seconds.
  const failing = useRef(false);
  const paramsKey = JSON.stringify(params ?? {});

  useEffect(() => {
    if (!visible) return undefined;
    let live = true;
    const query = JSON.parse(paramsKey) as Record<string, unknown>;
    const load = () => {
      http
        .get<unknown, ApiEnvelope<T>>(url, { params: query, skipErrorHandler: failing.current })
        .then((envelope) => {
          if (!envelope.success) throw new ApiError(envelope);
          return envelope.result;
        })
        .then(
          (data) => {
            failing.current = false;
            if (live) setState({ data, error: undefined, updatedAt: Date.now() });
          },
          (error: unknown) => {
            failing.current = true;
            if (live) setState((prev) => ({ ...prev, error: errorMessageOf(error) }));
          },
        );
    };
    load();
    const timer = intervalSec > 0 ? setInterval(load, intervalSec * 1000) : undefined;
    return () => {
      live = false;
      if (timer !== undefined) clearInterval(timer);
    };
  }, [url, paramsKey, intervalSec, visible, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, paused: !visible, refresh };
}
