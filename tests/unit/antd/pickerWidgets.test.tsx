// The assignment pickers: RolePicker offers every role and keeps a comma-joined value joined;
// UserSelect names its stored users and adds the users ticked in the user select modal.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { joinPicked, splitJoined } from '../../../runtime/antd/fields/joined';
import { RolePicker } from '../../../runtime/antd/fields/RolePicker';
import { UserSelect } from '../../../runtime/antd/fields/UserSelect';
import { renderSchema } from './schemaHarness';

vi.setConfig({ testTimeout: 60_000 });

function Host({
  initial,
  render,
}: {
  initial?: string;
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

describe('joined values', () => {
  it('split and join', () => {
    expect(splitJoined('a,b,')).toEqual(['a', 'b']);
    expect(splitJoined(['a'])).toEqual(['a']);
    expect(splitJoined(null)).toEqual([]);
    expect(joinPicked(['a', 'b'], true)).toBe('a,b');
    expect(joinPicked(['a', 'b'], false)).toEqual(['a', 'b']);
  });
});

describe('RolePicker', () => {
  it('offers every role and keeps a joined value joined', async () => {
    await renderSchema(
      <Host
        initial="r0000000000000000000000000000002"
        render={(v, set) => <RolePicker aria-label="角色" joined value={v as string} onChange={set} />}
      />,
    );
    expect(await screen.findByText('客服 (staff)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(
      await screen.findByText('合作伙伴 (partner)', { selector: '.ant-select-item-option-content' }),
    );
    expect(value()).toBe('r0000000000000000000000000000002,r0000000000000000000000000000003');
  });
});

describe('UserSelect', () => {
  it('names stored users and adds the ticked ones', async () => {
    await renderSchema(
      <Host
        initial="u0000000000000000000000000000002"
        render={(v, set) => <UserSelect joined value={v as string} onChange={set} />}
      />,
    );
    expect(await screen.findByText('张伟')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /选择用户/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('李娜'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(value()).toBe('u0000000000000000000000000000002,u0000000000000000000000000000003'),
    );
  });
});
