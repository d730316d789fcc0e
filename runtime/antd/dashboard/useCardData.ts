// One card's read: loading, ready, failed (retry) or forbidden (a 403: the user lacks the source's
// permission, shown quietly in the card). Each card reads on its own so one failure blanks nothing
// else; a refresh (the page's `tick`) reads again while the figures already shown stay.
import { useAtomValue } from 'jotai';
import { useCallback, useContext, useEffect, useState } from 'react';
import { ApiError, errorMessageOf, http, sessionAtom, type ApiEnvelope } from '../../core';
import type { DashboardSource } from '../../render/schemaLite';
import { cardData, cardRequest, type CardData } from './cardSource';
import { DashboardContext } from './dashboardContext';

export type CardState =
  | { status: 'loading' }
  | { status: 'ready'; data: CardData }
  | { status: 'error'; message: string }
  | { status: 'forbidden' };

// The card shows these itself; the HTTP client's toast would repeat them once per card.
const QUIET = [400, 403, 404, 500, 502, 503] as const;

// A 403 answer, or an envelope refusing with code 403.
const isForbidden = (error: unknown) =>
  (error as { response?: { status?: number } }).response?.status === 403 ||
  (error instanceof ApiError && Number(error.code) === 403);

/**
 * Reads a card's source now, again on every page refresh, and again on `retry`.
 *
 * @example
 * const { state, retry } = useCardData(card.source);
 */
export function useCardData(source: DashboardSource) {
  const { models, params, tick } = useContext(DashboardContext);
  const user = useAtomValue(sessionAtom)?.userInfo ?? undefined;
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRound((r) => r + 1);
  }, []);
  useEffect(() => {
    let current = true;
    const read = async () => {
      const { url, params: query } = cardRequest(source, models, { user, params });
      const envelope = await http.get<unknown, ApiEnvelope<unknown>>(url, {
        params: query,
        quietStatuses: QUIET,
      });
      if (!envelope.success) throw new ApiError(envelope);
      return cardData(source, envelope.result);
    };
    read().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (isForbidden(error)) setState({ status: 'forbidden' });
        else setState({ status: 'error', message: errorMessageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [source, models, params, user, tick, round]);
  return { state, retry };
}
