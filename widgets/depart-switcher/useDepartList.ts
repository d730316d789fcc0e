import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentUserDeparts, type Depart } from '../../runtime/core';
import { DEPART_NS } from './locales';

/** The user's departments and the org code of the current one. */
export interface DepartList {
  list: Depart[];
  current?: string;
}

/**
 * Loads the user's departments each time `open` turns true (SPEC §4 "Department dialog": it loads the
 * list and then shows). An empty list warns 'You have not set up department information yet!', clears
 * and calls `onEmpty`; a failed call (already reported by the HTTP client) calls it too.
 *
 * @example
 * const departs = useDepartList(open, onClose); // null until loaded
 */
export function useDepartList(open: boolean, onEmpty: () => void): DepartList | null {
  const { t } = useTranslation(DEPART_NS);
  const { message } = App.useApp();
  const [departs, setDeparts] = useState<DepartList | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    getCurrentUserDeparts()
      .then(({ success, message: text, result }) => {
        if (!live) return;
        const list = success ? (result?.list ?? []) : [];
        if (list.length === 0) {
          void message.warning(success ? t('noDeparts') : text || t('noDeparts'));
          setDeparts(null);
          onEmpty();
          return;
        }
        setDeparts({ list, current: result.orgCode ?? undefined });
      })
      .catch(() => {
        if (live) onEmpty();
      });
    return () => {
      live = false;
      setDeparts(null);
    };
    // Reload only when the dialog opens; onEmpty may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return departs;
}
