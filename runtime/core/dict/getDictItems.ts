import { getAction } from '../http/actions';
import { ApiError } from '../http/apiError';
import { ls } from '../storage/localStore';
import { UI_CACHE_DB_DICT_DATA } from '../storage/keys';
import type { DictOption } from '../session/types';

/**
 * The cached options of a dictionary (from the login's `sysAllDictItems`), or undefined.
 *
 * @example
 * getCachedDictItems('sex')?.map((o) => o.text);
 */
export function getCachedDictItems(code: string): DictOption[] | undefined {
  const cache = ls.get<Record<string, DictOption[]>>(UI_CACHE_DB_DICT_DATA);
  const items = cache?.[code];
  return Array.isArray(items) ? items : undefined;
}

/**
 * The options of a dictionary: from the local cache when present, else GET
 * /sys/dict/getDictItems/{code} (without `_t`, so the browser may cache it). Rejects with an ApiError
 * when the server reports failure.
 *
 * @example
 * const options = await getDictItems('priority'); // [{ value: 'L', text: '低' }, …]
 */
export async function getDictItems(code: string): Promise<DictOption[]> {
  const cached = getCachedDictItems(code);
  if (cached) return cached;
  const envelope = await getAction<DictOption[] | null>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
  if (!envelope.success) throw new ApiError(envelope);
  return envelope.result ?? [];
}
