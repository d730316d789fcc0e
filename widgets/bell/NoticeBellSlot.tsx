import { lazy, Suspense } from 'react';

const NoticeBell = lazy(() => import('./NoticeBell'));

/**
 * What the header slot renders: the bell, loaded in its own chunk after the shell, so neither the
 * login route nor the layout's first paint carries it. Nothing shows until it has loaded.
 *
 * @example
 * registerSlot('header:actions', { key: 'notice-bell', component: NoticeBellSlot, order: 10 });
 */
export function NoticeBellSlot() {
  return (
    <Suspense fallback={null}>
      <NoticeBell />
    </Suspense>
  );
}
