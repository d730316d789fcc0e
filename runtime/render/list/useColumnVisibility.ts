// Which columns of a list are hidden, kept per user and page in local storage (`columnSettings.persist`:
// 'user' by default, 'local' for every user of the browser, 'none' for this visit only).
import { useCallback, useState } from 'react';
import { ls } from '../../core';
import type { Column, ListTable } from '../schemaLite';

/** The local-storage key of a page's hidden columns. */
export function columnSettingsKey(pageId: string, userId: string | undefined, persist: string): string {
  return persist === 'user'
    ? `schema-columns:${userId ?? 'anonymous'}:${pageId}`
    : `schema-columns:${pageId}`;
}

function initial(columns: readonly Column[], key: string | undefined): string[] {
  const stored = key ? ls.get<string[]>(key) : undefined;
  if (Array.isArray(stored)) return stored.filter((f) => typeof f === 'string');
  return columns.filter((c) => c.hiddenByDefault).map((c) => c.field);
}

/**
 * The hidden columns of a list page and a setter that stores the choice.
 *
 * @example
 * const { hidden, setHidden, reset } = useColumnVisibility('system.dict.list', page.columns, page.table, user?.id);
 */
export function useColumnVisibility(
  pageId: string,
  columns: readonly Column[],
  table: ListTable | undefined,
  userId: string | undefined,
) {
  const persist = table?.columnSettings?.persist ?? 'user';
  const key = persist === 'none' ? undefined : columnSettingsKey(pageId, userId, persist);
  const [hidden, setHiddenState] = useState<string[]>(() => initial(columns, key));

  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      if (key) ls.set(key, next);
    },
    [key],
  );
  const reset = useCallback(() => {
    if (key) ls.remove(key);
    setHiddenState(columns.filter((c) => c.hiddenByDefault).map((c) => c.field));
  }, [columns, key]);

  return { hidden, setHidden, reset };
}
