// The label of an action: its own text, else the default of its type.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../render/schemaLite';
import { SCHEMA_NS } from '../../render/locales';
import type { TextResolver } from '../../render/schema/text';

const DEFAULT_KEYS: Partial<Record<Action['type'], string>> = {
  delete: 'list.delete',
  export: 'list.export',
  import: 'list.import',
  refresh: 'list.refresh',
  upload: 'list.upload',
  download: 'list.download',
  preview: 'list.preview',
};

const OPEN_IDS = new Set(['add', 'edit', 'detail']);

/**
 * A function naming actions in the interface language. Each label is looked up once per action and
 * position while the language stays: a list names its row actions in every row it mounts, and an
 * i18next lookup per action and row was a visible part of mounting rows (bench/README.md, the infinite
 * list).
 *
 * @example
 * const labelOf = useActionLabel(tx);
 * labelOf(action, 'bulk'); // '批量删除' for a bulk delete
 */
export function useActionLabel(tx: TextResolver) {
  const { t } = useTranslation(SCHEMA_NS);
  return useMemo(() => {
    const named = new WeakMap<Action, Map<string | undefined, string>>();
    const nameOf = (action: Action, position?: string) => {
      if (action.label) return tx(action.label);
      if (action.type === 'delete' && position === 'bulk') return t('list.batchDelete');
      // The usual ids of open actions name themselves, so schemas need no label for them.
      if (action.type === 'open' && OPEN_IDS.has(action.id)) return t(`list.${action.id}`);
      const key = DEFAULT_KEYS[action.type];
      return key ? t(key) : action.id;
    };
    return (action: Action, position?: string) => {
      const byPosition = named.get(action) ?? new Map<string | undefined, string>();
      named.set(action, byPosition);
      const label = byPosition.get(position) ?? nameOf(action, position);
      byPosition.set(position, label);
      return label;
    };
  }, [t, tx]);
}
