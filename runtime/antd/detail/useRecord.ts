// The record a detail page shows: `load.api` or `<basePath>/queryById` with the page's `id` param,
// reloadable.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, getAction } from '../../core';
import type { ModelSchema } from '../../render/schemaLite';
import { useReloadOnLocale } from '../../render/useReloadOnLocale';

const NOT_FOUND = [404] as const;

export type RecordState =
  | { status: 'loading' }
  | { status: 'missingId' }
  | { status: 'ready'; record: Record<string, unknown> }
  | { status: 'error'; error: unknown };

/**
 * Loads one record by id, with `reload`.
 *
 * @example
 * const { state, reload } = useRecord(model, params.id, page.load?.api);
 */
export function useRecord(model: ModelSchema, id: unknown, api?: string) {
  const [state, setState] = useState<RecordState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    // Without an id (an address typed or bookmarked without `?id=`) there is nothing to ask for; the
    // server would only answer 400. A `load.api` may find its record otherwise (queryMine).
    if (!api && (id === undefined || id === null || id === '')) {
      setState({ status: 'missingId' });
      return;
    }
    let current = true;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    // A missing record is the page's own answer (DetailPage's result names it), not a toast besides.
    getAction<Record<string, unknown> | null>(
      api ?? `${model['x-api']?.basePath ?? ''}/queryById`,
      { id },
      { quietStatuses: NOT_FOUND },
    )
      .then((envelope) => {
        if (!current) return;
        if (envelope.success && envelope.result) setState({ status: 'ready', record: envelope.result });
        else setState({ status: 'error', error: new ApiError(envelope) });
      })
      .catch((error: unknown) => current && setState({ status: 'error', error }));
    return () => {
      current = false;
    };
  }, [api, model, id, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useReloadOnLocale(reload); // its dictionary texts are in the language of the request
  return { state, reload };
}
