import { useEffect, useState } from 'react';
import { HEADER_AUTO_HIDE_SCROLL_PX } from '../../runtime/core';

/**
 * Whether the fixed header is hidden by scrolling (SPEC §2, §9): with auto-hide on, scrolling down past
 * 100 px hides it, scrolling up or back above 100 px shows it again.
 *
 * @example
 * const hidden = useAutoHideHeader(layout.autoHideHeader);
 */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      if (top <= HEADER_AUTO_HIDE_SCROLL_PX || top < last) setHidden(false);
      else if (top > last) setHidden(true);
      last = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && hidden;
}
