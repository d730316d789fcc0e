import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RemoteSelect } from '../../../runtime/antd/fields/RemoteSelect';
import { splitJoined } from '../../../runtime/antd/fields/joined';
import { toOptions } from '../../../runtime/antd/fields/remoteOptions';
import { renderSchema } from './schemaHarness';

function Host({
  initial,
  render,
}: {
  initial?: unknown;
  render: (v: unknown, set: (v: unknown) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      {render(value, setValue)}
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const option = (text: string) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

describe('RemoteSelect (options from an API)', () => {
  it('reads pages, arrays and trees by the named fields, and comma lists without empty ids', () => {
    const source = { url: '/x', labelField: 'realname', descField: 'username' };
    expect(toOptions({ records: [{ id: 'u1', realname: '张三', username: 'zs' }] }, source)).toEqual([
      { value: 'u1', label: '张三 (zs)' },
    ]);
    expect(
      toOptions([{ value: 'd1', title: 'A', children: [{ value: 'd2', title: 'B' }] }], {
        url: '/x',
        valueField: 'value',
        labelField: 'title',
      }),
    ).toEqual([{ value: 'd1', label: 'A', children: [{ value: 'd2', label: 'B' }] }]);
    expect(splitJoined('a, b,,')).toEqual(['a', 'b']);
    expect(splitJoined(undefined)).toEqual([]);
  });

  it('multiple: shows the stored comma list by label and emits a comma list', async () => {
    const { server } = await renderSchema(
      <Host
        initial="u0000000000000000000000000000002,"
        render={(v, set) => (
          <RemoteSelect
            aria-label="用户"
            url="/sys/user/list"
            params={{ pageSize: 500 }}
            labelField="realname"
            descField="username"
            multiple
            value={v as string}
            onChange={set}
          />
        )}
      />,
    );
    expect(await screen.findByText('张伟 (zhangwei)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '用户' }));
    fireEvent.click(await option('李娜 (lina)'));
    expect(value()).toBe('u0000000000000000000000000000002,u0000000000000000000000000000003');
    expect(server.log.some((r) => r.path === '/sys/user/list' && String(r.params.pageSize) === '500')).toBe(
      true,
    );
  });

  it('says so and offers nothing when the endpoint cannot be read', async () => {
    await renderSchema(
      <Host
        render={(v, set) => (
          <RemoteSelect aria-label="角色" url="/sys/none" multiple value={v as string} onChange={set} />
        )}
      />,
    );
    expect(await screen.findByText('选项加载失败（/sys/none）')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '角色' }).closest('.ant-select-disabled')).toBeTruthy(),
    );
  });
});
