import { getAction } from '../http/actions';
import { ApiError } from '../http/apiError';
import type { DictOption } from '../session/types';
import { storedDictItems } from './dictStore';

/**
 * The cached options of a dictionary (from the login's `sysAllDictItems`) when the cache is in the
 * current locale, or undefined.
 *
 * @example
 * getCachedDictItems('sex')?.map((o) => o.text);
 */
export function getCachedDictItems(code: string): DictOption[] | undefined {
  const items = storedDictItems()?.[code];
  return Array.isArray(items) ? items : undefined;
}

/**
 * The options of a dictionary: from the local cache when present, else GET
 * /sys/dict/getDictItems/{code} (without `_t`, so the browser may cache it; the server answers in
 * the request's Accept-Language and says it varies by it). Rejects with an ApiError
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
