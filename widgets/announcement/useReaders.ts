import { useEffect, useState } from 'react';
import { fetchReaders } from './api';
import type { AnnouncementReader } from './types';

/**
 * The recipients of an announcement with their read state, loaded while `id` is set.
 *
 * @example
 * const { readers, loading } = useReaders(record?.id);
 */
export function useReaders(id: string | undefined) {
  const [state, setState] = useState<{ readers: AnnouncementReader[]; loading: boolean }>({
    readers: [],
    loading: false,
  });
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    setState({ readers: [], loading: true });
    fetchReaders(id)
      .then((envelope) => {
        if (current) setState({ readers: envelope.success ? (envelope.result ?? []) : [], loading: false });
      })
      .catch(() => current && setState({ readers: [], loading: false }));
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
