import { getAction, type ApiEnvelope } from '../../runtime/core';
import type { AnnouncementReader } from './types';

/**
 * The announcement endpoints the widgets call (SPEC §7, contract §4.7); the administration page's
 * list, add, edit, delete, publish and revoke, and the user's own list, are named by page schemas.
 */
export const ANNOUNCEMENT_URLS = {
  readers: '/sys/annountCement/readers',
} as const;

/**
 * Who received an announcement and who has read it.
 *
 * @example
 * const { result } = await fetchReaders(id);
 */
export function fetchReaders(id: string): Promise<ApiEnvelope<AnnouncementReader[]>> {
  return getAction<AnnouncementReader[]>(ANNOUNCEMENT_URLS.readers, { id });
}
