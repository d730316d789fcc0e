import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, http, initI18n, ls, setCoreStore } from '../../../runtime/core';
import { adminUser } from '../../../stories/fixtures/user';
import { nodeInfo, ok } from '../../../widgets/monitor/monitorStoryData';
import { NodeRuntimePage } from '../../../widgets/monitor/NodeRuntimePage';
import { useMonitorPoll } from '../../../widgets/monitor/useMonitorPoll';
import { refreshKey } from '../../../widgets/monitor/useRefreshInterval';
import { renderWithProviders } from '../app/testProviders';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A transport answering every GET with `answer(n)` for the n-th call (1-based), counting the calls. */
function countingAdapter(answer: (n: number) => unknown) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const data = answer(calls.length);
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, calls };
}

/**
 * Retries `check` on real timeouts until it passes: testing-library's waitFor polls on setInterval,
 * which these tests fake, and a hook alone changes no DOM for it to observe.
 */
async function until(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 300) throw error;
    }
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

beforeEach(async () => {
  // What the app sets up before any request (the client reads the locale and the store).
  initI18n();
  await changeLocale('zh-CN');
  setCoreStore(createStore());
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  // Only the polling timer is faked: promises and antd's animations run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  ls.clear();
});

describe('useMonitorPoll', () => {
  it('polls on the interval, stops while the tab is hidden and reloads once it shows again', async () => {
    const { adapter, calls } = countingAdapter((n) => ok({ n }));
    http.defaults.adapter = adapter;
    const { result } = renderHook(() => useMonitorPoll<{ n: number }>('/sys/monitor/node', 5));
    await until(() => expect(result.current.data).toEqual({ n: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.data).toEqual({ n: 2 });

    act(() => setVisibility('hidden'));
    expect(result.current.paused).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls).toHaveLength(2);

    act(() => setVisibility('visible'));
    await until(() => expect(result.current.data).toEqual({ n: 3 }));
    expect(result.current.paused).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toHaveLength(4);
  });

  it('keeps the last figures when a poll fails, reports why, and recovers on refresh', async () => {
    const { adapter } = countingAdapter((n) =>
      n === 2 ? { success: false, code: 500, message: 'metrics unavailable', result: null } : ok({ n }),
    );
    http.defaults.adapter = adapter;
    const { result } = renderHook(() => useMonitorPoll<{ n: number }>('/sys/monitor/node', 5));
    await until(() => expect(result.current.data).toEqual({ n: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.error).toBe('metrics unavailable');
    expect(result.current.data).toEqual({ n: 1 });
    act(() => result.current.refresh());
    await until(() => expect(result.current.data).toEqual({ n: 3 }));
    expect(result.current.error).toBeUndefined();
  });

  it('with interval 0 loads once and waits for refresh', async () => {
    const { adapter, calls } = countingAdapter((n) => ok({ n }));
    http.defaults.adapter = adapter;
    renderHook(() => useMonitorPoll('/sys/monitor/node', 0));
    await until(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(1);
  });
});

describe('refresh interval select', () => {
  it('changes how often the page polls and is remembered for the user', async () => {
    const { adapter, calls } = countingAdapter(() => ok(nodeInfo));
    await renderWithProviders(<NodeRuntimePage />, { http: adapter, user: adminUser });
    expect(await screen.findByText('22.11.0')).toBeTruthy();
    const before = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls).toHaveLength(before);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '刷新间隔' }));
    fireEvent.click(await screen.findByText('每 2 秒'));
    await waitFor(() => expect(calls).toHaveLength(before + 1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls).toHaveLength(before + 2);
    expect(ls.get(refreshKey(adminUser.id))).toBe(2);
  });

  it('starts from the interval the user picked before', async () => {
    ls.set(refreshKey(adminUser.id), 0);
    const { adapter, calls } = countingAdapter(() => ok(nodeInfo));
    await renderWithProviders(<NodeRuntimePage />, { http: adapter, user: adminUser });
    expect(await screen.findByText('22.11.0')).toBeTruthy();
    expect(screen.getByText('暂停')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls).toHaveLength(1);
  });
});
