import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpTracePage } from '../../../widgets/monitor/HttpTracePage';
import { ok, tracePage } from '../../../widgets/monitor/monitorStoryData';
import { renderWithProviders } from '../app/testProviders';

function recordingServer() {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return { data: ok(tracePage), status: 200, statusText: 'OK', headers: {}, config };
  };
  // Without the client's cache-busting `_t`, which every GET carries.
  const lastParams = () => {
    const { _t: _stamp, ...params } = (requests[requests.length - 1]?.params ?? {}) as Record<
      string,
      unknown
    >;
    return params;
  };
  return { adapter, lastParams };
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(choices[choices.length - 1]!);
}

describe('HTTP trace', () => {
  it('lists the requests with their status coloured by class', async () => {
    const { adapter } = recordingServer();
    await renderWithProviders(<HttpTracePage />, { http: adapter });
    const row = (await screen.findByText('/api/biz/case/add')).closest('tr') as HTMLElement;
    expect(within(row).getByText('500').className).toContain('ant-tag-red');
    expect(within(row).getByText('jeecg')).toBeTruthy();
    expect(within(row).getByText('231 ms')).toBeTruthy();
    expect(screen.getByText('匿名')).toBeTruthy();
    expect(screen.getByText('共保留 500 条，显示 3 条')).toBeTruthy();
  });

  it('sends the status class, an exact status and the path filter', async () => {
    const { adapter, lastParams } = recordingServer();
    await renderWithProviders(<HttpTracePage />, { http: adapter });
    await screen.findByText('/api/biz/case/add');
    expect(lastParams()).toEqual({ limit: 200 });

    await pick('状态', '4xx');
    await waitFor(() => expect(lastParams()).toEqual({ limit: 200, status: '4xx' }));

    await pick('状态', '指定状态码');
    fireEvent.change(screen.getByRole('spinbutton', { name: '指定状态码' }), { target: { value: '404' } });
    await waitFor(() => expect(lastParams()).toEqual({ limit: 200, status: '404' }));

    const path = screen.getByRole('searchbox', { name: '路径包含' });
    fireEvent.change(path, { target: { value: '/sys' } });
    fireEvent.keyDown(path, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastParams()).toEqual({ limit: 200, status: '404', path: '/sys' }));

    await pick('状态', '全部');
    await waitFor(() => expect(lastParams()).toEqual({ limit: 200, path: '/sys' }));
    // Four antd selects and an input on a shared two-core machine: more than the default 30 s.
  }, 90_000);
});
