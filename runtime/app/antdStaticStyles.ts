// antd's styles for a console page's first components, prebuilt (runtime/render/vite/antdStaticStyles.ts).
// antd reads the map of the styles a stylesheet holds once, when the first component asks for a style,
// so the sheet has to be in before the first render, and it is linked only for a cold console load:
// the sign-in page does not load it (its own route's bytes stay as they are).
import stylesheetUrl from 'virtual:antd-static-styles';

/** How long the first render may wait for the sheet; later, antd generates the styles as without it. */
const STYLES_WAIT_MS = 1500;

/**
 * Links the prebuilt stylesheet; resolves when it is in, failed, or after STYLES_WAIT_MS (at once
 * where the build has none).
 *
 * @example
 * await linkAntdStaticStyles(); // then the first render
 */
export function linkAntdStaticStyles(url: string | null = stylesheetUrl): Promise<void> {
  if (!url) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, STYLES_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    document.head.appendChild(link);
  });
}
