import { useCallback, useEffect, useState } from 'react';
import type { ApiEnvelope } from '../../runtime/core';

/** A request's state: the result once loaded, or the failure. */
export interface Loaded<T> {
  data?: T;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Runs `load` on mount (and on `reload`) and keeps its result. A rejected call has already been shown by
 * the HTTP client (SPEC §8), so here it only marks the state as failed.
 *
 * @example
 * const profile = useAccountData(fetchProfile);
 */
export function useAccountData<T>(load: () => Promise<ApiEnvelope<T>>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (envelope) => {
        if (!live) return;
        setFailed(!envelope.success);
        if (envelope.success) setData(envelope.result);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, loading, failed, reload };
}
