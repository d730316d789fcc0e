// Runs the effects a schema names after an action or a submit succeeds (DESIGN.md "Schemas"):
// refresh, refreshOpener, close, back, reloadMenu, {toast}, {navigate}.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadPermissionsAndRoutes } from '../../core';
import type { Effect, Text } from '../../render/schemaLite';
import type { TextResolver } from '../../render/schema/text';
import { useFeedback } from '../useFeedback';
import { usePageHost } from './PageHost';

/**
 * A function running effects for the current page; `fallbackToast` is shown when the effects name no
 * toast of their own.
 *
 * @example
 * const runEffects = useEffectRunner(tx, list.reload);
 * runEffects(['close', 'refreshOpener'], envelope.message);
 */
export function useEffectRunner(tx: TextResolver, reload?: () => void) {
  const host = usePageHost();
  const navigate = useNavigate();
  const { message } = useFeedback();
  return useCallback(
    (effects: readonly Effect[] | undefined, fallbackToast?: string) => {
      const list = effects ?? [];
      const toast = list.find((e) => typeof e === 'object' && 'toast' in e) as { toast: Text } | undefined;
      if (toast) void message.success(tx(toast.toast));
      else if (fallbackToast) void message.success(fallbackToast);
      for (const effect of list) {
        if (effect === 'refresh') reload?.();
        else if (effect === 'refreshOpener') host.done();
        else if (effect === 'close') host.close();
        else if (effect === 'back') navigate(-1);
        else if (effect === 'reloadMenu') void loadPermissionsAndRoutes();
        else if (typeof effect === 'object' && 'navigate' in effect) navigate(effect.navigate);
      }
    },
    [host, message, navigate, reload, tx],
  );
}
