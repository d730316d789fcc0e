import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../runtime/render/loadOnce';

describe('loadOnce', () => {
  it('runs the loader once for every caller and then holds its result', async () => {
    const loader = vi.fn(() => Promise.resolve('module'));
    const once = loadOnce(loader);
    expect(once.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([once.load(), once.load()]);
    expect([a, b]).toEqual(['module', 'module']);
    expect(once.loaded()).toBe('module');
    await once.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('module');
    const once = loadOnce(loader);
    await expect(once.load()).rejects.toThrow('chunk failed');
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toBe('module');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
