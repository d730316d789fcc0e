// The record a detail page shows: `<basePath>/queryById` with the page's `id` param, reloadable.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, getAction } from '../../core';
import type { ModelSchema } from '../../render/schemaLite';

export type RecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: Record<string, unknown> }
  | { status: 'error'; error: unknown };

/**
 * Loads one record by id, with `reload`.
 *
 * @example
 * const { state, reload } = useRecord(model, params.id);
 */
export function useRecord(model: ModelSchema, id: unknown) {
  const [state, setState] = useState<RecordState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    getAction<Record<string, unknown> | null>(`${model['x-api']?.basePath ?? ''}/queryById`, { id })
      .then((envelope) => {
        if (!current) return;
        if (envelope.success && envelope.result) setState({ status: 'ready', record: envelope.result });
        else setState({ status: 'error', error: new ApiError(envelope) });
      })
      .catch((error: unknown) => current && setState({ status: 'error', error }));
    return () => {
      current = false;
    };
  }, [model, id, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
