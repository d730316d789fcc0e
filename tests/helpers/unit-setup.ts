// Shared setup for jsdom unit tests: antd reads matchMedia, which jsdom lacks.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages are transformed on first import; on a busy 2-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

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
