// A cold console load links antd's prebuilt styles before its first render (runtime/app/antdStaticStyles.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkAntdStaticStyles } from '../../../runtime/app/antdStaticStyles';

const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];

afterEach(() => {
  for (const link of linked()) link.remove();
  vi.useRealTimers();
});

describe('linkAntdStaticStyles', () => {
  it('resolves once the stylesheet is in', async () => {
    let done = false;
    const ready = linkAntdStaticStyles('/assets/antd-console-0123456789.css').then(() => (done = true));
    const [link] = linked();
    expect(link?.getAttribute('href')).toBe('/assets/antd-console-0123456789.css');
    await Promise.resolve();
    expect(done).toBe(false);
    link!.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
  });

  it('does not hold the first render when the sheet fails or is slow', async () => {
    const failed = linkAntdStaticStyles('/assets/missing.css');
    linked()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    vi.useFakeTimers();
    let done = false;
    const slow = linkAntdStaticStyles('/assets/slow.css').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    await slow;
    expect(done).toBe(true);
  });

  it('links nothing where the build has no sheet', async () => {
    await linkAntdStaticStyles(null);
    expect(linked()).toHaveLength(0);
  });
});
