import { registerSlot } from '../../runtime/render';
import { NoticeBellSlot } from './NoticeBellSlot';

/**
 * Puts the notification bell into the header's actions slot (style anchor 13). The slot component is
 * a lazy wrapper, so registering costs the entry chunk a few hundred bytes.
 *
 * @example
 * register();
 */
export function register(): void {
  registerSlot('header:actions', { key: 'notice-bell', component: NoticeBellSlot, order: 10 });
}
