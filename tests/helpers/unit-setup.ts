// Shared setup for jsdom unit tests: antd reads matchMedia, which jsdom lacks.
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages are transformed on first import, and a role query over an antd page takes seconds in
// jsdom: on a busy 2-core CI machine one wait has run past 10 s (grantPage, stop 28).
configure({ asyncUtilTimeout: 20_000 });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  // Node-environment files (e.g. the lint rule test) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// Animation frames still pending when a file's window closes (antd motion, a chart's render loop) fire
// into a closed jsdom window, which throws from jsdom's own timer ("reading '_location'") and fails the
// run as an unhandled error. Every frame is tracked, and those left are cancelled after the file's
// last test and cleanup.
if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function') {
  const pending = new Set<number>();
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
    const id = request((time) => {
      pending.delete(id);
      callback(time);
    });
    pending.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id: number): void => {
    pending.delete(id);
    cancel(id);
  };
  afterAll(() => {
    for (const id of pending) cancel(id);
    pending.clear();
  });
}
